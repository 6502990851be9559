// Runs under tsx (bench/utility-energy.mjs starts it) against a throwaway PostgreSQL server (scripts/lib/postgres.mjs):
// the energy endpoints on the demo data, then the same calls after the data has grown to a utility's size, beside a
// bare `SELECT 1` and GET getInfo through the same database. Prints one JSON line.
//
// The utility (BENCH_PLANTS, default 50): the demo's 4 factories and as many more plants, each a copy of a demo
// factory's profiled meters (and their collectors), about 6,000 meters in all; a year of readings up to the demo's
// newest hour, hourly for the main metering points (the demo profiles' `hourly`) and daily for the rest, and two years
// of daily roll-ups (before the readings, roll-ups only, as if those readings were archived; the demo's own meters
// from their first day of readings back). Generated
// set-based in a few statements (generate_series, INSERT … SELECT), never row by row; foreign-key triggers off while
// loading (session_replication_role = replica, the way a bulk restore loads).
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPostgres } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { chinaDay } from '../../server/src/shared/china-time.ts';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { injectAdminSignIn } from '../lib/inject-sign-in.mjs';
import { round, timed as timedRuns } from '../lib/timed.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const PLANTS = Number(process.env.BENCH_PLANTS || 50);
const CAPTCHA = '1234';
const TZ = 'Asia/Shanghai';
/** The report page's default size in the console (src/features/energy/energy-report-page.tsx). */
const REPORT_PAGE = 50;

/** The median of RUNS warm calls. */
const timed = (call) => timedRuns(call, RUNS);

/** The demo's factories; plant 5000 + i copies the (i mod 4)th. */
const TEMPLATE = (plant) => `(ARRAY[11, 12, 21, 22])[1 + (${plant} - 5000) % 4]`;

/** The figure of a profile `p` in the hour numbered `h`, cheap: base, daily cycle (hourly meters), weekend, noise. */
const FIGURE = `round((p.base * (CASE WHEN p.hourly THEN 1 + p.swing * cos(2 * pi() * (h.h % 24 - p.peak_hour) / 24)
                                     ELSE 24 END)
              * (CASE WHEN h.weekend THEN 1 + p.weekend ELSE 1 END)
              * greatest(0.05, 1 + p.noise * (((hashint8extended(h.h, p.seed::bigint) & 1023)::float8 / 512) - 1))
             )::numeric, 3)`;

/** Grows the demo into the utility, in one transaction; answers the counts and the seconds it took. */
async function grow(pool) {
  const started = performance.now();
  const out = await pool.transaction((db) => load(db, started));
  await pool.exec('VACUUM ANALYZE');
  return { ...out, growS: round((performance.now() - started) / 1000) };
}

