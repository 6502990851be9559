// The logs' figures (docs/administration.md): what recording costs a write (goal ≤ +10 %), and the operation log's
// first page at 1,000,000 rows on PostgreSQL (goal ≤ 300 ms), each beside a bare reference, timed in one child
// process (bench/logs/measure.mjs under tsx) with a PostgreSQL server of its own. Alone: `node bench/logs.mjs`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const LOG_PAGE_GOAL_MS = 300;
export const WRITE_OVERHEAD_GOAL = 0.1;

export function measureLogs() {
  const script = fileURLToPath(new URL('./logs/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`logs bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** The section's lines, as scripts/bench.mjs prints them. */
export function logLines(l, runs = Number(process.env.BENCH_RUNS || 10)) {
  const goal = (ms) => `${ms} ms (goal ≤ ${LOG_PAGE_GOAL_MS} ms)`;
  const extra = (l.writeLogged - l.writeBare) / l.writeBare;
  const sign = extra >= 0 ? '+' : '';
  return [
    `operation log (PostgreSQL, app.inject; median of ${l.writes} interleaved writes, of ${runs} list calls)`,
    `  a write (PUT retention) recorded: ${l.writeLogged} ms, not recorded: ${l.writeBare} ms, ` +
      `${sign}${(extra * 100).toFixed(1)} % (goal ≤ +${WRITE_OVERHEAD_GOAL * 100} %)`,
    `  first page of 100 at ${l.rows.toLocaleString('en')} rows (filled in ${l.fillS} s): ${goal(l.first)}`,
    `  filtered by account: ${goal(l.byUser)}; failures only: ${goal(l.failed)}; by module: ${goal(l.byModule)}; ` +
      `one month: ${goal(l.lastMonth)}`,
    `  reference, SELECT 1 through the same database: ${l.select1} ms; GET getInfo: ${l.getInfo} ms`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of logLines(measureLogs())) console.log(line);
}
