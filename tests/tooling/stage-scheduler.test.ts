/**
 * The scheduler of `npm test` (scripts/lib/stage-scheduler.mjs; docs/architecture.md §5 "Tests"), driven with stages
 * that this test ends by hand on a clock of its own: a stage starts as soon as all it needs has passed, after a
 * failure or an interruption nothing starts and the run waits for what is running, and the closing table tells
 * each stage's start, time and result.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureExcerpt, runStages, stageTable, type Stage } from '../../scripts/lib/stage-scheduler.mjs';

const STAGES: Stage[] = [
  { name: 'typecheck', needs: [] },
  { name: 'lint', needs: [] },
  { name: 'build', needs: [] },
  { name: 'test:console', needs: ['typecheck', 'build'] },
  { name: 'test:server', needs: ['lint', 'build'] },
];
STAGES.push({ name: 'test:e2e', needs: STAGES.map((s) => s.name) });

/** A run of STAGES whose stages end when the test says so, at the time the test sets. */
function harness(stopped = () => false) {
  let clock = 0;
  const started: string[] = [];
  const ends = new Map<string, (code: number) => void>();
  const startedAt = new Map<string, number>();
  const run = (stage: Stage) =>
    new Promise<{ code: number; seconds: number }>((resolve) => {
      started.push(stage.name);
      startedAt.set(stage.name, clock);
      ends.set(stage.name, (code) => resolve({ code, seconds: clock - startedAt.get(stage.name)! }));
    });
  const done = runStages(STAGES, run, { now: () => clock, stopped });
  return {
    started,
    done,
    /** Ends `name` with `code` at time `at`, then lets the scheduler react. */
    async end(name: string, code: number, at: number) {
      clock = at;
      ends.get(name)!(code);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('npm test stage scheduler', () => {
  it('starts every stage as soon as all it needs has passed, e2e after everything', async () => {
    const run = harness();
    expect(run.started).toEqual(['typecheck', 'lint', 'build']);
    await run.end('build', 0, 10);
    expect(run.started).toEqual(['typecheck', 'lint', 'build']);
    await run.end('typecheck', 0, 18);
    expect(run.started).toEqual(['typecheck', 'lint', 'build', 'test:console']);
    await run.end('lint', 0, 40);
    expect(run.started).toEqual(['typecheck', 'lint', 'build', 'test:console', 'test:server']);
    await run.end('test:console', 0, 150);
    expect(run.started).not.toContain('test:e2e');
    await run.end('test:server', 0, 160);
    expect(run.started.at(-1)).toBe('test:e2e');
    await run.end('test:e2e', 0, 330);

    const { results, failed } = await run.done;
    expect(failed).toBe(false);
    expect(results.get('test:console')).toEqual({ start: 18, seconds: 132, ok: true });
    expect(results.get('test:e2e')).toEqual({ start: 160, seconds: 170, ok: true });
    const table = stageTable(STAGES, results, 330, failed);
    expect(table).toMatch(/^test:e2e\s+160\.0\s+170\.0\s+pass$/m);
    expect(table).toMatch(/^total\s+330\.0\s+pass$/m);
  });

  it('starts nothing after a failure, waits for the stages running, and says which did not run', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = harness();
    await run.end('typecheck', 2, 15);
    expect(said).toHaveBeenCalledWith(
      'test: typecheck failed; no stage starts now, waiting for lint, build to end',
    );
    await run.end('build', 0, 20);
    await run.end('lint', 0, 40);
    // build and lint passed, which alone would start test:server
    expect(run.started).toEqual(['typecheck', 'lint', 'build']);

    const { results, failed } = await run.done;
    expect(failed).toBe(true);
    const table = stageTable(STAGES, results, 40, failed);
    expect(table).toMatch(/^typecheck\s+0\.0\s+15\.0\s+FAIL$/m);
    expect(table).toMatch(/^test:server\s+-\s+-\s+not run$/m);
    expect(table).toMatch(/^total\s+40\.0\s+FAIL$/m);
  });

  it('starts nothing once interrupted, and ends when the stages running have ended', async () => {
    let interrupted = false;
    const run = harness(() => interrupted);
    interrupted = true;
    await run.end('typecheck', 0, 5);
    await run.end('build', 0, 8);
    await run.end('lint', 0, 9);
    expect(run.started).toEqual(['typecheck', 'lint', 'build']);
    const { results } = await run.done;
    expect([...results.keys()]).toEqual(['typecheck', 'lint', 'build']);
  });
});

describe("a failed stage's report repeated before the table", () => {
  const plain = Array.from({ length: 200 }, (_, i) => ` ✓ tests/server/file-${i}.test.ts`);
  const passing = plain.map((line) => line.replace('✓', '\u001b[32m✓\u001b[39m'));

  it("is vitest's failure report, without colours, cut at the line limit", () => {
    const report = [
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      ' FAIL  tests/server/postgres-faults.process.test.ts > on SIGTERM finishes the request in flight',
      'AssertionError: expected 503 to be 200',
      ...Array.from({ length: 80 }, (_, i) => `  at frame ${i}`),
      ' Test Files  1 failed (4)',
    ];
    const excerpt = failureExcerpt([...passing, ...report].join('\n'), 10).split('\n');
    expect(excerpt[0]).toBe('⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯');
    expect(excerpt[2]).toBe('AssertionError: expected 503 to be 200');
    expect(excerpt).toHaveLength(11);
    expect(excerpt[10]).toBe("… 74 more lines: the stage's whole output is printed above");
  });

  it("is Playwright's first numbered failure on", () => {
    const output = [
      ...passing,
      '  1) [chromium] › e2e/plans.spec.ts:12:3 › an engineer makes a plan',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
    ].join('\n');
    expect(failureExcerpt(output)).toBe(
      [
        '  1) [chromium] › e2e/plans.spec.ts:12:3 › an engineer makes a plan',
        '    Error: expect(locator).toBeVisible() failed',
        '  1 failed',
      ].join('\n'),
    );
  });

  it("is the output's end when neither runner's report is in it", () => {
    const output = ['tsc: 120 lines of output', ...passing, 'src/x.ts(3,1): error TS2304'].join('\n');
    const excerpt = failureExcerpt(output, 5).split('\n');
    expect(excerpt).toEqual([...plain.slice(-4), 'src/x.ts(3,1): error TS2304']);
  });
});
