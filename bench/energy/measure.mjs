// Runs under tsx (bench/energy.mjs starts it): seeds the full demo into an in-memory PGlite, then times the energy
// routes through app.inject beside a bare `SELECT 1` through the same database, and prints one JSON line.
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { pgliteDb } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { chinaDay } from '../../server/src/shared/china-time.ts';
import { injectAdminSignIn } from '../lib/inject-sign-in.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const CAPTCHA = '1234';

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The median of RUNS timed calls, after one untimed call (caches warm, as for a user's second look). */
async function timed(call) {
  await call();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 10) / 10;
}

const started = performance.now();
const lite = await PGlite.create();
const db = pgliteDb(lite);
await migrate(db);
const migrated = performance.now();
await seedDemo(db);
const seeded = performance.now();

const config = loadConfig({
  DATABASE_URL: 'memory://',
  CAPTCHA_TEST_CODE: CAPTCHA,
  LOG_LEVEL: 'silent',
  SEED: 'none',
});
const app = buildApp({ config, db });
await app.ready();
const headers = await injectAdminSignIn(app, CAPTCHA);

async function get(url) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

const { rows } = await db.query(
  `SELECT max(r.read_at) AS newest, count(*)::int AS readings,
          (SELECT array_agg(meter_id ORDER BY meter_id) FROM (SELECT meter_id FROM energy_demo_profile
             WHERE hourly ORDER BY meter_id LIMIT 5) x) AS meters
     FROM energy_reading r`,
);
const { newest, readings, meters } = rows[0];
const day = chinaDay(newest.getTime());
const yearAgo = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
const end = new Date(newest.getTime() + 1).toISOString();
const start = new Date(newest.getTime() - 90 * 86_400_000).toISOString();
const seriesUrl =
  `/api/energy/readings/series?${meters.map((id) => `meterIds=${id}`).join('&')}` +
  `&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
const points = (await get(seriesUrl)).json().data.reduce((n, s) => n + s.points.length, 0);

const result = {
  seedMs: Math.round(seeded - migrated),
  migrateMs: Math.round(migrated - started),
  readings,
  points,
  overview: await timed(() => get('/api/energy/overview')),
  monthReport: await timed(() => get(`/api/energy/report?granularity=month&start=${yearAgo}&end=${day}`)),
  dayReport: await timed(() =>
    get(`/api/energy/report?granularity=day&start=${day.slice(0, 8)}01&end=${day}`),
  ),
  series: await timed(() => get(seriesUrl)),
  select1: await timed(() => db.query('SELECT 1')),
  getInfo: await timed(() => get('/api/system/user/getInfo')),
};
await app.close();
await lite.close();
console.log(JSON.stringify(result));
