/**
 * The one database seam (docs/architecture.md §1): embedded PGlite (a directory or memory://) or a real PostgreSQL
 * server through a pg Pool, behind the same small interface. Repositories only ever see `Db`.
 */
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './seam';

export { DbUnavailableError, type Db, type ListenEvents, type QueryResult } from './seam';
export { openPglite, pgliteDb } from './pglite';
export { openPostgres, type PgLimits } from './postgres';

type DbConfig = Pick<Config, 'databaseUrl' | 'dbKind' | 'dbConnectTimeoutMs' | 'dbQueryTimeoutMs'>;

/** The serving database: on PostgreSQL with the connect and statement time-outs of the config. */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.dbKind === 'postgres') {
    const db = openPostgres(config.databaseUrl, {
      connectTimeoutMs: config.dbConnectTimeoutMs,
      queryTimeoutMs: config.dbQueryTimeoutMs,
    });
    await db.query('SELECT 1'); // fail at start, not at the first request
    return db;
  }
  return openPglite(config.dbKind === 'pglite-memory' ? 'memory://' : config.databaseUrl);
}

/**
 * The database of the background jobs (maintenance plans, the energy catch-up, report urges, the orphan file sweep,
 * the alarm simulator): on PostgreSQL a small pool of its own without the serving statement time-out (a catch-up
 * after a day offline writes thousands of readings in one statement), so that limit, which keeps requests from
 * hanging, never fails a job; on PGlite `db` itself. The caller closes it when it is not `db`.
 */
export function openJobsDb(config: DbConfig, db: Db): Db {
  if (config.dbKind !== 'postgres') return db;
  return openPostgres(config.databaseUrl, { connectTimeoutMs: config.dbConnectTimeoutMs }, JOB_POOL_SIZE);
}

/** Jobs run one at a time each: five kinds, a connection each. */
const JOB_POOL_SIZE = 5;

/**
 * Runs setup work (migrations, the demo seed) whose statements may outlast the serving statement time-out: on
 * PostgreSQL over a pool of its own without one, closed after; on PGlite (one connection, no time-out) on `db`.
 */
export async function withSetupDb<T>(config: DbConfig, db: Db, fn: (setup: Db) => Promise<T>): Promise<T> {
  if (config.dbKind !== 'postgres') return fn(db);
  const setup = openPostgres(config.databaseUrl, { connectTimeoutMs: config.dbConnectTimeoutMs });
  try {
    return await fn(setup);
  } finally {
    await setup.close();
  }
}
