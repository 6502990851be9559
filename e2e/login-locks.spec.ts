import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTCHA, confirmOk, look, signIn } from './support';

/** One sign-in through the API, as the login page sends it; answers the reply's message. */
async function attempt(request: APIRequestContext, username: string, password: string): Promise<string> {
  const { uuid } = (await (await request.get('/api/code')).json()) as { uuid: string };
  const reply = await request.post('/api/auth/oauth/token', {
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

test('admin sees an account locked at one address on 登录锁定 and lifts it', async ({ page, request }) => {
  // a made-up account, so that no other journey's sign-ins meet the lock
  for (let i = 0; i < 5; i += 1)
    expect(await attempt(request, 'lockdemo', 'wrong-pass')).toBe('用户不存在/密码错误');
  expect(await attempt(request, 'lockdemo', 'wrong-pass')).toMatch(/^登录失败次数过多，请\d+秒后再试$/);

  await signIn(page, 'admin', '/woms/SystemManage/LoginLock');
  const locks = page.getByTestId('login-lock-page');
  await expect(locks).toContainText('同一账号在同一地址 15 分钟内密码错误 5 次');
  const pair = locks
    .locator('.ant-table-row')
    .filter({ hasText: 'lockdemo' })
    .filter({ hasText: '账号+地址' });
  await expect(pair).toContainText(/锁定中，剩余 \d+ 秒/);
  await expect(pair).toContainText('5');
  await look(page, `login-locks-1440`);

  await pair.getByRole('button', { name: /解\s*除/ }).click();
  await expect(page.getByText('确认解除 lockdemo')).toBeVisible();
  await confirmOk(page);
  await expect(page.getByText('解除成功')).toBeVisible();
  await expect(pair).toHaveCount(0);
  // the address's own counter keeps the five failures until it is lifted too
  const address = locks.locator('.ant-table-row').filter({ hasText: '地址' }).filter({ hasNotText: '账号' });
  await address
    .first()
    .getByRole('button', { name: /解\s*除/ })
    .click();
  await confirmOk(page);
  await expect(page.getByText('解除成功').first()).toBeVisible();

  // lifted on the server: the next attempt is checked again
  expect(await attempt(request, 'lockdemo', 'wrong-pass')).toBe('用户不存在/密码错误');

  // the page in the horizontal layout and the dark theme, wide and narrow (screenshots)
  await page.getByTestId('theme-button').click();
  await page.getByTestId('theme-layout').getByText('横向').click();
  await page.getByTestId('theme-mode').getByText('暗色').click();
  await expect(page.locator('html')).toHaveClass(/woms-black/);
  await page.locator('.ant-drawer-close').click();
  await locks.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(locks.locator('.ant-table-row').filter({ hasText: 'lockdemo' }).first()).toBeVisible();
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `login-locks-horizontal-dark-${width}`);
  }

  // and in English: every label of the page is translated
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();
  await expect(locks.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
  await expect(locks).toContainText('Account + address');
  await expect(locks.getByRole('button', { name: 'Lift' }).first()).toBeVisible();
  await look(page, `login-locks-en-800`);
});
