/**
 * The change journal of the fuzz suite (tests/server/fuzz-routes.test.ts). A row trigger on every table of the
 * file's database records each INSERT, each UPDATE that changes the row, and each DELETE, with the row before and
 * after, inside the writer's own transaction: what a call rolls back leaves no entry, what it commits does, cascades
 * included. So "a refused call changed no row" is one cheap read per call (the journal's newest id did not move),
 * and what an accepted call wrote can be put back row by row (`undo`), sequences included, without reopening the
 * database: every case starts on the seeded data.
 */
import type { Db } from '../../../server/src/db/client';

/** Rows of one table changed in one way since a given journal id. */
export interface TableChange {
  table: string;
  op: string;
  rows: number;
}

const INSTALL = `
CREATE TABLE fuzz_journal (
  id bigserial PRIMARY KEY,
  tbl regclass NOT NULL,
  op text NOT NULL,
  old_row jsonb,
  new_row jsonb
);
CREATE TABLE fuzz_sequence (seq regclass PRIMARY KEY, last_value bigint NOT NULL, is_called boolean NOT NULL);

CREATE FUNCTION fuzz_journal_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
  INSERT INTO fuzz_journal (tbl, op, old_row, new_row)
  VALUES (TG_RELID, TG_OP,
          CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
          CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END);
  RETURN NULL;
END $$;

CREATE FUNCTION fuzz_journal_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fuzz_journal (tbl, op) VALUES (TG_RELID, 'TRUNCATE');
  RETURN NULL;
END $$;

-- Newest entry first, one statement per run of entries of one table and operation (a meter's delete cascades to
-- thousands of readings); the journal's own triggers and the foreign keys' are off meanwhile (replica role), since
-- every row a cascade touched has its own entry. Sequences go back to where install() found them.
CREATE FUNCTION fuzz_undo() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  e record;
  pk text;
  cols text;
  n integer := 0;
BEGIN
  -- Writes journaled while this runs wait for it (a batch of the operation log lands up to 500 ms after its call, on
  -- another connection): read, undone and forgotten are then the same entries. Without it, a batch committed between
  -- the read below and the journal's DELETE left its rows behind, no longer journaled (a loaded run on PostgreSQL).
  LOCK TABLE fuzz_journal IN EXCLUSIVE MODE;
  SET LOCAL session_replication_role = replica;
  SET CONSTRAINTS ALL DEFERRED;
  FOR r IN
    SELECT tbl, op, count(*)::int AS k, jsonb_agg(CASE WHEN op = 'INSERT' THEN new_row ELSE old_row END) AS rows_,
           array_agg(id ORDER BY id DESC) AS ids
      FROM (SELECT *, sum(CASE WHEN same THEN 0 ELSE 1 END) OVER (ORDER BY id) AS run
              FROM (SELECT *, (tbl, op) IS NOT DISTINCT FROM (lag(tbl) OVER w, lag(op) OVER w) AS same
                      FROM fuzz_journal WINDOW w AS (ORDER BY id)) marked) runs
     GROUP BY run, tbl, op ORDER BY run DESC
  LOOP
    SELECT string_agg(quote_ident(a.attname), ',' ORDER BY array_position(i.indkey, a.attnum)) INTO pk
      FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = r.tbl AND i.indisprimary;
    SELECT string_agg(quote_ident(attname), ',' ORDER BY attnum) INTO cols
      FROM pg_attribute WHERE attrelid = r.tbl AND attnum > 0 AND NOT attisdropped;
    IF r.op = 'INSERT' THEN
      EXECUTE format('DELETE FROM %s WHERE (%s) IN (SELECT %s FROM jsonb_populate_recordset(NULL::%s, $1))',
                     r.tbl, pk, pk, r.tbl) USING r.rows_;
    ELSIF r.op = 'DELETE' THEN
      EXECUTE format('INSERT INTO %s SELECT * FROM jsonb_populate_recordset(NULL::%s, $1)', r.tbl, r.tbl)
        USING r.rows_;
    ELSIF r.op = 'UPDATE' THEN
      -- one row at a time, newest first: a run may change one row twice
      FOR e IN SELECT * FROM fuzz_journal WHERE id = ANY (r.ids) ORDER BY id DESC LOOP
        EXECUTE format('UPDATE %s SET (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%s, $1)) '
                       'WHERE (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%s, $2))',
                       r.tbl, cols, cols, r.tbl, pk, pk, r.tbl) USING e.old_row, e.new_row;
      END LOOP;
    ELSE
      RAISE EXCEPTION 'fuzz journal: cannot undo % of %', r.op, r.tbl;
    END IF;
    n := n + r.k;
  END LOOP;
  DELETE FROM fuzz_journal;
  PERFORM setval(seq, last_value, is_called) FROM fuzz_sequence;
  RETURN n;
END $$;

DO $$
DECLARE
  t regclass;
  s regclass;
  v record;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('fuzz_journal', 'fuzz_sequence')
  LOOP
    EXECUTE format('CREATE TRIGGER fuzz_journal AFTER INSERT OR UPDATE OR DELETE ON %s
                    FOR EACH ROW EXECUTE FUNCTION fuzz_journal_row()', t);
    EXECUTE format('CREATE TRIGGER fuzz_journal_truncate AFTER TRUNCATE ON %s
                    FOR EACH STATEMENT EXECUTE FUNCTION fuzz_journal_truncate()', t);
  END LOOP;
  FOR s IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' AND c.relname <> 'fuzz_journal_id_seq'
  LOOP
    EXECUTE format('SELECT last_value, is_called FROM %s', s) INTO v;
    INSERT INTO fuzz_sequence VALUES (s, v.last_value, v.is_called);
  END LOOP;
END $$;
`;

