/**
 * Starts the server: config → database → migrations → demo seed (empty database, SEED=demo) → files still in the
 * database moved to FILES_DIR → buildApp → listen. A bad env value or a failed step prints ONE line and exits 1.
 * SIGINT/SIGTERM stop accepting, let requests in flight finish (up to 10 s), close the live sockets with 1001 going away, and close the database last.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, openJobsDb, withSetupDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS } from './setup/seed/demo-data';
import { isEmpty, seedDemo } from './setup/seed/index';
import { startAlarmSimulator, tick } from './modules/alarm/simulator';
import { escalateAlarms, startAlarmEscalation } from './modules/alarm/escalation';
import { startOverdueUrges, urgeOverdueOrders } from './modules/work-order/overdue-urges';
import { expireShelves, startShelveExpiry } from './modules/alarm/shelve-expiry';
import { moveFilesToFolder } from './modules/file/move-to-folder';
import { startOrphanSweep, sweepOrphanFiles } from './modules/file/orphan-sweep';
import { startLogSweep, sweepOldLogs } from './modules/log/retention-sweep';
import { startIdempotencySweep } from './modules/idempotency/sweep';
import { catchUp, startEnergyCatchUp } from './modules/energy/catch-up';
import { runReportUrges, startReportUrges } from './modules/report/urge-scheduler';
import { startPlanScheduler } from './modules/work-order/plan-scheduler';
import { WorkOrderService } from './modules/work-order/service';
import { systemClock } from './shared/clock';

/** How long SIGTERM/SIGINT let requests in flight finish (docs/architecture.md §1 "Stopping"). */
const SHUTDOWN_GRACE_MS = 10_000;
/** then the jobs, the live sockets and the database get this long to close */
const SHUTDOWN_EXTRA_MS = 5_000;

function fail(message: string): never {
  console.error(`woms-server: ${message}`);
  process.exit(1);
}

function describeDb(config: Config): string {
  if (config.dbKind === 'pglite-memory') return 'in-memory PGlite (data is lost on exit)';
  if (config.dbKind === 'pglite-dir') return `embedded PGlite in ${config.databaseUrl}`;
  return `PostgreSQL ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`;
}

