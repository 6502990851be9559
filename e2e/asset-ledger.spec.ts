import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmOk, look, signIn, storedToken } from './support';

/**
 * 设备台账 for the supervisor: the devices of the top-bar factory, a device added with the 1034 rule (the unit
 * only for a metered consumable), a delete refused while an open order references the device, and one allowed
 * (docs/architecture.md §3 "Asset ledger"). The operator only reads.
 */

const LEDGER = '/woms/AssetLedger/DeviceLedger';

/** A 1×1 PNG: the device's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ledger = (page: Page) => page.locator('.device-ledger-page');
const rowOf = (page: Page, code: string) => ledger(page).locator('.ant-table-row').filter({ hasText: code });

/** Lists the devices whose name or code holds `keyword` (a factory has some 60: the one wanted may be further down). */
async function searchDevices(page: Page, keyword: string) {
  await ledger(page).getByLabel('名称/编码').fill(keyword);
  await ledger(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

test('the supervisor adds a metered device with its unit and photo, and deletes only a device no open order needs', async ({
  page,
}) => {
  await signIn(page, 'supervisor', LEDGER);
  await expect(ledger(page).locator('.ant-table-row').first()).toBeVisible();
  // Only the top-bar factory's devices.
  await searchDevices(page, '-C-001');
  await expect(rowOf(page, 'SZ01-C-001')).toHaveCount(0);
  await searchDevices(page, 'SH01-P-001');
  await expect(rowOf(page, 'SH01-P-001')).toBeVisible();

  const code = `SH01-DX-${String(Date.now() % 1000).padStart(3, '0')}`;
  await ledger(page).getByRole('button', { name: '新增设备' }).click();
  const dialog = page.getByRole('dialog', { name: '新增设备' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('设备编码').fill(code);
  await dialog.getByLabel('设备名称').fill('次氯酸钠投加泵');
  const unit = dialog.locator('.ant-select').filter({ has: page.getByLabel('计量单位') });
  await expect(unit).toHaveClass(/ant-select-disabled/);
  await choose(page, dialog.getByLabel('资产类型'), '耗材（按单位计量）');
  await expect(unit).not.toHaveClass(/ant-select-disabled/);
  await choose(page, dialog.getByLabel('计量单位'), '升');
  await choose(page, dialog.getByLabel('设备状态'), '运行');
  await dialog.getByLabel('安装位置').fill('加药间二层');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await look(page, `device-dialog-1440`);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchDevices(page, code);
  const added = rowOf(page, code);
  await expect(added).toContainText('升');
  await expect(added).toContainText('耗材（按单位计量）');
  await look(page, `device-ledger-1440`);

  // A device with an open order stays.
  await searchDevices(page, 'SH01-P-001');
  await rowOf(page, 'SH01-P-001').getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText('该设备存在未关闭的工单，不允许删除').last()).toBeVisible();
  await expect(rowOf(page, 'SH01-P-001')).toBeVisible();

  // Its orders are in its drawer.
  await rowOf(page, 'SH01-P-001').getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('device-detail')).toContainText('上海第一水厂');
  await expect(drawer.getByRole('tab', { name: /工单 \([1-9]/ })).toBeVisible();
  await drawer.locator('.ant-drawer-close').click();

  // The new one has its photo, fetched behind the token.
  await searchDevices(page, code);
  await added.getByRole('button', { name: '详情' }).click();
  await expect(drawer.getByTestId('device-photo')).toBeVisible();
  await drawer.locator('.ant-drawer-close').click();

  // It is edited: a new location, kept after the dialog closes.
  await added.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改设备' });
  await expect(edit.getByLabel('设备编码')).toHaveValue(code);
  await edit.getByLabel('安装位置').fill('加药间三层');
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(added).toContainText('加药间三层');

  // The new one goes.
  await added.getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOf(page, code)).toHaveCount(0);
});

test('the operator reads the ledger without add, edit or delete', async ({ page }) => {
  await signIn(page, 'operator', LEDGER);
  await searchDevices(page, 'SH01-P-001');
  await expect(rowOf(page, 'SH01-P-001')).toBeVisible();
  await expect(ledger(page).getByRole('button', { name: '新增设备' })).toHaveCount(0);
  await expect(rowOf(page, 'SH01-P-001').getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(rowOf(page, 'SH01-P-001').getByRole('button', { name: '详情' })).toBeVisible();
});

test('the supervisor adds a meter: a 41-digit instrument address is refused, 40 digits pass', async ({
  page,
}) => {
  await signIn(page, 'supervisor', '/woms/AssetLedger/MeterLedger');
  const meters = page.locator('.meter-ledger-page');
  await expect(meters.locator('.ant-table-row').first()).toBeVisible();
  await meters.getByRole('button', { name: '新增仪表' }).click();
  const dialog = page.getByRole('dialog', { name: '新增仪表' });
  await expect(dialog).toBeVisible();
  // Not SH01-EM-<digits>: a row's text runs its cells together, and a seeded SH01-EM-03 followed by its name
  // 10kV进线总表 would match SH01-EM-031 as well.
  const code = `SH01-EM-T${String(Date.now() % 1000).padStart(3, '0')}`;
  await dialog.getByLabel('仪表编码').fill(code);
  await dialog.getByLabel('仪表名称').fill('二泵房总电表');
  await choose(page, dialog.getByLabel('计量类型'), '电');
  await dialog.getByLabel('仪表地址码').fill('1'.repeat(41));
  await expect(dialog.getByText('仪表地址码不能超过40位')).toBeVisible();
  await dialog.getByLabel('仪表地址码').fill('1'.repeat(40));
  await expect(dialog.getByText('仪表地址码不能超过40位')).toHaveCount(0);
  await dialog.getByLabel('能耗地址码').fill('1234567');
  await expect(dialog.getByText('能耗地址码不能超过6位')).toBeVisible();
  await dialog.getByLabel('能耗地址码').fill('123456');
  await dialog.getByLabel('采集器').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();
  // Some 120 meters in the factory: the new one is found by its code.
  await meters.getByLabel('名称/编码/地址').fill(code);
  await meters.getByRole('button', { name: /查\s*询/ }).click();
  const added = meters.locator('.ant-table-row').filter({ hasText: code });
  await expect(added).toContainText('1'.repeat(40));
  await look(page, `meter-ledger-1440`);

  // Edited: a new name.
  await added.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改仪表' });
  await expect(edit.getByLabel('仪表编码')).toHaveValue(code);
  await edit.getByLabel('仪表名称').fill('二泵房总电表B');
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(added).toContainText('二泵房总电表B');

  // A meter with an active alarm is not deleted.
  const token = await storedToken(page);
  const list = await page.request.get('/api/asset/meter/list', {
    params: { factoryId: 11, pageSize: 200 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const alarmed = ((await list.json()) as { rows: { code: string; activeAlarms: number }[] }).rows.find(
    (m) => m.activeAlarms > 0,
  );
  expect(alarmed, 'a demo meter of 上海第一水厂 with an active alarm').toBeDefined();
  await meters.getByLabel('名称/编码/地址').fill(alarmed?.code ?? '');
  await meters.getByRole('button', { name: /查\s*询/ }).click();
  // exactly that code: the meter added above may begin with it (SH01-EM-01 and SH01-EM-012)
  const row = meters
    .locator('.ant-table-row')
    .filter({ has: page.getByText(alarmed?.code ?? '', { exact: true }) });
  await row.getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText('该仪表存在未解除的告警，不允许删除').last()).toBeVisible();
  await expect(row).toBeVisible();

  // The meter added above has no alarm and is deleted. The specs that run after this one on the same server find the
  // factory's demo meters again: the meter-reading page opens on the factory's first meter, which the new one (no
  // readings) had become (energy.spec.ts).
  await meters.getByLabel('名称/编码/地址').fill(code);
  await meters.getByRole('button', { name: /查\s*询/ }).click();
  await added.getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(added).toHaveCount(0);
});
