import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTEXT_OPTIONS } from './context-options';
import { ALARM_API, type AlarmWindow } from '../contract/alarm';
import { ACCOUNTS, apiSignIn, chooseInUserMenu, look, signIn } from './support';

/** The ids of the active alarms the caller's window shows. */
async function alarmIds(request: APIRequestContext, headers: Record<string, string>): Promise<number[]> {
  const reply = await request.get(ALARM_API.WINDOW, { headers });
  return ((await reply.json()) as { data: AlarmWindow }).data.deviceAlarmWindow.map((a) => a.alarmRecordId);
}

const tabKeys = (page: Page) =>
  page.locator('[data-testid="tags-bar"] [data-testid^="tab-"]').allTextContents();

/** Opens a page through the menu search (deterministic, unlike clicking through animated menus). */
async function openFromSideMenu(page: Page, group: string, item: string) {
  await page.getByTestId('menu-search').fill(item);
  await page.getByText(`设备工单 / ${group} / ${item}`).click();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(item);
}

test.describe('console shell', () => {
  test('switching subsystem from the top bar lands on its first page with its menus', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('topbar-subsystem-2').click();
    await expect(page).toHaveURL(/\/woms\/DailyData\/DailyReportFilling$/);
    await expect(page.getByTestId('side-menu')).toContainText('日报数据');
    await expect(page.locator('.woms-sider__system')).toHaveText('生产运营');
    expect(await page.evaluate(() => localStorage.getItem('sysName'))).toBe('生产运营');
    const routes = await page.evaluate(
      () => JSON.parse(localStorage.getItem('routes') ?? '[]') as { path: string }[],
    );
    expect(routes.map((r) => r.path)).toEqual(['/DailyData', '/WeeklyData']);

    // The pop-over lists every entry, the hidden application system too.
    await page.getByTestId('all-systems').click();
    const popover = page.getByTestId('systems-popover');
    await expect(popover).toContainText('应用系统');
    await popover.getByRole('button', { name: '系统管理' }).click();
    await expect(page).toHaveURL(/\/woms\/SystemManage\/User$/);
    // The tab is recorded once the (now real, lazily loaded) page has rendered.
    await expect.poll(() => tabKeys(page)).toEqual(['首页', '用户管理']);
  });

  test('tabs: one per page, close others, left, right and all, home stays', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('topbar-subsystem-3').click();
    // The subsystem's first page gets its tab once it has rendered: opening the next page sooner skips it.
    await expect.poll(() => tabKeys(page)).toEqual(['首页', '维修工单']);
    await openFromSideMenu(page, '工单任务', '巡检工单');
    await openFromSideMenu(page, '工单任务', '保养工单');
    await openFromSideMenu(page, '工单任务', '工单验收');
    expect(await tabKeys(page)).toEqual(['首页', '维修工单', '巡检工单', '保养工单', '工单验收']);

    await page.getByTestId('tab-/WorkOrderTask/MaintenanceTasks').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    expect(await tabKeys(page)).toEqual(['首页', '保养工单', '工单验收']);

    await page.getByTestId('tab-/WorkOrderTask/MaintenanceTasks').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    expect(await tabKeys(page)).toEqual(['首页', '保养工单']);
    // Closing the active tab went to the last remaining one.
    await expect(page).toHaveURL(/\/WorkOrderTask\/MaintenanceTasks$/);

    await openFromSideMenu(page, '工单任务', '维修工单');
    await openFromSideMenu(page, '工单任务', '巡检工单');
    // A tab's own close control: the tab shown goes, and the last tab left shows.
    await page.getByTestId('close-tab-/WorkOrderTask/InspectionTasks').click();
    expect(await tabKeys(page)).toEqual(['首页', '保养工单', '维修工单']);
    await expect(page).toHaveURL(/\/WorkOrderTask\/WarrantyTasks$/);
    await page.getByTestId('tab-/WorkOrderTask/WarrantyTasks').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    expect(await tabKeys(page)).toEqual(['首页', '维修工单']);
    await expect(page).toHaveURL(/\/WorkOrderTask\/WarrantyTasks$/);

    await page.getByTestId('tabs-more').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    expect(await tabKeys(page)).toEqual(['首页']);
    await expect(page).toHaveURL(/\/woms\/index$/);

    // The home tab has no close button; clear cache says so.
    await expect(page.getByTestId('close-tab-/index')).toHaveCount(0);
    await page.getByTestId('tabs-more').click();
    await page.getByRole('menuitem', { name: '清除缓存' }).click();
    await expect(page.getByText('清除缓存成功')).toBeVisible();
  });

  test('vertical layout and dark theme are kept across a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'vertical');
    await page.getByTestId('theme-button').click();
    await page.getByTestId('theme-layout').getByText('横向').click();
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await page.getByTestId('theme-mode').getByText('暗色').click();
    await expect(page.locator('html')).toHaveClass(/woms-black/);
    await page.locator('.ant-drawer-close').click();
    await look(page, `shell-horizontal-dark-1440`);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/woms-black/);
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'horizontal');

    await page.getByTestId('theme-button').click();
    await page.getByTestId('theme-layout').getByText('纵向').click();
    await page.locator('.ant-drawer-close').click();
    await look(page, `shell-vertical-dark-1440`);
    await page.getByTestId('theme-button').click();
    await page.getByTestId('theme-mode').getByText('亮色').click();
    await page.getByTestId('theme-layout').getByText('横向').click();
    await page.locator('.ant-drawer-close').click();
    await look(page, `shell-horizontal-bright-1440`);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/woms-white/);
  });

  test('every subsystem and every tool of the top bar fit, from 800 to 1920 px, at their widest', async ({
    page,
    request,
  }) => {
    // At its widest the top bar also holds 开启声音 (the browser refused an alarm's sound) beside a page's vertical
    // scroll bar: sound is refused here, and a new alarm is announced once signed in.
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(Object.assign(new Error('play() failed'), { name: 'NotAllowedError' }));
    });
    await signIn(page, 'admin');
    const admin = {
      authorization: `Bearer ${await apiSignIn(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password)}`,
    };
    const before = await alarmIds(request, admin);
    // A trickle may land on a device under an open order (检修中, never said): raise again until one is said.
    const prompt = page.getByTestId('alarm-enable-sound');
    for (let i = 0; i < 5 && !(await prompt.isVisible()); i += 1) {
      await request.post(ALARM_API.SIMULATE, {
        headers: admin,
        data: { what: 'trickle', factoryId: 22, kind: 3 },
      });
      await prompt.waitFor({ timeout: 15_000 }).catch(() => undefined);
    }
    await expect(prompt).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.overflowY = 'scroll';
    });
    for (const width of [800, 993, 1024, 1280, 1366, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      // The shell follows a resize in a render of its own (its layout is chosen by width): measure once it has.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const nav = document.querySelector('.woms-topbar__systems')!;
              const bar = document.querySelector('.woms-topbar')!;
              const over = (el: Element) => Math.max(0, el.scrollWidth - el.clientWidth);
              return { navOver: over(nav), barOver: over(bar) };
            }),
          { message: `${width} px` },
        )
        .toEqual({ navOver: 0, barOver: 0 });
    }
    // The alarm raised here leaves with the test.
    const raised = (await alarmIds(request, admin)).filter((id) => !before.includes(id));
    await request.put(ALARM_API.CLEAR, {
      headers: admin,
      data: { alarmRecordIds: raised.join(','), reason: '测试结束' },
    });
  });

  test('at 800 px the side bar opens after 2 s, and the mask or a page picked from it closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin');
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('side-bar')).toHaveCount(0);
    await expect(page.getByTestId('side-bar')).toBeVisible({ timeout: 4000 });
    await look(page, `shell-vertical-bright-800`);
    await page.getByTestId('sidebar-mask').click({ position: { x: 700, y: 400 } });
    await expect(page.getByTestId('side-bar')).toHaveCount(0);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('side-bar')).toBeVisible();
    // A page picked from it closes it too, as the mask does.
    await page.getByTestId('side-menu').getByText('资产台账').click();
    await page.getByTestId('side-menu').getByText('设备台账').click();
    await expect(page).toHaveURL(/DeviceLedger/);
    await expect(page.getByTestId('side-bar')).toHaveCount(0);
  });

  test('the back-to-top button comes once the page has scrolled and takes it back up', async ({ page }) => {
    // a short window, so home scrolls past the 240 px at which the button shows
    await page.setViewportSize({ width: 1440, height: 400 });
    await signIn(page, 'admin');
    // The shell shows before home's chunk is in (the page has a loading box of its own): scroll once home is there.
    await expect(page.locator('[data-testid^="subsystem-tile-"]').first()).toBeVisible();
    const button = page.locator('.ant-float-btn');
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page that fails shows the error view inside the layout and the error log counts it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    // The personal centre's code cannot be fetched (say, a deploy removed it): its page crashes.
    await page.route('**/assets/personal-center-route-*.js', (route) => route.abort());
    await chooseInUserMenu(page, '个人中心');
    await expect(page.getByTestId('page-crash')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('error-log-button')).toBeVisible();
    await page.getByTestId('error-log-button').click();
    await expect(page.getByTestId('error-log-entry').first()).toContainText('/personalCenter/personalCenter');
    await page.getByRole('button', { name: /关\s*闭/ }).click();
    // The shell keeps working.
    await page.getByTestId('topbar-subsystem-1').click();
    await expect(page).toHaveURL(/\/AssetLedger\/DeviceLedger$/);
  });

  test('the menu search opens any page the user may open, and the clock ticks', async ({ page }) => {
    await signIn(page, 'admin');
    const clock = page.getByTestId('sider-clock');
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before ?? '', { timeout: 3000 });
    await page.getByTestId('menu-search').fill('验收历史');
    await page.getByText('设备工单 / 历史工单 / 验收历史').click();
    await expect(page).toHaveURL(/\/TicketHistory\/AcceptanceHistory$/);
  });

  test('the guided tour is offered once and can be replayed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page, 'supervisor');
    await expect(page.locator('.ant-tour')).toBeVisible();
    await expect(page.locator('.ant-tour')).toContainText('子系统');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.locator('.ant-tour')).toContainText('当前工厂');
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page.locator('.ant-tour')).toContainText('子系统');
    await page.locator('.ant-tour-close').click();
    await expect(page.locator('.ant-tour')).toBeHidden();
    // Offered 0.8 s after the shell paints: once seen, running the clock past that must not bring it back.
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.locator('.ant-tour')).toBeHidden();
    await chooseInUserMenu(page, '操作引导');
    await expect(page.locator('.ant-tour')).toBeVisible();
    await context.close();
  });
});