async function load(db, started) {
  await db.exec(
    `SET LOCAL work_mem = '256MB'; SET LOCAL session_replication_role = replica; SET LOCAL jit = off`,
  );
  const plants = PLANTS - 4;
  // Plants: copies of the demo's factories.
  await db.query(
    `INSERT INTO sys_area (id, parent_id, name, type, code, order_num)
     SELECT 5000 + i, f.parent_id, '水厂' || lpad(i::text, 3, '0'), 'factory', 'BENCH-P' || i, 100 + i
       FROM generate_series(1, $1::int) i JOIN sys_area f ON f.id = ${TEMPLATE('(5000 + i)')}`,
    [plants],
  );
  await db.exec(`
    INSERT INTO alarm_collector (factory_id, code, name, address, state)
    SELECT a.id, c.code, c.name, c.address, 'online'
      FROM sys_area a JOIN alarm_collector c ON c.factory_id = ${TEMPLATE('a.id')} WHERE a.id > 5000;
    INSERT INTO alarm_meter (factory_id, collector_id, code, name, instrument_addr, energy_addr, kind)
    SELECT a.id, nc.collector_id, m.code, m.name, m.instrument_addr, m.energy_addr, m.kind
      FROM sys_area a
      JOIN alarm_meter m ON m.factory_id = ${TEMPLATE('a.id')}
      JOIN energy_demo_profile p ON p.meter_id = m.meter_id
      JOIN alarm_collector c ON c.collector_id = m.collector_id
      JOIN alarm_collector nc ON nc.factory_id = a.id AND nc.code = c.code
     WHERE a.id > 5000;
    INSERT INTO energy_demo_profile (meter_id, hourly, base, swing, peak_hour, weekend, season, noise, seed)
    SELECT n.meter_id, p.hourly, p.base, p.swing, p.peak_hour, p.weekend, p.season, p.noise, p.seed + n.factory_id
      FROM alarm_meter n JOIN alarm_meter m ON m.factory_id = ${TEMPLATE('n.factory_id')} AND m.code = n.code
      JOIN energy_demo_profile p ON p.meter_id = m.meter_id
     WHERE n.factory_id > 5000;`);
  const metered = performance.now();
  // The hours per factory and kind (migration 047), when this database has them: written with the readings.
  const { rows: hasHours } = await db.query(`SELECT to_regclass('energy_factory_hourly') IS NOT NULL AS yes`);
  const hourly = hasHours[0].yes
    ? `,
     hourly AS (
       INSERT INTO energy_factory_hourly (factory_id, kind, read_at, usage, readings)
       SELECT m.factory_id, m.kind, r.at, sum(r.x), count(*)
         FROM readings r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE r.cumulative
        GROUP BY m.factory_id, m.kind, r.at
     )`
    : '';
  // A year of readings up to the demo's newest hour: the hours computed once, each meter's readings from them, the
  // register as its running sum; the days of the energy kinds (and their hours) rolled up in the same statement.
  const { rows } = await db.query(
    `WITH newest AS (SELECT max(last_read_at) AS at FROM alarm_meter),
     hours AS MATERIALIZED (
       SELECT g.at, ((g.at - interval '1 hour') AT TIME ZONE '${TZ}')::date AS day,
              floor(extract(epoch FROM g.at) / 3600)::bigint AS h,
              extract(isodow FROM (g.at - interval '1 hour') AT TIME ZONE '${TZ}') >= 6 AS weekend,
              extract(hour FROM g.at AT TIME ZONE '${TZ}') = 0 AS midnight
         FROM newest, generate_series(newest.at - interval '364 days', newest.at, interval '1 hour') g(at)
     ),
     gen AS (
       SELECT n.meter_id, h.at, h.day, n.kind IN ('electricity', 'water', 'gas') AS cumulative, ${FIGURE} AS x
         FROM alarm_meter n JOIN energy_demo_profile p ON p.meter_id = n.meter_id
         JOIN hours h ON p.hourly OR h.midnight
        WHERE n.factory_id > 5000
     ),
     readings AS (
       SELECT meter_id, at, day, cumulative, x,
              CASE WHEN cumulative THEN 10000 + sum(x) OVER (PARTITION BY meter_id ORDER BY at) ELSE x END AS value
         FROM gen
     ),
     ins AS (
       INSERT INTO energy_reading (meter_id, read_at, value, usage)
       SELECT meter_id, at, value, CASE WHEN cumulative THEN x END FROM readings
       RETURNING 1
     ),
     daily AS (
       INSERT INTO energy_daily (meter_id, factory_id, kind, day, usage)
       SELECT r.meter_id, m.factory_id, m.kind, r.day, sum(r.x)
         FROM readings r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE r.cumulative
        GROUP BY r.meter_id, m.factory_id, m.kind, r.day
       RETURNING 1
     )${hourly}
     SELECT (SELECT count(*) FROM ins)::int AS readings, (SELECT count(*) FROM daily)::int AS days`,
  );
  const read = performance.now();
  // The year before: daily roll-ups only, every metered meter of the utility (the demo's own meters too).
  const older = await db.query(
    `WITH first AS (SELECT min(day) AS day FROM energy_daily)
     INSERT INTO energy_daily (meter_id, factory_id, kind, day, usage)
     SELECT m.meter_id, m.factory_id, m.kind, d.day::date,
            round((p.base * 24 * (1 + p.noise * (((hashint8extended(extract(epoch FROM d.day)::bigint, p.seed::bigint)
                   & 1023)::float8 / 512) - 1)))::numeric, 3)
       FROM first, alarm_meter m JOIN energy_demo_profile p ON p.meter_id = m.meter_id
      CROSS JOIN LATERAL generate_series(first.day - 365,
                                         (SELECT min(e.day) FROM energy_daily e WHERE e.meter_id = m.meter_id) - 1,
                                         interval '1 day') d(day)
      WHERE m.kind IN ('electricity', 'water', 'gas')`,
  );
  // The roll-ups above energy_daily (migration 044), when this database has them: a database before them measures
  // the former queries (docs/bench-log.md).
  const { rows: has } = await db.query(`SELECT to_regclass('energy_meter_monthly') IS NOT NULL AS yes`);
  if (has[0].yes) {
    await db.exec(`
      DELETE FROM energy_factory_daily; DELETE FROM energy_meter_monthly;
      INSERT INTO energy_factory_daily (factory_id, kind, day, usage)
      SELECT factory_id, kind, day, sum(usage) FROM energy_daily GROUP BY factory_id, kind, day;
      INSERT INTO energy_meter_monthly (meter_id, factory_id, kind, month, usage, days)
      SELECT meter_id, factory_id, kind, date_trunc('month', day::timestamp)::date, sum(usage), count(*)
        FROM energy_daily GROUP BY meter_id, factory_id, kind, date_trunc('month', day::timestamp)::date;`);
  }
  // Migration 048's per factory, kind and month, likewise.
  const { rows: months } = await db.query(`SELECT to_regclass('energy_factory_monthly') IS NOT NULL AS yes`);
  if (months[0].yes) {
    await db.exec(`
      DELETE FROM energy_factory_monthly;
      INSERT INTO energy_factory_monthly (factory_id, kind, month, usage)
      SELECT factory_id, kind, date_trunc('month', day::timestamp)::date, sum(usage)
        FROM energy_daily GROUP BY factory_id, kind, date_trunc('month', day::timestamp)::date;`);
  }
  await db.exec(`UPDATE alarm_meter m SET last_read_at = l.read_at, last_value = l.value
                   FROM (SELECT DISTINCT ON (meter_id) meter_id, read_at, value FROM energy_reading
                          WHERE meter_id IN (SELECT meter_id FROM alarm_meter WHERE factory_id > 5000)
                          ORDER BY meter_id, read_at DESC) l
                  WHERE m.meter_id = l.meter_id`);
  const done = performance.now();
  const count = async (sql) => (await db.query(sql)).rows[0].n;
  return {
    plants: await count(`SELECT count(*)::int AS n FROM sys_area WHERE type = 'factory'`),
    meters: await count('SELECT count(*)::int AS n FROM energy_demo_profile'),
    hourlyMeters: await count('SELECT count(*)::int AS n FROM energy_demo_profile WHERE hourly'),
    readings: await count('SELECT count(*)::int AS n FROM energy_reading'),
    dailyRows: await count('SELECT count(*)::int AS n FROM energy_daily'),
    rollUps: has[0].yes,
    newReadings: rows[0].readings,
    olderDays: older.rowCount,
    metersS: round((metered - started) / 1000),
    readingsS: round((read - metered) / 1000),
    restS: round((done - read) / 1000),
  };
}

