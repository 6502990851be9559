import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changePasswordFirst, signIn, storeSignIn } from './support';

const USER_PAGE = '/woms/SystemManage/User';

async function openUsers(page: Page) {
  await signIn(page, 'admin', USER_PAGE);
  await expect(page.locator('.users-page .ant-table-row').first()).toBeVisible();
}

const headers = (page: Page) =>
  page.locator('.users-page .ant-table-thead th').filter({ hasText: /\S/ }).allInnerTexts();

async function openAdd(page: Page) {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('admin adds a user bound to one factory; that user sees only that factory', async ({ page }) => {
  const account = `ns${Date.now() % 100000}`;
  await openUsers(page);

  const dialog = await openAdd(page);
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户姓名').fill('南沙测试员');
  await dialog.getByLabel('用户密码').fill('nansha123');
  await dialog.getByLabel('角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '运维员' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const query = page.locator('.users-page');
  await query.getByLabel('登录账号').fill(account);
  await query.getByRole('button', { name: /查\s*询/ }).click();
  await query
    .locator('.ant-table-row')
    .filter({ hasText: account })
    .getByRole('button', { name: '绑定工厂' })
    .click();
  const binding = page.getByRole('dialog', { name: `绑定工厂：${account}` });
  await binding.getByText('广州南沙水厂（华南片区）').click();
  await binding.getByRole('button', { name: /right/ }).click();
  await expect(binding.locator('.ant-transfer-list').nth(1)).toContainText('广州南沙水厂');
  await binding.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();

  // the password an administrator gave is changed first (docs/administration.md "Passwords")
  await storeSignIn(page, { username: account, password: 'nansha123' });
  await page.goto('/woms/index');
  await changePasswordFirst(page, 'nansha123', 'chosen123');
  const picker = page.getByTestId('factory-picker');
  await expect(picker).toContainText('广州南沙水厂');
  await picker.locator('.ant-select-selector').click();
  const tree = page.locator('.ant-select-tree');
  await expect(tree.getByText('广州南沙水厂')).toBeVisible();
  for (const other of ['上海第一水厂', '苏州工业园能源站', '深圳前海综合能源站'])
    await expect(tree.getByText(other)).toHaveCount(0);
});

test('a bad phone number is refused with the spec message', async ({ page }) => {
  await openUsers(page);
  const dialog = await openAdd(page);
  await dialog.getByLabel('登录账号').fill('badphone');
  await dialog.getByLabel('用户姓名').fill('手机测试');
  await dialog.getByLabel('用户密码').fill('phone123');
  await dialog.getByLabel('手机号码').fill('138001380001');
  await expect(dialog.getByText('手机号不能超过11位')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('1380013800a');
  await expect(dialog.getByText('只能输入数字')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByText('新增成功')).toHaveCount(0);
});

test('hidden and reordered columns survive a reload', async ({ page }) => {
  await openUsers(page);
  expect(await headers(page)).toEqual([
    '用户编号',
    '登录账号',
    '用户姓名',
    '部门',
    '手机号码',
    '状态',
    '创建时间',
    '操作',
  ]);

  await page.getByRole('button', { name: '列设置' }).click();
  const settings = page.getByTestId('column-settings');
  await settings.getByRole('checkbox', { name: '部门' }).uncheck();
  await settings.getByRole('button', { name: '上移 用户姓名' }).click();
  const expected = ['用户编号', '用户姓名', '登录账号', '手机号码', '状态', '创建时间', '操作'];
  await expect.poll(() => headers(page)).toEqual(expected);

  await page.reload();
  await expect(page.locator('.users-page .ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(expected);
});