test("antd takes the default theme's styles from the build's stylesheet and makes them for another theme", async ({
  browser,
  baseURL,
}) => {
  // docs/architecture.md §4 "Bundles": the console chunk carries antd's styles for the default theme
  // (scripts/antd-static-styles.ts); antd writes a style element only for what the file lacks. The default theme
  // with motion: the worker's context asks for reduced motion, whose tokens make another theme.
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, reducedMotion: 'no-preference', baseURL });
  // the tour, seen: its own styles would come as the page settles
  await context.addInitScript(() => localStorage.setItem('woms.tourSeen.admin', '1'));
  const page = await context.newPage();
  // Which of home's components antd wrote a style element for (a toast or a pop-up may add its own at any time).
  const written = () =>
    page
      .locator('head style[data-css-hash]')
      .evaluateAll(
        (styles, rules) => rules.filter((rule) => styles.some((s) => s.textContent?.includes(rule))),
        ['.ant-btn{', '.ant-card{', '.ant-menu{'],
      );
  await signIn(page, 'admin');
  await expect(page.locator('[data-testid^=subsystem-tile-]').first()).toBeVisible();
  expect(await written()).toEqual([]);
  // The dark theme has other tokens: antd makes its styles as the page draws.
  await page.evaluate(() => localStorage.setItem('colorTheme', 'woms-black'));
  await page.reload();
  await expect(page.locator('[data-testid^=subsystem-tile-]').first()).toBeVisible();
  expect(await written()).toEqual(['.ant-btn{', '.ant-card{', '.ant-menu{']);
  await context.close();
});
