/**
 * Promises are never dropped (docs/architecture.md §2): the repository's .oxlintrc.json, run by oxlint with type
 * information from TypeScript's native compiler (oxlint-tsgolint), refuses a floating promise and a promise where a
 * void return is expected, in TypeScript and in JavaScript, and passes the same code once the promise is handled.
 * The probe files lie in a project of their own, so no lint of the repository ever sees them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'woms-lint-promises-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', allowJs: true, noEmit: true },
    include: ['*.ts', '*.mjs'],
  }),
);

/** The rule of each problem oxlint reports on `code` saved as `name`, with the line it is on. */
function problems(name: string, code: string): string[] {
  writeFileSync(join(dir, name), code);
  const run = spawnSync(
    join(repo, 'node_modules/.bin/oxlint'),
    ['-c', join(repo, '.oxlintrc.json'), '--format', 'unix', name],
    {
      cwd: dir,
      encoding: 'utf8',
      // The tsgolint the repository installed; from the probe folder oxlint would look in the probe's node_modules.
      env: { ...process.env, OXLINT_TSGOLINT_PATH: join(repo, 'node_modules/.bin/tsgolint') },
    },
  );
  expect(run.error).toBeUndefined();
  return [...run.stdout.matchAll(/^[^:\n]+:(\d+):\d+: .*\[Error\/typescript\(([a-z-]+)\)\]$/gm)].map(
    ([, line, rule]) => `${line} ${rule}`,
  );
}

const DROPPED = `const save = async (): Promise<number> => 1;
save();
[1].forEach(async () => {
  await save();
});
export {};
`;
const HANDLED = `const save = async (): Promise<number> => 1;
void save();
for (const _ of [1]) await save();
export {};
`;

describe('the promise rules (oxlint with type information)', () => {
  it('refuses a dropped promise and a promise passed where nothing is awaited, in TypeScript', () => {
    expect(problems('dropped.ts', DROPPED)).toEqual(['2 no-floating-promises', '3 no-misused-promises']);
  });

  it('refuses them in JavaScript too (scripts and the bench)', () => {
    const js = DROPPED.replace(': Promise<number>', '');
    expect(problems('dropped.mjs', js)).toEqual(['2 no-floating-promises', '3 no-misused-promises']);
  });

  it('passes the same calls once the promise is awaited or marked with void', () => {
    expect(problems('handled.ts', HANDLED)).toEqual([]);
  });
});
