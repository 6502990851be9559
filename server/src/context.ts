/** What every route module receives: configuration, database and clock (no globals, easy to test). */
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AuthCache } from './modules/auth/auth-cache';
import type { LogWriters } from './modules/log/log-writers';
import type { Clock } from './shared/clock';
import type { SeedTranslator } from './shared/i18n/seed-texts';
import type { RowChanges } from './shared/row-changes';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** sessions, principals and per-user answers in memory (docs/architecture.md §3 "Session cache") */
  auth: AuthCache;
  /** shared answers kept until a table they read changes (docs/architecture.md §3 "Read caches") */
  rows: RowChanges;
  /** the operation and sign-in logs' batch writers (docs/administration.md) */
  logs: LogWriters;
  /** seeded menu titles, dictionary labels and role names in the request's language (docs/i18n.md) */
  seeded: SeedTranslator;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A route module: registered with `app.register(module, { ctx })` so that its routes load at ready(). */
export type RouteModule = (app: AppInstance, opts: { ctx: AppContext }) => Promise<void>;
