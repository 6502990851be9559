/**
 * Why a session ended (docs/administration.md "Why a session ended"): a user filling 日报填报 has the password reset
 * by an administrator; the tab lands on /login saying so, and signing in with the new password returns to the same
 * day of 日报填报. Signing out in one window tells the other window why it is on /login.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiSignIn,
  changeGivenPassword,
  changePasswordFirst,
  chooseInUserMenu,
  fillLogin,
  look,
  signIn,
  signOut,
  storeSignIn,
} from './support';

/** A user of this test alone with the operator's role in 上海第一水厂 (accounts are at most 10 characters). */
async function addOperator(page: Page, prefix: string, password: string) {
  const account = `${prefix}${Date.now().toString(36).slice(-7)}`;
  const admin = { authorization: `Bearer ${await apiSignIn(page.request, 'admin', 'admin123')}` };
  const added = await page.request.post('/api/system/user', {
    headers: admin,
    data: {
      userName: account,
      nickName: '日报填报员',
      password: 'given1234',
      roleIds: [2],
      factoryIds: [11],
    },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  const list = await page.request.get(`/api/system/user/list?userName=${account}`, { headers: admin });
  const userId = ((await list.json()) as { rows: { userId: number }[] }).rows[0]!.userId;
  await changeGivenPassword(page.request, account, 'given1234', password);
  // the guided tour is not what this journey is about
  await page.addInitScript((name) => localStorage.setItem(`woms.tourSeen.${name}`, '1'), account);
  return { account, userId, admin };
}

/** A past day in China time, `YYYY-MM-DD`. */
function daysAgo(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

test('a password reset by an administrator sends the tab filling 日报填报 to /login saying why; signing in returns to the day and its draft', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { account, userId, admin } = await addOperator(page, 'se', 'mine12345');
  const day = daysAgo(3);
  const fillPath = `/woms/DailyData/DailyReportFilling?factoryId=11&time=${day}`;
  await signIn(page, { username: account, password: 'mine12345' }, fillPath);
  const form = page.locator('.report-page');
  await expect(form.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel('PAC投加量').fill('520');
  // a confirm is open too (the sign-out's 温馨提示, drawn outside the page) when the session ends
  await chooseInUserMenu(page, '退出登录');
  await expect(page.locator('.ant-modal-confirm')).toBeVisible();
  // the typing is kept as a draft, and the sign-out's question says so
  await expect(page.locator('.ant-modal-confirm')).toContainText('已保存为草稿');

  const reset = await page.request.put('/api/system/user/resetPwd', {
    headers: admin,
    data: { userId, userName: account, password: 'reset1234' },
  });
  expect(((await reset.json()) as { msg: string }).msg).toBe('重置密码成功');

  // at once (its live socket closed with the reason, or the next call refused), not at the next click
  await expect(page).toHaveURL(/\/woms\/login\?/, { timeout: 15_000 });
  const address = new URL(page.url());
  expect(address.searchParams.get('reason')).toBe('password_reset');
  expect(address.searchParams.get('redirect')).toBe(`/DailyData/DailyReportFilling?factoryId=11&time=${day}`);
  await expect(page.getByRole('alert')).toHaveText('管理员已重置您的密码，请使用新密码登录。');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  // one notice: no message toasted beside it
  await expect(page.locator('.ant-message-notice, .woms-toast')).toHaveCount(0);
  await look(page, `session-end-password-reset`);

  // a reload keeps the notice and the page to return to, in the dark theme (applied before the first paint) and in
  // English too; wide and narrow (screenshots)
  await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await expect(page.getByRole('alert')).toHaveText('管理员已重置您的密码，请使用新密码登录。');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `session-end-dark-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'An administrator reset your password. Please sign in with the new password.',
  );
  await look(page, `session-end-en-800`);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(address.searchParams.get('redirect'));
  await page.evaluate(() => {
    localStorage.setItem('locale', 'zh-CN');
    localStorage.removeItem('colorTheme');
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('管理员已重置您的密码，请使用新密码登录。');

  // the new password signs in; an administrator's password must be changed first; then the same day is open
  await fillLogin(page, account, 'reset1234');
  await changePasswordFirst(page, 'reset1234', 'again12345');
  await expect(page).toHaveURL(new RegExp(`/woms/DailyData/DailyReportFilling\\?factoryId=11&time=${day}$`));
  await expect(form.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.woms-auth__notice')).toHaveCount(0);
  // the half-filled report is offered back (docs/drafts.md)
  await page.getByTestId('draft-restore').click({ timeout: 20_000 });
  await expect(form.getByLabel('PAC投加量')).toHaveValue(/^520(\.0)?$/);
});

test('signing out in one window tells the other why it is on /login, and signing in there returns to its page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { account } = await addOperator(page, 'so', 'mine12345');
  const day = daysAgo(4);
  await signIn(page, { username: account, password: 'mine12345' }, '/woms/index');
  const other = await context.newPage();
  await other.goto(`/woms/DailyData/DailyReportFilling?factoryId=11&time=${day}`);
  await expect(other.locator('.report-page').locator(`[data-date="${day}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.bringToFront();
  await signOut(page);
  // the window that signed out says nothing; the other says why
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(other).toHaveURL(/\/woms\/login\?.*reason=signed_out/, { timeout: 15_000 });
  await expect(other.getByRole('alert')).toHaveText('您已在其他窗口退出登录，请重新登录。');

  await other.bringToFront();
  await fillLogin(other, account, 'mine12345');
  await expect(other).toHaveURL(
    new RegExp(`/woms/DailyData/DailyReportFilling\\?factoryId=11&time=${day}$`),
    {
      timeout: 30_000,
    },
  );
  await expect(other.locator('.woms-auth__notice')).toHaveCount(0);
});

test('a session ended while its page was closed says why when the page is opened again, and keeps the page', async ({
  page,
}) => {
  const { account, userId, admin } = await addOperator(page, 'sr', 'mine12345');
  const day = daysAgo(5);
  await storeSignIn(page, { username: account, password: 'mine12345' });
  const reset = await page.request.put('/api/system/user/resetPwd', {
    headers: admin,
    data: { userId, userName: account, password: 'reset1234' },
  });
  expect(((await reset.json()) as { msg: string }).msg).toBe('重置密码成功');
  await page.goto(`/woms/DailyData/DailyReportFilling?factoryId=11&time=${day}`);
  await expect(page.getByRole('alert')).toHaveText('管理员已重置您的密码，请使用新密码登录。', {
    timeout: 30_000,
  });
  const address = new URL(page.url());
  expect(address.pathname).toBe('/woms/login');
  expect(address.searchParams.get('reason')).toBe('password_reset');
  expect(address.searchParams.get('redirect')).toBe(`/DailyData/DailyReportFilling?factoryId=11&time=${day}`);
});
