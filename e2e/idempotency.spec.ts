/**
 * Idempotent writes in the browser (docs/architecture.md §3 "Idempotent writes"): a new order whose answer is lost
 * (the server created it, the connection was cut before the answer arrived) and submitted again by the user is one
 * order, not two.
 */
import { expect, test } from './fixtures';
import { chooseOption, signIn } from './support';

const WARRANTY = '/woms/WorkOrderTask/WarrantyTasks';

test('a new order whose answer was lost and is submitted again is created once', async ({ page }) => {
  const content = `E2E 应答丢失 ${Date.now() % 1_000_000}`;
  await signIn(page, 'supervisor', WARRANTY);
  const list = page.locator('.work-order-page');
  await list.getByRole('button', { name: /上\s*报/ }).click();
  const report = page.getByRole('dialog', { name: '新增维修工单' });
  await chooseOption(page, report.getByLabel('设备'), '1#送水泵');
  await report.getByLabel('报修内容').fill(content);

  // The first submit reaches the server, which creates the order; its answer never reaches the page.
  let cut = 0;
  const keys: string[] = [];
  await page.route('**/api/system/base/workOrder/fix', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (cut === 0) {
      cut += 1;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await report.getByRole('button', { name: /提\s*交|确\s*定/ }).click();
  await expect(page.getByText('后端接口连接异常').last()).toBeVisible();
  await expect(report).toBeVisible();

  // The user submits again: the server answers with the order it made the first time.
  await report.getByRole('button', { name: /提\s*交|确\s*定/ }).click();
  await expect(page.getByText(/新增成功/).last()).toBeVisible();
  await expect(report).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  // Newest first: a second order would be listed beside the first.
  await expect(list.locator('.ant-table-row').filter({ hasText: content })).toHaveCount(1);
});
