/** main.ts: a bad env value is ONE clear line on stderr and exit code 1 (DESIGN §3 "Server config"). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('main.ts startup failures', () => {
  it.each([
    [{ PORT: 'abc' }, 'woms-server: Invalid PORT "abc": expected an integer 1-65535'],
    [{ DATABASE_URL: 'mysql://db/woms' }, 'woms-server: Invalid DATABASE_URL "mysql://db/woms": expected a directory path, memory:// or postgres://'],
  ])('exits 1 with one line for %o', (env, line) => {
    const res = start(env);
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(line);
    expect(res.stdout).toBe('');
  });
});
