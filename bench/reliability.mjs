// The reliability figures at plant scale (docs/reliability.md): GET /api/system/base/reliability over 90 days for all
// factories (goal ≤ 500 ms), one factory and one device, on PostgreSQL after some 100,000 orders of 90 days, beside a
// bare reference, timed in one child process (bench/reliability/measure.mjs under tsx) with a PostgreSQL server of its
// own. Alone: `node bench/reliability.mjs`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const RELIABILITY_GOAL_MS = 500;

export function measureReliability() {
  const script = fileURLToPath(new URL('./reliability/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`reliability bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** The section's lines, as scripts/bench.mjs prints them. */
export function reliabilityLines(r, runs = Number(process.env.BENCH_RUNS || 10)) {
  const goal = (ms) => `${ms} ms (goal ≤ ${RELIABILITY_GOAL_MS} ms)`;
  return [
    `reliability figures (PostgreSQL, app.inject; median of ${runs} calls)`,
    `  ${r.orders.toLocaleString('en')} orders (${r.failures.toLocaleString('en')} counting downtime, ` +
      `${r.linked.toLocaleString('en')} with a source alarm) of ${r.devices} devices over 90 days (filled in ${r.fillS} s)`,
    `  90 days, all factories: ${goal(r.all)}; one factory: ${r.factory} ms; one device: ${r.device} ms`,
    `  reference, SELECT 1 through the same database: ${r.select1} ms; GET getInfo: ${r.getInfo} ms`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of reliabilityLines(measureReliability())) console.log(line);
}
