// Runs under tsx (bench/logs.mjs starts it) against a throwaway PostgreSQL server (scripts/lib/postgres.mjs), demo-
// seeded: (1) what recording costs a write, the same write on an app that records and on one that does not
// (buildApp's `operLog: false`), interleaved; (2) the operation log's first page at 1,000,000 rows filled with
// generate_series, without and with each filter, beside a bare `SELECT 1` and GET getInfo through the same database.
// Prints one JSON line.
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openPostgres } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/setup/seed/index.ts';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { injectAdminSignIn } from '../lib/inject-sign-in.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const WRITES = Number(process.env.BENCH_WRITES || 400);
const ROWS = Number(process.env.BENCH_LOG_ROWS || 1_000_000);
const CAPTCHA = '1234';

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms * 100) / 100;

async function time(call) {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/** The median of RUNS timed calls, after one untimed call (as for a user's second look). */
async function timed(call) {
  await call();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await time(call));
  return round(median(times));
}

const signIn = (app) => injectAdminSignIn(app, CAPTCHA);

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
  const recording = buildApp({ config, db });
  const bare = buildApp({ config, db, operLog: false });
  await Promise.all([recording.ready(), bare.ready()]);
  const sides = [
    { app: recording, headers: await signIn(recording), times: [] },
    { app: bare, headers: await signIn(bare), times: [] },
  ];

  // A small write: the retention setting, set to what it is (one upsert), alternating the two apps call by call so
  // that both see the same database and the same moment of the machine.
  const write = ({ app, headers }) =>
    app.inject({ method: 'PUT', url: '/api/monitor/operlog/retention', headers, payload: { days: 180 } });
  for (let i = 0; i < 50; i += 1) for (const side of sides) await write(side);
  for (let i = 0; i < WRITES; i += 1) {
    for (const side of i % 2 ? sides : [...sides].reverse()) side.times.push(await time(() => write(side)));
  }
  await recording.close(); // writes what is still queued

  // A million rows over about a year and a half, six accounts, five modules, one write in fifty failed.
  const fillStart = performance.now();
  await db.query(
    `INSERT INTO sys_oper_log (title, business_type, request_method, oper_url, target_id, oper_user_id, oper_name,
            oper_ip, oper_param, http_status, result_code, status, error_msg, cost_time, oper_time)
     SELECT (ARRAY['user', 'dict', 'area', 'work-order', 'alarm'])[1 + i % 5], 'edit', 'PUT', '/api/system/user',
            (i % 1000)::text, 1 + i % 6,
            (ARRAY['admin', 'operator', 'supervisor', 'viewer', 'newcomer', 'op_south'])[1 + i % 6],
            '10.0.' || (i % 250) || '.' || (i % 200), '{"body":{"userId":' || (i % 1000) || ',"status":"0"}}',
            CASE WHEN i % 50 = 0 THEN 400 ELSE 200 END, CASE WHEN i % 50 = 0 THEN 400 ELSE 200 END,
            CASE WHEN i % 50 = 0 THEN '1' ELSE '0' END,
            CASE WHEN i % 50 = 0 THEN 'body/status must be one of 0, 1' ELSE '' END,
            i % 200, now() - make_interval(secs => i * 47)
       FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  await db.exec('VACUUM ANALYZE sys_oper_log');
  const fillMs = performance.now() - fillStart;

  const reader = buildApp({ config, db });
  await reader.ready();
  const headers = await signIn(reader);
  const get = async (url) => {
    const res = await reader.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const list = '/api/monitor/operlog/list?pageNum=1&pageSize=100';
  const out = {
    rows: (await db.query('SELECT count(*)::int AS n FROM sys_oper_log')).rows[0].n,
    fillS: Math.round(fillMs / 100) / 10,
    writes: WRITES,
    writeLogged: round(median(sides[0].times)),
    writeBare: round(median(sides[1].times)),
    first: await timed(() => get(list)),
    byUser: await timed(() => get(`${list}&operName=supervisor`)),
    failed: await timed(() => get(`${list}&status=1`)),
    byModule: await timed(() => get(`${list}&title=alarm`)),
    lastMonth: await timed(() =>
      get(`${list}&beginTime=2026-01-01%2000:00:00&endTime=2026-01-31%2023:59:59`),
    ),
    select1: await timed(() => db.query('SELECT 1')),
    getInfo: await timed(() => get('/api/system/user/getInfo')),
  };
  await Promise.all([reader.close(), bare.close()]);
  console.log(JSON.stringify(out));
} finally {
  await db.close();
  postgres.stop();
}
