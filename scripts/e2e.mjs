// `npm run test:e2e`: Chromium present, console built, then Playwright against the real server
// (started by the Playwright config on a free port with an in-memory database).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureChromium } from './lib/chromium.mjs';
import { buildConsoleIfStale } from './lib/console-build.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
buildConsoleIfStale();

/** A free loopback port for the server under test, so a running `npm start` does not clash. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
while (!process.env.E2E_SHORT_TTL_PORT || process.env.E2E_SHORT_TTL_PORT === process.env.E2E_PORT) {
  process.env.E2E_SHORT_TTL_PORT = String(await freePort());
}

const result = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
