// Render time of the generic table with 10,000 rows in Chromium (printed, never asserted; not part
// of `npm test`). Builds bench/table-render/ with its own Vite config, serves the build on a free
// loopback port, opens it in headless Chromium and reads window.__benchResult (lib/page-bench.mjs).
import { fileURLToPath } from 'node:url';
import { median, runPageBench } from './lib/page-bench.mjs';

const configFile = fileURLToPath(new URL('./table-render/vite.config.mjs', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS || 5);

const results = await runPageBench(configFile, RUNS);
const ms = (key) => Math.round(median(results.map((r) => r[key])));
console.log(`table render (10,000 rows): ${ms('renderMs')} ms`);
console.log(
  `  median of ${RUNS} in Chromium: first paint ${ms('paintMs')} ms, scroll to the last row ${ms('scrollMs')} ms, ` +
    `${results[0].domRows} rows in the DOM (virtual)`,
);
