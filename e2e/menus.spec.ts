import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, confirmOk, look, signIn } from './support';

/**
 * 菜单管理 (docs/administration.md "菜单管理"): an administrator adds a page under 系统管理; after a reload the side
 * menu has it (getRouters answers the new tree: the sys_menu trigger drops every instance's session cache); hidden,
 * it leaves the side menu; deleted, it is gone.
 */

const NAME = '设备台账副本';

/** The table row of a menu (the dialog's parent picker names menus too). */
const row = (page: Page, name: string) =>
  page.getByTestId('menu-page').locator('tr.ant-table-row').filter({ hasText: name }).first();

async function expand(page: Page, name: string): Promise<void> {
  await row(page, name).locator('.ant-table-row-expand-icon-collapsed').click();
}

// Whatever failed, no other journey meets the added menu.
test.afterEach(async ({ request }) => {
  const token = await apiSignIn(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/system/menu/list', { params: { menuName: NAME }, headers });
  for (const m of ((await list.json()) as { rows: { menuId: number }[] }).rows)
    await request.delete(`/api/system/menu/${m.menuId}`, { headers });
});

test('admin adds a page menu, sees it in the side menu, hides it and deletes it', async ({ page }) => {
  await signIn(page, 'admin', '/woms/SystemManage/Menu');
  const menus = page.getByTestId('menu-page');
  await expect(row(page, '应用系统')).toBeVisible();
  await expand(page, '应用系统');
  await row(page, '系统管理')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '添加菜单' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('菜单名称').fill(NAME);
  await dialog.getByLabel('路由地址').fill('DeviceCopy');
  await dialog.locator('.ant-form-item').filter({ hasText: '组件' }).locator('.ant-select-selector').click();
  await page.keyboard.type('DeviceLedger');
  await page.locator('.ant-select-item-option').filter({ hasText: 'AssetLedger/DeviceLedger/index' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await look(page, `menus-1440`);

  await page.reload();
  const side = page.getByTestId('side-menu');
  await expect(side.getByText(NAME)).toBeVisible();
  await side.getByText(NAME).click();
  await expect(page).toHaveURL(/\/woms\/SystemManage\/DeviceCopy$/);
  await expect(page.locator('[data-page="AssetLedger/DeviceLedger/index"]')).toBeAttached();

  await page.goto('/woms/SystemManage/Menu');
  await expand(page, '应用系统');
  await expand(page, '系统管理');
  await row(page, NAME)
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = page.locator('.ant-modal').filter({ hasText: '修改菜单' });
  await expect(edit.getByLabel('菜单名称')).toHaveValue(NAME);
  await edit.getByLabel('隐藏').check();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row(page, NAME)).toContainText('隐藏');

  await page.reload();
  await expect(page.getByTestId('side-menu').getByText('用户管理')).toBeVisible();
  await expect(page.getByTestId('side-menu').getByText(NAME)).toHaveCount(0);

  // a directory with children cannot go: the server's message is shown
  await expand(page, '应用系统');
  await row(page, '系统管理')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('存在子菜单，不允许删除')).toBeVisible();

  await expand(page, '系统管理');
  await row(page, NAME)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText(`确认删除菜单“${NAME}”吗？`)).toBeVisible();
  await confirmOk(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(menus.getByText(NAME)).toHaveCount(0);
});

test('菜单管理 in the dark theme, narrow, and in English with its dialog', async ({ page }) => {
  await signIn(page, 'admin', '/woms/SystemManage/Menu');
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await page.locator('.ant-drawer-close').click();
  await expand(page, '应用系统');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `menus-dark-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  const menus = page.getByTestId('menu-page');
  await expect(menus.getByRole('columnheader', { name: 'Menu name' })).toBeVisible();
  await menus.getByRole('button', { name: 'Add' }).first().click();
  await expect(page.locator('.ant-modal').filter({ hasText: 'Add menu' })).toContainText('Component');
  await look(page, `menus-en-800`);
});
