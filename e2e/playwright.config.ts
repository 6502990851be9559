import { defineConfig } from '@playwright/test';
// Flags Chromium needs on these machines (no sandbox as root, no background network on a closed network).
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' };

import { baseURL, PORTS, shortTtlURL } from './ports';

const serverEnv = {
  HOST: '127.0.0.1',
  DATABASE_URL: 'memory://',
  SEED: 'demo',
  ALARM_SIMULATOR: 'off',
  CAPTCHA_TEST_CODE: '1234',
  STATIC_DIR: 'dist',
};
const serverCommand = `${process.execPath} --import tsx server/src/main.ts`;

export default defineConfig({
  testDir: '.',
  outputDir: './.output/results',
  fullyParallel: false,
  // One server with one in-memory database: specs run one after another.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: serverCommand,
      cwd: '..',
      url: `${baseURL}/woms/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(PORTS.main) },
    },
    {
      command: serverCommand,
      cwd: '..',
      url: `${shortTtlURL}/woms/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(PORTS.shortTtl), TOKEN_TTL_S: '3' },
    },
  ],
});
