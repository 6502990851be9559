/**
 * The order sheet (docs/work-order-lifecycle.md "Order sheet"): from a closed repair's detail, 打印 opens its A4
 * sheet in a new tab with the plant and number, the parts used, one history row per process log and the lines to
 * sign; printed (print media), the toolbar is gone. Screenshots of the sheet on screen and as printed.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TaskLog, WoDetail, WoRow } from '../contract/work-order';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, look, signIn } from './support';

const SHANGHAI = 11;
const WO = '/api/system/base/workOrder';

/** A closed repair of the demo in 上海第一水厂 that used parts and was accepted, with its process log. */
async function closedRepair(request: APIRequestContext): Promise<{ order: WoDetail; logs: TaskLog[] }> {
  const { username, password } = ACCOUNTS.supervisor;
  const headers = { authorization: `Bearer ${await apiSignIn(request, username, password)}` };
  const get = async <T>(url: string) =>
    ((await (await request.get(url, { headers })).json()) as { data: T }).data;
  const list = await request.get(`${WO}/fix/list?factoryId=${SHANGHAI}&status=9&pageNum=1&pageSize=30`, {
    headers,
  });
  for (const row of ((await list.json()) as { rows: WoRow[] }).rows) {
    const order = await get<WoDetail>(`${WO}/fix/${row.taskId}`);
    if (order.partsList.length > 0 && order.acceptList.length > 0)
      return { order, logs: await get<TaskLog[]>(`/api/system/base/task/log/list?taskId=${row.taskId}`) };
  }
  throw new Error('e2e: the demo has no closed repair with parts and an acceptance in 上海第一水厂');
}

test('打印 in a repair detail opens its A4 sheet; print media shows the sheet alone', async ({
  page,
  request,
}) => {
  const { order, logs } = await closedRepair(request);
  await signIn(
    page,
    'supervisor',
    `/woms/TicketHistory/WarrantyTasksHistory?factoryId=${SHANGHAI}&taskNo=${order.taskNo}`,
  );
  const detail = page.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toContainText(order.taskNo);

  const [sheetPage] = await Promise.all([
    page.context().waitForEvent('page'),
    detail.getByRole('button', { name: /打\s*印/ }).click(),
  ]);
  await expect(sheetPage).toHaveURL(new RegExp(`/woms/WorkOrderSheet/fix/${order.taskId}$`));
  const sheet = sheetPage.getByTestId('order-sheet');
  await expect(sheet).toBeVisible({ timeout: 30_000 });

  // header: the plant, the kind and number
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('上海第一水厂');
  await expect(sheet).toContainText(`维修工单 ${order.taskNo}`);
  // the parts used, each with its quantity
  const handling = sheet.getByTestId('sheet-handling');
  for (const part of order.partsList) {
    const row = handling.locator('.ant-table-row').filter({ hasText: part.partsCode });
    await expect(row).toContainText(part.partsName);
    await expect(row).toContainText(String(part.quantity));
  }
  // one history row per process log, the report first
  const history = sheet.getByTestId('sheet-history').locator('tbody tr[data-row-key]');
  await expect(history).toHaveCount(logs.length);
  await expect(history.first()).toContainText('上报');
  await expect(history.last()).toContainText(logs.at(-1)?.createTime ?? '');
  // the lines to sign
  await expect(sheet.getByTestId('sheet-sign')).toContainText(`执行人签字（${order.execByName}）`);
  await expect(sheet.getByTestId('sheet-sign')).toContainText('验收人签字');
  await expect(sheet.getByTestId('sheet-handling').locator('img').first()).toBeVisible();
  await look(sheetPage, `order-sheet-1440`, { fullPage: true });

  // printed: the toolbar goes, the sheet stays
  const print = sheetPage.getByRole('button', { name: /打\s*印/ });
  await expect(print).toBeVisible();
  await sheetPage.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(sheet).toBeVisible();
  await look(sheetPage, `order-sheet-print`, { fullPage: true });
});
