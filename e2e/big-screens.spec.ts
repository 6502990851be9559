/**
 * The big screens and the process page (docs/requirements.md §2 "Routes open to all"; docs/architecture.md §3 "Big
 * screens and the process page"): the top bar leads to both screens, the internal one needs a sign-in, the public
 * ones show figures without one and carry no personal data, and their calls are limited per address.
 */
import type { Page, Response } from '@playwright/test';
import { ALARM_API, ALARM_SIMULATION, type AlarmSimulateResult } from '../contract/alarm';
import { SCREEN_API, SCREEN_RULE } from '../contract/screen';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, SHELL_CHUNK, shellChunkFetches, signIn } from './support';

/** What no public answer may contain: the demo accounts' names (the demo's phone numbers are checked server-side). */
const PERSONAL = Object.values(ACCOUNTS).flatMap((a) => [a.nickName, a.username]);

function assertNoPersonalData(body: string): void {
  for (const value of PERSONAL) expect(body, `a public answer names ${value}`).not.toContain(`"${value}"`);
  expect(body).not.toMatch(/"(?:phone|phonenumber|mobile|userName|nickName|email)"/i);
  // A mainland mobile number, standing alone (not inside a longer number such as a timestamp).
  expect(body).not.toMatch(/(?<![\d.])1[3-9]\d{9}(?![\d.])/);
}

test('the top bar opens the internal screen with its figures; signed out it asks for a sign-in', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  await page.getByTestId('big-screen').click();
  await expect(page).toHaveURL(/\/woms\/InternalLargeScreen$/);
  // Figures, not placeholders: the overdue count, the alarm total and a tile per factory of the supervisor.
  await expect(page.getByTestId('screen-overdue-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('screen-alarm-total')).toHaveText(/\d+/);
  await expect(page.getByTestId('screen-factory-11')).toContainText('上海第一水厂');
  await expect(page.getByTestId('screen-factory-12')).toContainText('苏州工业园能源站');
  await expect(page.getByTestId('screen-factory-21')).toHaveCount(0);
  await expect(page.locator('canvas').first()).toBeVisible();
  // Drawn inside the console, the wall fills its box at any width: no dark letterbox band above, below or beside it.
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      const box = await page.locator('.bs-fit').boundingBox();
      const wall = await page.locator('.bs-stage').boundingBox();
      expect(box && wall).toBeTruthy();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(box![side] - wall![side]), `${width} px: ${side}`).toBeLessThanOrEqual(1.5);
    }).toPass();
  }

  // Signed out, the same address sends to the sign-in page.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/woms/InternalLargeScreen');
  await expect(page).toHaveURL(/\/woms\/login/);
});

test('the external link opens the public screen in a new window, with figures and no personal data', async ({
  page,
}) => {
  await signIn(page, 'operator');
  const answers: Response[] = [];
  const shellChunks: string[] = [];
  page.context().on('response', (r) => {
    if (r.url().includes('/api/screen/public/')) answers.push(r);
    // the screen's window, drawn outside the shell, loads none of its chunks (docs/architecture.md §4 "Bundles")
    if (SHELL_CHUNK.test(r.url()) && r.frame().page() !== page) shellChunks.push(r.url());
  });
  const [screen] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('external-screen-link').click(),
  ]);
  await expect(screen).toHaveURL(/\/woms\/ExternalScreen$/);
  await expect(screen.getByTestId('screen-alarm-total')).toHaveText(/\d+/);
  await expect(screen.locator('canvas').first()).toBeVisible();
  await expect(screen.getByText('上海第一水厂').first()).toBeVisible();
  expect(shellChunks).toEqual([]);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    assertNoPersonalData(await answer.text());
  }
  // in English a plant's kind is read whole ("Energy station"), wrapping rather than cut
  await screen.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await screen.reload();
  const kinds = screen.locator('td.bs-table__wrap');
  await expect(kinds.filter({ hasText: 'Energy station' }).first()).toBeVisible({ timeout: 20_000 });
  expect(
    await kinds.evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
    ),
  ).toEqual([]);
});