/** The calls, timed. */
async function measure(db, get) {
  const { rows } = await db.query(
    `SELECT max(last_read_at) AS newest,
            (SELECT array_agg(meter_id ORDER BY meter_id) FROM (SELECT p.meter_id FROM energy_demo_profile p
               JOIN alarm_meter m ON m.meter_id = p.meter_id
              WHERE p.hourly AND m.kind = 'electricity' ORDER BY p.meter_id DESC LIMIT 5) x) AS meters
       FROM alarm_meter`,
  );
  const { newest, meters } = rows[0];
  const day = chinaDay(newest.getTime());
  const yearAgo = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  const end = new Date(newest.getTime() + 1).toISOString();
  const start = new Date(newest.getTime() - 90 * 86_400_000).toISOString();
  const seriesUrl =
    `/api/energy/readings/series?${meters.map((id) => `meterIds=${id}`).join('&')}` +
    `&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
  const points = (await get(seriesUrl)).json().data.reduce((n, s) => n + s.points.length, 0);
  // The report as the console asks it: a page of REPORT_PAGE rows (the first, and the 13 months' last), and whole
  // (what the export reads).
  const months = `/api/energy/report?granularity=month&start=${yearAgo}&end=${day}`;
  const { total: reportRows } = (await get(`${months}&pageNum=1&pageSize=${REPORT_PAGE}`)).json().data;
  const lastPage = Math.max(1, Math.ceil(reportRows / REPORT_PAGE));
  return {
    points,
    reportRows,
    overview: await timed(() => get('/api/energy/overview')),
    overviewOne: await timed(() => get('/api/energy/overview?factoryId=11')),
    monthReport: await timed(() => get(`${months}&pageNum=1&pageSize=${REPORT_PAGE}`)),
    monthReportLast: await timed(() => get(`${months}&pageNum=${lastPage}&pageSize=${REPORT_PAGE}`)),
    monthReportAll: await timed(() => get(months)),
    dayReport: await timed(() =>
      get(
        `/api/energy/report?factoryId=11&granularity=day&start=${day.slice(0, 8)}01&end=${day}` +
          `&pageNum=1&pageSize=${REPORT_PAGE}`,
      ),
    ),
    series: await timed(() => get(seriesUrl)),
    select1: await timed(() => db.query('SELECT 1')),
    getInfo: await timed(() => get('/api/system/user/getInfo')),
  };
}

const postgres = await startPostgres();
const db = openPostgres(postgres.url);
try {
  await migrate(db);
  await seedDemo(db);
  await db.exec('VACUUM ANALYZE');
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    CAPTCHA_TEST_CODE: CAPTCHA,
    LOG_LEVEL: 'silent',
    SEED: 'none',
  });
  const app = buildApp({ config, db });
  await app.ready();
  const headers = await injectAdminSignIn(app, CAPTCHA);
  const get = async (url) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const demoCounts = (
    await db.query(
      `SELECT (SELECT count(*) FROM energy_demo_profile)::int AS meters,
              (SELECT count(*) FROM energy_reading)::int AS readings,
              (SELECT count(*) FROM energy_daily)::int AS "dailyRows"`,
    )
  ).rows[0];
  const demo = { ...demoCounts, ...(await measure(db, get)) };
  const grown = { ...(await grow(db)) };
  Object.assign(grown, await measure(db, get));
  await app.close();
  console.log(JSON.stringify({ runs: RUNS, demo, grown }));
} finally {
  await db.close();
  postgres.stop();
}
