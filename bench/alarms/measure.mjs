// Runs under tsx (bench/alarms.mjs starts it) against a throwaway PostgreSQL server (scripts/lib/postgres.mjs), demo-
// seeded, then filled with about a million alarm events over 90 days (a third of a million alarms, each raised,
// acknowledged and released, across the demo's factories): the journal's first page (all, one factory, one event
// kind, one alarm's story) and the analysis of 90 days (all factories, one factory), beside a bare `SELECT 1` and GET
// getInfo through the same database. Prints one JSON line.
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPostgres } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { injectAdminSignIn } from '../lib/inject-sign-in.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const ALARMS = Number(process.env.BENCH_ALARMS || 333_334);
const CAPTCHA = '1234';
const DAY_S = 86_400;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms * 100) / 100;

async function timed(call) {
  await call();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return round(median(times));
}

/** 'YYYY-MM-DD HH:mm:ss' China time of an instant. */
const china = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const postgres = await startPostgres();
const db = openPostgres(postgres.url);
try {
  await migrate(db);
  await seedDemo(db);
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    CAPTCHA_TEST_CODE: CAPTCHA,
    LOG_LEVEL: 'silent',
    SEED: 'none',
  });

  const fillStart = performance.now();
  // Spread over 90 days up to now, every factory, 600 sources, the kinds 3–5 on meters; the last 50 still active.
  const spacing = Math.floor((90 * DAY_S) / ALARMS);
  await db.query(
    `WITH f AS (SELECT array_agg(id ORDER BY id) AS ids FROM sys_area WHERE type = 'factory')
     INSERT INTO alarm_record (factory_id, kind, device_type, code, address, name, content, raised_at, priority,
                               ack_by, ack_time, released_at, released_by, cleared_at)
     SELECT f.ids[1 + i % cardinality(f.ids)], 3 + i % 3, 2, 'BM-' || (i % 600), '1', '基准仪表' || (i % 600),
            '基准告警', now() - make_interval(secs => i * $2::int), 1 + (i % 20 = 0)::int + 2 * (i % 20 > 3)::int,
            CASE WHEN i > 50 THEN 1 END,
            CASE WHEN i > 50 THEN now() - make_interval(secs => i * $2::int) + make_interval(mins => 1 + i % 40) END,
            CASE WHEN i > 50 THEN now() - make_interval(secs => i * $2::int) + make_interval(mins => 45 + i % 180) END,
            CASE WHEN i > 50 THEN 1 END,
            CASE WHEN i > 50 THEN now() - make_interval(secs => i * $2::int) + make_interval(mins => 40 + i % 180) END
       FROM f, generate_series(1, $1::int) AS i`,
    [ALARMS, spacing],
  );
  // The journal of the bench's own alarms: the demo's (its history included) have theirs already.
  await db.query(
    `INSERT INTO alarm_event (alarm_record_id, factory_id, event, user_id, at, note)
     SELECT alarm_record_id, factory_id, 'raised', NULL, raised_at, NULL FROM alarm_record WHERE code LIKE 'BM-%'
     UNION ALL
     SELECT alarm_record_id, factory_id, 'acknowledged', ack_by, ack_time, '已知晓' FROM alarm_record
      WHERE ack_time IS NOT NULL AND code LIKE 'BM-%'
     UNION ALL
     SELECT alarm_record_id, factory_id, 'released', released_by, released_at, NULL FROM alarm_record
      WHERE released_at IS NOT NULL AND code LIKE 'BM-%'`,
  );
  await db.exec('VACUUM ANALYZE alarm_record');
  await db.exec('VACUUM ANALYZE alarm_event');
  const fillMs = performance.now() - fillStart;

  const app = buildApp({ config, db });
  await app.ready();
  const headers = await injectAdminSignIn(app, CAPTCHA);
  const get = async (url) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const { rows: factories } = await db.query("SELECT min(id) AS id FROM sys_area WHERE type = 'factory'");
  const factoryId = factories[0].id;
  const { rows: one } = await db.query('SELECT max(alarm_record_id) AS id FROM alarm_record');
  const now = Date.now();
  const range = `beginTime=${encodeURIComponent(china(now - 90 * DAY_S * 1000))}&endTime=${encodeURIComponent(china(now))}`;
  const journal = '/api/system/alarm/journal?pageNum=1&pageSize=100';
  const out = {
    events: (await db.query('SELECT count(*)::int AS n FROM alarm_event')).rows[0].n,
    alarms: (await db.query('SELECT count(*)::int AS n FROM alarm_record')).rows[0].n,
    fillS: Math.round(fillMs / 100) / 10,
    journalFirst: await timed(() => get(journal)),
    journalFactory: await timed(() => get(`${journal}&factoryId=${factoryId}`)),
    journalEvent: await timed(() => get(`${journal}&event=acknowledged`)),
    journalStory: await timed(() => get(`${journal}&alarmRecordId=${one[0].id}`)),
    analysisAll: await timed(() => get(`/api/system/alarm/analysis?${range}`)),
    analysisFactory: await timed(() => get(`/api/system/alarm/analysis?${range}&factoryId=${factoryId}`)),
    select1: await timed(() => db.query('SELECT 1')),
    getInfo: await timed(() => get('/api/system/user/getInfo')),
  };
  await app.close();
  console.log(JSON.stringify(out));
} finally {
  await db.close();
  postgres.stop();
}
