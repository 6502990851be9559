import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shortTtlURL } from './ports';
import { CAPTCHA, confirmOk, signIn, storedToken, storeSignIn } from './support';

const refreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('refresh_token'));

/** Refreshes the home tab in place (no page load): home asks the server for the factory tree again. */
async function touchServer(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/system/area/tree/list') && r.status() === 200,
  );
  await page.getByTestId('refresh-page').click();
  await answered;
  await expect(page.getByTestId('subsystem-tile-3')).toBeVisible();
}

test.describe('short-lived access tokens (TOKEN_TTL_S=3)', () => {
  test.use({ baseURL: shortTtlURL });

  test('a signed-in user keeps working past expiry without noticing', async ({ page, request }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/api/auth/oauth/token') &&
        request.postData()?.includes('grant_type=refresh_token')
      ) {
        refreshes.push(request.url());
      }
    });
    await signIn(page, 'admin');
    const first = await storedToken(page);
    for (let round = 0; round < 2; round += 1) {
      // Real expiry on the real server: wait until it refuses the console's current access token.
      const current = await storedToken(page);
      await expect
        .poll(
          async () =>
            (
              await request.get('/api/system/user/getInfo', {
                headers: { Authorization: `Bearer ${current}` },
              })
            ).status(),
          { intervals: [250], timeout: 10_000 },
        )
        .toBe(401);
      await touchServer(page);
      await expect(page.getByTestId('subsystem-tile-3')).toBeVisible();
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(await storedToken(page)).not.toBe(first);
    await expect(page).toHaveURL(/\/woms\/index$/);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  });
});

test('revoking the login on the server sends the console to /login', async ({ page, request }) => {
  await signIn(page, 'supervisor');
  const stolen = await refreshToken(page);
  const form = (token: string) => ({
    grant_type: 'refresh_token',
    refresh_token: token,
    client_id: 'woms',
    client_secret: 'woms',
    scope: 'server',
  });
  // Someone uses the refresh token, then it is replayed: the server revokes that whole login.
  const rotated = await request.post('/api/auth/oauth/token', { form: form(stolen ?? '') });
  expect((await rotated.json()).access_token).toBeTruthy();
  const replay = await request.post('/api/auth/oauth/token', { form: form(stolen ?? '') });
  expect(await replay.json()).toMatchObject({ code: 500 });

  // The console's next call to the server (here: reloading user info) finds the login revoked.
  await page.reload();
  await expect(page).toHaveURL(/\/woms\/login/);
  expect(await storedToken(page)).toBeNull();
  expect(await refreshToken(page)).toBeNull();
});

test('the newcomer, with an empty permission list, is warned 请联系管理员开通菜单权限 and shown nothing it may not do', async ({
  page,
}) => {
  // The warning shows for 3 s once the session has loaded: look for it from the first page on.
  await storeSignIn(page, 'newcomer');
  await page.goto('/woms/index');
  await expect(page.locator('.ant-message-warning')).toContainText('请联系管理员开通菜单权限');
  expect(await page.evaluate(() => localStorage.getItem('PerBtn'))).toBe('[]');
  // No 常用操作: each would open a page it lacks (docs/requirements.md §6: an empty list is an administrator's for
  // the menus alone).
  await expect(page.getByTestId('quick-actions')).toBeVisible();
  await expect(page.getByTestId('quick-actions').getByRole('button')).toHaveCount(0);
  // Its factory's alarms, without release, selection or order (the server refuses them to it).
  await page.getByTestId('alarm-widget').getByTestId('alarm-button').click();
  const panel = page.getByTestId('alarm-panel');
  await expect(panel.getByTestId('alarm-row').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /^解\s*除$/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '批量解除' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '生成工单' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
  // A deep link to a page it may not open says so, rather than that it does not exist.
  await page.goto('/woms/SystemManage/User');
  await expect(page.getByText('抱歉，您无权访问该页面。')).toBeVisible();
});

test('the operator sees no admin menus or buttons, and the server refuses admin routes to its token', async ({
  page,
  request,
}) => {
  await signIn(page, 'operator');
  await expect(page.getByTestId('quick-action-fix')).toBeVisible();
  await expect(page.getByTestId('quick-action-users')).toHaveCount(0);
  await expect(page.getByTestId('quick-action-accept')).toHaveCount(0);
  await expect(page.getByTestId('subsystem-tile-6')).toHaveCount(0);
  await page.goto('/woms/SystemManage/User');
  await expect(page.getByText('抱歉，您无权访问该页面。')).toBeVisible();
  await page.goto('/woms/No/Such/Page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();

  const token = await storedToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const refused = await request.get('/api/system/area/11', { headers });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 403, msg: '没有权限，请联系管理员授权' });
  const anonymous = await request.get('/api/system/area/11');
  expect(anonymous.status()).toBe(401);
});

test('the back button is blocked unless the page allows it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.locator('.woms-topbar').getByRole('button', { name: '设备工单' }).click();
  await expect(page).toHaveURL(/\/WorkOrderTask\/WarrantyTasks$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('维修工单');
  await page.goBack();
  await expect(page).toHaveURL(/\/WorkOrderTask\/WarrantyTasks$/);

  // History pages carry allowBack: from one of them, back works.
  await page.locator('.woms-side-menu').getByText('历史工单').click();
  await page.locator('.woms-side-menu').getByText('验收历史').click();
  await expect(page).toHaveURL(/\/TicketHistory\/AcceptanceHistory$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('验收历史');
  await page.goBack();
  await expect(page).toHaveURL(/\/WorkOrderTask\/WarrantyTasks$/);
});

test('a token on the address signs in and leaves the address clean', async ({
  browser,
  request,
  baseURL,
}) => {
  const captcha = await (await request.get('/api/code')).json();
  const grant = await request.post('/api/auth/oauth/token', {
    form: {
      grant_type: 'password',
      username: 'operator',
      password: 'operator123',
      code: CAPTCHA,
      uuid: captcha.uuid,
      client_id: 'woms',
      client_secret: 'woms',
      scope: 'server',
    },
  });
  const { access_token: token } = await grant.json();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/woms/index?token=${token}&typeSystem=%E8%AE%BE%E5%A4%87%E5%B7%A5%E5%8D%95`);
  await expect(page.locator('.woms-sider__hello')).toContainText('运维员小王');
  await expect(page).toHaveURL(/\/woms\/index$/);
  await expect(page.locator('.woms-sider__system')).toHaveText('设备工单');
  await context.close();
});

test('signing out in one window reloads the other onto /login', async ({ page, context }) => {
  await signIn(page, 'admin');
  const other = await context.newPage();
  await other.goto('/woms/personalCenter/personalCenter');
  await expect(other.getByText('个人中心').first()).toBeVisible();
  // Back to the first window, as its user does: a page in the background gets no animation frames,
  // so the menu and the confirm would crawl (seconds per step).
  await page.bringToFront();

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/woms\/login$/);
  await expect(other).toHaveURL(/\/woms\/login/);
});
