// Energy queries on the full demo data (docs/architecture.md §3 "Energy"): the overview, a month and a day report
// and a 90-day line of 5 meters, each beside its 300 ms goal and a bare `SELECT 1` through the same database, timed
// in one child process (bench/energy/measure.mjs under tsx) that seeds its own in-memory PGlite.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ENERGY_GOAL_MS = 300;

export function measureEnergy() {
  const script = fileURLToPath(new URL('./energy/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`energy bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** The section's lines, as scripts/bench.mjs prints them. */
export function energyLines(e, runs = Number(process.env.BENCH_RUNS || 10)) {
  const goal = (ms) => `${ms} ms (goal ≤ ${ENERGY_GOAL_MS} ms)`;
  return [
    `energy queries (${e.readings.toLocaleString('en')} readings of the full demo, app.inject on in-memory PGlite, median of ${runs})`,
    `  overview, all factories: ${goal(e.overview)}`,
    `  report by month, 13 months, all factories: ${goal(e.monthReport)}`,
    `  report by day, this month, all factories: ${goal(e.dayReport)}`,
    `  readings as lines, 5 meters × 90 days (${e.points.toLocaleString('en')} points): ${goal(e.series)}`,
    `  reference, SELECT 1 through the same database: ${e.select1} ms; GET getInfo: ${e.getInfo} ms`,
    `  demo seed (readings included): ${(e.seedMs / 1000).toFixed(1)} s after ${(e.migrateMs / 1000).toFixed(1)} s of migrations`,
  ];
}
