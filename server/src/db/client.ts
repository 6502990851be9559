/**
 * The one database seam (docs/architecture.md §1): embedded PGlite (a directory or memory://) or a real PostgreSQL
 * server through a pg Pool, behind the same small interface. Repositories only ever see `Db`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';

export interface QueryResult<T> {
  rows: T[];
}

/**
 * What a listener hears besides payloads (PostgreSQL only: PGlite's one connection is never lost). Between `onLost`
 * and `onRestored` notifications may have been missed: a cache that relies on them must not answer meanwhile.
 */
export interface ListenEvents {
  onLost?: () => void;
  onRestored?: () => void;
}

export interface Db {
  /** one statement with $1… parameters */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** several statements, no parameters (migrations) */
  exec(sql: string): Promise<void>;
  /** runs fn in one transaction; nested calls join the outer transaction */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (a lower-case identifier) and call onNotify with each payload, whoever sent it
   * (`pg_notify` inside a transaction arrives at commit, and not at all after a rollback). Answers the
   * function that stops listening. Not available inside a transaction.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached: refused, lost, or it did not answer within the time limits (docs/architecture.md
 * §3 "Errors": HTTP 503, and service resumes by itself when the database is back). Only a real PostgreSQL server
 * can be unreachable; the embedded PGlite is in this process.
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
}

// Node's socket errors and SQLSTATE classes 08 (connection exception), 57P01–57P03 (the server shutting down, crashed
// or starting) and 53300 (too many connections): the request did not fail, the database was not there.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;
// pg's own messages for a lost connection and its two time-outs (connect, query).
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|connection error/i;

function isUnreachable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.test(code))) return true;
  return UNREACHABLE_MESSAGES.test(err.message);
}

/** The error as callers should see it: a lost database becomes DbUnavailableError, anything else is itself. */
function classified(err: unknown): unknown {
  return isUnreachable(err) ? new DbUnavailableError((err as Error).message) : err;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

const noListenInTransaction = (): Promise<never> =>
  Promise.reject(new Error('listen() inside a transaction'));

function pgliteTx(tx: Transaction): Db {
  const self: Db = {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await tx.query<T>(sql, params ? [...params] : undefined);
      return { rows: r.rows };
    },
    exec: async (sql) => {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(self),
    listen: noListenInTransaction,
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return self;
}

export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

/** The `Db` of an open PGlite (tests open one from a data-directory snapshot). */
export function pgliteDb(lite: PGlite): Db {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await lite.query<T>(sql, params ? [...params] : undefined);
      return { rows: r.rows };
    },
    exec: async (sql) => {
      await lite.exec(sql);
    },
    // PGlite is one connection: its transaction() holds the connection, so keep transactions short.
    transaction: (fn) => lite.transaction((tx) => fn(pgliteTx(tx))),
    // One connection: what it notifies it hears itself, so every app on this PGlite gets every event.
    listen: (channel, onNotify) => lite.listen(checkedChannel(channel), onNotify),
    close: () => lite.close(),
  };
}

function pgClientDb(client: pg.PoolClient): Db {
  const self: Db = {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      try {
        const r = await client.query(sql, params ? [...params] : undefined);
        return { rows: r.rows as T[] };
      } catch (err) {
        throw classified(err);
      }
    },
    exec: async (sql) => {
      try {
        await client.query(sql);
      } catch (err) {
        throw classified(err);
      }
    },
    transaction: (fn) => fn(self),
    listen: noListenInTransaction,
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return self;
}

/** How long the listening connection may take to unlisten or close before its socket is cut. */
const LISTENER_CLOSE_MS = 1000;

/**
 * Waits for `work` on the listening connection at most LISTENER_CLOSE_MS: a database that stopped answering must not
 * hold a shutdown. After that the connection's socket is cut (it is of no further use).
 */
async function bounded(work: Promise<unknown>, c: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(() => resolve('late'), LISTENER_CLOSE_MS)),
  );
  const outcome = await Promise.race([work, late]);
  clearTimeout(timer);
  if (outcome === 'late')
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN needs one connection of its own (a pooled one goes back to the pool). It is opened on the
 * first listen(), and when it is lost it connects again and listens to the same channels.
 */
function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const watchers = new Set<ListenEvents>();
  let missed = false;
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    missed = true;
    for (const w of watchers) w.onLost?.();
    c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      } catch (err) {
        c.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
        throw err;
      }
      client = c;
      if (missed) {
        missed = false;
        for (const w of watchers) w.onRestored?.();
      }
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      events?: ListenEvents,
    ): Promise<() => Promise<void>> {
      const name = checkedChannel(channel);
      if (events) watchers.add(events);
      let set = handlers.get(name);
      const first = !set;
      if (!set) handlers.set(name, (set = new Set()));
      set.add(onNotify);
      const c = await connect();
      if (first) await c.query(`LISTEN ${name}`);
      return async () => {
        if (events) watchers.delete(events);
        set.delete(onNotify);
        if (set.size > 0 || handlers.get(name) !== set) return;
        handlers.delete(name);
        const c = client;
        if (c)
          await bounded(
            c.query(`UNLISTEN ${name}`).catch(() => undefined),
            c,
          );
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c)
        await bounded(
          c.end().catch(() => undefined),
          c,
        );
    },
  };
}

/** How long a PostgreSQL connection and a statement may take (docs/architecture.md §3 "Server config"). */
export interface PgLimits {
  connectTimeoutMs: number;
  /** none for setup work (migrations, the demo seed), whose statements may take seconds */
  queryTimeoutMs?: number;
}

export function openPostgres(
  url: string,
  limits: PgLimits = { connectTimeoutMs: 10_000 },
  poolSize = 10,
): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    ...(limits.queryTimeoutMs === undefined ? {} : { query_timeout: limits.queryTimeoutMs }),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const listener = pgListener(url);
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      try {
        const r = await pool.query(sql, params ? [...params] : undefined);
        return { rows: r.rows as T[] };
      } catch (err) {
        throw classified(err);
      }
    },
    exec: async (sql) => {
      try {
        await pool.query(sql);
      } catch (err) {
        throw classified(err);
      }
    },
    transaction: async (fn) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw classified(err);
      }
      let broken = false;
      // A checked-out client has no error listener of the pool's: a connection lost between two statements would
      // be an unhandled 'error' event, which ends the process. The statement after it fails and says so.
      const onLost = (): void => {
        broken = true;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(pgClientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        const failure = classified(err);
        // A lost or timed-out connection is in an unknown state: it leaves the pool instead of being reused.
        broken ||= failure instanceof DbUnavailableError;
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw failure;
      } finally {
        client.off('error', onLost);
        client.release(broken);
      }
    },
    listen: (channel, onNotify, events) => listener.listen(channel, onNotify, events),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

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
 * The database of the background jobs (maintenance plans, the energy catch-up, report urges, the alarm simulator): on
 * PostgreSQL a small pool of its own without the serving statement time-out (a catch-up after a day offline writes
 * thousands of readings in one statement), so that limit, which keeps requests from hanging, never fails a job; on
 * PGlite `db` itself. The caller closes it when it is not `db`.
 */
export function openJobsDb(config: DbConfig, db: Db): Db {
  if (config.dbKind !== 'postgres') return db;
  return openPostgres(config.databaseUrl, { connectTimeoutMs: config.dbConnectTimeoutMs }, JOB_POOL_SIZE);
}

/** Jobs run one at a time each: four kinds, a connection each. */
const JOB_POOL_SIZE = 4;

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
