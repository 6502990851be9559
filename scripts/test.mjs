// `npm test`: type check, lint, unit + component + server tests, then e2e, stopping at the first
// failure, and a table of how long each stage took at the end (also after a failure), so a slow
// stage is seen at once.
import { spawn } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'test:unit', 'test:e2e'];

let current = null;

/** Runs `npm run -s <stage>` with this terminal; answers its exit code (1 when it could not start). */
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', stage], { stdio: 'inherit' });
    current = child;
    child.once('error', (error) => {
      console.error(`test: cannot run ${stage}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
let interrupted = false;
// Ctrl+C reaches the stage too (same process group): let it end, then print what ran. A SIGTERM is
// sent to this process alone: pass it on.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  current?.kill('SIGTERM');
});

for (const stage of STAGES) {
  const started = process.hrtime.bigint();
  const code = await run(stage);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  results.push({ stage, seconds, ok: code === 0 });
  if (code !== 0 || interrupted) break;
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
const failed = results.some((r) => !r.ok) || interrupted;
const rows = [
  ...results.map((r) => [r.stage, r.seconds.toFixed(1), r.ok ? 'pass' : 'FAIL']),
  ...STAGES.slice(results.length).map((stage) => [stage, '-', 'not run']),
];
const totalRow = ['total', total.toFixed(1), failed ? 'FAIL' : 'pass'];
const head = ['stage', 'seconds', 'result'];
const widths = head.map((h, i) => Math.max(h.length, ...[...rows, totalRow].map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
const rule = line(widths.map((w) => '-'.repeat(w)));
console.info(['', line(head), rule, ...rows.map(line), rule, line(totalRow)].join('\n'));
process.exit(failed ? 1 : 0);
