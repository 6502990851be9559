// `npm test`: a throwaway PostgreSQL server, then type check, lint, the server tests' seeded databases, the build (the
// console and the server's bundle) for e2e, the console's tests, the server tests (on PGlite and on PostgreSQL) and the
// tests of real server processes, each as soon as what it needs has passed (STAGES), then e2e alone; no new stage
// starts after one fails, and a table of when each stage started and how long it took ends the run (also after a
// failure), so a slow stage is seen at once. The scheduling and the table are scripts/lib/stage-scheduler.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './lib/postgres.mjs';
import { failureExcerpt, runStages, stageTable } from './lib/stage-scheduler.mjs';

/**
 * Each stage starts once the stages it needs have passed. The first four share the 2 cores at the start; the lint then
 * holds one core for about 15–25 s more, and the console's tests (jsdom, no database) take the other, one worker, instead
 * of leaving it idle. The server tests (on PGlite and on PostgreSQL) and the tests of real server processes (mostly
 * waiting; beside e2e instead they cost the browsers 44 s) follow the lint, so that no more processes than cores
 * work at once (the server tests beside the lint took more time in all); e2e follows everything, alone.
 */
const STAGES = [
  { name: 'typecheck', needs: [] },
  { name: 'lint', needs: [] },
  { name: 'test:snapshot', needs: [] },
  { name: 'build', needs: [] },
  { name: 'test:console', needs: ['typecheck', 'test:snapshot', 'build'], args: ['--maxWorkers=1'] },
  { name: 'test:server', needs: ['lint', 'test:snapshot', 'build'] },
  { name: 'test:processes', needs: ['lint', 'test:snapshot', 'build'] },
];
STAGES.push({ name: 'test:e2e', needs: STAGES.map((stage) => stage.name) });

const running = new Set();
/** The output of each stage that failed, repeated in short before the table (failureExcerpt). */
const failures = [];
/** The stage that has the terminal; every other stage's output is held and printed once no stage has it. */
let live;
const heldOutputs = [];

function flushHeld() {
  while (!live && heldOutputs.length > 0) process.stdout.write(heldOutputs.shift());
}

/**
 * Runs `npm run -s <stage>` and answers its exit code (1 when it could not start) and wall time. A stage started
 * while no other has the terminal takes it; the others' output is held and printed as one block when it ends, so
 * no two interleave.
 */
function run({ name, args = [] }) {
  const started = process.hrtime.bigint();
  const takesTerminal = !live;
  if (takesTerminal) live = name;
  return new Promise((resolve) => {
    // Piped even on the terminal (and written through at once), so that a failure can be repeated at the end; the
    // colours the runners would print to a terminal are kept.
    const child = spawn('npm', ['run', '-s', name, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    const held = [];
    const all = [];
    const take = (chunk) => {
      all.push(chunk);
      if (takesTerminal) process.stdout.write(chunk);
      else held.push(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    running.add(child);
    const end = (code) => {
      running.delete(child);
      if (takesTerminal) live = undefined;
      if (code !== 0) failures.push({ name, output: Buffer.concat(all).toString() });
      // A failure's output is printed at once, as one block, even beside the stage on the terminal: the run ends
      // only when the stages still running have ended, and the cause should not wait for them.
      if (held.length > 0 && code !== 0) process.stdout.write(Buffer.concat(held));
      else if (held.length > 0) heldOutputs.push(Buffer.concat(held));
      flushHeld();
      resolve({ code, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
    };
    child.once('error', (error) => {
      console.error(`test: cannot run ${name}: ${error.message}`);
      end(1);
    });
    child.once('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

// The demo-seeded database snapshots (tests/server/setup/snapshot.ts), made by the test:snapshot stage: the one seeded
// at a fixed instant is opened by the server tests, the one seeded on the process clock by the tests of real server
// processes and by the e2e stage, which builds its servers' folders from it instead of seeding again (scripts/e2e.mjs).
const scratch = mkdtempSync(join(tmpdir(), 'woms-test-'));
process.env.WOMS_SEEDED_SNAPSHOT = join(scratch, 'seeded.tar');
process.env.WOMS_LIVE_SNAPSHOT = join(scratch, 'live.tar');
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

// The e2e stage checks every page but photographs none (e2e/support.ts `look`): nobody looks at a full run's
// pictures, and taking them cost about 40 s of the run's 2 cores. `npm run test:e2e` takes them.
process.env.E2E_LOOKS ??= 'off';

// The throwaway PostgreSQL server of the run (scripts/lib/postgres.mjs): the server tests run on it as well as on
// PGlite (the `server-pg` project of vitest.config.ts), its seeded template made by test:snapshot.
const postgresStarted = process.hrtime.bigint();
const postgres = await startPostgres();
process.env.WOMS_TEST_POSTGRES = postgres.url;
process.on('exit', () => postgres.stop());
console.info(
  `test: PostgreSQL started on port ${postgres.port} in ${(Number(process.hrtime.bigint() - postgresStarted) / 1e9).toFixed(1)} s`,
);

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
const since = () => Number(process.hrtime.bigint() - runStarted) / 1e9;
const { results, failed: stageFailed } = await runStages(STAGES, run, {
  now: since,
  stopped: () => interrupted,
});

// Wall time of the whole run: stages overlap, so this is less than their sum.
const total = since();
const failed = stageFailed || interrupted || results.size < STAGES.length;
for (const { name, output } of failures) {
  console.info(`\ntest: ${name} failed; its failure report again:\n${failureExcerpt(output)}`);
}
console.info(stageTable(STAGES, results, total, failed));
process.exit(failed ? 1 : 0);
