/** The embedded PGlite behind the database seam (docs/architecture.md §1): a directory or memory://, one connection. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { checkedChannel, noListenInTransaction, type Db } from './seam';

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