export class ChangeJournal {
  private constructor(private readonly db: Db) {}

  /** Puts the triggers on every table of the public schema and notes where each sequence stands. */
  static async install(db: Db): Promise<ChangeJournal> {
    await db.exec(INSTALL);
    return new ChangeJournal(db);
  }

  /** The newest entry's id (0 when empty): a call after which it moved committed row changes. */
  async probe(): Promise<number> {
    const { rows } = await this.db.query<{ m: string }>(
      'SELECT coalesce(max(id), 0)::text AS m FROM fuzz_journal',
    );
    return Number(rows[0]?.m ?? 0);
  }

  /** What changed after journal entry `afterId`, per table and operation. */
  async changesSince(afterId: number): Promise<TableChange[]> {
    const { rows } = await this.db.query<{ tbl: string; op: string; n: number }>(
      `SELECT tbl::text AS tbl, op, count(*)::int AS n FROM fuzz_journal WHERE id > $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [afterId],
    );
    return rows.map((r) => ({ table: r.tbl, op: r.op, rows: r.n }));
  }

  /** Puts back every journaled row, newest first, and every sequence; answers how many rows it put back. */
  async undo(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('SELECT fuzz_undo() AS n');
      return rows[0]?.n ?? 0;
    });
  }

  /**
   * Every table's row count, with a hash of all its rows (order-independent) for tables under `hashBelow` rows:
   * what the suite compares before and after to show that the undo leaves the data as it was (the demo's readings
   * alone would take seconds to hash; no route of the API writes them).
   */
  async fingerprint(hashBelow = 50_000): Promise<Map<string, string>> {
    const { rows: tables } = await this.db.query<{ t: string }>(
      `SELECT c.oid::regclass::text AS t FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('fuzz_journal', 'fuzz_sequence')
        ORDER BY 1`,
    );
    const names = tables.map((r) => r.t);
    const counted = await this.db.query<{ t: string; c: number }>(
      names.map((t) => `SELECT '${t}' AS t, count(*)::int AS c FROM ${t}`).join(' UNION ALL '),
    );
    const small = counted.rows.filter((r) => r.c < hashBelow).map((r) => r.t);
    const hashed = await this.db.query<{ t: string; h: string }>(
      small
        .map(
          (t) => `SELECT '${t}' AS t, coalesce(sum(hashtextextended(x::text, 0)), 0)::text AS h FROM ${t} x`,
        )
        .join(' UNION ALL '),
    );
    const hashes = new Map(hashed.rows.map((r) => [r.t, r.h]));
    const out = new Map<string, string>();
    for (const { t, c } of counted.rows) out.set(t, `${c}:${hashes.get(t) ?? ''}`);
    return out;
  }
}
