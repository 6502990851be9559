/**
 * 在线用户 and the first-sign-in password change (docs/administration.md "在线用户", "Passwords"): an administrator
 * resets a user's password; the user signs in in another browser and must change it before anything else; the
 * administrator sees the session on 在线用户 and ends it (强退); the user's console lands on /login saying why.
 */
import { CONTEXT_OPTIONS } from './context-options';
import { expect, test } from './fixtures';
import { apiSignIn, changePasswordFirst, confirmOk, fillLogin, look, signIn } from './support';

test('admin resets a password, the user must change it, then admin forces the session out', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // a user of this test alone (the worker's database is shared by its tests; accounts are at most 10 characters),
  // added and reset as an admin does
  const account = `on${Date.now().toString(36).slice(-7)}`;
  const admin = { authorization: `Bearer ${await apiSignIn(request, 'admin', 'admin123')}` };
  const added = await request.post('/api/system/user', {
    headers: admin,
    data: { userName: account, nickName: '在线测试', password: 'given1234', roleIds: [2], factoryIds: [11] },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  const list = await request.get(`/api/system/user/list?userName=${account}`, { headers: admin });
  const userId = ((await list.json()) as { rows: { userId: number }[] }).rows[0]!.userId;
  const reset = await request.put('/api/system/user/resetPwd', {
    headers: admin,
    data: { userId, userName: account, password: 'reset1234' },
  });
  expect(((await reset.json()) as { msg: string }).msg).toBe('重置密码成功');

  // the user, in a browser of their own: the console asks for a new password before anything else
  const userContext = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
  try {
    const userPage = await userContext.newPage();
    await userPage.addInitScript((name) => localStorage.setItem(`woms.tourSeen.${name}`, '1'), account);
    await userPage.goto('/woms/login');
    await fillLogin(userPage, account, 'reset1234');
    const forced = userPage.locator('.ant-modal').filter({ hasText: '请修改初始密码' });
    await expect(forced).toBeVisible({ timeout: 30_000 });
    await expect(userPage.getByTestId('top-bar')).toHaveCount(0);
    await expect(forced.locator('.ant-modal-close')).toHaveCount(0);
    await userPage.keyboard.press('Escape');
    await expect(forced).toBeVisible();
    await changePasswordFirst(userPage, 'reset1234', 'mine12345');
    await expect(forced).toHaveCount(0);

    // the administrator sees the session and ends it
    await signIn(page, 'admin', '/woms/SystemManage/Online');
    const online = page.getByTestId('online-page');
    await online.getByLabel('登录账号').fill(account);
    await online.getByRole('button', { name: /查\s*询/ }).click();
    const row = online.locator('.ant-table-row').filter({ hasText: account });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('上海第一水厂');
    await expect(row).toContainText(/Chrome|Chromium/);
    await look(page, `online-1440`);
    await row.getByRole('button', { name: /强\s*退/ }).click();
    await expect(page.getByText(`确认强退 ${account}`)).toBeVisible();
    await confirmOk(page);
    await expect(page.getByText('强退成功')).toBeVisible();
    await expect(row).toHaveCount(0);

    // the user's console is signed out at once (its socket closed 4003) and says why
    await expect(userPage).toHaveURL(/\/woms\/login\?.*reason=forced_logout/, { timeout: 15_000 });
    await expect(userPage.getByRole('alert')).toHaveText('您已被管理员强制下线，请重新登录。');
    await look(userPage, `online-forced-login`);

    // and the new password is the one that signs in, with nothing more to change
    await fillLogin(userPage, account, 'mine12345');
    await expect(userPage.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
    await expect(userPage.locator('.ant-modal').filter({ hasText: '请修改初始密码' })).toHaveCount(0);
  } finally {
    await userContext.close();
  }

  // the page in the dark theme, wide and narrow, then in English: every label translated (screenshots)
  await page
    .getByTestId('online-page')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await expect(page.getByTestId('online-page').locator('.ant-table-row').first()).toBeVisible();
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await page.locator('.ant-drawer-close').click();
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `online-dark-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  const english = page.getByTestId('online-page');
  await expect(english.getByRole('columnheader', { name: 'Last seen' })).toBeVisible();
  await look(page, `online-en-800`);
});
