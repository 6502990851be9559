import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { buildServerIfStale, SERVER_ARGS } from '../scripts/lib/server-build.mjs';
// Flags Chromium needs on these machines (no sandbox as root, no background network on a closed network).
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' };

import { CONTEXT_OPTIONS } from './context-options';
import { SERVER_START_TIMEOUT_MS } from './global-setup';
import { PORTS, secureSpacePort, shortTtlURL, WORKERS } from './ports';
import { APP_DOWNLOAD_URL } from './support';

const serverEnv = {
  HOST: '127.0.0.1',
  SEED: 'demo',
  ALARM_SIMULATOR: 'manual',
  CAPTCHA_TEST_CODE: '1234',
  STATIC_DIR: 'dist',
  // The top bar's QR code is on; no weather provider is configured, so the console shows no weather.
  APP_DOWNLOAD_URL,
  // Their standard output is not kept (stdout: 'ignore' below): a line per request would be written for nothing.
  LOG_LEVEL: 'warn',
};
// The server's bundle, as `npm start` runs it, brought up to date first (scripts/e2e.mjs does too; here for a run of
// Playwright itself).
buildServerIfStale({ root: fileURLToPath(new URL('..', import.meta.url)) });
const serverCommand = `${process.execPath} ${SERVER_ARGS.join(' ')}`;

// scripts/e2e.mjs gives each server its own copy of one demo-seeded folder; without it (Playwright run
// directly) each seeds an in-memory database of its own.
const dataDirs = JSON.parse(process.env.E2E_DATA_DIRS ?? '{}') as Record<string, string | undefined>;
// Its files folder beside it (docs/architecture.md §3 "Files"); run directly, one under the OS's temporary folder.
const filesDirs = JSON.parse(process.env.E2E_FILES_DIRS ?? '{}') as Record<string, string | undefined>;

const server = (port: number, env: Record<string, string> = {}) => ({
  command: serverCommand,
  cwd: '..',
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    ...serverEnv,
    DATABASE_URL: dataDirs[port] ?? 'memory://',
    FILES_DIR: filesDirs[port] ?? join(tmpdir(), 'woms-e2e-files', String(port)),
    // The default SECURE_SPACE=required; the helper each server's console asks (e2e/exports.spec.ts starts it).
    SECURE_SPACE_URL: `http://127.0.0.1:${secureSpacePort(port)}/status`,
    ...env,
    PORT: String(port),
  },
});

export default defineConfig({
  testDir: '.',
  outputDir: './.output/results',
  // A file runs in one worker from start to end (session.spec.ts counts on it for the short-TTL server).
  fullyParallel: false,
  // One server with its own in-memory database per worker (fixtures.ts points each worker's baseURL at
  // its own): no test can see what a test of the other worker changed.
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry is a failure, not a success.
  failOnFlakyTests: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: per worker, from fixtures.ts
    ...CONTEXT_OPTIONS,
    // Recording a trace (a DOM snapshot at every step) cost about a fifth of the whole e2e run on 2 cores:
    // it is recorded when a test is retried (CI retries once), so a failure in CI comes with its trace;
    // locally, `npm run test:e2e -- --trace on` records one. The failure screenshot is always kept.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // scripts/e2e.mjs sets it: Debian's chromium-headless-shell (scripts/lib/chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
  // Playwright starts webServer entries one by one, each waiting for its URL: only the last one has a
  // URL, so all start at once; Playwright still notices at once when that one exits early (a broken
  // server breaks them all), and global-setup.ts waits for the others.
  webServer: [
    ...PORTS.main.map((port) => server(port)),
    {
      ...server(PORTS.shortTtl, { TOKEN_TTL_S: '3' }),
      url: `${shortTtlURL}/woms/`,
      timeout: SERVER_START_TIMEOUT_MS,
    },
  ],
  globalSetup: './global-setup.ts',
});
