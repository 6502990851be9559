/**
 * en-US is complete (docs/i18n.md): after switching to English, home, a work-order list, the alarm panel and the
 * pages of every subsystem show no Chinese but user data. User data is named from the API's answers (factory, user,
 * device, meter and order texts), and only those strings are taken out of the visible text before it is checked;
 * no region of the page is left out. Screenshots of home, a work-order list, 用户管理 and the sign-in page in English
 * at 1440 and 800 px. English words are longer than the Chinese they stand for: the daily report calendar, the
 * narrowest place that shows a state, is read in full beside the report from 1200 px.
 */
import type { Page } from '@playwright/test';
import { foldSubsystem } from '../contract/menu-paths';
import type { RouteItem } from '../contract/system';
import { expect, test } from './fixtures';
import { apiSignIn, expectPageDrawn, look, openInApp, pageHost, signIn, storeSignIn } from './support';

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

/** Fields of the API's answers that hold what people typed: names, codes, addresses, contents, remarks. */
const USER_FIELDS = [
  'nickName',
  'userName',
  'deptName',
  'name',
  'factoryName',
  'projectName',
  'deviceName',
  'deviceAddr',
  'location',
  'collectorName',
  'reportByName',
  'execByName',
  'acceptByName',
  'distributeByName',
  'forwardByName',
  'createByName',
  'reportContent',
  'handleDesc',
  'acceptDesc',
  'remark',
  'address',
  'contactName',
  'city',
  'weather',
  // a plant contact's role, as typed into the archive
  'role',
  'unit',
  'filledBy',
  'approvedBy',
  // 字典管理 and 菜单管理 edit the dictionaries' names and the menus' titles: they show them as stored (docs/i18n.md)
  'dictName',
  'menuName',
  // the name a file was uploaded with (文件管理)
  'fileName',
  // 备件管理: a catalogue part's name and specs, and the reason a movement was typed with (docs/parts.md)
  'partName',
  'partSpecs',
  'reason',
  // a role an administrator created (the seeded roles' names are English under en-US: tests/server/i18n-catalog.test.ts)
  'roleName',
];

/**
 * The user data the page was given: every answer of the API the page receives is read for USER_FIELDS (and the area
 * tree's labels, which are factory names), so that only those strings are taken out of what it shows.
 */
function recordUserData(page: Page): { data: Set<string>; read: () => Promise<unknown> } {
  const data = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const done = response
      .json()
      .then((body: unknown) => {
        fieldStrings(body, url.includes('/area/tree') ? [...USER_FIELDS, 'label'] : USER_FIELDS, data);
      })
      .catch(() => undefined)
      .finally(() => reading.delete(done));
    reading.add(done);
  });
  // every answer received so far read
  return { data, read: () => Promise.all([...reading]) };
}

/** The Chinese left in the page's visible text once the user data is taken out. */
async function chineseBeyondUserData(
  page: Page,
  data: Iterable<string>,
  read: () => Promise<unknown> = () => Promise.resolve(),
): Promise<string[]> {
  await read();
  let text = await page.locator('body').innerText();
  // the longest first, so that a name inside a longer text goes with it
  const all = [...data].toSorted((a, b) => b.length - a.length);
  for (const s of all) text = text.split(s).join(' ');
  // A cell too narrow for its text shows it cut (the full text in its tooltip): a run of user data's own characters.
  return [...new Set(text.match(CJK) ?? [])].filter((run) => !all.some((s) => s.includes(run)));
}

/** 能耗报表 has a column per meter or day: it scrolls sideways in every language. */
const WIDE_BY_DESIGN = new Set(['/EnergyMonitor/EnergyReport']);

/** The tables of the page at `path` whose columns are wider than their box (header widths / box width). */
function tablesWiderThanTheirBox(page: Page, path: string): Promise<string[]> {
  return pageHost(page, path).evaluateAll((hosts) =>
    hosts.flatMap((host) =>
      [...host.querySelectorAll<HTMLElement>('.ant-table-container')].flatMap((box) => {
        const width = box.getBoundingClientRect().width;
        const columns = [...box.querySelectorAll<HTMLElement>('.ant-table-thead > tr:first-child > th')];
        const sum = columns.reduce((total, th) => total + th.getBoundingClientRect().width, 0);
        return width > 0 && sum > width + 2 ? [`${Math.round(sum)} / ${Math.round(width)}`] : [];
      }),
    ),
  );
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
  const { data, read } = recordUserData(page);
  await signIn(page, 'supervisor');
  // the switch itself: the menus the server sent in Chinese are asked for again
  await expect(page.getByTestId('top-bar')).toContainText('设备工单');
  await toEnglish(page);
  await expect(page.getByText('主管老李').first()).toBeVisible();
  await expect(page.locator('body')).toContainText(/Good (morning|day|afternoon|evening), 主管老李/);
  await expect(page.getByTestId('sider-clock')).toContainText(
    /Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/,
  );
  expect(await chineseBeyondUserData(page, data, read)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `en-us-home-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/woms/WorkOrderTask/WarrantyTasks');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.woms-breadcrumb')).toContainText('Repair orders');
  expect(await chineseBeyondUserData(page, data, read)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `en-us-warranty-tasks-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // the report dialog, named by its kind in English (it read "New 维修工单")
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'New repair order' });
  await expect(report.getByText('Report content')).toBeVisible();
  expect(await chineseBeyondUserData(page, data, read)).toEqual([]);
  // its labels wrap rather than being cut at the form's label width ("Planned execution time")
  const cutLabels = await report
    .locator('.ant-form-item-label > label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''),
    );
  expect(cutLabels).toEqual([]);
  await report.getByRole('button', { name: 'Cancel' }).click();
  await expect(report).toBeHidden();

  // an alarm's content names its meter, which the panel does not list: the meters' names from the meter ledger
  const token = await apiSignIn(request, 'supervisor', 'super123');
  for (const factoryId of [11, 12, 21, 22]) {
    const meters = await request.get(`/api/asset/meter/list?factoryId=${factoryId}&pageNum=1&pageSize=200`, {
      headers: { authorization: `Bearer ${token}`, ...EN },
    });
    fieldStrings(await meters.json(), USER_FIELDS, data);
  }
  await page.getByTestId('alarm-widget').getByTestId('alarm-button').click();
  const panel = page.getByTestId('alarm-panel');
  await expect(panel.getByTestId('alarm-row').first()).toBeVisible();
  expect(await chineseBeyondUserData(page, data, read)).toEqual([]);
});

