/**
 * Live channels in the browser (docs/requirements.md §2 "Message drawer", §4 "Message"; docs/architecture.md §3
 * "Live channels"): what another user does reaches an open console at once, without polling.
 */
import { expect, test } from './fixtures';
import { apiSignIn, ensureFactory, operatorReports, operatorReportsOrder, signIn } from './support';

const FACTORY = '上海第一水厂';

test("the operator's new order reaches the supervisor's badge and open drawer within 1 s, and opens in a new tab", async ({
  page,
  request,
}) => {
  await signIn(page, 'supervisor');
  await ensureFactory(page, FACTORY);
  const badge = page.getByTestId('message-badge').locator('.ant-badge-count');
  await expect(badge).toBeVisible();
  const before = Number(await badge.getAttribute('title'));

  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  await expect(drawer.locator('li').first()).toBeVisible();

  const taskNo = await operatorReports(request);
  // Measured from the moment the report was answered: the push, not a reload, must bring it.
  const item = drawer.locator('li').filter({ hasText: taskNo });
  await expect(item).toBeVisible({ timeout: 1000 });
  await expect(drawer.locator('li').first()).toContainText(taskNo);
  await expect(badge).toHaveAttribute('title', String(before + 1), { timeout: 1000 });
  await expect(item).toHaveCount(1);

  // The to-do opens its order in a new browser tab under /woms; this page stays where it was.
  const here = page.url();
  const [target] = await Promise.all([
    page.context().waitForEvent('page'),
    item.locator('button').first().click(),
  ]);
  await expect(target).toHaveURL(new RegExp(`/woms/[A-Za-z/]+\\?factoryId=11&taskNo=${taskNo}`));
  await expect(target.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  expect(page.url()).toBe(here);
  await target.close();
});

test('a to-do leaves the supervisor\'s open 待办 and badge without reload once another user takes the step (docs/requirements.md §3 "To-do queue")', async ({
  page,
  request,
}) => {
  await signIn(page, 'supervisor');
  await ensureFactory(page, FACTORY);
  const { taskId, taskNo } = await operatorReportsOrder(request);
  const badge = page.getByTestId('message-badge').locator('.ant-badge-count');
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  const item = drawer.locator('li').filter({ hasText: taskNo });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toContainText('待派单');
  const before = Number(await badge.getAttribute('title'));

  // The administrator dispatches it: the supervisor's 待派单 is done with.
  const token = await apiSignIn(request, 'admin', 'admin123');
  const headers = { authorization: `Bearer ${token}` };
  const staff = await request.get('/api/system/base/task/common/listStaff?factoryId=11', { headers });
  const execBy = ((await staff.json()) as { data: Array<{ userId: number; userName: string }> }).data.find(
    (u) => u.userName === 'operator',
  )?.userId;
  const dispatched = await request.post(`/api/system/base/workOrder/fix/${taskId}/dispatch`, {
    headers,
    data: { execBy },
  });
  expect(((await dispatched.json()) as { code: number }).code).toBe(200);

  await expect(item).toHaveCount(0, { timeout: 15_000 });
  await expect(badge).toHaveAttribute('title', String(before - 1), { timeout: 15_000 });
});

test('an English console receives a live to-do with its title in English (docs/i18n.md "Live frames")', async ({
  page,
  request,
}) => {
  // a console whose language was English before it opened: its sockets name English when they open
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/api/ws/task/'))
      ws.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  await signIn(page, 'supervisor');
  await expect(page.getByTestId('top-bar')).toContainText(/Work orders|Production|Assets/);
  await ensureFactory(page, FACTORY);
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: 'To-do' }).click();
  await expect(drawer.locator('li').first()).toBeVisible();

  const taskNo = await operatorReports(request);
  const item = drawer.locator('li').filter({ hasText: taskNo });
  await expect(item).toBeVisible({ timeout: 1000 });
  await expect(item).toContainText('A new repair order waits for dispatch');
  await expect(item).not.toContainText('您有新的');
  // the frame itself carried the English title (not a reload of the list)
  const frame = JSON.parse(frames.find((f) => f.includes(taskNo)) ?? '{}') as {
    lang?: string;
    taskMsg?: { msgTitle?: string };
  };
  expect([frame.lang, frame.taskMsg?.msgTitle]).toEqual(['en', 'A new repair order waits for dispatch']);
});
