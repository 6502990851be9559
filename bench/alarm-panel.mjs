// First render of the alarm panel with 5,000 alarms in Chromium (docs/requirements.md §2 "Alarm panel"; goal
// ≤ 200 ms; printed, never asserted; not part of `npm test`). Builds bench/alarm-panel/ and reads
// window.__benchResult (lib/page-bench.mjs).
import { fileURLToPath } from 'node:url';
import { median, runPageBench } from './lib/page-bench.mjs';

const configFile = fileURLToPath(new URL('./alarm-panel/vite.config.mjs', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS || 5);
const GOAL_MS = 200;

const results = await runPageBench(configFile, RUNS);
const ms = (key) => Math.round(median(results.map((r) => r[key])));
console.log(`alarm panel first render (5,000 alarms): ${ms('renderMs')} ms (goal ≤ ${GOAL_MS} ms)`);
console.log(
  `  median of ${RUNS} in Chromium, antd's styles drawn already as in the console; on a page where antd ` +
    `draws nothing before it (its styles first): ${ms('coldMs')} ms with one alarm`,
);
console.log(
  `  first paint ${ms('paintMs')} ms, scroll to the last alarm ${ms('scrollMs')} ms, ` +
    `${results[0].domRows} rows in the DOM (virtual)`,
);
