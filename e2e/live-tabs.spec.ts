/**
 * One browser tab per user holds the live sockets (docs/architecture.md §3 "Live channels"): the tabs of one
 * user elect a leader with a Web Lock and the others follow it over a BroadcastChannel; when the leader's
 * tab closes, another takes over within 5 s.
 */
import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

/** The count sockets a page holds open now. */
function countSockets(page: Page): Set<WebSocket> {
  const open = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/ws/count/')) return;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  return open;
}

test('two pages of the supervisor hold one count socket between them, and the other takes over when the leader closes', async ({
  page,
}) => {
  const second = await page.context().newPage();
  const sockets = new Map<Page, Set<WebSocket>>([
    [page, countSockets(page)],
    [second, countSockets(second)],
  ]);
  const total = () => [...sockets.values()].reduce((n, open) => n + open.size, 0);

  await signIn(page, 'supervisor');
  await expect.poll(total, { timeout: 10_000 }).toBe(1);
  await second.goto('/woms/index');
  await expect(second.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  // The second page has started its live store: give it time to open a socket it should not.
  await second.waitForTimeout(2_000);
  expect(total()).toBe(1);

  const leader = (sockets.get(page)?.size ?? 0) === 1 ? page : second;
  const follower = leader === page ? second : page;
  await leader.close();
  sockets.delete(leader);
  await expect.poll(() => sockets.get(follower)?.size ?? 0, { timeout: 5_000 }).toBe(1);
  expect(total()).toBe(1);
});