test('every page of every subsystem is named in English, and 用户管理 and the sign-in page read English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { data, read } = recordUserData(page);
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
  expect(routers.data.length).toBeGreaterThan(0);
  const pages: { path: string; title: string }[] = [];
  for (const subsystem of routers.data)
    foldSubsystem<null>(subsystem, {
      link: () => null,
      folder: () => null,
      page: (item, path) => {
        if (!item.hidden) pages.push({ path, title: item.meta.title });
        return null;
      },
    });
  const seen = new Set<string>();
  const found: Record<string, string[]> = {};
  const wide: Record<string, string[]> = {};
  for (const { path, title } of pages) {
    if (seen.has(path)) continue;
    seen.add(path);
    expect(title).not.toMatch(HAS_CJK);
    // Within the running console, as a menu click goes: no reload per page.
    await openInApp(page, path);
    await expect(page.locator('.woms-breadcrumb')).toContainText(title, { timeout: 30_000 });
    await expect(page.locator('.woms-tag.is-active')).toContainText(title);
    // the page's own request answered (its table, form or figures drawn)
    await page.waitForLoadState('networkidle');
    // a page may still be drawing an answer that came late: asked again for a while before it counts
    let left: string[] = [];
    await expect
      .poll(async () => (left = await chineseBeyondUserData(page, data, read)), { timeout: 5_000 })
      .toEqual([])
      .catch(() => undefined);
    if (left.length > 0) found[path] = left;
    // English words are longer than Chinese: a list that fits at 1440 px in Chinese fits in English too (docs/layout.md
    // "Tables"), its columns squeezed, not scrolled with its last ones behind the fixed status
    if (!WIDE_BY_DESIGN.has(path)) {
      // the page's own chunk drawn, its tables with it
      await expectPageDrawn(pageHost(page, path));
      let over: string[] = [];
      await expect
        .poll(async () => (over = await tablesWiderThanTheirBox(page, path)), { timeout: 5_000 })
        .toEqual([])
        .catch(() => undefined);
      if (over.length > 0) wide[path] = over;
    }
  }
  expect(seen.size).toBeGreaterThan(25);
  expect(found).toEqual({});
  expect(wide).toEqual({});

  await page.goto('/woms/SystemManage/User');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(await chineseBeyondUserData(page, data, read)).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `en-us-users-${width}`);
  }

  // the sign-in page in English (signed out, the language kept): the button reads "Sign in", not letter-spaced
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
  // the language picker names Chinese in Chinese, as every language picker does
  expect(await chineseBeyondUserData(page, ['中文'])).toEqual([]);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `en-us-login-${width}`);
  }
});

/**
 * Each day of the calendar whose state is not read in full: a word of its tag wider than the tag's text can be (cut or
 * broken inside), or its overdue mark past the day's edge (the day clips what overflows).
 */
function cutDays(page: Page): Promise<string[]> {
  return page.$$eval('.report-day', (days) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const day of days) {
      const date = day.getAttribute('data-date') ?? '';
      const tag = day.querySelector<HTMLElement>('.ant-tag');
      if (tag) {
        const style = getComputedStyle(tag);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = tag.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const word of (tag.textContent ?? '').split(/\s+/).filter(Boolean))
          if (canvas.measureText(word).width > room + 0.5) cut.push(`${date} ${word}`);
      }
      const edge = day.getBoundingClientRect().right - parseFloat(getComputedStyle(day).borderRightWidth);
      for (const mark of day.querySelectorAll<HTMLElement>('.report-mark'))
        if (mark.getBoundingClientRect().right > edge + 0.5) cut.push(`${date} ${mark.textContent ?? ''}`);
    }
    return cut;
  });
}

test('the daily report calendar shows every day’s state in full in English, beside the report from 1200 px', async ({
  page,
}) => {
  // 4 days before the server's (China) today: the demo's recent days around it hold the states with the longest
  // English names (awaiting approval, rejected, not filled, overdue; older days approved)
  const day = new Date(Date.now() + 8 * 3600_000 - 4 * 86_400_000).toISOString().slice(0, 10);
  await storeSignIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`/woms/DailyData/DailyReportFilling?factoryId=11&time=${day}`);
  const calendar = page.getByText('Report calendar');
  const report = page.getByText(`Daily report ${day}`);
  await expect(calendar).toBeVisible({ timeout: 30_000 });
  await expect(report).toBeVisible();
  await expect(page.locator('.report-day .ant-tag').first()).toBeVisible();
  for (const width of [1200, 1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => cutDays(page), { message: `at ${width} px` }).toEqual([]);
    // beside the report from 1200 px (antd's xl), above it below
    const [left, right] = await Promise.all([calendar.boundingBox(), report.boundingBox()]);
    expect(right!.x > left!.x, `side by side at ${width} px`).toBe(width >= 1200);
    await look(page, `en-us-daily-calendar-${width}`);
  }
});
