import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { foldSubsystem } from '../contract/menu-paths';
import type { RouteItem } from '../contract/system/schemas';
import { signedInStorage } from '../scripts/lib/signed-in-storage.mjs';

/** The server under test answers every captcha with this code (CAPTCHA_TEST_CODE). */
export const CAPTCHA = '1234';

/** The servers under test offer this mobile-app address as the top bar's QR code (APP_DOWNLOAD_URL). */
export const APP_DOWNLOAD_URL = 'https://apps.example.com/woms/app.apk';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123', nickName: '系统管理员' },
  operator: { username: 'operator', password: 'operator123', nickName: '运维员小王' },
  supervisor: { username: 'supervisor', password: 'super123', nickName: '主管老李' },
  viewer: { username: 'viewer', password: 'viewer123', nickName: '访客' },
  newcomer: { username: 'newcomer', password: 'newcomer123', nickName: '新同事' },
} as const;

export async function fillLogin(
  page: Page,
  username: string,
  password: string,
  code = CAPTCHA,
): Promise<void> {
  // Within the sign-in form: after a navigation the address can change before the form replaces the
  // previous page (the register form, whose 账号 and 密码 were once filled in its place).
  const form = page.getByRole('form', { name: '账号登录' });
  await form.getByLabel('账号', { exact: true }).fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  // The code is typed for the picture on screen, as a user types it: after a refused sign-in the form fetches a new
  // captcha (its button disabled meanwhile), and a code sent with the old one's id is answered 验证码已失效.
  await expect(form.getByTestId('captcha-image')).toBeEnabled();
  await form.getByLabel('验证码', { exact: true }).fill(code);
  await form.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Signs in through the sign-in form, the way a user does: for the journeys about signing in. Other
 * tests use signIn, which skips the form.
 */
export async function signInWithForm(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.goto('/woms/login');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/woms\/index$/);
}

type Credentials = { username: string; password: string };

/**
 * Signs in through the API and stores what the sign-in form stores (docs/requirements.md §3: the
 * tokens and who signed in, in local storage; the access token in the `accessToken` cookie), in place
 * of whoever was signed in: the next page opened is signed in. Answers the access token.
 */
