// The alarm journal and analysis at utility scale (docs/alarms.md "Journal", "Analysis"): their pages over about a
// million alarm events of 90 days on PostgreSQL, goal ≤ 1 s each, beside a bare reference, timed in one child process
// (bench/alarms/measure.mjs under tsx) with a PostgreSQL server of its own. Alone: `node bench/alarms.mjs`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ALARM_QUERY_GOAL_MS = 1000;

export function measureAlarms() {
  const script = fileURLToPath(new URL('./alarms/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`alarms bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** The section's lines, as scripts/bench.mjs prints them. */
export function alarmLines(a, runs = Number(process.env.BENCH_RUNS || 10)) {
  const goal = (ms) => `${ms} ms (goal ≤ ${ALARM_QUERY_GOAL_MS} ms)`;
  return [
    `alarm journal and analysis (PostgreSQL, app.inject; median of ${runs} calls)`,
    `  ${a.events.toLocaleString('en')} events of ${a.alarms.toLocaleString('en')} alarms over 90 days (filled in ` +
      `${a.fillS} s)`,
    `  journal first page of 100: ${goal(a.journalFirst)}; one factory: ${goal(a.journalFactory)}; ` +
      `acknowledgements: ${goal(a.journalEvent)}; one alarm's story: ${goal(a.journalStory)}`,
    `  analysis of 90 days, all factories: ${goal(a.analysisAll)}; one factory: ${goal(a.analysisFactory)}`,
    `  reference, SELECT 1 through the same database: ${a.select1} ms; GET getInfo: ${a.getInfo} ms`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of alarmLines(measureAlarms())) console.log(line);
}
