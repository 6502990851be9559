import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changeGivenPassword, chooseOption, look, signIn, storedToken, storeSignIn } from './support';

// The tests share nothing: they may run on both workers at once. The whole-life journey is the longest
// e2e test; in a file sorted early it runs beside the others instead of alone at the end of the run.
test.describe.configure({ mode: 'parallel' });

/**
 * The repair order's whole life in the browser: the supervisor reports a fault and dispatches
 * it to the operator; the operator handles it with a part and a photo; the supervisor audits and
 * dispatches the acceptance to himself; the acceptance is rejected once (back to handling), then passed;
 * the timeline shows every step in order; an operator of another factory never sees the order.
 */

const WARRANTY = '/woms/WorkOrderTask/WarrantyTasks';
const AUDIT = '/woms/WorkOrderReview/WarrantyTasksAudit';
const ACCEPTANCE = '/woms/WorkOrderTask/WorkOrderAcceptance';
const HISTORY = '/woms/TicketHistory/WarrantyTasksHistory';
const FACTORY = 11;

/** A 1×1 PNG: the photo the operator attaches. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const orderUrl = (path: string, taskNo: string) => `${path}?factoryId=${FACTORY}&taskNo=${taskNo}`;

async function submit(page: Page, dialog: Locator, toast = '操作成功') {
  await dialog.getByRole('button', { name: /提\s*交|确\s*定/ }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens an order by the link the message centre uses; the page opens its first action's dialog. */
async function openOrder(page: Page, path: string, taskNo: string, dialogName: string | RegExp) {
  await page.goto(orderUrl(path, taskNo));
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function handle(page: Page, taskNo: string, desc: string) {
  const dialog = await openOrder(page, WARRANTY, taskNo, '处理工单');
  await chooseOption(page, dialog.getByLabel('处理结果'), '已修复');
  await dialog.getByLabel('处理描述').fill(desc);
  // A new handling replaces the parts and photos of the one before: each carries its own.
  await dialog.getByRole('button', { name: '添加备件' }).click();
  await dialog.getByLabel('备件编码 1').fill('BJ-MS-45');
  await dialog.getByLabel('备件名称 1').fill('机械密封');
  await dialog.getByLabel('规格型号 1').fill('45mm');
  await dialog.getByLabel('数量 1').fill('1');
  await dialog.locator('input[type=file][accept*="png"]').setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(1);
  await submit(page, dialog);
}

/** The auditor reads the report and the handling in full before deciding (`desc`: the handling's description). */
async function audit(page: Page, taskNo: string, desc?: string, shot?: string) {
  const dialog = await openOrder(page, AUDIT, taskNo, '审核工单');
  if (desc) {
    await expect(dialog).toContainText(desc);
    for (const text of ['报修内容', '处理描述', '备件', 'BJ-MS-45', '机械密封', '处理图片'])
      await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByAltText('seal.png')).toBeVisible();
    if (shot) await look(page, shot, { fullPage: true });
  }
  await dialog.getByLabel('通过', { exact: true }).check();
  await dialog.getByLabel('审核意见').fill('处理到位');
  await submit(page, dialog);
}

async function dispatchAcceptance(page: Page, taskNo: string) {
  const dialog = await openOrder(page, ACCEPTANCE, taskNo, '派发验收');
  await chooseOption(page, dialog.getByLabel('验收人'), '主管老李');
  await submit(page, dialog);
}

async function accept(page: Page, taskNo: string, pass: boolean) {
  const dialog = await openOrder(page, ACCEPTANCE, taskNo, '验收工单');
  await dialog.getByLabel(pass ? '验收通过' : '验收不通过', { exact: true }).check();
  await dialog.getByLabel('验收描述').fill(pass ? '运行平稳，验收通过' : '仍有轻微渗漏，请复查');
  await submit(page, dialog);
}

