/**
 * buildApp: the whole API and the console's static files as one Fastify instance. It never listens
 * (main.ts does), so tests drive it with inject().
 */
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { AppContext, AppInstance } from './context';
import type { Db } from './db/client';
import { ownedDb } from './setup/owned-db';
import { formatValidationErrors, frameworkErrors, registerErrorHandling } from './errors';
import { registerReplyLanguage } from './shared/i18n/reply-language';
import { seedTranslator } from './setup/seed/seeded-texts';
import { alarmAnalysisRoutes } from './modules/alarm/analysis-routes';
import { reliabilityRoutes } from './modules/reliability/routes';
import { alarmJournalRoutes } from './modules/alarm/journal-routes';
import { alarmStateRoutes } from './modules/alarm/state-routes';
import { alarmRoutes } from './modules/alarm/routes';
import { alarmSettingsRoutes } from './modules/alarm/settings-routes';
import { workOrderPriorityRoutes } from './modules/work-order/priority-routes';
import { plantArchiveRoutes } from './modules/archive/plant-routes';
import { processArchiveRoutes } from './modules/archive/process-routes';
import { meterRoutes } from './modules/asset/meter-routes';
import { planRoutes } from './modules/plan/plan-routes';
import { assetRoutes } from './modules/asset/routes';
import { partsRoutes } from './modules/parts/routes';
import { loginLockRoutes } from './modules/auth/lock-routes';
import { LogWriters } from './modules/log/log-writers';
import { registerOperLog } from './modules/log/oper-log-hook';
import { logRoutes } from './modules/log/routes';
import { onlineRoutes } from './modules/auth/online-routes';
import { authRoutes } from './modules/auth/routes';
import { TokenRepository } from './modules/auth/token-repository';
import { areaRoutes } from './modules/area/routes';
import { dictAdminRoutes } from './modules/dict/admin-routes';
import { dictRoutes } from './modules/dict/routes';
import { energyRoutes } from './modules/energy/routes';
import { menuAdminRoutes } from './modules/menu/admin-routes';
import { menuRoutes } from './modules/menu/routes';
import { favouriteRoutes } from './modules/favourite/routes';
import { liveRoutes } from './modules/live/routes';
import { messageRoutes } from './modules/message/routes';
import { workOrderCommandRoutes } from './modules/work-order/command-routes';
import { workOrderQueryRoutes } from './modules/work-order/query-routes';
import { profileRoutes } from './modules/profile/routes';
import { projectRoutes } from './modules/project/routes';
import { dailyReportRoutes } from './modules/report/daily-routes';
import { screenRoutes } from './modules/screen/routes';
import { weeklyReportRoutes } from './modules/report/weekly-routes';
import { userFactoryRoutes } from './modules/user/factory-routes';
import { userRoutes } from './modules/user/routes';
import { userAdminRoutes } from './modules/user/admin-routes';
import { deptRoutes } from './modules/dept/routes';
import { roleRoutes } from './modules/role/routes';
import { genRoutes } from './modules/gen/routes';
import { fileAdminRoutes } from './modules/file/admin-routes';
import { fileRoutes } from './modules/file/routes';
import { searchRoutes } from './modules/search/search-routes';
import { topBarRoutes } from './modules/top-bar/routes';
import { secureSpaceRoutes } from './modules/secure-space/routes';
import { homeRoutes } from './modules/home/routes';
import { UserRepository } from './modules/user/repository';
import { registerApiDocs } from './plugins/api-docs';
import { AuthCache } from './modules/auth/auth-cache';
import { listenWithApp, registerAuthCache } from './plugins/auth-cache';
import { RowChanges } from './shared/row-changes';
import { registerAuthGuard } from './plugins/auth-guard';
import { guardRequestValues } from './plugins/request-values';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonCompression } from './plugins/json-compression';
import { registerSecurityHeaders } from './plugins/security-headers';
import { staticConsole } from './plugins/static-console';
import { systemClock, type Clock } from './shared/clock';
import { pathOf } from './shared/http';

export interface BuildOptions {
  config: Config;
  /** an opened, migrated database; without it the app opens config.databaseUrl itself */
  db?: Db;
  clock?: Clock;
  /**
   * Fastify's schema compilers; by default each app makes its own. The server tests build dozens of apps per worker
   * from the same schema objects and pass one shared, caching pair (tests/server/helpers/shared-compilers.ts).
   */
  schemaCompilers?: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
  /**
   * false: writes are not recorded in the operation log (the bench's reference for what recording costs); the
   * product always records them
   */
  operLog?: false;
  /** where the log's JSON lines go instead of stdout (the tests read what was logged, at which level) */
  logStream?: { write(line: string): void };
}

/** Query strings of sign-in and live-channel calls may hold passwords or tokens: never log them. */
// Paths whose query may carry secrets (tokens, passwords): logged without their query string.
const SECRET_QUERY_PATHS = [
  '/api/auth/',
  '/api/ws/',
  '/api/system/user/profile/updatePwd',
  '/api/system/user/resetSelfPwd',
];
export function loggableUrl(url: string): string {
  const path = pathOf(url);
  return SECRET_QUERY_PATHS.some((p) => path.startsWith(p)) ? path : url;
}

