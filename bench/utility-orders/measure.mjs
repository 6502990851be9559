// Runs under tsx (bench/utility-orders.mjs starts it) against a throwaway PostgreSQL server (scripts/lib/postgres.mjs):
// the order lists, the device and meter ledgers, the to-do tab and its count, and home's figures through the real
// routes (app.inject, signed in), first on the demo data, then after generating a utility's five years beside it
// (generate.mjs). Each figure is the median of RUNS calls after one untimed call; the list pages' read cache
// (docs/architecture.md §3 "Read caches") is dropped before every call, so each one reads the database as the first
// look after any change does. Prints one JSON line.
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPostgres } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { ROWS_NOTIFY_CHANNEL } from '../../server/src/shared/row-changes.ts';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { injectAdminSignIn, injectSignIn } from '../lib/inject-sign-in.mjs';
import { AFTER, BENCH_PASSWORD, GENERATE, PEOPLE_PER_PLANT, plantId } from './generate.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);
const PLANTS = Number(process.env.BENCH_PLANTS || 50);
const DEVICES_PER_PLANT = 120;
const METERS_PER_PLANT = 120;
const OPEN_SHARE = 0.02;
const CAPTCHA = '1234';
const PAGE = 100;
const SLOW_MS = 3000;
const KINDS = ['fix', 'maint', 'inspect', 'planFix'];

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** The caches' tables: a notification naming each drops every cached page, as a write by anybody would. */
const CACHED_TABLES = ['wo_task', 'wo_device', 'alarm_meter', 'sys_task_msg'];

const signIn = (app, username, password) => injectSignIn(app, CAPTCHA, username, password);

const postgres = await startPostgres();
const db = openPostgres(postgres.url);
// The row-change listener's handler, kept to drop the caches before each timed call (nothing else changes).
let dropRows = () => {};
const listen = db.listen.bind(db);
db.listen = (channel, handler, options) => {
  if (channel === ROWS_NOTIFY_CHANNEL) dropRows = () => CACHED_TABLES.forEach((t) => handler(t));
  return listen(channel, handler, options);
};

