/**
 * A server restart with a console open (docs/architecture.md §3 "Live channels"): the console's sockets
 * come back on their own within 5 s of the server answering again, a message written meanwhile is in
 * the open drawer, and only once. The test runs a server of its own, on a data folder that survives the
 * restart, so that no other test sees it go away.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebSocket } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { chooseFactory, operatorReports, signIn } from './support';
import { freePort } from '../scripts/lib/free-port.mjs';
import { SERVER_ARGS } from '../scripts/lib/server-build.mjs';

interface OwnServer {
  url: string;
  /** stops the server (SIGTERM, as a deployment does), starts it again; answers when it is serving */
  restart: () => Promise<number>;
}

async function serving(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/woms/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`e2e: ${url} did not start`);
}

const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'woms-e2e-restart-'));
      // A copy of the run's demo-seeded folder when scripts/e2e.mjs made one (seeding takes ~11 s).
      const template = process.env.E2E_SEEDED_TEMPLATE;
      if (template) cpSync(template, join(dataDir, 'pg'), { recursive: true });
      // and of the files that go with it (docs/architecture.md §3 "Files"), when the seeding moved them there
      const templateFiles = process.env.E2E_SEEDED_TEMPLATE_FILES;
      if (templateFiles && existsSync(templateFiles))
        cpSync(templateFiles, join(dataDir, 'files'), { recursive: true });
      const env = {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: join(dataDir, 'pg'),
        FILES_DIR: join(dataDir, 'files'),
        SEED: 'demo',
        ALARM_SIMULATOR: 'off',
        CAPTCHA_TEST_CODE: '1234',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
        // A run at another hour of the day (docs/architecture.md §5 "Tests", "The hour of a run") keeps its faked
        // clock in this server too, or its messages would be hours apart from the demo's.
        ...Object.fromEntries(
          ['LD_PRELOAD', 'FAKETIME'].flatMap((name) => {
            const value = process.env[name];
            return value === undefined ? [] : [[name, value]];
          }),
        ),
      };
      let child: ChildProcess | null = null;
      const start = async () => {
        child = spawn(process.execPath, [...SERVER_ARGS], { env, stdio: 'ignore' });
        await serving(url, Date.now() + 60_000);
      };
      const stop = async () => {
        const running = child;
        if (!running || running.exitCode !== null) return;
        await new Promise((resolve) => {
          running.once('exit', resolve);
          running.kill('SIGTERM');
        });
      };
      await start();
      await use({
        url,
        restart: async () => {
          await stop();
          await start();
          return Date.now();
        },
      });
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
});

test('after a server restart the open drawer reconnects within 5 s and shows what was written meanwhile, once', async ({
  page,
  request,
  ownServer,
}) => {
  const sockets: Array<{ ws: WebSocket; at: number }> = [];
  page.on('websocket', (ws) => sockets.push({ ws, at: Date.now() }));
  await signIn(page, 'supervisor');
  if (!((await page.getByTestId('factory-picker').textContent()) ?? '').includes('上海第一水厂')) {
    await chooseFactory(page, '上海第一水厂');
  }
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  await expect(drawer.locator('li').first()).toBeVisible();
  await expect.poll(() => sockets.filter((s) => s.ws.url().includes('/api/ws/task/')).length).toBe(1);

  const before = sockets.length;
  await ownServer.restart();
  // Written at once, before the console can have reconnected (it tries every 4 s): it must come from
  // the resync, not from a push.
  const taskNo = await operatorReports(request);

  // Sockets opened since the restart began and still open: an attempt made while the server was coming
  // up may already have connected before restart() returned, and it counts.
  const reopened = (path: string) =>
    sockets.slice(before).filter((s) => !s.ws.isClosed() && s.ws.url().includes(path)).length;
  await expect.poll(() => reopened('/api/ws/task/'), { timeout: 5000 }).toBeGreaterThan(0);
  await expect.poll(() => reopened('/api/ws/count/'), { timeout: 5000 }).toBeGreaterThan(0);
  const item = drawer.locator('li').filter({ hasText: taskNo });
  await expect(item).toHaveCount(1, { timeout: 5000 });
  await expect(drawer.locator('li').first()).toContainText(taskNo);

  // And it stays once when the live frame of a later message arrives too.
  const next = await operatorReports(request);
  await expect(drawer.locator('li').filter({ hasText: next })).toHaveCount(1, { timeout: 1000 });
  await expect(item).toHaveCount(1);
});
