/**
 * en-US is complete (docs/i18n.md): after switching to English, home, a work-order list, the alarm panel and the
 * pages of every subsystem show no Chinese but user data. User data is named from the API's answers (factory, user,
 * device, meter and order texts), and only those strings are taken out of the visible text before it is checked;
 * no region of the page is left out. Screenshots of home, a work-order list, 用户管理 and the sign-in page in English
 * at 1440 and 800 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { foldSubsystem } from '../contract/menu-paths';
import type { RouteItem } from '../contract/system';
import { expect, test } from './fixtures';
import { apiSignIn, SCREENSHOT_DIR, signIn } from './support';

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]+/g;
const HAS_CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
const EN = { 'accept-language': 'en-US' };

type Json = Record<string, unknown>;

/** The strings of `fields` in every object under `value`. */
function fieldStrings(value: unknown, fields: readonly string[], out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldStrings(item, fields, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Json)) {
      if (typeof inner === 'string' && fields.includes(key) && inner.trim() !== '') out.add(inner.trim());
      else fieldStrings(inner, fields, out);
    }
  }
  return out;
}

/** Texts people typed into the demo data, as the API answers them: names, codes, contents, remarks. */
async function userData(request: APIRequestContext, account: string, password: string): Promise<string[]> {
  const token = await apiSignIn(request, account, password);
  const headers = { authorization: `Bearer ${token}`, ...EN };
  const read = async (url: string): Promise<unknown> => (await request.get(url, { headers })).json();
  const out = new Set<string>();
  fieldStrings(await read('/api/system/user/getInfo'), ['nickName', 'deptName'], out);
  fieldStrings(await read('/api/system/area/tree/list'), ['name', 'label'], out);
  fieldStrings(await read('/api/asset/meter/list?pageNum=1&pageSize=500'), ['name', 'deviceName', 'collectorName'], out);
  fieldStrings(await read('/api/asset/device/list?pageNum=1&pageSize=500'), ['deviceName', 'location'], out);
  const orderFields = [
    'projectName',
    'deviceName',
    'reportByName',
    'execByName',
    'acceptByName',
    'distributeByName',
    'forwardByName',
    'reportContent',
    'remark',
  ];
  fieldStrings(await read('/api/system/base/workOrder/fix/list?pageNum=1&pageSize=500'), orderFields, out);
  fieldStrings(await read('/api/system/alarm/window'), ['deviceName', 'factoryName', 'deviceAddr'], out);
  fieldStrings(await read('/api/system/user/list?pageNum=1&pageSize=500'), ['nickName', 'deptName', 'remark'], out);
  // the longest first, so that a name inside a longer text goes with it
  return [...out].toSorted((a, b) => b.length - a.length);
}

/** The Chinese left in the page's visible text once the user data is taken out. */
async function chineseBeyondUserData(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const s of data) text = text.split(s).join(' ');
  return [...new Set(text.match(CJK) ?? [])];
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('top-bar')).toContainText(/Work orders|Production|Assets/);
}

test('switched to English, home, a work-order list and the alarm panel show no Chinese but user data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const data = await userData(request, 'supervisor', 'super123');
  await signIn(page, 'supervisor');
  // the switch itself: the menus the server sent in Chinese are asked for again
  await expect(page.getByTestId('top-bar')).toContainText('设备工单');
  await toEnglish(page);
  await expect(page.getByText('主管老李').first()).toBeVisible();
  await expect(page.locator('main, body').first()).toContainText(/Good (morning|day|afternoon|evening), 主管老李/);
  await expect(page.getByTestId('sider-clock')).toContainText(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
  expect(await chineseBeyondUserData(page, data)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/en-us-home-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/woms/WorkOrderTask/WarrantyTasks');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('page-breadcrumb').or(page.locator('.ant-breadcrumb')).first()).toContainText(
    'Repair orders',
  );
  expect(await chineseBeyondUserData(page, data)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/en-us-warranty-tasks-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('alarm-widget').getByTestId('alarm-button').click();
  const panel = page.getByTestId('alarm-panel');
  await expect(panel.getByTestId('alarm-row').first()).toBeVisible();
  expect(await chineseBeyondUserData(page, data)).toEqual([]);
});

test('every page of every subsystem is named in English, and 用户管理 and the sign-in page read English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const data = await userData(request, 'admin', 'admin123');
  await signIn(page, 'admin');
  await toEnglish(page);
  // Every page of every subsystem, as the server sends the menus in English, opened once: named in English in the
  // breadcrumb and the tab, and no Chinese on it but user data.
  const token = await apiSignIn(request, 'admin', 'admin123');
  const routers = (await (
    await request.get('/api/system/menu/getRouters?remark=woms', {
      headers: { authorization: `Bearer ${token}`, ...EN },
    })
  ).json()) as { data: RouteItem[] };
  const pages = routers.data.flatMap((subsystem) =>
    foldSubsystem<{ path: string; title: string }>(subsystem, {
      link: () => null,
      folder: () => null,
      page: (item, path) => (item.hidden ? null : { path, title: item.meta.title }),
    }),
  );
  const seen = new Set<string>();
  const found: Record<string, string[]> = {};
  for (const { path, title } of pages) {
    if (seen.has(path)) continue;
    seen.add(path);
    expect(title).not.toMatch(HAS_CJK);
    await page.goto(`/woms${path}`);
    await expect(page.locator('.woms-breadcrumb')).toContainText(title, { timeout: 30_000 });
    await expect(page.locator('.woms-tag.is-active')).toContainText(title);
    // the page's own request answered (its table, form or figures drawn)
    await page.waitForLoadState('networkidle');
    const left = await chineseBeyondUserData(page, data);
    if (left.length > 0) found[path] = left;
  }
  expect(seen.size).toBeGreaterThan(25);
  expect(found).toEqual({});

  await page.goto('/woms/SystemManage/User');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(await chineseBeyondUserData(page, data)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/en-us-users-${width}.png` });
  }

  // the sign-in page in English: the button reads "Sign in", not letter-spaced
  await page.evaluate(() => {
    localStorage.removeItem('accessToken');
  });
  await page.context().clearCookies();
  await page.evaluate(() => {
    const keep = localStorage.getItem('locale');
    localStorage.clear();
    if (keep) localStorage.setItem('locale', keep);
  });
  await page.goto('/woms/login');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((el) => getComputedStyle(el).letterSpacing)).toMatch(/^(normal|0px)$/);
  expect(await chineseBeyondUserData(page, ['中文'])).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/en-us-login-${width}.png` });
  }
});
