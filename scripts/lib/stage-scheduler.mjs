// The stage scheduler of `npm test` (scripts/test.mjs; docs/architecture.md §5 "Tests"): each stage starts as soon as
// every stage it needs has passed, all that are ready at once; after a failure or an interruption no stage starts,
// and the run ends when the stages still running have ended. Kept apart from the processes it runs so that
// tests/tooling/stage-scheduler.test.ts can drive it with stages it finishes by hand.

/**
 * Runs `stages` ({ name, needs }) through `run(stage)`, which answers { code, seconds } when the stage ends (code 0:
 * passed). `now()` is the time since the run started, in seconds; `stopped()` answers true once the run is
 * interrupted. Answers name → { start, seconds, ok } of every stage started, and whether any failed.
 */
export function runStages(stages, run, { now, stopped = () => false }) {
  const results = new Map();
  const passed = (name) => results.get(name)?.ok === true;
  let failed = false;
  let running = 0;
  return new Promise((allDone) => {
    const startReady = () => {
      if (!failed && !stopped()) {
        for (const stage of stages) {
          if (results.has(stage.name) || !stage.needs.every(passed)) continue;
          const result = { start: now(), seconds: undefined, ok: undefined };
          results.set(stage.name, result);
          running += 1;
          void run(stage).then(({ code, seconds }) => {
            running -= 1;
            Object.assign(result, { seconds, ok: code === 0 });
            if (code !== 0) {
              failed = true;
              const waiting = [...results].filter(([, r]) => r.ok === undefined).map(([n]) => n);
              console.error(
                `test: ${stage.name} failed; no stage starts now${waiting.length > 0 ? `, waiting for ${waiting.join(', ')} to end` : ''}`,
              );
            }
            startReady();
          });
        }
      }
      if (running === 0) allDone({ results, failed });
    };
    startReady();
  });
}

/**
 * The table `npm test` ends with: when each stage started and how long it took, `not run` for a stage that never
 * started, and the run's wall time; the run failed when a stage failed or did not run.
 */
export function stageTable(stages, results, total, failed) {
  const rows = stages.map(({ name }) => {
    const r = results.get(name);
    return r && r.ok !== undefined
      ? [name, r.start.toFixed(1), r.seconds.toFixed(1), r.ok ? 'pass' : 'FAIL']
      : [name, '-', '-', 'not run'];
  });
  const totalRow = ['total', '', total.toFixed(1), failed ? 'FAIL' : 'pass'];
  const head = ['stage', 'started at', 'seconds', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...[...rows, totalRow].map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = line(widths.map((w) => '-'.repeat(w)));
  return [
    '',
    line(head),
    rule,
    ...rows.map(line),
    rule,
    line(totalRow),
    '(seconds from the start of the run; stages overlap, so total is wall time, not their sum)',
  ].join('\n');
}

/**
 * What of a failed stage's output the run repeats just before its table: the end of a run's log is often all that is
 * kept of it (a CI page shows its last lines), and the stages that ended after the failure print there. The failure
 * report of vitest ("Failed Tests") or of Playwright (its first numbered failure, "  1) …"), else the output's end;
 * at most `maxLines` lines, colours taken out.
 */
export function failureExcerpt(output, maxLines = 60) {
  // eslint-disable-next-line no-control-regex -- the colour codes the test runners print
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const vitest = lines.findLastIndex((l) => /Failed Tests \d+/.test(l));
  const playwright = lines.findIndex((l) => /^\s+1\) /.test(l));
  const from = vitest >= 0 ? vitest : playwright >= 0 ? playwright : Math.max(0, lines.length - maxLines);
  const excerpt = lines.slice(from, from + maxLines);
  const cut = lines.length - from - excerpt.length;
  return [
    ...excerpt,
    ...(cut > 0 ? [`… ${cut} more lines: the stage's whole output is printed above`] : []),
  ].join('\n');
}