/** Terminal columns of a string: CJK characters take two. */
function columns(text: string): number {
  return [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(columns(h), ...rows.map((r) => columns(r[i] ?? ''))));
  const pad = (c: string, i: number): string => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - columns(c)));
  const line = (cells: string[]): string => `  ${cells.map(pad).join('  ')}`.trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function printBanner(config: Config, seeded: boolean): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${config.port}/woms/`;
  console.info(`\nWOMS server ready: ${url}`);
  console.info(`database: ${describeDb(config)}${seeded ? ' (demo data seeded now)' : ''}`);
  // From the process's start (the TypeScript loader included) to listening: the warm start the bench reports.
  console.info(`started in ${process.uptime().toFixed(1)} s`);
  if (config.seed === 'demo') {
    console.info('\ndemo accounts:');
    console.info(
      table(
        ['account', 'password', 'who'],
        DEMO_ACCOUNTS.map((a) => [a.userName, a.password, a.who]),
      ),
    );
  }
  if (config.captchaTestCode) {
    console.warn(
      `\n!!! CAPTCHA_TEST_CODE is set: every captcha answer is "${config.captchaTestCode}" (tests only) !!!\n`,
    );
  }
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let db: Db;
  try {
    db = await openDb(config);
  } catch (err) {
    fail(`cannot open the database (${describeDb(config)}): ${(err as Error).message}`);
  }

  let seeded = false;
  try {
    seeded = await withSetupDb(config, db, async (setup) => {
      await migrate(setup);
      return config.seed === 'demo' && (await isEmpty(setup)) ? seedDemo(setup) : false;
    });
  } catch (err) {
    await db.close().catch(() => undefined);
    fail(`database setup failed: ${(err as Error).message}`);
  }
  try {
    // Bytes still in the database (an older one, the demo seed) go to FILES_DIR (docs/architecture.md §3 "Files").
    await withSetupDb(config, db, (setup) => moveFilesToFolder(setup, config.filesDir));
  } catch (err) {
    await db.close().catch(() => undefined);
    fail(`files setup failed (FILES_DIR ${config.filesDir}): ${(err as Error).message}`);
  }

  const app = buildApp({ config, db });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await db.close().catch(() => undefined);
    const e = err as NodeJS.ErrnoException;
    fail(
      e.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT)`
        : `cannot listen: ${e.message}`,
    );
  }
  printBanner(config, seeded);
  // The jobs' own database: their statements may take longer than a request's (server/src/db/client.ts).
  const jobsDb = openJobsDb(config, db);
  // Maintenance plans create their due orders now and then hourly.
  const workOrders = new WorkOrderService(jobsDb, systemClock);
  const plans = startPlanScheduler(() => workOrders.generateDuePlans(), app.log);
  // The demo's meter readings up to the last full hour, now and hourly (docs/architecture.md §3 "Energy").
  const energy = startEnergyCatchUp(() => catchUp(jobsDb, systemClock), systemClock, app.log);
  // Report reminders, urges and escalations, now and every five minutes (docs/architecture.md §3 "Report urges").
  const urges =
    config.reportUrges === 'on'
      ? startReportUrges(() => runReportUrges(jobsDb, systemClock, config.reportUrgeTimes), app.log)
      : null;
  // Uploads attached to nothing a day after their upload go, with their files, now and hourly (docs/architecture.md §3
  // "Files").
  const orphans = startOrphanSweep(
    () => sweepOrphanFiles(jobsDb, config.filesDir, systemClock, (msg) => app.log.info(msg)),
    app.log,
  );
  // Log rows older than the retention setting go, now and hourly (docs/administration.md "操作日志").
  const oldLogs = startLogSweep(() => sweepOldLogs(jobsDb, systemClock), app.log);
  // Idempotency keys older than a day go, now and hourly (docs/architecture.md §3 "Idempotent writes").
  const idempotency = startIdempotencySweep(jobsDb, systemClock, app.log);
  // Ended alarm shelves are journaled, now and every minute (docs/alarms.md "Shelving").
  const shelves = startShelveExpiry(
    () => expireShelves(jobsDb, systemClock),
    app.log,
    config.alarmShelveSweepS * 1000,
  );
  // Unacknowledged 紧急/高 alarms climb their rungs, now and every minute (docs/alarms.md "Escalation").
  const escalation = startAlarmEscalation(() => escalateAlarms(jobsDb, systemClock), app.log);
  // Overdue orders climb their urge ladder, now and every minute (docs/work-order-lifecycle.md "Priority and due time").
  const overdueUrges = startOverdueUrges(() => urgeOverdueOrders(jobsDb, systemClock), app.log);
  // Demo alarm traffic every ~20 s (docs/architecture.md §3 "Alarms"); `manual` leaves it to POST simulate.
  const alarms =
    config.alarmSimulator === 'on'
      ? startAlarmSimulator(() => tick(jobsDb, systemClock, Math.random), app.log)
      : null;

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Requests in flight get SHUTDOWN_GRACE_MS to finish; then their connections are cut so the process ends.
    const grace = setTimeout(() => {
      app.log.warn(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    // A kept-alive connection whose request finished after the close began would hold the close until the grace
    // period ends (the server closed only the connections idle at that moment): close each as it falls idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    // Whatever hangs (a database that stopped answering), the process ends a few seconds after the grace period.
    const deadline = setTimeout(() => {
      console.error('woms-server: shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_EXTRA_MS);
    deadline.unref();
    try {
      // app.close() stops accepting (calls on open connections get 503), closes the live sockets with 1001 going
      // away and waits for the requests in flight; the jobs finish their run in flight. The database closes last.
      await Promise.all([
        app.close(),
        plans.stop(),
        energy.stop(),
        urges?.stop(),
        orphans.stop(),
        oldLogs.stop(),
        idempotency.stop(),
        alarms?.stop(),
        shelves.stop(),
        escalation.stop(),
        overdueUrges.stop(),
      ]);
      clearTimeout(grace);
      clearInterval(idle);
      if (jobsDb !== db) await jobsDb.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      console.error(`woms-server: shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

start().catch((err: unknown) => fail(`startup failed: ${(err as Error).message}`));