export async function storeSignIn(page: Page, account: keyof typeof ACCOUNTS | Credentials): Promise<string> {
  const { username, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const { grant, origin } = await passwordGrant(page.request, username, password);
  const token = grant.access_token;
  if (!token) throw new Error(`e2e: ${username} cannot sign in: ${JSON.stringify(grant)}`);
  const { cookies, origins } = signedInStorage({ ...grant, access_token: token }, origin);
  const context = page.context();
  await context.clearCookies();
  await context.addCookies(cookies);
  // Local storage is written from a page of the origin that is not the console (one still open would see its
  // storage change under it and react: reload, sign out). Not Playwright's setStorageState: it also empties the
  // context's HTTP cache, which the worker's context keeps between tests (fixtures.ts).
  await page.goto(`${origin}/woms/favicon.svg`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origins[0]?.localStorage ?? []);
  return token;
}

/**
 * Signs in and opens `path` (home by default). Skips the sign-in form (storeSignIn): one page load
 * instead of the sign-in page and the page after it, for the many tests that are not about signing
 * in; those that are use signInWithForm.
 */
export async function signIn(
  page: Page,
  account: keyof typeof ACCOUNTS | Credentials,
  path = '/woms/index',
): Promise<void> {
  await storeSignIn(page, account);
  await page.goto(path);
  // The first page of a fresh browser is the slowest step of a test (the whole console to load and
  // start, the session and menus to fetch): on a busy machine it was seen to take over 10 s.
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
}

/**
 * The operator reports a repair in 上海第一水厂 through the API, as the console's report dialog does
 * (the supervisors get a to-do); answers the order's number.
 */
export async function operatorReports(request: APIRequestContext): Promise<string> {
  return (await operatorReportsOrder(request)).taskNo;
}

/**
 * A part of its own in the catalogue (code `code`) with 5 in stock in `factoryId`, added by the supervisor, so that no
 * other test's moves meet it (docs/parts.md).
 */
export async function stockedPart(
  request: APIRequestContext,
  code: string,
  factoryId: number,
): Promise<void> {
  const token = await apiSignIn(request, ACCOUNTS.supervisor.username, ACCOUNTS.supervisor.password);
  const headers = { authorization: `Bearer ${token}` };
  const added = await request.post('/api/system/base/parts', {
    headers,
    data: { partCode: code, partName: '机械密封', partSpecs: 'E2E-45mm', unit: '套' },
  });
  const answer = (await added.json()) as { code: number; data: { partId: number } };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  const receipt = await request.post('/api/system/base/parts/movement', {
    headers,
    data: { factoryId, partId: answer.data.partId, kind: 'receipt', quantity: 5 },
  });
  expect(((await receipt.json()) as { code: number }).code).toBe(200);
}

/** operatorReports, answering the order's id as well. */
export async function operatorReportsOrder(
  request: APIRequestContext,
): Promise<{ taskId: number; taskNo: string }> {
  const token = await apiSignIn(request, 'operator', 'operator123');
  const headers = { authorization: `Bearer ${token}` };
  const devices = await request.get('/api/system/base/workOrder/devices?factoryId=11', { headers });
  const device = ((await devices.json()) as { data: Array<{ deviceId: number }> }).data[0];
  const created = await request.post('/api/system/base/workOrder/fix', {
    headers,
    data: { factoryId: 11, deviceId: device?.deviceId, reportContent: '实时通道：出水泵异响' },
  });
  const body = (await created.json()) as { code: number; data: { taskId: number; taskNo: string } };
  expect(body.code).toBe(200);
  return body.data;
}

/**
 * Picks an option of a select field; a long list (some 60 devices) is narrowed by typing first. `force` clicks a
 * select whose chosen value covers its input (a dialog's field set already).
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: string | RegExp,
  { force = false }: { force?: boolean } = {},
) {
  await field.click({ force });
  // A long list (a factory has some 60 devices) renders only what is scrolled into view: narrow it first.
  if (typeof option === 'string') await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Picks a factory in the top bar's factory picker. */
export async function chooseFactory(page: Page, name: string): Promise<void> {
  const picker = page.getByTestId('factory-picker');
  const option = page.locator('.ant-select-tree').getByText(name);
  // Right after a reload the picker can draw again as its factories arrive, closing a dropdown opened a moment before
  // (a run hung here once): open it until its option shows, as a user clicks again.
  await expect(async () => {
    if (!(await option.isVisible())) await picker.locator('.ant-select-selector').click();
    await expect(option).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
  await expect(picker).toContainText(name);
}

/**
 * Makes `name` the top-bar factory unless it already is: the choice is remembered per user, so a test cannot know
 * which factory an account it signs in with last chose.
 */
export async function ensureFactory(page: Page, name: string): Promise<void> {
  if (!((await page.getByTestId('factory-picker').textContent()) ?? '').includes(name)) {
    await chooseFactory(page, name);
  }
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

/**
 * The shell's chunk (vite.config.ts `SHELL_ENTRIES`): a route drawn outside the shell never fetches it, only the
 * `shell-kit` it shares with it (docs/architecture.md §4 "Bundles").
 */
export const SHELL_CHUNK = /\/assets\/shell-(?!kit-)[^/]*\.js$/;

/** The shell's chunks `page` fetches from now on. */
export function shellChunkFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (SHELL_CHUNK.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

export const SCREENSHOT_DIR = 'e2e/.output/screenshots';

/**
 * Photographs a page or a part of one as `SCREENSHOT_DIR/<name>.png` for a person to look at (docs/layout.md). Not under
 * `npm test` (`E2E_LOOKS=off`, set by scripts/test.mjs): nobody looks at a full run's pictures, and taking the ~350 of
 * them cost about 40 s of its 2 cores; `npm run test:e2e` takes them.
 */
export async function look(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (process.env.E2E_LOOKS === 'off') return;
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  // a part of a page (a locator) is photographed as it is: the options are the page's
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}

/**
 * Opens the user menu (a hover dropdown) and clicks `item`. Under load the hover could land while the top bar was
 * drawn again after a sign-in, and the menu never opened (the click then waited out the test): the pointer leaves and
 * hovers again until the item shows.
 */
export async function chooseInUserMenu(page: Page, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}

/**
 * Signs out through the user menu and its 温馨提示 confirm. Under load a click on 确定 during the
 * confirm's opening animation was seen to be lost: click again until the console is on /login.
 */
export async function signOut(page: Page): Promise<void> {
  await chooseInUserMenu(page, '退出登录');
  const ok = page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/woms\/login$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

interface Grant {
  access_token?: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
  username: string;
}

/** The password grant (the form-body login of docs/architecture.md §3), and the server's origin. */
async function passwordGrant(request: APIRequestContext, username: string, password: string) {
  const code = await request.get('/api/code');
  const captcha = (await code.json()) as { uuid: string };
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
  return { grant: (await reply.json()) as Grant, origin: new URL(code.url()).origin };
}

/** Signs in through the API and answers the access token, or null. */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  return (await passwordGrant(request, username, password)).grant.access_token ?? null;
}

/**
 * Answers 确定 in the open confirm (温馨提示). A click during the confirm's zoom-in could land beside the
 * moving button and be lost under load: click once the animation has ended.
 */
export async function confirmOk(page: Page): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(confirm).toBeHidden();
}

/**
 * A user an administrator added or whose password was reset must change it first (docs/administration.md
 * "Passwords"): this does it through the API, as the console's dialog would, for journeys about something else.
 */
export async function changeGivenPassword(
  request: APIRequestContext,
  username: string,
  given: string,
  chosen: string,
): Promise<void> {
  const token = await apiSignIn(request, username, given);
  const reply = await request.put('/api/system/user/profile/updatePwd', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { oldPassword: given, newPassword: chosen },
  });
  expect(((await reply.json()) as { code: number }).code).toBe(200);
}

/** Fills and sends the first-sign-in password dialog the console shows before anything else. */
export async function changePasswordFirst(page: Page, given: string, chosen: string): Promise<void> {
  const forced = page.locator('.ant-modal').filter({ hasText: '请修改初始密码' });
  await expect(forced).toBeVisible({ timeout: 30_000 });
  await forced.getByLabel('旧密码').fill(given);
  await forced.getByLabel('新密码').fill(chosen);
  await forced.getByLabel('确认密码').fill(chosen);
  await forced.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
}

export interface MenuPage {
  path: string;
  title: string;
  component: string;
}

/** The menu pages of a demo account, as the server's menus give them (the console's routes, links left out). */
export async function menuPages(
  request: APIRequestContext,
  account: keyof typeof ACCOUNTS,
): Promise<MenuPage[]> {
  const { username, password } = ACCOUNTS[account];
  const token = await apiSignIn(request, username, password);
  const reply = await request.get('/api/system/menu/getRouters', {
    params: { remark: 'woms' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const subsystems = ((await reply.json()) as { data: RouteItem[] }).data;
  return subsystems.flatMap((s) =>
    foldSubsystem<MenuPage[]>(s, {
      link: () => null,
      page: (item, path) => [{ path, title: item.meta.title, component: item.component }],
      folder: (_item, children) => children.flat(),
    }).flat(),
  );
}

/** In-app navigation (the router follows popstate): no reload of the console per page. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/woms${path}`);
}

/** The kept-alive host of the page at `path` (hidden tabs stay mounted beside it; the key is the path). */
export const pageHost = (page: Page, path: string): Locator => page.locator(`.woms-page[data-tab="${path}"]`);

/**
 * Waits until a page has drawn its own content: a lazy page draws nothing until its chunk has come, then its
 * controls, cards, tables, empty states or charts; its calls start then.
 */
export async function expectPageDrawn(host: Locator): Promise<void> {
  await expect(
    host.locator('button, form, .ant-card, .ant-table, .ant-empty, canvas').locator('visible=true').first(),
  ).toBeVisible({ timeout: 20_000 });
}
