/**
 * Two administrators edit one device at once (docs/concurrency.md): A renames it and changes its model; B, whose dialog
 * was opened before, changes its location and its model. B's save is refused as stale and B sees the conflict view
 * naming A's change: the name, which only A changed, is taken into B's form and listed; the model, which both changed,
 * is B's choice; the location, which only B changed, stays B's. B saves the merge: the device holds A's name and B's
 * location and model. The view is photographed at 1440 and 800 px, bright and dark.
 */
import type { Page } from '@playwright/test';
import { CONTEXT_OPTIONS } from './context-options';
import { expect, test } from './fixtures';
import { ACCOUNTS, chooseFactory, look, signIn, storeSignIn } from './support';

const LEDGER = '/woms/AssetLedger/DeviceLedger';
const SH01 = 11;

const ledger = (page: Page) => page.locator('.device-ledger-page');

/** Opens 修改 on the device of `code` in the ledger of 上海第一水厂. */
async function openEdit(page: Page, code: string) {
  await signIn(page, 'admin', LEDGER);
  await chooseFactory(page, '上海第一水厂');
  await ledger(page).getByLabel('名称/编码').fill(code);
  await ledger(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = ledger(page).locator('.ant-table-row').filter({ hasText: code });
  await row.getByRole('button', { name: '修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改设备' });
  await expect(dialog.getByLabel('设备名称')).toHaveValue('冲突测试泵');
  return dialog;
}

test('two administrators editing one device end with a merge, not a lost edit', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `SH01-CF-${String(Date.now() % 100_000).padStart(5, '0')}`;
  const token = await storeSignIn(page, 'admin');
  const auth = { authorization: `Bearer ${token}` };
  const added = await page.request.post('/api/asset/device', {
    headers: auth,
    data: {
      factoryId: SH01,
      deviceShowCode: code,
      deviceName: '冲突测试泵',
      assetType: '1031',
      model: 'M-1',
      location: '一级泵房',
      status: 0,
    },
  });
  const deviceId = ((await added.json()) as { data: { deviceId: number } }).data.deviceId;

  // B: another browser, its dialog open first
  const other = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  const pageB = await other.newPage();
  await pageB.addInitScript(
    (user: string) => localStorage.setItem(`woms.tourSeen.${user}`, '1'),
    ACCOUNTS.admin.username,
  );
  const dialogB = await openEdit(pageB, code);

  // A renames it and changes its model, and saves
  const dialogA = await openEdit(page, code);
  await dialogA.getByLabel('设备名称').fill('A改名泵');
  await dialogA.getByLabel('规格型号').fill('A-100');
  await dialogA.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(dialogA).toBeHidden();

  // B changes the location and the model, and saves: refused, with the conflict view
  await dialogB.getByLabel('安装位置').fill('B二级泵房');
  await dialogB.getByLabel('规格型号').fill('B-200');
  await dialogB.getByRole('button', { name: /提\s*交/ }).click();
  const view = dialogB.getByTestId('edit-conflict');
  await expect(view).toBeVisible();
  await expect(view).toContainText(/已被 系统管理员 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 修改，请核对后再保存/);
  // the name only A changed: listed and already in B's form; B's location untouched
  await expect(view.getByTestId('edit-conflict-carried')).toContainText('设备名称：A改名泵');
  await expect(dialogB.getByLabel('设备名称')).toHaveValue('A改名泵');
  await expect(dialogB.getByLabel('安装位置')).toHaveValue('B二级泵房');
  // the model both changed: A's saved value beside B's, B's kept unless B chooses otherwise
  const model = view.getByRole('row', { name: /规格型号/ });
  await expect(model).toContainText('A-100');
  await expect(model).toContainText('B-200');
  await expect(view.getByRole('row')).toHaveCount(2);
  // no toast repeats the refusal
  await expect(pageB.locator('.ant-message-notice')).toHaveCount(0);

  for (const mode of ['bright', 'dark'] as const) {
    if (mode === 'dark') {
      // Another window of B's console switches the theme; B's follows (the `storage` event).
      const helper = await other.newPage();
      await helper.goto('/woms/favicon.svg');
      await helper.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
      await expect(pageB.locator('html')).toHaveClass(/woms-black/);
      await helper.close();
    }
    for (const width of [1440, 800]) {
      await pageB.setViewportSize({ width, height: 900 });
      await expect(view).toBeInViewport();
      await look(pageB, `edit-conflict-${mode}-${width}`);
    }
  }
  await pageB.setViewportSize({ width: 1440, height: 900 });

  await view.getByRole('button', { name: '合并后保存' }).click();
  await expect(pageB.getByText('修改成功').last()).toBeVisible();
  await expect(dialogB).toBeHidden();
  await other.close();

  const stored = await page.request.get(`/api/asset/device/${deviceId}`, { headers: auth });
  expect(((await stored.json()) as { data: Record<string, unknown> }).data).toMatchObject({
    deviceName: 'A改名泵',
    location: 'B二级泵房',
    model: 'B-200',
    version: 2,
  });
});
