/**
 * The server tests on real PostgreSQL (docs/architecture.md §5 "Tests"): one migrated and demo-seeded database per
 * run, `woms_seeded`, that every test file copies with `CREATE DATABASE … TEMPLATE` (a file copy, a fraction of a
 * second) the way the PGlite run loads its snapshot; seeded at SEEDED_AT, as that snapshot is. The tests of real
 * server processes copy `woms_seeded_live`, seeded on the process clock their servers run on.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Db } from '../../../server/src/db/client';
import { migrate } from '../../../server/src/db/migrate';
import { seedDemo } from '../../../server/src/setup/seed/index';
import { systemClock, type Clock } from '../../../server/src/shared/clock';
import { seedClock } from './seed-instant';
import { cheapenDemoHashes } from './test-hashes';

export const SEEDED_TEMPLATE = 'woms_seeded';
export const LIVE_TEMPLATE = 'woms_seeded_live';
export type SeededTemplate = typeof SEEDED_TEMPLATE | typeof LIVE_TEMPLATE;

/** Which template is seeded on which clock. */
const TEMPLATE_CLOCKS: Record<SeededTemplate, Clock> = {
  [SEEDED_TEMPLATE]: seedClock,
  [LIVE_TEMPLATE]: systemClock,
};

/** The URL of database `name` on the cluster of `clusterUrl`. */
export function databaseUrl(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(clusterUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name`, ending its connections. A backend of a client just killed can outlive the 5 s that
 * `WITH (FORCE)` waits for it on a loaded machine (SQLSTATE 55006, "being accessed by other users"), so that one
 * refusal is tried again a few times before it fails the run.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Makes `template` (`woms_seeded` or `woms_seeded_live`) on the cluster unless it is there (a database is made whole
 * or not at all: built under a temporary name, renamed when seeded). */
export async function writeSeededTemplate(
  clusterUrl: string,
  template: SeededTemplate = SEEDED_TEMPLATE,
): Promise<void> {
  const exists = await withAdmin(clusterUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    return (rowCount ?? 0) > 0;
  });
  if (exists) return;
  const building = `${template}_${randomBytes(3).toString('hex')}`;
  await withAdmin(clusterUrl, (c) => c.query(`CREATE DATABASE ${building}`));
  const db = openPostgres(databaseUrl(clusterUrl, building));
  try {
    await migrate(db);
    await seedDemo(db, TEMPLATE_CLOCKS[template]);
    await cheapenDemoHashes(db);
  } finally {
    await db.close();
  }
  await withAdmin(clusterUrl, (c) => c.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
}

/** A fresh copy of a seeded template: its URL, and `drop()` (which ends its connections). */
export async function copySeededDatabase(
  clusterUrl: string,
  template: SeededTemplate = SEEDED_TEMPLATE,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `woms_t_${randomBytes(5).toString('hex')}`;
  await withAdmin(clusterUrl, (c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`),
  );
  return {
    url: databaseUrl(clusterUrl, name),
    drop: async () => {
      await withAdmin(clusterUrl, (c) => dropDatabase(c, name));
    },
  };
}

const WRITE = /^\s*(insert|update|delete|with|alter|create|drop|truncate)\b/i;
const AUTH_CHANNEL = 'woms_auth';

/**
 * A fresh copy of the seeded database for one test file; closing it also drops the copy. A test that changes rows
 * itself (not through the app) and then asks the app expects the app to know: on PostgreSQL the app hears of such a
 * change a moment after the commit, on its listening connection (docs/architecture.md §3 "Session cache"). So each
 * write through this Db waits until a marker sent after it has come back on that connection, which the app's cache
 * shares: everything committed before is heard by then. The app itself is given the Db underneath (`appDbOf`).
 */
export async function openSeededPostgres(clusterUrl: string): Promise<Db> {
  const copy = await copySeededDatabase(clusterUrl);
  const raw = openPostgres(copy.url);
  const waiting = new Map<string, () => void>();
  let listening: Promise<unknown> | null = null;
  const settle = async (): Promise<void> => {
    listening ??= raw.listen(AUTH_CHANNEL, (payload) => {
      const marker = (JSON.parse(payload) as { testSettle?: string }).testSettle;
      if (marker) waiting.get(marker)?.();
    });
    await listening;
    const marker = randomBytes(6).toString('hex');
    const heard = new Promise<void>((resolve) => waiting.set(marker, resolve));
    await raw.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, JSON.stringify({ testSettle: marker })]);
    await heard;
    waiting.delete(marker);
  };
  const db: Db = {
    ...raw,
    query: async (sql, params) => {
      const result = await raw.query(sql, params);
      if (WRITE.test(sql)) await settle();
      return result as never;
    },
    exec: async (sql) => {
      await raw.exec(sql);
      await settle();
    },
    transaction: async (fn) => {
      const result = await raw.transaction(fn);
      await settle();
      return result;
    },
    close: async () => {
      await raw.close();
      await copy.drop();
    },
  };
  appDbs.set(db, raw);
  return db;
}

const appDbs = new WeakMap<Db, Db>();

/** The Db an app under test is given: the one underneath a test's settling Db, else `db` itself. */
export function appDbOf(db: Db): Db {
  return appDbs.get(db) ?? db;
}
