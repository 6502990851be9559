/**
 * Priorities and due times (docs/work-order-lifecycle.md "Priority and due time"): a 紧急 repair dispatched to the
 * operator with a planned time long past is overdue at once — flagged 已超期 beside its due time on the repair list,
 * listed among the operator's overdue orders on home, marked in the operator's 待办; the operator has been urged (the
 * demo's 高 repair with the operator, past its day, climbed the ladder's first rung when the server started); the
 * administrator's 时限设置 dialog shows the targets. The list at 1440 and 800 px in both themes and in English.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, look, signIn } from './support';

const SHANGHAI = 11;
const OPERATOR_ID = 2;
const LONG_AGO = '2001-01-01 08:00:00';
const REPAIRS = '/woms/WorkOrderTask/WarrantyTasks';

async function bearer(request: APIRequestContext, who: 'operator' | 'supervisor') {
  const token = await apiSignIn(request, ACCOUNTS[who].username, ACCOUNTS[who].password);
  return { authorization: `Bearer ${token}` };
}

/** The supervisor reports a 紧急 repair and dispatches it to the operator, planned long ago: its due time. */
async function urgentOverdueOrder(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, 'supervisor');
  const devices = await request.get(`/api/system/base/workOrder/devices?factoryId=${SHANGHAI}`, { headers });
  const device = ((await devices.json()) as { data: Array<{ deviceId: number }> }).data[0];
  const created = await request.post('/api/system/base/workOrder/fix', {
    headers,
    data: {
      factoryId: SHANGHAI,
      deviceId: device?.deviceId,
      reportContent: '优先级：紧急且已超期',
      priority: 1,
    },
  });
  const order = ((await created.json()) as { data: { taskId: number; taskNo: string } }).data;
  const dispatched = await request.post(`/api/system/base/workOrder/fix/${order.taskId}/dispatch`, {
    headers,
    data: { execBy: OPERATOR_ID, execTime: LONG_AGO },
  });
  expect(((await dispatched.json()) as { code: number }).code).toBe(200);
  return order.taskNo;
}

test('an overdue order is flagged on its list, on home and in 待办, and its executor is urged', async ({
  page,
  request,
}) => {
  const taskNo = await urgentOverdueOrder(request);
  await signIn(page, 'operator');

  // home: among the operator's overdue orders, with the time it was due
  const home = page.getByTestId(`home-overdue-${taskNo}`);
  await expect(home).toBeVisible();
  await expect(home).toContainText(`应完成 ${LONG_AGO}`);

  // the repair list: 紧急, and 已超期 in red beside its due time
  await page.goto(`${REPAIRS}?factoryId=${SHANGHAI}&myOrders=1&overdue=1`);
  const list = page.locator('.work-order-page:visible');
  const row = list.locator('.ant-table-row').filter({ hasText: taskNo });
  await expect(row).toBeVisible();
  await expect(row.locator('.ant-tag').filter({ hasText: '紧急' })).toBeVisible();
  const flag = row.locator('[data-overdue="true"]');
  await expect(flag).toContainText('已超期');
  await expect(flag).toContainText(LONG_AGO);
  for (const mode of ['bright', 'dark'] as const) {
    await page.evaluate(
      (theme) => localStorage.setItem('colorTheme', theme),
      mode === 'dark' ? 'woms-black' : 'woms-white',
    );
    await page.reload();
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row).toBeVisible();
      await look(page, `wo-priority-list-${mode}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(row.locator('.ant-tag').filter({ hasText: 'Urgent' })).toBeVisible();
  await expect(flag).toContainText('Overdue');
  await look(page, `wo-priority-list-en-1440`);
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();

  // 待办: the order's to-do marked overdue; 消息: the ladder's first rung, sent to the executor
  await page.getByTestId('message-button').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('tab', { name: '待办' }).click();
  const todo = drawer.locator('li').filter({ hasText: taskNo });
  await expect(todo.getByTestId('todo-overdue')).toHaveText('已超期');
  await drawer.getByRole('tab', { name: '消息' }).click();
  await expect(
    drawer
      .locator('li')
      .filter({ hasText: /已超时，请尽快处理/ })
      .first(),
  ).toBeVisible();
  await look(page, `wo-priority-urge-1440`);
});

test('the administrator opens 时限设置 from a work-order page and sees every priority’s targets', async ({
  page,
}) => {
  await signIn(page, 'admin', `${REPAIRS}?factoryId=${SHANGHAI}`);
  await page.locator('.work-order-page:visible').getByRole('button', { name: '时限设置' }).click();
  const dialog = page.getByRole('dialog', { name: '工单优先级时限' });
  await expect(dialog.getByLabel('紧急 完成时限（分钟）')).toHaveValue('240');
  await expect(dialog.getByLabel('低 响应时限（分钟）')).toHaveValue('1440');
  await look(page, `wo-priority-settings-1440`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the report dialog asks for the priority, 中 unless chosen otherwise; in English and dark at 800 px too
  await page
    .locator('.work-order-page:visible')
    .getByRole('button', { name: /^上\s*报$/ })
    .click();
  const report = page.getByRole('dialog', { name: '新增维修工单' });
  await expect(report.locator('.ant-form-item').filter({ hasText: '优先级' })).toContainText('中');
  await look(page, `wo-priority-report-1440`);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('colorTheme', 'woms-black');
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await page.locator('.work-order-page:visible').getByRole('button', { name: 'Time targets' }).click();
  const english = page.getByRole('dialog', { name: 'Order priority targets' });
  await expect(english.getByLabel('Urgent Completion (minutes)')).toHaveValue('240');
  await look(page, `wo-priority-settings-en-dark-800`);
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'zh-CN');
    localStorage.setItem('colorTheme', 'woms-white');
  });
});