try {
  await migrate(db);
  await seedDemo(db);
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    CAPTCHA_TEST_CODE: CAPTCHA,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ALARM_SIMULATOR: 'off',
  });
  const app = buildApp({ config, db });
  await app.ready();
  const admin = await injectAdminSignIn(app, CAPTCHA);

  const get = async (url, headers) => {
    dropRows();
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** median ms of RUNS calls after an untimed one, and the total the answer carried (a list's, or null) */
  const timed = async (url, headers) => {
    const begun = performance.now();
    const first = await get(url, headers);
    const once = performance.now() - begun;
    // a call far over every goal is not repeated: its one (cold) figure says enough, and the machine is shared
    if (once > SLOW_MS) return { ms: round(once), total: first.total ?? null, once: true };
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await get(url, headers);
      times.push(performance.now() - start);
    }
    return { ms: round(median(times)), total: first.total ?? null };
  };
  const list = (kind, query = '') =>
    `/api/system/base/workOrder/${kind}/list?pageNum=1&pageSize=${PAGE}${query}`;
  const lastPage = async (url, headers) => {
    const { total } = await get(url, headers);
    const last = Math.max(1, Math.ceil(total / PAGE));
    return url.replace('pageNum=1', `pageNum=${last}`);
  };

  /**
   * The calls of one data set: `factory` a factory of it, `person` one of its people bound to that factory (the
   * supervisor, who dispatches and accepts there), `keyword` part of some device names, `month` a month of reports.
   */
  async function measure({ factory, person, keyword, month }) {
    const out = {};
    const put = async (name, url, headers = admin) => {
      out[name] = await timed(url, headers);
    };
    for (const kind of KINDS) {
      await put(`${kind} tasks, first page`, list(kind));
      await put(`${kind} history, first page`, list(kind, '&status=9'));
      await put(`${kind} history, last page`, await lastPage(list(kind, '&status=9'), admin));
    }
    const accept = `/api/system/base/workOrder/accept/list?pageNum=1&pageSize=${PAGE}`;
    await put('acceptance (every kind), first page', accept);
    await put('acceptance history (every kind), first page', `${accept}&status=9`);
    await put('acceptance history (every kind), last page', await lastPage(`${accept}&status=9`, admin));
    await put('fix tasks, last page', await lastPage(list('fix'), admin));
    await put('fix, status 1 (handling)', list('fix', '&status=1'));
    await put('fix history, one factory', list('fix', `&status=9&factoryId=${factory}`));
    await put(
      'fix history, device keyword',
      list('fix', `&status=9&deviceName=${encodeURIComponent(keyword)}`),
    );
    await put(
      'fix history, one month',
      list(
        'fix',
        `&status=9&beginTime=${encodeURIComponent(`${month}-01 00:00:00`)}&endTime=${encodeURIComponent(`${month}-28 23:59:59`)}`,
      ),
    );
    await put(
      'fix, every status, one factory, last page',
      await lastPage(
        list('fix', `&status=0&status=1&status=2&status=3&status=4&status=9&factoryId=${factory}`),
        admin,
      ),
    );
    await put('fix tasks, overdue', list('fix', '&overdue=true'));
    await put('fix tasks, overdue (a plant person)', list('fix', '&overdue=true'), person);
    await put('fix tasks, myOrders (a plant person)', list('fix', '&myOrders=true'), person);
    await put('fix history (a plant person)', list('fix', '&status=9'), person);
    await put(
      'fix history, last page (a plant person)',
      await lastPage(list('fix', '&status=9'), person),
      person,
    );
    const devices = `/api/asset/device/list?factoryId=${factory}&pageNum=1&pageSize=${PAGE}`;
    await put('device ledger, first page', devices);
    await put('device ledger, keyword', `${devices}&keyword=${encodeURIComponent(keyword)}`);
    await put('device ledger, last page', await lastPage(devices, admin));
    const meters = `/api/asset/meter/list?factoryId=${factory}&pageNum=1&pageSize=${PAGE}`;
    await put('meter ledger, first page', meters);
    await put('meter ledger, kind water', `${meters}&kind=water`);
    await put('meter ledger, last page', await lastPage(meters, admin));
    const todo = `/api/system/base/task/msg/list/${factory}/2?pageNum=1&pageSize=${PAGE}`;
    await put('to-do tab (a plant person)', todo, person);
    await put('to-do tab, last page (a plant person)', await lastPage(todo, person), person);
    await put('message counts (a plant person)', `/api/system/base/task/msg/count/${factory}`, person);
    await put('home figures (a plant person)', '/api/home/summary', person);
    await put('home figures (admin, every factory)', '/api/home/summary');
    return out;
  }

  const demo = await measure({
    factory: 11,
    person: await signIn(app, 'supervisor', 'super123'),
    keyword: '泵',
    month: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7),
  });

  const params = [ORDERS, PLANTS, DEVICES_PER_PLANT, METERS_PER_PLANT, OPEN_SHARE];
  const started = performance.now();
  const steps = [];
  const step = async (run) => {
    const at = performance.now();
    await run();
    steps.push(round((performance.now() - at) / 1000));
  };
  await db.transaction(async (tx) => {
    // The rows are consistent by construction: their foreign keys and triggers are not checked row by row (the replica
    // role, a superuser's, on this throwaway server only), and the big tables' secondary indexes are dropped and built
    // again once the rows are in, as they are defined (pg_indexes), which is faster than keeping them row by row.
    await tx.exec('SET LOCAL session_replication_role = replica');
    const { rows: indexes } = await tx.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename IN ('wo_task', 'wo_task_log', 'sys_task_msg')
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    for (const { indexname } of indexes) await tx.exec(`DROP INDEX ${indexname}`);
    for (const sql of GENERATE) {
      // the sizes are this script's own numbers: written into the text, so each statement needs only those it uses
      await step(() => tx.exec(sql.replace(/\$(\d)/g, (_, d) => String(params[Number(d) - 1]))));
    }
    await step(async () => {
      for (const { indexdef } of indexes) await tx.exec(indexdef);
    });
  });
  for (const sql of AFTER) await db.exec(sql);
  const generateS = round((performance.now() - started) / 1000);
  const count = async (table) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  const sizes = {
    orders: await count('wo_task'),
    logs: await count('wo_task_log'),
    messages: await count('sys_task_msg'),
    devices: await count('wo_device'),
    meters: await count('alarm_meter'),
    plants: PLANTS,
  };

  const grown = await measure({
    factory: plantId(1),
    person: await signIn(app, `ut1_${3}`, BENCH_PASSWORD),
    keyword: '提升泵',
    month: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 7),
  });
  await app.close();
  console.log(JSON.stringify({ runs: RUNS, generateS, steps, sizes, people: PEOPLE_PER_PLANT, demo, grown }));
} finally {
  await db.close();
  postgres.stop();
}
