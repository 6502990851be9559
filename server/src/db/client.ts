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
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
      const r = await client.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as T[] };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(self),
    listen: noListenInTransaction,
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return self;
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

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
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
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
      const name = checkedChannel(channel);
      let set = handlers.get(name);
      const first = !set;
      if (!set) handlers.set(name, (set = new Set()));
      set.add(onNotify);
      const c = await connect();
      if (first) await c.query(`LISTEN ${name}`);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || handlers.get(name) !== set) return;
        handlers.delete(name);
        await client?.query(`UNLISTEN ${name}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const listener = pgListener(url);
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await pool.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgClientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dbKind'>): Promise<Db> {
  if (config.dbKind === 'postgres') {
    const db = openPostgres(config.databaseUrl);
    await db.query('SELECT 1'); // fail at start, not at the first request
    return db;
  }
  return openPglite(config.dbKind === 'pglite-memory' ? 'memory://' : config.databaseUrl);
}
