// The order lists at a utility's scale (docs/work-order-lifecycle.md "Lists at a million orders"): every work-order
// list page the consoles ask for (first, filtered, last), the device and meter ledgers, the to-do tab and its count and
// home's figures, on the demo data and after generating 50 plants' five years (1,000,000 orders with their logs and
// messages) beside it, on PostgreSQL, timed in one child process (bench/utility-orders/measure.mjs under tsx).
// Alone: `node bench/utility-orders.mjs` or `npm run bench -- utility-orders`; BENCH_ORDERS sets the size.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const LIST_PAGE_GOAL_MS = 300;
export const GENERATE_GOAL_S = 300;

export function measureUtilityOrders() {
  const script = fileURLToPath(new URL('./utility-orders/measure.mjs', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`utility orders bench failed: ${child.stderr || child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const n = (x) => x.toLocaleString('en');

/** The section's lines, as scripts/bench.mjs prints them. */
export function utilityOrderLines(r) {
  const width = Math.max(...Object.keys(r.demo).map((k) => k.length));
  const cell = ({ ms, total, once }) =>
    `${ms} ms${once ? '¹' : ''}${total === null ? '' : ` (${n(total)})`}`.padEnd(22);
  const s = r.sizes;
  return [
    `order lists at utility scale (PostgreSQL, app.inject, median of ${r.runs} calls, page cache dropped before each)`,
    `  grown: ${s.plants} plants, ${n(s.orders)} orders, ${n(s.logs)} log rows, ${n(s.messages)} messages, ` +
      `${n(s.devices)} devices, ${n(s.meters)} meters, generated in ${r.generateS} s (goal ≤ ${GENERATE_GOAL_S} s; ` +
      `steps ${r.steps.join(' / ')} s)`,
    `  ${'call'.padEnd(width)}  ${'demo (total)'.padEnd(22)}${'grown (total)'.padEnd(22)}goal`,
    ...Object.keys(r.demo).map((k) => {
      const grown = r.grown[k];
      const flag = grown.ms <= LIST_PAGE_GOAL_MS ? '' : '  ← over';
      return `  ${k.padEnd(width)}  ${cell(r.demo[k])}${cell(grown)}≤ ${LIST_PAGE_GOAL_MS} ms${flag}`;
    }),
    ...(Object.values(r.grown).some((c) => c.once) ? ['  ¹ one call only: over 3 s, not repeated'] : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of utilityOrderLines(measureUtilityOrders())) console.log(line);
}
