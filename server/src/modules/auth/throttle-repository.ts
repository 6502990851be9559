/**
 * All SQL about failed sign-in counters (login_attempt) and the addresses an account signed in from
 * (login_known_address); the rules they follow are throttle.ts's (docs/architecture.md §3 "Sign-in throttle").
 */
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { RULES, THROTTLE, type AttemptKey } from './throttle';

export type { AttemptKey };

export interface AttemptRow {
  key: string;
  kind: AttemptKey['kind'];
  account: string | null;
  address: string | null;
  failCount: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

interface Row {
  key: string;
  kind: AttemptKey['kind'];
  account: string | null;
  address: string | null;
  fail_count: number;
  window_start: Date;
  locked_until: Date | null;
}

const toAttempt = (r: Row): AttemptRow => ({
  key: r.key,
  kind: r.kind,
  account: r.account,
  address: r.address,
  failCount: r.fail_count,
  windowStart: r.window_start,
  lockedUntil: r.locked_until,
});

/** A counter's failures as of `now`: none once its window has passed. */
const liveCount = (r: Row, now: Date): number =>
  r.window_start.getTime() + RULES[r.kind].windowMs <= now.getTime() ? 0 : r.fail_count;

/** Rows of `keys`, created when missing, held until the transaction ends; in key order, so two never deadlock. */
async function holdRows(tx: Db, keys: AttemptKey[], now: Date): Promise<Row[]> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  await tx.query(
    `INSERT INTO login_attempt (key, kind, account, address, fail_count, window_start)
     SELECT k, kind, account, address, 0, $5
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS v (k, kind, account, address)
      ORDER BY k
     ON CONFLICT (key) DO NOTHING`,
    [
      sorted.map((k) => k.key),
      sorted.map((k) => k.kind),
      sorted.map((k) => k.account),
      sorted.map((k) => k.address),
      now,
    ],
  );
  const { rows } = await tx.query<Row>(
    `SELECT key, kind, account, address, fail_count, window_start, locked_until
       FROM login_attempt WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
    [sorted.map((k) => k.key)],
  );
  return rows;
}

async function writeRows(
  tx: Db,
  rows: { key: string; failCount: number; windowStart: Date; lockedUntil: Date | null }[],
): Promise<void> {
  await tx.query(
    `UPDATE login_attempt a
        SET fail_count = v.fail_count, window_start = v.window_start, locked_until = v.locked_until
       FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[])
            AS v (key, fail_count, window_start, locked_until)
      WHERE a.key = v.key`,
    [
      rows.map((r) => r.key),
      rows.map((r) => r.failCount),
      rows.map((r) => r.windowStart),
      rows.map((r) => r.lockedUntil),
    ],
  );
}

export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt on every counter of `keys`, or none while one of them holds: answers the time to wait (0:
   * counted, go on). In one transaction holding the rows, so attempts at once are counted one after the other. The
   * account's pace applies only to an address it has not signed in from lately, and not to `signedIn` callers.
   */
  async reserve(keys: AttemptKey[], now: Date, signedIn: boolean): Promise<number> {
    const waitMs = await this.db.transaction(async (tx) => {
      const rows = await holdRows(tx, keys, now);
      const pair = keys.find((k) => k.kind === 'pair');
      const paced = !signedIn && !(pair && (await this.isKnown(tx, pair, now)));
      const applies = (r: Row): boolean => r.kind !== 'account' || paced;
      const wait = Math.max(
        0,
        ...rows.filter(applies).map((r) => (r.locked_until ? r.locked_until.getTime() - now.getTime() : 0)),
      );
      if (wait > 0) return wait;
      await writeRows(
        tx,
        rows.map((r) => {
          const live = liveCount(r, now);
          // a counter that does not apply to this attempt (the pace, for a known address) counts it but keeps its
          // hold as it is; a hold never shortens
          const holdMs = applies(r) ? RULES[r.kind].holdMs(live + 1) : 0;
          const running = r.locked_until && r.locked_until > now ? r.locked_until.getTime() : 0;
          const until = Math.max(running, holdMs > 0 ? now.getTime() + holdMs : 0);
          return {
            key: r.key,
            failCount: live + 1,
            windowStart: live === 0 ? now : r.window_start,
            lockedUntil: until > 0 ? new Date(until) : null,
          };
        }),
      );
      return 0;
    });
    await this.sweep(now);
    return waitMs;
  }

  /**
   * The attempt was right: the pair starts again from nothing, the address and the account take this attempt's count
   * back (and the hold it may have set), and the address becomes known to the account.
   */
  async succeeded(keys: AttemptKey[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await holdRows(tx, keys, now);
      const pair = keys.find((k) => k.kind === 'pair');
      await tx.query('DELETE FROM login_attempt WHERE key = ANY($1::text[])', [
        rows.filter((r) => r.kind === 'pair').map((r) => r.key),
      ]);
      await writeRows(
        tx,
        rows
          .filter((r) => r.kind !== 'pair')
          .map((r) => {
            const failCount = Math.max(liveCount(r, now) - 1, 0);
            return {
              key: r.key,
              failCount,
              windowStart: r.window_start,
              lockedUntil: RULES[r.kind].holdMs(failCount) > 0 ? r.locked_until : null,
            };
          }),
      );
      if (pair?.account && pair.address !== null) {
        await tx.query(
          `INSERT INTO login_known_address (account, address, last_success) VALUES ($1, $2, $3)
           ON CONFLICT (account, address) DO UPDATE SET last_success = EXCLUDED.last_success`,
          [pair.account, pair.address, now],
        );
        await tx.query('DELETE FROM login_known_address WHERE account = $1 AND last_success < $2', [
          pair.account,
          new Date(now.getTime() - THROTTLE.KNOWN_ADDRESS_MS),
        ]);
      }
    });
  }

  private async isKnown(tx: Db, pair: AttemptKey, now: Date): Promise<boolean> {
    const { rows } = await tx.query(
      'SELECT 1 FROM login_known_address WHERE account = $1 AND address = $2 AND last_success > $3',
      [pair.account, pair.address, new Date(now.getTime() - THROTTLE.KNOWN_ADDRESS_MS)],
    );
    return rows.length > 0;
  }

  /**
   * Counters with failures in their window or a hold running, the latest first (the administrators' list); `account`
   * filters by part of the account name.
   */
  async active(
    now: Date,
    account: string | undefined,
    win: PageWindow,
  ): Promise<{ rows: AttemptRow[]; total: number }> {
    const { rows } = await this.db.query<Row & { total: number }>(
      `SELECT key, kind, account, address, fail_count, window_start, locked_until, count(*) OVER ()::int AS total
         FROM login_attempt
        WHERE ((fail_count > 0
                AND window_start > $1::timestamptz - CASE kind WHEN 'account' THEN $2::interval ELSE $3::interval END)
               OR locked_until > $1)
          AND ($4::text IS NULL OR account ILIKE $4)
        ORDER BY greatest(window_start, locked_until) DESC, key
        LIMIT $5 OFFSET $6`,
      [
        now,
        `${THROTTLE.ACCOUNT_WINDOW_MS} milliseconds`,
        `${THROTTLE.WINDOW_MS} milliseconds`,
        account ? containsPattern(account) : null,
        win.limit,
        win.offset,
      ],
    );
    return { rows: rows.map(toAttempt), total: rows[0]?.total ?? 0 };
  }

  /** Lifts one counter (an administrator's unlock): answers whether it existed. */
  async lift(key: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM login_attempt WHERE key = $1 RETURNING key', [key]);
    return rows.length > 0;
  }

  /**
   * Drops counters that no longer hold anything (a day past their window, no hold running), a few at a time and
   * skipping rows another attempt holds, so a spray of made-up names does not grow the table.
   */
  private async sweep(now: Date): Promise<void> {
    await this.db.query(
      `DELETE FROM login_attempt WHERE key IN (
         SELECT key FROM login_attempt
          WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $2)
          LIMIT 100 FOR UPDATE SKIP LOCKED)`,
      [new Date(now.getTime() - 2 * THROTTLE.ACCOUNT_WINDOW_MS), now],
    );
  }
}
