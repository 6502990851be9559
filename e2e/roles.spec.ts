import { expect, test } from './fixtures';
import { apiSignIn, confirmOk, look, signIn } from './support';

test('admin creates a role with some menus, sees it listed and changes its data scope', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', '/woms/SystemManage/Role');
  const roles = page.getByTestId('role-page');
  await expect(roles.locator('.ant-table-row').filter({ hasText: '运维员' })).toBeVisible();

  await roles.getByRole('button', { name: /新增角色/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色名称').fill('巡查员');
  await dialog.getByLabel('权限字符').fill('e2e_patrol');
  // 设备台账 with its four buttons; its parents go half-checked
  const tree = dialog.getByTestId('role-menu-tree');
  await tree
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^设备台账$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(
    tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^资产台账$/ })
      .locator('.ant-tree-checkbox'),
  ).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await look(page, `roles-dialog-1440`);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = roles.locator('.ant-table-row').filter({ hasText: 'e2e_patrol' });
  await expect(row).toContainText('巡查员');
  await expect(row).toContainText('本人绑定的工厂');
  await look(page, `roles-1440`);

  // The data scope becomes 华南片区 (its two factories).
  await row.getByRole('button', { name: /修\s*改/ }).click();
  await expect(dialog.getByLabel('角色名称')).toHaveValue('巡查员');
  await dialog
    .locator('.ant-select')
    .filter({ has: page.getByLabel('数据权限') })
    .click();
  await page.locator('.ant-select-item-option').filter({ hasText: '指定区域/工厂' }).click();
  await dialog
    .getByTestId('role-scope-tree')
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^华南片区$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('指定区域/工厂');

  // as the server keeps it: the page with its buttons and parents, and the area
  const token = await apiSignIn(request, 'admin', 'admin123');
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get('/api/system/role/list?roleKey=e2e_patrol', { headers })
  ).json()) as {
    rows: { roleId: number }[];
  };
  const detail = (await (
    await request.get(`/api/system/role/${list.rows[0]!.roleId}`, { headers })
  ).json()) as {
    data: { menuIds: number[]; areaIds: number[]; factoryIds: number[]; dataScope: string };
  };
  expect(detail.data).toMatchObject({ dataScope: '3', areaIds: [2], factoryIds: [] });
  expect(detail.data.menuIds).toEqual([1, 101, 1011, 10111, 10112, 10113, 10114, 10115]);

  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `roles-list-${width}`);
  }
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await page.locator('.ant-drawer-close').click();
  await row.getByRole('button', { name: /修\s*改/ }).click();
  await expect(dialog.getByTestId('role-scope-tree')).toBeVisible();
  await look(page, `roles-dialog-dark-800`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // in English: every label of the page is translated
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(roles.getByRole('columnheader', { name: 'Data scope' })).toBeVisible();
  await expect(row).toContainText('Chosen factories');
  await expect(roles.getByRole('button', { name: 'Add role' })).toBeVisible();
  await look(page, `roles-en-800`);
});

test('admin adds a department, moves it and is refused deleting one with children', async ({ page }) => {
  await signIn(page, 'admin', '/woms/SystemManage/Dept');
  const depts = page.getByTestId('dept-page');
  const rowOf = (name: string) =>
    depts.locator('.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(rowOf('运维部')).toBeVisible();
  // a name of this run alone: the worker's database keeps what an earlier attempt left
  const name = `质检部${Date.now().toString(36).slice(-4)}`;

  await rowOf('生产管理部')
    .getByRole('button', { name: /新增下级/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('部门名称').fill(name);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(rowOf(name)).toHaveClass(/ant-table-row-level-2/);

  // moved under 运维部
  await rowOf(name)
    .getByRole('button', { name: /修\s*改/ })
    .click();
  await dialog
    .locator('.ant-select')
    .filter({ has: page.getByLabel('上级部门') })
    .click();
  await page.keyboard.type('运维部');
  await page
    .locator('.ant-select-tree-node-content-wrapper')
    .filter({ hasText: /^运维部$/ })
    .click();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  // the list is asked again after the answer: the row moves once it is in
  await expect
    .poll(async () => {
      const order = await depts.locator('.ant-table-row').allInnerTexts();
      return order[order.findIndex((t) => t.startsWith('运维部')) + 1] ?? '';
    })
    .toMatch(new RegExp(`^${name}`));

  await rowOf('运维部')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText("部门'运维部'存在1个下级部门，不能删除")).toBeVisible();
  await rowOf(name)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rowOf(name)).toHaveCount(0);

  // the dark theme, wide and narrow (screenshots), and in English
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await page.locator('.ant-drawer-close').click();
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `depts-dark-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(depts.getByRole('columnheader', { name: 'Department' })).toBeVisible();
  await expect(depts.getByRole('button', { name: /Add department/ })).toBeVisible();
  await look(page, `depts-en-800`);
});
