/**
 * One browser tab per user holds the live sockets (docs/architecture.md §3 "Live channels"): the tabs of one
 * user elect a leader with a Web Lock and the others follow it over a BroadcastChannel; when the leader's
 * tab closes, another takes over within 5 s.
 */
import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

/** The sockets of one channel ('/api/ws/count/' or '/api/ws/task/') a page holds open now. */
function openSockets(page: Page, channel: string): Set<WebSocket> {
  const open = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes(channel)) return;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  return open;
}

test('two pages of the supervisor hold one socket pair between them, and the other takes over when the leader closes', async ({
  page,
}) => {
  const second = await page.context().newPage();
  const sockets = new Map<Page, Set<WebSocket>>([
    [page, openSockets(page, '/api/ws/count/')],
    [second, openSockets(second, '/api/ws/count/')],
  ]);
  const tasks = [openSockets(page, '/api/ws/task/'), openSockets(second, '/api/ws/task/')];
  const total = () => [...sockets.values()].reduce((n, open) => n + open.size, 0);
  const taskTotal = () => tasks.reduce((n, open) => n + open.size, 0);

  await signIn(page, 'supervisor');
  await expect.poll(total, { timeout: 10_000 }).toBe(1);
  await second.goto('/woms/index');
  await expect(second.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  // The second page has started its live store: give it time to open a socket it should not.
  await second.waitForTimeout(2_000);
  expect(total()).toBe(1);

  // Both drawers open: still one task socket, the leader's, whichever page asked first.
  for (const p of [page, second]) {
    await p.bringToFront();
    await p.getByTestId('message-button').click();
    await expect(p.locator('.ant-drawer-content')).toBeVisible();
  }
  await expect.poll(taskTotal, { timeout: 10_000 }).toBe(1);
  await second.waitForTimeout(1_000);
  expect(taskTotal()).toBe(1);
  expect(total()).toBe(1);

  const leader = (sockets.get(page)?.size ?? 0) === 1 ? page : second;
  const follower = leader === page ? second : page;
  await leader.close();
  sockets.delete(leader);
  await expect.poll(() => sockets.get(follower)?.size ?? 0, { timeout: 5_000 }).toBe(1);
  expect(total()).toBe(1);
});
