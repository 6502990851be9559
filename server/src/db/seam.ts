/**
 * The database seam's shapes (docs/architecture.md §1): what repositories see (`Db`), what a listener hears besides
 * payloads, and the one error a lost database becomes. The two implementations are `pglite.ts` and `postgres.ts`;
 * `client.ts` opens the one the config names.
 */
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

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

export const noListenInTransaction = (): Promise<never> =>
  Promise.reject(new Error('listen() inside a transaction'));
