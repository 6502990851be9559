/**
 * The session cache's life with the app (docs/architecture.md §3 "Session cache"): it listens once the database is
 * ready and stops before the database closes; a write request answers only after this instance has heard the
 * notifications its own commit sent (`AuthCache.settle`: on PostgreSQL they come on another connection, a moment
 * later; PGlite has them at once), so the caller's next request finds the change.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { AuthCache } from '../modules/auth/auth-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What listens to notifications for as long as the app runs: the session cache, the read caches. */
export interface Listening {
  attach(db: Db): Promise<() => Promise<void>>;
}

/** Listens once the database is ready and stops before the database closes. */
export function listenWithApp(app: FastifyInstance, listening: Listening, db: Db): void {
  let detach: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    detach = await listening.attach(db);
  });
  app.addHook('preClose', async () => {
    await detach?.();
  });
}

export function registerAuthCache(app: FastifyInstance, auth: AuthCache, db: Db): void {
  listenWithApp(app, auth, db);
  // A callback hook: reads, most of the traffic, pass without a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READS.has(request.method) || reply.statusCode >= 500) {
      done(null, payload);
      return;
    }
    // A database that fails now fails the next request too, which then says so: never fail this answer for it.
    void auth
      .settle(db)
      .catch(() => undefined)
      .then(() => done(null, payload));
  });
}
