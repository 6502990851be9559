/**
 * An organisation administers the console itself (docs/administration.md), the whole way through as an administrator
 * and a new colleague would: a role made on 角色管理 with one page and its buttons, a user made on 用户管理 with that
 * role, the user's first sign-in asking for a new password, exactly the role's menus on screen, the session seen on
 * 在线用户 and ended there (强退), the user's console back on /login saying why, and all of it in 操作日志 and 登录日志.
 */
import type { Page } from '@playwright/test';
import { CONTEXT_OPTIONS } from './context-options';
import { expect, test } from './fixtures';
import { changePasswordFirst, confirmOk, fillLogin, signIn } from './support';

const tree = (page: Page, testId: string) => page.getByRole('dialog').getByTestId(testId);
const treeNode = (page: Page, testId: string, title: string) =>
  tree(page, testId)
    .locator('.ant-tree-treenode')
    .filter({ hasText: new RegExp(`^${title}$`) });

test('a role and a user made by an admin: the given password changed, the granted menus only, 强退, both logs', async ({
  page,
  browser,
  baseURL,
}) => {
  // names of this test alone (a worker's database is shared by its tests; accounts are at most 10 characters)
  const id = Date.now().toString(36).slice(-6);
  const roleKey = `e2e_adm_${id}`;
  const roleName = `台账员${id}`;
  const account = `ad${id}`;

  // 角色管理: a role with 设备台账 and its buttons; its directory and subsystem go half-checked
  await signIn(page, 'admin', '/woms/SystemManage/Role');
  const roles = page.getByTestId('role-page');
  await roles.getByRole('button', { name: /新增角色/ }).click();
  const roleDialog = page.getByRole('dialog');
  await roleDialog.getByLabel('角色名称').fill(roleName);
  await roleDialog.getByLabel('权限字符').fill(roleKey);
  await treeNode(page, 'role-menu-tree', '设备台账').locator('.ant-tree-checkbox').click();
  await expect(treeNode(page, 'role-menu-tree', '资产台账').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-indeterminate/,
  );
  await roleDialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(roles.locator('.ant-table-row').filter({ hasText: roleKey })).toContainText(roleName);

  // 用户管理: a user with that role, bound to 上海第一水厂; the password field never shows what is typed
  await page.goto('/woms/SystemManage/User');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const userDialog = page.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByLabel('登录账号').fill(account);
  await userDialog.getByLabel('用户姓名').fill('台账新人');
  await userDialog.getByLabel('用户密码').fill('given1234');
  await expect(userDialog.getByLabel('用户密码')).toHaveAttribute('type', 'password');
  await userDialog.getByLabel('角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: roleName }).click();
  await userDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const users = page.locator('.users-page');
  await users.getByLabel('登录账号').fill(account);
  await users.getByRole('button', { name: /查\s*询/ }).click();
  await users
    .locator('.ant-table-row')
    .filter({ hasText: account })
    .getByRole('button', { name: '绑定工厂' })
    .click();
  const binding = page.getByRole('dialog', { name: `绑定工厂：${account}` });
  await binding.getByText('上海第一水厂（华东片区）').click();
  await binding.getByRole('button', { name: /right/ }).click();
  await binding.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();

  // the user, in a browser of their own: the given password must be changed first, then exactly the role's menus
  const userContext = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  try {
    const userPage = await userContext.newPage();
    await userPage.addInitScript((name) => localStorage.setItem(`woms.tourSeen.${name}`, '1'), account);
    await userPage.goto('/woms/login');
    await fillLogin(userPage, account, 'given1234');
    await changePasswordFirst(userPage, 'given1234', 'mine12345');
    await expect(userPage.locator('[data-testid^=topbar-subsystem-]')).toHaveCount(1);
    await expect(userPage.getByTestId('topbar-subsystem-1')).toBeVisible();
    await userPage.goto('/woms/AssetLedger/DeviceLedger');
    const menu = userPage.getByTestId('side-menu');
    await expect(menu).toContainText('设备台账');
    await expect(menu).not.toContainText('仪表台账');
    // the page's buttons come with it
    await expect(userPage.getByRole('button', { name: /新\s*增/ })).toBeVisible();
    await userPage.goto('/woms/AssetLedger/MeterLedger');
    await expect(userPage.getByText('抱歉，您无权访问该页面')).toBeVisible();
    // back at work on the granted page (the shell holds the live channels that 强退 closes)
    await userPage.goto('/woms/AssetLedger/DeviceLedger');
    await expect(userPage.getByTestId('side-menu')).toContainText('设备台账');

    // 在线用户: the admin sees the session and ends it
    await page.goto('/woms/SystemManage/Online');
    const online = page.getByTestId('online-page');
    await online.getByLabel('登录账号').fill(account);
    await online.getByRole('button', { name: /查\s*询/ }).click();
    const session = online.locator('.ant-table-row').filter({ hasText: account });
    await expect(session).toHaveCount(1);
    await session.getByRole('button', { name: /强\s*退/ }).click();
    await confirmOk(page);
    await expect(page.getByText('强退成功')).toBeVisible();

    // the user's console is back on /login at once, saying why
    await expect(userPage).toHaveURL(/\/woms\/login\?.*reason=forced_logout/, { timeout: 15_000 });
    await expect(userPage.getByRole('alert')).toHaveText('您已被管理员强制下线，请重新登录。');
  } finally {
    await userContext.close();
  }

  // 操作日志: the role, the user and the 强退, each by admin, each a success
  await page.goto('/woms/SystemManage/Operlog');
  const operLog = page.getByTestId('oper-log-page');
  await operLog.getByLabel('操作人员').fill('admin');
  await operLog.getByRole('button', { name: /查\s*询/ }).click();
  for (const [route, action] of [
    ['/api/system/role', '新增'],
    ['/api/system/user', '新增'],
    ['/api/monitor/online/:tokenId', '删除'],
  ] as const) {
    // the route and nothing after it (/api/system/user, not /api/system/user/factory/bind)
    const exactly = new RegExp(`${route.replace(/[/:]/g, '\\$&')}(?!/)`);
    const row = operLog.locator('.ant-table-row').filter({ hasText: exactly }).first();
    await expect(row).toContainText(action);
    await expect(row).toContainText('成功');
  }

  // 登录日志: the user's sign-in
  await page.goto('/woms/SystemManage/Logininfor');
  const loginLog = page.getByTestId('login-log-page');
  await loginLog.getByLabel('用户账号').fill(account);
  await loginLog.getByRole('button', { name: /查\s*询/ }).click();
  await expect(loginLog.locator('.ant-table-row').filter({ hasText: '登录成功' }).first()).toBeVisible();
});
