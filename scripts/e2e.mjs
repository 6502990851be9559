// `npm run test:e2e`: Chromium present, console built, then Playwright against the real server: one
// server per worker, each with its own in-memory database, plus one with 3-second access tokens
// (started by the Playwright config on free ports).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureChromium } from './lib/chromium.mjs';
import { buildConsoleIfStale } from './lib/console-build.mjs';

process.env.CHROMIUM_PATH = ensureChromium('headless-shell');
buildConsoleIfStale();

const args = process.argv.slice(2);

/** Workers asked for on the command line (`--workers=N`, `--workers N`, `-j N`, `-jN`), else E2E_WORKERS, else 2. */
function workersWanted() {
  for (let i = 0; i < args.length; i += 1) {
    const inline = /^(?:--workers=|-j)(\d+)$/.exec(args[i]);
    if (inline) return Number(inline[1]);
    if ((args[i] === '--workers' || args[i] === '-j') && /^\d+$/.test(args[i + 1] ?? '')) {
      return Number(args[i + 1]);
    }
  }
  return Number(process.env.E2E_WORKERS ?? 2);
}

/** A free loopback port, so a running `npm start` (or another suite) does not clash. */
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

if (!process.env.E2E_PORTS) {
  const workers = workersWanted();
  const ports = new Set();
  const wanted = (Number.isInteger(workers) && workers > 0 ? workers : 2) + 1;
  while (ports.size < wanted) ports.add(await freePort());
  const [shortTtl, ...main] = [...ports];
  process.env.E2E_PORTS = main.join(',');
  process.env.E2E_SHORT_TTL_PORT = String(shortTtl);
}

const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts', ...args],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
