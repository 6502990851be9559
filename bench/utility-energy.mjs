// The energy endpoints at a utility's size (docs/energy.md "Scale"): the overview (all factories and one), the report
// as the console pages it (13 months by month: the first and the last page of 50, and every row as the export reads
// it; one factory's month by day) and a 90-day line of 5 meters on PostgreSQL, first on the demo data, then after
// growing it to 50 plants and about 6,000 meters with a year of readings and two years of daily roll-ups, each beside
// its goals (≤ 3 × the demo's time and ≤ 150 ms) and a bare reference, timed in one child process
// (bench/utility-energy/measure.mjs under tsx) with a PostgreSQL server of its own. Alone: `npm run bench --
// utility-energy` or `node bench/utility-energy.mjs`; BENCH_PLANTS=5 grows a smaller utility (for developing).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const UTILITY_AGGREGATE_GOAL_MS = 150;
export const UTILITY_GROWTH_GOAL = 3;

export function measureUtilityEnergy() {
  const script = fileURLToPath(new URL('./utility-energy/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`utility energy bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const CALLS = [
  ['overview', 'GET /api/energy/overview (all factories)'],
  ['overviewOne', 'GET /api/energy/overview?factoryId=11'],
  ['monthReport', 'GET /api/energy/report (13 months by month, first page of 50)'],
  ['monthReportLast', 'GET /api/energy/report (13 months by month, last page of 50)'],
  // no goal: a download of every row grows with the rows it holds
  ['monthReportAll', 'GET /api/energy/report (13 months by month, every row: the export)', false],
  ['dayReport', 'GET /api/energy/report (one factory, this month by day, first page of 50)'],
  ['series', 'GET /api/energy/readings/series (5 meters, 90 days)'],
];

/** The section's lines, as scripts/bench.mjs prints them. */
export function utilityEnergyLines(u) {
  const n = (x) => x.toLocaleString('en');
  const g = u.grown;
  const lines = [
    `energy at a utility's size (PostgreSQL, app.inject, median of ${u.runs} warm calls; goals: ≤ ${UTILITY_GROWTH_GOAL} × demo and ≤ ${UTILITY_AGGREGATE_GOAL_MS} ms)`,
    `  demo: ${n(u.demo.meters)} profiled meters, ${n(u.demo.readings)} readings, ${n(u.demo.dailyRows)} daily roll-ups`,
    `  grown: ${g.plants} plants, ${n(g.meters)} meters (${n(g.hourlyMeters)} hourly), ${n(g.readings)} readings, ` +
      `${n(g.dailyRows)} daily roll-ups${g.rollUps ? '' : ' (no roll-ups above them: a database before migration 044)'}`,
    `  the 13 months' report: ${n(u.demo.reportRows)} meter rows on the demo, ${n(g.reportRows)} grown`,
    `  generated in ${g.growS} s (meters ${g.metersS} s, a year of readings ${g.readingsS} s, older roll-ups, roll-ups above them and ANALYZE ${g.restS} s; goal ≤ 300 s: ${g.growS <= 300 ? 'met' : 'MISSED'})`,
    '  | endpoint | demo | grown | growth | goal |',
    '  |---|---|---|---|---|',
  ];
  for (const [key, label, hasGoal = true] of CALLS) {
    const growth = g[key] / u.demo[key];
    const met = growth <= UTILITY_GROWTH_GOAL && g[key] <= UTILITY_AGGREGATE_GOAL_MS;
    const goal = hasGoal ? (met ? 'met' : 'MISSED') : '— (the export)';
    lines.push(`  | \`${label}\` | ${u.demo[key]} ms | ${g[key]} ms | ${growth.toFixed(1)} × | ${goal} |`);
  }
  lines.push(
    `  reference, SELECT 1: ${u.demo.select1} / ${g.select1} ms; GET getInfo: ${u.demo.getInfo} / ${g.getInfo} ms (demo / grown)`,
  );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of utilityEnergyLines(measureUtilityEnergy())) console.log(line);
}
