// The alarm panel with 5,000 alarms (docs/requirements.md §2 "Alarm panel", docs/alarms.md; goal ≤ 200 ms; printed,
// never asserted; not part of `npm test`): first in the built console against a real server whose database holds
// them, beside the same panel with the operator's handful (alarm-panel-live.mjs); then the panel alone on a bench page
// (bench/alarm-panel/, its first render read from window.__benchResult: lib/page-bench.mjs), which tells the panel's
// own cost from the console's around it.
import { fileURLToPath } from 'node:url';
import { measurePanelLive, PANEL_GOAL_MS, panelLiveLines } from './alarm-panel-live.mjs';
import { median, runPageBench } from './lib/page-bench.mjs';
import { buildConsoleIfStale } from '../scripts/lib/console-build.mjs';
import { ensureChromium } from '../scripts/lib/chromium.mjs';

const configFile = fileURLToPath(new URL('./alarm-panel/vite.config.mjs', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS || 5);

buildConsoleIfStale();
process.env.CHROMIUM_PATH ??= ensureChromium();
for (const line of panelLiveLines(await measurePanelLive())) console.log(line);

const results = await runPageBench(configFile, RUNS);
const ms = (key) => Math.round(median(results.map((r) => r[key])));
console.log(
  `alarm panel alone, first render (5,000 alarms): ${ms('renderMs')} ms (goal ≤ ${PANEL_GOAL_MS} ms)`,
);
console.log(
  `  median of ${RUNS} in Chromium, antd's styles drawn already as in the console; on a page where antd ` +
    `draws nothing before it (its styles first): ${ms('coldMs')} ms with one alarm`,
);
console.log(
  `  first paint ${ms('paintMs')} ms, scroll to the last alarm ${ms('scrollMs')} ms, ` +
    `${results[0].domRows} rows in the DOM (virtual)`,
);
