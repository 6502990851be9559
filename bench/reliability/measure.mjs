// Runs under tsx (bench/reliability.mjs starts it) against a throwaway PostgreSQL server (scripts/lib/postgres.mjs),
// demo-seeded, then filled with about 100,000 orders over 90 days across the demo's devices: repair orders (most
// counting downtime, accepted after 1–49 hours, a third raised from an alarm a little before the report), and
// plan-made maintenance orders with due times, some handled late. Times the reliability call over 90 days (all
// factories, one factory, one device) beside a bare `SELECT 1` and GET getInfo through the same database. Prints one
// JSON line.
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPostgres } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { injectAdminSignIn } from '../lib/inject-sign-in.mjs';
import { chinaTime as china, timedMedian } from '../lib/inject-timing.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const CAPTCHA = '1234';
const DAY_S = 86_400;

const timed = (call) => timedMedian(call, RUNS);

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
  const spacing = Math.floor((90 * DAY_S) / ORDERS);
  // Every 5th order a plan-made maintenance order, the rest repairs; 4 of 5 repairs count downtime; all but the
  // newest 200 closed by an acceptance 1–49 hours after the report.
  await db.query(
    `WITH d AS (SELECT array_agg(device_id ORDER BY device_id) AS ids, array_agg(factory_id ORDER BY device_id) AS fs
                  FROM wo_device WHERE deleted_at IS NULL),
          p AS (SELECT min(plan_id) AS id FROM wo_maint_plan)
     INSERT INTO wo_task (task_no, kind, status, factory_id, device_id, fix_type, is_statistics, report_content,
                          report_time, plan_id, due_time, handle_finish_time, create_time, update_time)
     SELECT 'BR' || lpad(i::text, 12, '0'),
            CASE WHEN i % 5 = 0 THEN 'maint' ELSE 'fix' END,
            CASE WHEN i <= 200 THEN 1 ELSE 9 END,
            d.fs[1 + i % cardinality(d.ids)], d.ids[1 + i % cardinality(d.ids)],
            (1 + i % 3)::text,
            CASE WHEN i % 5 <> 0 AND i % 4 <> 0 THEN 1 ELSE 0 END,
            '基准工单',
            now() - make_interval(secs => i * $2::int),
            CASE WHEN i % 5 = 0 THEN p.id END,
            CASE WHEN i % 5 = 0 THEN now() - make_interval(secs => i * $2::int) + interval '3 days' END,
            CASE WHEN i > 200 THEN now() - make_interval(secs => i * $2::int) + make_interval(hours => 1 + i % 97) END,
            now() - make_interval(secs => i * $2::int), now() - make_interval(secs => i * $2::int)
       FROM d, p, generate_series(1, $1::int) AS i`,
    [ORDERS, spacing],
  );
  await db.query(
    `INSERT INTO wo_accept (task_id, accept_time, accept_result)
     SELECT task_id, report_time + make_interval(hours => 1 + task_id % 49), 1
       FROM wo_task WHERE task_no LIKE 'BR%' AND status = 9`,
  );
  await db.query(
    `INSERT INTO alarm_record (factory_id, kind, device_type, device_id, code, name, content, raised_at, priority, task_id)
     SELECT factory_id, 3, 3, device_id, 'BR', '基准设备', '基准告警', report_time - interval '20 minutes', 2, task_id
       FROM wo_task WHERE task_no LIKE 'BR%' AND kind = 'fix' AND task_id % 3 = 0`,
  );
  // The statistics autovacuum would have gathered a minute after such a fill.
  await db.exec('VACUUM ANALYZE');
  const fillMs = performance.now() - fillStart;

  const app = buildApp({ config, db });
  await app.ready();
  const headers = await injectAdminSignIn(app, CAPTCHA);
  const get = async (url) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const { rows: one } = await db.query(
    `SELECT device_id, factory_id FROM wo_task WHERE task_no LIKE 'BR%' AND is_statistics = 1 ORDER BY task_id LIMIT 1`,
  );
  const now = Date.now();
  const range = `beginTime=${encodeURIComponent(china(now - 90 * DAY_S * 1000))}&endTime=${encodeURIComponent(china(now))}`;
  const url = `/api/system/base/reliability?${range}`;
  const count = async (sql) => (await db.query(sql)).rows[0].n;
  const out = {
    orders: await count(`SELECT count(*)::int AS n FROM wo_task`),
    failures: await count(`SELECT count(*)::int AS n FROM wo_task WHERE is_statistics = 1`),
    linked: await count(`SELECT count(*)::int AS n FROM alarm_record WHERE task_id IS NOT NULL`),
    devices: await count(`SELECT count(*)::int AS n FROM wo_device WHERE deleted_at IS NULL`),
    fillS: Math.round(fillMs / 100) / 10,
    all: await timed(() => get(url)),
    factory: await timed(() => get(`${url}&factoryId=${one[0].factory_id}`)),
    device: await timed(() => get(`${url}&deviceId=${one[0].device_id}`)),
    select1: await timed(() => db.query('SELECT 1')),
    getInfo: await timed(() => get('/api/system/user/getInfo')),
  };
  await app.close();
  console.log(JSON.stringify(out));
} finally {
  await db.close();
  postgres.stop();
}