test('the process page shows a plant’s stages in flow order with live values, without a sign-in', async ({
  page,
}) => {
  // A wall left with a session that has long expired still shows the page, not the sign-in.
  await page.addInitScript(() => {
    localStorage.setItem('access_token', 'expired-access-token');
    localStorage.setItem('refresh_token', 'expired-refresh-token');
  });
  const shellChunks = shellChunkFetches(page);
  await page.goto('/woms/Process?factoryId=11');
  await expect(page).toHaveURL(/\/woms\/Process\?factoryId=11$/);
  const flow = page.getByTestId('process-flow');
  await expect(flow.locator('[data-testid^="process-stage-"]').first()).toBeVisible();
  expect(await flow.locator('[data-testid^="process-stage-"]').count()).toBeGreaterThanOrEqual(5);
  // Live values with their units on some stage, read from the meters.
  await expect(flow.getByText(/m³\/h|NTU/).first()).toBeVisible();
  const plants = await page.request.get(SCREEN_API.PUBLIC_PLANTS);
  assertNoPersonalData(await plants.text());
  const process = await page.request.get(`${SCREEN_API.PUBLIC_PROCESS}/11`);
  assertNoPersonalData(await process.text());
  expect(shellChunks).toEqual([]);
});

test('the internal screen follows alarms raised elsewhere within 5 s, pushed through the live channels', async ({
  page,
  request,
}) => {
  // The count socket is open once its own resync (a count call after the socket was made) has gone out.
  let socketMade = false;
  let countAfterSocket = 0;
  /** the last call that moves the screen (the alarm window and message counts follow the same live frames) or is its load */
  let lastMove = Date.now();
  page.on('websocket', (ws) => {
    if (ws.url().includes('/api/ws/count/')) socketMade = true;
  });
  page.on('request', (r) => {
    const url = r.url();
    const counts = url.includes('/system/base/task/msg/count/');
    if (socketMade && counts) countAfterSocket += 1;
    if (counts || url.includes(ALARM_API.WINDOW) || url.includes(SCREEN_API.INTERNAL)) lastMove = Date.now();
  });
  await signIn(page, 'admin', '/woms/InternalLargeScreen');
  const total = async (p: Page) =>
    Number(((await p.getByTestId('screen-alarm-total').textContent()) ?? '').replace(/\D/g, ''));
  await expect(page.getByTestId('screen-alarm-total')).toHaveText(/\d/);
  await expect.poll(() => countAfterSocket, { timeout: 10_000 }).toBeGreaterThan(0);
  // Settled: the refreshes the start-up itself caused are over (longer than the screen's 1.5 s live-frame delay).
  await expect
    .poll(() => Date.now() - lastMove, { timeout: 15_000, intervals: [250] })
    .toBeGreaterThan(2_500);
  const before = await total(page);

  const token = await apiSignIn(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const reply = await request.post(ALARM_API.SIMULATE, {
    headers: { authorization: `Bearer ${token}` },
    data: { what: ALARM_SIMULATION.BURST, factoryId: 11 },
  });
  const { data } = (await reply.json()) as { data: AlarmSimulateResult };
  expect(data.changed).toBeGreaterThan(0);
  // Far below the screen's 30 s timer and the alarm poll's minutes: only the push can move it this soon.
  await expect.poll(() => total(page), { timeout: 5_000 }).not.toBe(before);
});

// Last in this file: the address is then limited for a minute on this worker's server.
test('the public routes answer 429 beyond their limit per address', async ({ request }) => {
  let refused: Awaited<ReturnType<typeof request.get>> | null = null;
  for (let i = 0; i <= SCREEN_RULE.PUBLIC_LIMIT && refused === null; i += 1) {
    const reply = await request.get(SCREEN_API.PUBLIC_PLANTS);
    if (reply.status() === 429) refused = reply;
    else expect(reply.status()).toBe(200);
  }
  expect(refused, 'no 429 within the limit + 1 calls').not.toBeNull();
  expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0);
  expect(((await refused?.json()) as { code: number }).code).toBe(429);
});
