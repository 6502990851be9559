// libfaketime (Debian's `faketime`) for the tests that move a process's wall clock: `npm run test:clock` (every
// process of a run at an awkward instant) and the e2e spec of a shelve's end (e2e/alarm-shelve-expiry.spec.ts, a
// server whose clock the test moves). Installed with apt-get when missing, as the tests' PostgreSQL and Chromium are.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const LIB_DIRS = [
  '/usr/lib/x86_64-linux-gnu/faketime',
  '/usr/lib/aarch64-linux-gnu/faketime',
  '/usr/lib/faketime',
];

/** The shared library for threaded programs (Node, Chromium), or null when not installed. */
export function findFaketime() {
  return LIB_DIRS.map((d) => join(d, 'libfaketimeMT.so.1')).find((f) => existsSync(f)) ?? null;
}

/** findFaketime(), installing Debian's `faketime` first when missing and root. */
export function ensureFaketime() {
  const found = findFaketime();
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    throw new Error('libfaketime is missing: run `apt-get install -y faketime` as root');
  console.info('installing faketime with apt-get …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime', {
    stdio: 'inherit',
  });
  const installed = findFaketime();
  if (!installed) throw new Error('installing faketime did not produce libfaketimeMT.so.1');
  return installed;
}
