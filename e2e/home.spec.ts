/**
 * Home per user (docs/requirements.md §2 "Home"): the operator sees an order dispatched to them with its planned
 * execution time past among their overdue orders, and its link opens the order's page filtered to it; the 已超期
 * figure opens the repair list filtered to the operator's overdue orders with the filters' tags; the figures follow an
 * order that moves without a reload; home and the filtered list at 1440 and 800 px in both themes.
 */
import type { APIRequestContext } from '@playwright/test';
import type { HomeSummary } from '../contract/home';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, look, signIn } from './support';

const SHANGHAI = 11;
const OPERATOR_ID = 2;
/** long before any demo order's plan, so that it is the operator's most overdue and listed first */
const LONG_AGO = '2001-01-01 08:00:00';

async function bearer(request: APIRequestContext, who: 'operator' | 'supervisor') {
  const token = await apiSignIn(request, ACCOUNTS[who].username, ACCOUNTS[who].password);
  return { authorization: `Bearer ${token}` };
}

/** The supervisor reports a repair in 上海第一水厂 and dispatches it to the operator, planned long ago. */
async function overdueOrderForOperator(
  request: APIRequestContext,
): Promise<{ taskId: number; taskNo: string }> {
  const headers = await bearer(request, 'supervisor');
  const devices = await request.get(`/api/system/base/workOrder/devices?factoryId=${SHANGHAI}`, { headers });
  const device = ((await devices.json()) as { data: Array<{ deviceId: number }> }).data[0];
  const created = await request.post('/api/system/base/workOrder/fix', {
    headers,
    data: { factoryId: SHANGHAI, deviceId: device?.deviceId, reportContent: '首页：超期未处理的维修' },
  });
  const order = ((await created.json()) as { data: { taskId: number; taskNo: string } }).data;
  const dispatched = await request.post(`/api/system/base/workOrder/fix/${order.taskId}/dispatch`, {
    headers,
    data: { execBy: OPERATOR_ID, execTime: LONG_AGO },
  });
  expect(((await dispatched.json()) as { code: number }).code).toBe(200);
  return order;
}

/** The kinds of the operator's orders that are overdue, in home's own answer. */
async function overdueKinds(request: APIRequestContext): Promise<string[]> {
  const summary = await homeSummary(request);
  return summary.orderKinds.filter((k) => k.overdue > 0).map((k) => k.kind);
}

async function overdueCount(request: APIRequestContext, kind: string): Promise<number> {
  const summary = await homeSummary(request);
  return summary.orderKinds.find((k) => k.kind === kind)?.overdue ?? 0;
}

async function homeSummary(request: APIRequestContext): Promise<HomeSummary> {
  const res = await request.get(`/api/home/summary?factoryId=${SHANGHAI}`, {
    headers: await bearer(request, 'operator'),
  });
  return ((await res.json()) as { data: HomeSummary }).data;
}

test('an order dispatched to the operator, planned in the past, comes onto home live and its link opens it', async ({
  page,
  request,
}) => {
  await signIn(page, 'operator');
  const overdue = page.getByTestId('home-overdue-orders').locator('.ant-statistic-content-value');
  await expect(overdue).toHaveText(/^\d+$/);
  await expect(page.getByTestId('home-alarms')).toBeVisible();
  const before = Number(await overdue.innerText());

  // The supervisor dispatches it (as on another console): the operator's to-do frame brings it onto home, no reload.
  const order = await overdueOrderForOperator(request);
  const row = page.getByTestId(`home-overdue-${order.taskNo}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('首页：超期未处理的维修');
  await expect(row).toContainText(`应完成 ${LONG_AGO}`);
  await expect(overdue).toHaveText(String(before + 1));
  // it is one of the operator's to-dos too: the figure opens the drawer's 待办 tab on that kind, the order listed
  await page.getByTestId('home-todos').getByRole('button', { name: '查看待处理' }).click();
  const drawer = page.locator('.woms-message-drawer');
  await expect(drawer.getByRole('tab', { name: '待办' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.locator('.woms-message-item').filter({ hasText: order.taskNo })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  for (const mode of ['bright', 'dark'] as const) {
    if (mode === 'dark') {
      await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/woms-black/);
    }
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row).toBeVisible();
      await look(page, `home-${mode}-${width}`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // en-US: the English weekday in the greeting's date, the figures' titles translated
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  // the browser's own day, as dayjs takes it
  const weekday = await page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'long' }));
  await expect(page.getByText(/^Today is /)).toContainText(weekday);
  await expect(page.getByTestId('home-orders')).toContainText('My orders');
  await expect(row).toBeVisible();
  await look(page, `home-dark-en-1440`, { fullPage: true });
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();

  // The 已超期 figure opens the repair list filtered to the operator's overdue orders, the filters shown as tags: at
  // once when only repairs are overdue, else through the menu of kinds (demo orders of other kinds may be overdue).
  const kinds = await overdueKinds(request);
  expect(kinds).toContain('fix');
  await page.getByRole('button', { name: '查看我的已超期工单' }).click();
  if (kinds.length > 1) {
    const item = page.getByRole('menuitem', { name: /^维修工单 \d+$/ });
    await expect(item).toBeVisible();
    await look(page, `home-overdue-menu-1440`);
    await item.click();
  }
  await expect(page).toHaveURL(
    new RegExp(`/woms/WorkOrderTask/WarrantyTasks\\?factoryId=${SHANGHAI}&myOrders=1&overdue=1$`),
  );
  const list = page.locator('.work-order-page:visible');
  await expect(list.locator('.ant-table-row').filter({ hasText: order.taskNo })).toBeVisible();
  const overdueTag = list.getByTestId('wo-link-filter-overdue');
  await expect(overdueTag).toHaveText('只看已超期');
  await expect(list.getByTestId('wo-link-filter-myOrders')).toHaveText('我的未关闭工单');
  // every row listed is overdue: its planned time before now, handled by nobody yet
  await expect(list.locator('.ant-table-row')).toHaveCount(await overdueCount(request, 'fix'));
  for (const mode of ['bright', 'dark'] as const) {
    await page.evaluate(
      (theme) => localStorage.setItem('colorTheme', theme),
      mode === 'dark' ? 'woms-black' : 'woms-white',
    );
    await page.reload();
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(overdueTag).toBeVisible();
      await look(page, `home-filtered-list-${mode}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(overdueTag).toHaveText('Overdue only');
  await expect(list.getByTestId('wo-link-filter-myOrders')).toHaveText('My open orders');
  await look(page, `home-filtered-list-en-1440`);
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();
  // closing the overdue tag lists all the operator's open repairs, the order still among them
  await list.getByRole('button', { name: '清除筛选：只看已超期' }).click();
  await expect(overdueTag).toBeHidden();
  await expect(list.locator('.ant-table-row').filter({ hasText: order.taskNo })).toBeVisible();

  // The order's own link opens the repair orders' page filtered to it (?factoryId=&taskNo=, as a message link does).
  await page.goto('/woms/index');
  await row.getByRole('button', { name: `查看工单 ${order.taskNo}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/woms/WorkOrderTask/WarrantyTasks\\?factoryId=${SHANGHAI}&taskNo=${order.taskNo}$`),
  );
  await expect(page.locator('.ant-table-row').filter({ hasText: order.taskNo })).toBeVisible();
});
