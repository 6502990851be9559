// `npm test`: a throwaway PostgreSQL server, then type check, lint, the server tests' seeded databases and the console
// build for e2e (together: on 2 cores the lint takes one core, the other three share the other), then unit +
// component + server tests (on PGlite and on PostgreSQL) beside the tests of real server processes (mostly waiting;
// beside e2e instead they cost the browsers 44 s), then e2e, stopping at the first failing step, and a table of how
// long each stage took at the end (also after a failure), so a slow stage is seen at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './lib/postgres.mjs';

/** Steps run one after the other; the stages of one step run at the same time. */
const STEPS = [['typecheck', 'lint', 'test:snapshot', 'build'], ['test:unit', 'test:processes'], ['test:e2e']];
const STAGES = STEPS.flat();

const running = new Set();

/**
 * Runs `npm run -s <stage>` and answers its exit code (1 when it could not start), wall time and held output. The
 * first stage of a step has this terminal; the others' output is held and printed when the whole step ends, so no
 * two interleave.
 */
function run(stage, live) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', stage], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    running.add(child);
    const end = (code) => {
      running.delete(child);
      resolve({ stage, code, seconds: Number(process.hrtime.bigint() - started) / 1e9, output: Buffer.concat(held) });
    };
    child.once('error', (error) => {
      console.error(`test: cannot run ${stage}: ${error.message}`);
      end(1);
    });
    child.once('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

// The demo-seeded database snapshot (tests/server/setup/snapshot.ts), made by the test:snapshot stage, opened by the
// server tests and by the e2e stage, which builds its servers' folders from it instead of seeding again
// (scripts/e2e.mjs).
const scratch = mkdtempSync(join(tmpdir(), 'woms-test-'));
process.env.WOMS_SEEDED_SNAPSHOT = join(scratch, 'seeded.tar');
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

// The throwaway PostgreSQL server of the run (scripts/lib/postgres.mjs): the server tests run on it as well as on
// PGlite (the `server-pg` project of vitest.config.ts), its seeded template made by test:snapshot.
const postgresStarted = process.hrtime.bigint();
const postgres = await startPostgres();
process.env.WOMS_TEST_POSTGRES = postgres.url;
process.on('exit', () => postgres.stop());
console.info(
  `test: PostgreSQL started on port ${postgres.port} in ${(Number(process.hrtime.bigint() - postgresStarted) / 1e9).toFixed(1)} s`,
);

const results = [];
let interrupted = false;
// Ctrl+C reaches the stage too (same process group): let it end, then print what ran. A SIGTERM is
// sent to this process alone: pass it on.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  for (const child of running) child.kill('SIGTERM');
});

const runStarted = process.hrtime.bigint();
for (const step of STEPS) {
  const ended = await Promise.all(step.map((stage, index) => run(stage, index === 0)));
  for (const { stage, code, seconds, output } of ended) {
    if (output.length > 0) process.stdout.write(output);
    results.push({ stage, seconds, ok: code === 0 });
  }
  if (ended.some((r) => r.code !== 0) || interrupted) break;
}

// Wall time of the whole run: stages of one step overlap, so this is less than their sum.
const total = Number(process.hrtime.bigint() - runStarted) / 1e9;
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
const together = STEPS.filter((step) => step.length > 1).map(
  (step) => `${step.slice(0, -1).join(', ')} and ${step.at(-1)}`,
);
console.info(
  [
    '',
    line(head),
    rule,
    ...rows.map(line),
    rule,
    line(totalRow),
    `(${together.join('; ')} ran at the same time; total is wall time)`,
  ].join('\n'),
);
process.exit(failed ? 1 : 0);
