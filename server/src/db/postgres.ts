/**
 * A PostgreSQL server behind the database seam (docs/architecture.md §1): a pg Pool, a listening connection of its own
 * that reconnects, and the errors of a lost database told apart from the others (§3 "Errors").
 */
import pg from 'pg';
import {
  checkedChannel,
  DbUnavailableError,
  noListenInTransaction,
  type Db,
  type ListenEvents,
} from './seam';

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

/** `query` and `exec` on a pool or a checked-out client, a lost database's errors classified as such. */
function statements(on: pg.Pool | pg.PoolClient): Pick<Db, 'query' | 'exec'> {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      try {
        const r = await on.query(sql, params ? [...params] : undefined);
        return { rows: r.rows as T[] };
      } catch (err) {
        throw classified(err);
      }
    },
    exec: async (sql) => {
      try {
        await on.query(sql);
      } catch (err) {
        throw classified(err);
      }
    },
  };
}

function pgClientDb(client: pg.PoolClient): Db {
  const self: Db = {
    ...statements(client),
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
    ...statements(pool),
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