/**
 * Fastify's trust function for TRUST_PROXY (docs/architecture.md §3 "Server config"): the nearest `hops` addresses (the
 * socket's peer, then X-Forwarded-For from the right) are proxies, so `request.ip` is the entry the farthest trusted
 * proxy appended, whatever a client wrote to the left of it. A function, not the number: Fastify 5.12 trusts nothing
 * for a bare hop count (it cannot tell a proxy from a direct client); a deployment with TRUST_PROXY keeps the server
 * reachable through its proxies only.
 */
export function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

export function buildApp(opts: BuildOptions): AppInstance {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: loggableUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    schemaErrorFormatter: formatValidationErrors,
    // the router's own refusals leave as the envelope too (docs/architecture.md §3 "Errors")
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    trustProxy: trustHops(config.trustProxy),
    // Opening, migrating and seeding the database inside ready() (no db passed) can outlast the 10 s
    // default on a loaded machine; a real failure still surfaces as the plugin's own error.
    pluginTimeout: 60_000,
    ...(opts.schemaCompilers ? { schemaController: { compilersFactory: opts.schemaCompilers } } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  // every answer's msg in the request's language (docs/i18n.md)
  registerReplyLanguage(app);
  // A request whose connection falls silent for SOCKET_IDLE_TIMEOUT_MS is cut: a stalled body no longer holds a socket,
  // a file descriptor and an upload's temporary file for good (docs/architecture.md §3 "Server config"). Set per
  // request, not for the connection: between requests Node's keep-alive timeout applies as before (a proxy's idle
  // connections stay), and a live socket is exempt (`ws` clears the timeout at the upgrade).
  app.addHook('onRequest', (request, _reply, done) => {
    // inject() hands the request a socket of its own, without timers
    const socket = request.raw.socket as Partial<typeof request.raw.socket> | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(config.socketIdleTimeoutMs);
    done();
  });
  guardRequestValues(app);
  // Form bodies (the console's sign-in) without a dependency: URLSearchParams does the decoding.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The maps service's hosts join the CSP only while a key is configured (docs/architecture.md §3 "Plant archive").
  registerSecurityHeaders(app, {
    map: config.amapKey !== null,
    helperOrigin: config.secureSpace === 'required' ? new URL(config.secureSpaceUrl).origin : undefined,
  });
  const db = opts.db ?? ownedDb(app, config);
  const clock = opts.clock ?? systemClock;
  const auth = new AuthCache();
  const rows = new RowChanges();
  const logs = new LogWriters(db, app.log);
  // Registered after ownedDb's: close hooks run last-registered first, so queued log rows are written before the
  // database closes.
  app.addHook('onClose', () => logs.flush());
  const ctx: AppContext = { config, db, clock, auth, rows, logs, seeded: seedTranslator() };
  // Before the compression: a repeated write's first answer is kept as the route wrote it.
  registerIdempotency(app, { db, clock });
  // JSON answers of a few kB and more go compressed to clients that accept it (docs/architecture.md §1 "Compression").
  registerJsonCompression(app);
  // Every write through the API, recorded off the request path (docs/administration.md "操作日志").
  if (opts.operLog !== false) registerOperLog(app, { writer: logs.oper, clock });
  registerAuthGuard(app, { clock, tokens: new TokenRepository(db), users: new UserRepository(db), auth });
  registerAuthCache(app, auth, db);
  // The read caches' listener (docs/architecture.md §3 "Read caches"): a write's answer waits for the session cache's
  // marker above, which comes on the same listening connection after every `woms_rows` notification committed before.
  listenWithApp(app, rows, db);

  if (config.captchaTestCode) {
    app.log.warn(
      `CAPTCHA_TEST_CODE is set: every captcha answer is "${config.captchaTestCode}". Never use this in production.`,
    );
  }

  // Before the route modules: the OpenAPI document collects routes as they are added.
  registerApiDocs(app);

  // Registered (not called) so that all routes load at ready(): an onRoute hook added after buildApp sees them.
  for (const module of [
    authRoutes,
    loginLockRoutes,
    logRoutes,
    onlineRoutes,
    userRoutes,
    userFactoryRoutes,
    userAdminRoutes,
    deptRoutes,
    roleRoutes,
    genRoutes,
    fileRoutes,
    fileAdminRoutes,
    menuRoutes,
    menuAdminRoutes,
    dictRoutes,
    dictAdminRoutes,
    areaRoutes,
    profileRoutes,
    favouriteRoutes,
    projectRoutes,
    topBarRoutes,
    secureSpaceRoutes,
    searchRoutes,
    messageRoutes,
    homeRoutes,
    liveRoutes,
    workOrderQueryRoutes,
    workOrderCommandRoutes,
    workOrderPriorityRoutes,
    alarmRoutes,
    alarmStateRoutes,
    alarmJournalRoutes,
    alarmAnalysisRoutes,
    alarmSettingsRoutes,
    assetRoutes,
    meterRoutes,
    partsRoutes,
    planRoutes,
    reliabilityRoutes,
    energyRoutes,
    plantArchiveRoutes,
    processArchiveRoutes,
    dailyReportRoutes,
    weeklyReportRoutes,
    screenRoutes,
    staticConsole,
  ]) {
    app.register(module, { ctx });
  }
  return app;
}
