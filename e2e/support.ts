import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The server under test answers every captcha with this code (CAPTCHA_TEST_CODE). */
export const CAPTCHA = '1234';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123', nickName: '系统管理员' },
  operator: { username: 'operator', password: 'operator123', nickName: '运维员小王' },
  supervisor: { username: 'supervisor', password: 'super123', nickName: '主管老李' },
  viewer: { username: 'viewer', password: 'viewer123', nickName: '访客' },
} as const;

export async function fillLogin(
  page: Page,
  username: string,
  password: string,
  code = CAPTCHA,
): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function signIn(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.goto('/woms/login');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/woms\/index$/);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

export const SCREENSHOT_DIR = 'e2e/.output/screenshots';

/**
 * Signs out through the user menu and its 温馨提示 confirm. Under load a click on 确定 during the
 * confirm's opening animation was seen to be lost: click again until the console is on /login.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const ok = page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/woms\/login$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs in through the API (the form-body login of docs/architecture.md §3) and answers the access token, or null. */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const captcha = (await (await request.get('/api/code')).json()) as { uuid: string };
  const reply = await request.post('/api/auth/oauth/token', {
    form: {
      username,
      password,
      code: CAPTCHA,
      uuid: captcha.uuid,
      client_id: 'woms',
      client_secret: 'woms',
      grant_type: 'password',
      scope: 'server',
    },
  });
  return ((await reply.json()) as { access_token?: string }).access_token ?? null;
}
