import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  apiSignIn,
  chooseOption,
  look,
  operatorReportsOrder,
  signIn,
  stockedPart,
} from './support';

/**
 * 备件管理 (docs/parts.md) in the browser: the executor handles a repair order using 2 parts picked from the factory's
 * stock; the stock falls by 2 and the ledger shows the issue against the order. The page is shot at 1440 and 800 px,
 * bright and dark, in Chinese and in English.
 */

const WARRANTY = '/woms/WorkOrderTask/WarrantyTasks';
const PARTS = '/woms/Parts';
const FACTORY = 11;

async function asSupervisor(request: APIRequestContext) {
  const token = await apiSignIn(request, ACCOUNTS.supervisor.username, ACCOUNTS.supervisor.password);
  return { authorization: `Bearer ${token}` };
}

/** The supervisor dispatches the order to the operator. */
async function dispatchToOperator(request: APIRequestContext, taskId: number): Promise<void> {
  const headers = await asSupervisor(request);
  const staff = await request.get(`/api/system/base/task/common/listStaff?factoryId=${FACTORY}`, { headers });
  const people = ((await staff.json()) as { data: { userId: number; userName: string }[] }).data;
  const operator = people.find((p) => p.userName === 'operator');
  const res = await request.post(`/api/system/base/workOrder/fix/${taskId}/dispatch`, {
    headers,
    data: { execBy: operator?.userId },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('.parts-page')).toBeVisible();
    await look(page, `parts-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the executor handles an order with 2 parts from stock: the stock falls by 2, the ledger shows the issue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const code = `E2E-MS-${Date.now() % 1_000_000}`;
  await stockedPart(request, code, FACTORY);
  const { taskId, taskNo } = await operatorReportsOrder(request);
  await dispatchToOperator(request, taskId);

  // ── the operator handles it, picking the part from the factory's stock
  await signIn(page, 'operator', `${WARRANTY}?factoryId=${FACTORY}&taskNo=${taskNo}`);
  const dialog = page.getByRole('dialog', { name: '处理工单' });
  await expect(dialog).toBeVisible();
  await chooseOption(page, dialog.getByLabel('处理结果'), '已修复');
  await dialog.getByLabel('处理描述').fill('更换机械密封，试运行正常');
  await chooseOption(page, dialog.getByRole('combobox', { name: '从库存选择' }), code);
  await expect(dialog.getByLabel('备件编码 1')).toHaveValue(code);
  await expect(dialog.getByLabel('备件编码 1')).toBeDisabled();
  await dialog.getByLabel('数量 1').fill('2');
  await look(page, `parts-handle-1440`);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('操作成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  // ── the stock fell by 2
  await page.goto(PARTS);
  const parts = page.locator('.parts-page');
  const stockTab = parts.locator('.ant-tabs-tabpane-active');
  await stockTab.getByLabel('编码/名称').fill(code);
  await stockTab.getByRole('button', { name: /搜\s*索|查\s*询/ }).click();
  const stockRow = stockTab.locator('.ant-table-row').filter({ hasText: code });
  await expect(stockRow).toBeVisible();
  // the columns: code, name, then the quantity
  await expect(stockRow.locator('.ant-table-cell').nth(2)).toHaveText('3');

  // ── the ledger shows the issue against the order
  await parts.getByRole('tab', { name: '出入库记录' }).click();
  const ledger = parts.locator('.ant-tabs-tabpane-active');
  const issue = ledger.locator('.ant-table-row').filter({ hasText: taskNo });
  await expect(issue).toBeVisible();
  await expect(issue).toContainText(code);
  await expect(issue).toContainText('出库');
  await expect(issue).toContainText('-2');
  await look(page, `parts-ledger-1440`);

  // ── the keeper's view of the demo stock: the shots, bright and dark, Chinese and English
  await signIn(page, 'supervisor', PARTS);
  await expect(page.locator('.parts-page .ant-table-row').first()).toBeVisible();
  await shoot(page, 'bright');

  // dark, then English dark and bright: every label translated
  await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await shoot(page, 'dark');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(page.locator('.parts-page').getByRole('tab', { name: 'Ledger' })).toBeVisible();
  await shoot(page, 'en-dark');
  await page.evaluate(() => localStorage.removeItem('colorTheme'));
  await page.reload();
  await expect(page.locator('.parts-page').getByRole('tab', { name: 'Stock' })).toBeVisible();
  await shoot(page, 'en-bright');
  await page.evaluate(() => localStorage.removeItem('locale'));
});
