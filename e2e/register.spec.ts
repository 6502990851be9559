import { expect, test } from './fixtures';
import { CAPTCHA, fillLogin, shellChunkFetches, storedToken } from './support';

test('a visitor registers; the account waits for approval and cannot sign in yet', async ({ page }) => {
  // A name of its own, so that a retry on the same server does not find it taken.
  const account = `newbie${Date.now() % 10000}`;
  const shellChunks = shellChunkFetches(page);
  await page.goto('/woms/login');
  await page.getByRole('link', { name: '注册新账号' }).click();
  await expect(page).toHaveURL(/\/woms\/register$/);
  await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();

  await page.getByLabel('账号', { exact: true }).fill('_bad');
  await expect(page.getByText('账号不能以下划线开头或结尾')).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('姓名', { exact: true }).fill('新同事');
  await page.getByLabel('密码', { exact: true }).fill('newbie123');
  await page.getByLabel('确认密码', { exact: true }).fill('newbie124');
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('确认密码', { exact: true }).fill('newbie123');
  await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: /注\s*册/ }).click();

  await expect(page.getByText('注册成功，账号待管理员审核后即可登录')).toBeVisible();
  // Drawn outside the shell, registration loads none of its chunks (docs/architecture.md §4 "Bundles").
  expect(shellChunks).toEqual([]);
  await expect(page).toHaveURL(/\/woms\/login$/);

  await fillLogin(page, account, 'newbie123');
  await expect(page.locator('.ant-message-warning')).toBeVisible();
  await expect(page).toHaveURL(/\/woms\/login$/);
  expect(await storedToken(page)).toBeNull();
});