test('a repair order runs its whole life in the browser, and stays within its factory', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const content = `E2E 送水泵异响 ${stamp}`;

  // ── supervisor reports the fault and dispatches it to the operator
  await signIn(page, 'supervisor', WARRANTY);
  const list = page.locator('.work-order-page');
  await list.getByRole('button', { name: /上\s*报/ }).click();
  const report = page.getByRole('dialog', { name: '新增维修工单' });
  await chooseOption(page, report.getByLabel('设备'), '1#送水泵');
  await report.getByLabel('报修内容').fill(content);
  await submit(page, report, '新增成功');

  const row = list.locator('.ant-table-row').filter({ hasText: content });
  await expect(row).toBeVisible();
  await expect(row).toContainText('待派单');
  const taskNo = (await row.locator('.ant-table-cell').first().innerText()).trim();
  expect(taskNo).toMatch(/^WX\d{12}$/);

  await row.getByRole('button', { name: '派单' }).click();
  const dispatch = page.getByRole('dialog', { name: '派单' });
  await chooseOption(page, dispatch.getByLabel('执行人'), '运维员小王');
  await submit(page, dispatch);
  await expect(row).toContainText('处理中');

  // ── the operator finds it among his to-dos and handles it with a part and a photo
  // Switching user: sign in through the API, the next page opened is the new user's.
  await signIn(page, 'operator', WARRANTY);
  await page.getByRole('switch', { name: '只看我的' }).click();
  await expect(list.locator('.ant-table-row').filter({ hasText: taskNo })).toBeVisible();
  await handle(page, taskNo, '更换机械密封，试运行正常');

  // ── the supervisor audits, dispatches the acceptance to himself and rejects it once
  await storeSignIn(page, 'supervisor');
  await audit(page, taskNo, '更换机械密封，试运行正常', 'work-order-audit-1440');
  await dispatchAcceptance(page, taskNo);
  await accept(page, taskNo, false);

  // ── back to the operator: handling again
  await storeSignIn(page, 'operator');
  await handle(page, taskNo, '复查渗漏，重新更换密封并紧固');

  // ── audit, acceptance dispatch and the passing acceptance close the order
  await storeSignIn(page, 'supervisor');
  await audit(page, taskNo);
  await dispatchAcceptance(page, taskNo);
  await accept(page, taskNo, true);

  await page.goto(orderUrl(HISTORY, taskNo));
  const detail = page.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(content);
  await expect(detail).toContainText('运维员小王');
  await expect(detail).toContainText('仍有轻微渗漏，请复查');
  await expect(detail.locator('img').first()).toBeVisible();
  await look(page, `work-order-detail-1440`);
  await detail
    .getByRole('button', { name: /关\s*闭|Close/ })
    .first()
    .click();

  // The timeline lists every step in order.
  const closedRow = list.locator('.ant-table-row').filter({ hasText: taskNo });
  await closedRow.getByRole('button', { name: '流程' }).click();
  const timeline = page.getByRole('dialog', { name: '流程时间轴' });
  const steps = timeline.locator('.ant-timeline-item');
  await expect(steps).toHaveCount(10);
  // It starts at the report (上报: who, when, what), then docs/requirements.md §3 log types: dispatch 3, handling 1,
  // approval 2, acceptance dispatch 4, acceptance 5.
  const types = await timeline
    .locator('[data-log-type]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-log-type'))));
  expect(types).toEqual([0, 3, 1, 2, 4, 5, 1, 2, 4, 5]);
  await expect(steps.nth(0)).toContainText('上报人：主管老李');
  await expect(steps.nth(0)).toContainText(content);
  await expect(steps.nth(5)).toContainText('仍有轻微渗漏，请复查');
  await expect(steps.nth(9)).toContainText('运行平稳，验收通过');
  await look(page, `work-order-timeline-1440`);

  // ── an operator of another factory never sees it, in the console or through the API
  const other = { username: `op12x${stamp % 1000}`, password: 'other123' };
  const adminToken = await storeSignIn(page, 'admin');
  const created = await page.request.post('/api/system/user', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      userName: other.username,
      password: other.password,
      nickName: '苏州运维员',
      roleIds: [2],
      factoryIds: [12],
    },
  });
  expect((await created.json()) as { code: number }).toMatchObject({ code: 200 });
  // an administrator's password is changed first (docs/administration.md "Passwords")
  await changeGivenPassword(page.request, other.username, other.password, 'chosen123');

  await storeSignIn(page, { ...other, password: 'chosen123' });
  await page.goto(orderUrl(WARRANTY, taskNo));
  await expect(page.getByText(`未找到工单 ${taskNo}`)).toBeVisible();
  await page.goto(`${HISTORY}?taskNo=${taskNo}`);
  await expect(list.locator('.ant-table-row').filter({ hasText: taskNo })).toHaveCount(0);
  const token = await storedToken(page);
  const peek = await page.request.get(`/api/system/base/workOrder/fix/list?taskNo=${taskNo}&status=9`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(((await peek.json()) as { total: number }).total).toBe(0);
});

test('the work-order list and its dialogs stay usable on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'operator', WARRANTY);
  const list = page.locator('.work-order-page');
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  // Under 992 px the side bar opens by itself 2 s after the page, with a mask over the page: wait
  // for it and close it, or it takes the clicks meant for the list.
  await expect(page.getByTestId('side-bar')).toBeVisible();
  await page.getByTestId('sidebar-mask').click({ position: { x: 700, y: 400 } });
  await expect(page.getByTestId('side-bar')).toHaveCount(0);
  await look(page, `work-orders-800`);
  // The operator's own handling to-dos: each row offers 处理 and opens the handling form.
  await page.getByRole('switch', { name: '只看我的' }).click();
  const mine = list.locator('.ant-table-row').first();
  await expect(mine).toContainText('处理中');
  await mine.getByRole('button', { name: '处理' }).click();
  const dialog = page.getByRole('dialog', { name: '处理工单' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '添加备件' }).click();
  // docs/requirements.md §5: the unit selector is enabled only for asset type 1034.
  await expect(dialog.getByRole('combobox', { name: '单位 1' })).toBeDisabled();
  await chooseOption(page, dialog.getByRole('combobox', { name: '资产类型 1' }), '耗材');
  await expect(dialog.getByRole('combobox', { name: '单位 1' })).toBeEnabled();
  await look(page, `work-order-handle-800`);
});

test('the work-order pages follow the horizontal layout and the dark theme', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-layout').getByText('横向').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await page.locator('.ant-drawer-close').click();

  await page.goto(AUDIT);
  const row = page.locator('.work-order-page .ant-table-row').first();
  await expect(row).toContainText('待审核');
  await look(page, `work-orders-horizontal-dark-1440`);
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = page.getByRole('dialog', { name: '审核工单' });
  // A rejection needs an opinion: nothing is sent without one.
  await dialog.getByLabel('驳回', { exact: true }).check();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(
    dialog.getByText('请填写审核意见').or(dialog.locator('.ant-form-item-explain-error')),
  ).toBeVisible();
  await look(page, `work-order-audit-dark-1440`);
});
