/**
 * A server restart with a console open (docs/architecture.md §3 "Live channels"): the console's sockets
 * come back on their own within 5 s of the server answering again, a message written meanwhile is in
 * the open drawer, and only once. The test runs a server of its own (own-server.ts), on a data folder that survives
 * the restart, so that no other test sees it go away.
 */
import type { WebSocket } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { prepareServer } from './own-server';
import { ensureFactory, operatorReports, signIn } from './support';

interface RestartableServer {
  url: string;
  /** stops the server (SIGTERM, as a deployment does), starts it again; answers when it is serving */
  restart: () => Promise<number>;
}

const test = base.extend<object, { ownServer: RestartableServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await prepareServer();
      await server.start();
      await use({
        url: server.url,
        restart: async () => {
          await server.stop();
          await server.start();
          return Date.now();
        },
      });
      await server.remove();
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
  await ensureFactory(page, '上海第一水厂');
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
  // Shown by the list asked again once the socket is back (how long that takes is the machine's, not the design's).
  const item = drawer.locator('li').filter({ hasText: taskNo });
  await expect(item).toHaveCount(1, { timeout: 20_000 });
  await expect(drawer.locator('li').first()).toContainText(taskNo);

  // And it stays once when the live frame of a later message arrives too.
  const next = await operatorReports(request);
  await expect(drawer.locator('li').filter({ hasText: next })).toHaveCount(1, { timeout: 10_000 });
  await expect(item).toHaveCount(1);
});
