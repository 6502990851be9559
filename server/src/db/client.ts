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
  close(): Promise<void>;
}

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
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return self;
}

export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
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
    close: () => pool.end(),
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
