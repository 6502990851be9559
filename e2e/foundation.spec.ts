import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  CAPTCHA,
  confirmOk,
  fillLogin,
  look,
  signIn,
  signInWithForm,
  storedToken,
  storeSignIn,
} from './support';

test.describe('foundation: sign-in, guard, menus, deep links, sign-out', () => {
  test('a new user is sent from /woms/ to the login page', async ({ page }) => {
    await page.goto('/woms/');
    await expect(page).toHaveURL(/\/woms\/login$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    );
    await expect(page).toHaveTitle('登录 - 数字化管理平台 v1.0.10.test19');
    await look(page, `login-1440`);
  });

  test('English chosen on the sign-in page is fetched, kept across a reload and signs in in English', async ({
    page,
  }) => {
    await page.goto('/woms/login');
    // the English texts are a chunk of their own, fetched when chosen (docs/architecture.md §4 "Language")
    const fetched = page.waitForResponse((r) => /\/assets\/en-us-[\w-]+\.js$/.test(r.url()));
    await page.getByText('EN', { exact: true }).click();
    await fetched;
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Account', { exact: true }).fill(ACCOUNTS.admin.username);
    await form.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password);
    await form.getByLabel('Captcha', { exact: true }).fill(CAPTCHA);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/woms\/index$/);
    await expect(page).toHaveTitle('Home - Digital Management Platform v1.0.10.test19');
  });

  test('the sign-in card fits a 390 px phone screen, nothing wider than it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto('/woms/login');
    const card = await page.locator('.woms-auth__card').boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeInViewport();
  });

  test('login form rules show the spec messages', async ({ page }) => {
    await page.goto('/woms/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill('123');
    await expect(page.getByText('密码6到16位且不能输入空格')).toBeVisible();
    await page.getByLabel('账号', { exact: true }).fill('bad-name');
    await expect(page.getByText('数字、字母及下划线组合')).toBeVisible();
  });

  test('a wrong password or captcha is refused and stores no token', async ({ page }) => {
    await page.goto('/woms/login');
    await fillLogin(page, 'admin', 'wrong-pass');
    await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/woms\/login$/);
    expect(await storedToken(page)).toBeNull();

    await fillLogin(page, 'admin', 'admin123', '9999');
    await expect(page.getByText('验证码错误')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('admin signs in, sees the subsystem menus, reloads a deep link and signs out', async ({ page }) => {
    await signInWithForm(page, 'admin');
    const topbar = page.locator('.woms-topbar');
    for (const name of ['资产管理', '生产运营', '设备工单', '能耗管理', '水厂档案']) {
      await expect(topbar.getByRole('button', { name })).toBeVisible();
    }
    // The application system is hidden from the top bar (docs/requirements.md §2).
    await expect(topbar.getByRole('button', { name: '应用系统' })).toHaveCount(0);
    await expect(page.getByText(`${ACCOUNTS.admin.nickName}`).first()).toBeVisible();
    await expect(page).toHaveTitle('首页 - 数字化管理平台 v1.0.10.test19');
    expect(await page.evaluate(() => localStorage.getItem('PerBtn'))).toBe('admin');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();
    await look(page, `home-1440`);
    // 我的子系统 counts the tiles below it, the application system's among them
    const tiles = await page.locator('[data-testid^=subsystem-tile-]').count();
    expect(tiles).toBe(6);
    await expect(page.getByTestId('home-subsystem-count')).toContainText(String(tiles));

    // Choose a subsystem in the top bar: the side menu shows its menus and we land on its first page.
    await topbar.getByRole('button', { name: '设备工单' }).click();
    await expect(page).toHaveURL(/\/woms\/WorkOrderTask\/WarrantyTasks$/);
    await expect(page.locator('.woms-side-menu')).toContainText('工单任务');
    expect(await page.evaluate(() => localStorage.getItem('sysName'))).toBe('设备工单');

    // A deep link survives a reload: the guard reloads the menus and repeats the navigation.
    await page.goto('/woms/TicketHistory/AcceptanceHistory');
    await page.reload();
    await expect(page).toHaveURL(/\/woms\/TicketHistory\/AcceptanceHistory$/);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('历史工单');
    await expect(page.locator('.woms-topbar')).toBeVisible();

    await page.goto('/woms/personalCenter/personalCenter');
    await page.reload();
    await expect(page.getByText('个人中心').first()).toBeVisible();
    await expect(page.getByText('admin', { exact: true })).toBeVisible();

    // Sign out through the user menu and the 温馨提示 confirm.
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('温馨提示');
    await confirmOk(page);
    await expect(page).toHaveURL(/\/woms\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

    // Signed out: a deep link asks for a sign-in again.
    await page.goto('/woms/personalCenter/personalCenter');
    await expect(page).toHaveURL(/\/woms\/login\?redirect=/);

    // Another user signing in in the same tab gets their own menus, not the admin's left in memory.
    await page.getByTestId('captcha-image').locator('img').waitFor();
    await fillLogin(page, 'operator', 'operator123');
    await expect(page).toHaveURL(/\/woms\/personalCenter\/personalCenter$/);
    await expect(page.locator('.woms-topbar').getByRole('button', { name: '设备工单' })).toBeVisible();
    await expect(page.locator('.woms-topbar').getByRole('button', { name: '能耗管理' })).toHaveCount(0);
    await expect(page.getByText('operator', { exact: true })).toBeVisible();
  });

  test('a signed-in user who opens /login is sent on to the console', async ({ page }) => {
    await storeSignIn(page, 'operator');
    await page.goto('/woms/login');
    await expect(page).toHaveURL(/\/woms\/index$/);
    await expect(page.getByTestId('top-bar')).toBeVisible();
  });

  test('an unknown path while signed out lands on /login, and sign-in returns there', async ({ page }) => {
    await page.goto('/woms/no/such/page');
    await expect(page).toHaveURL(/\/woms\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
    await fillLogin(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/woms\/no\/such\/page$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  });

  test('the operator sees only the menus of its role', async ({ page }) => {
    await signIn(page, 'operator');
    const topbar = page.locator('.woms-topbar');
    await expect(topbar.getByRole('button', { name: '设备工单' })).toBeVisible();
    await expect(topbar.getByRole('button', { name: '能耗管理' })).toHaveCount(0);
    await topbar.getByRole('button', { name: '设备工单' }).click();
    await expect(page.locator('.woms-side-menu')).not.toContainText('工单验收');
    // Reports: the operator fills them; approving is the supervisor's.
    await topbar.getByRole('button', { name: '生产运营' }).click();
    await expect(page.locator('.woms-side-menu')).toContainText('日报填报');
    await expect(page.locator('.woms-side-menu')).not.toContainText('日报审批');
  });
});
