import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTCHA, look, signIn } from './support';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

/** One sign-in through the API from a Firefox on a Mac, as the login page sends it; answers the reply's message. */
async function attempt(request: APIRequestContext, username: string, password: string): Promise<string> {
  const { uuid } = (await (await request.get('/api/code')).json()) as { uuid: string };
  const reply = await request.post('/api/auth/oauth/token', {
    headers: { 'user-agent': FIREFOX_MAC },
    form: {
      grant_type: 'password',
      username,
      password,
      code: CAPTCHA,
      uuid,
      client_id: 'woms',
      client_secret: 'woms',
      scope: 'server',
    },
  });
  return ((await reply.json()) as { msg?: string }).msg ?? '';
}

test('admin changes the retention and sees it in 操作日志 with its detail; a failed sign-in is in 登录日志', async ({
  page,
  request,
}) => {
  // a made-up account, so that no other journey's sign-ins meet it
  expect(await attempt(request, 'logdemo', 'wrong-pass')).toBe('用户不存在/密码错误');

  await signIn(page, 'admin', '/woms/SystemManage/Operlog');
  const logs = page.getByTestId('oper-log-page');
  await expect(logs).toContainText(/操作日志与登录日志保留 \d+ 天/);
  await logs.getByRole('button', { name: '保留设置' }).click();
  const days = page.getByLabel('保留天数');
  await days.fill('90');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(logs).toContainText('操作日志与登录日志保留 90 天');

  await logs.getByRole('button', { name: /刷\s*新/ }).click();
  const row = logs.locator('.ant-table-row').filter({ hasText: '/api/monitor/operlog/retention' }).first();
  await expect(row).toContainText('admin');
  await expect(row).toContainText('修改');
  await expect(row).toContainText('成功');
  await look(page, `oper-log-1440`);
  await row.getByRole('button', { name: /详\s*细/ }).click();
  const detail = page.getByTestId('oper-log-detail');
  await expect(detail.getByTestId('oper-log-params')).toHaveText('{"body":{"days":90}}');
  await expect(detail).toContainText('PUT /api/monitor/operlog/retention');
  await look(page, `oper-log-detail-1440`);
  await page.locator('.ant-drawer-close').click();

  await page.goto('/woms/SystemManage/Logininfor');
  const signIns = page.getByTestId('login-log-page');
  await signIns.getByLabel('用户账号').fill('logdemo');
  await signIns.getByRole('button', { name: /查\s*询/ }).click();
  const failed = signIns.locator('.ant-table-row').filter({ hasText: 'logdemo' });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('用户名或密码错误');
  await expect(failed).toContainText('Firefox 133');
  await expect(failed).toContainText('macOS 10.15');
  await expect(failed.getByRole('button', { name: /解\s*锁/ })).toBeVisible();
  await look(page, `login-log-1440`);

  // both pages in the dark theme, wide and narrow, and in English (screenshots)
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await page.locator('.ant-drawer-close').click();
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `login-log-dark-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto('/woms/SystemManage/Operlog');
  await expect(logs.getByRole('columnheader', { name: 'Route' })).toBeVisible();
  await expect(logs).toContainText('Operation and sign-in logs are kept 90 days');
  await look(page, `oper-log-en-dark-800`);
});
