/**
 * Alarm states in the browser (docs/alarms.md): an acknowledged alarm stays in the panel marked 已确认 and is not
 * announced again; a shelved one leaves the window for the 已搁置 tab and 取消搁置 brings it back; releasing an
 * alarm still active takes a reason. The servers run with ALARM_SIMULATOR=manual: POST simulate raises what a test
 * needs, on a window the test first empties (operator: 上海第一水厂 only).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ALARM_API, ALARM_LIMITS, type AlarmWindow, type AlarmWindowItem } from '../contract/alarm';
import { expect, test } from './fixtures';
import { ACCOUNTS, SCREENSHOT_DIR, apiSignIn, signIn } from './support';

const FACTORY = 11;
const panel = (page: Page) => page.getByTestId('alarm-panel');
const row = (page: Page, id: number) => panel(page).locator(`[data-testid=alarm-row][data-alarm-id="${id}"]`);
const dialog = (page: Page) =>
  page.locator('.ant-modal').filter({ has: page.getByTestId('alarm-action-form') });
const okButton = (page: Page) => dialog(page).getByRole('button', { name: /^确\s*定$/ });
const said = (a: AlarmWindowItem) => `${a.deviceName} ${a.content}`;

async function tokens(request: APIRequestContext) {
  const admin = await apiSignIn(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const operator = await apiSignIn(request, ACCOUNTS.operator.username, ACCOUNTS.operator.password);
  return {
    admin: { authorization: `Bearer ${admin}` },
    operator: { authorization: `Bearer ${operator}` },
  };
}

/**
 * Releases every alarm of the operator's window, then raises new ones until two not 检修中 say different things (a
 * pop-up names the device and content). Answers them, older first.
 */
async function freshPair(request: APIRequestContext): Promise<[AlarmWindowItem, AlarmWindowItem]> {
  const h = await tokens(request);
  const window = async () =>
    ((await (await request.get(ALARM_API.WINDOW, { headers: h.operator })).json()) as { data: AlarmWindow })
      .data.deviceAlarmWindow;
  // Releasing a collector error shows the meter alarms it hid: release until none is left.
  for (let left = await window(); left.length > 0; left = await window()) {
    const reply = await request.put(ALARM_API.CLEAR, {
      headers: h.operator,
      data: { alarmRecordIds: left.map((a) => a.alarmRecordId).join(','), reason: '测试前清空' },
    });
    expect(reply.ok()).toBe(true);
  }
  for (let i = 0; i < 20; i += 1) {
    await request.post(ALARM_API.SIMULATE, {
      headers: h.admin,
      data: { what: 'trickle', factoryId: FACTORY },
    });
    // 检修中 alarms (their device has an open order) are never announced: not what this file is about.
    const now = [...(await window())]
      .filter((a) => !a.inMaintenance)
      .sort((a, b) => a.alarmRecordId - b.alarmRecordId);
    const newest = now[now.length - 1];
    const other = now.find((a) => newest && said(a) !== said(newest));
    if (newest && other) return [other, newest];
  }
  throw new Error('the simulator raised no two distinguishable alarms');
}

async function openPanel(page: Page) {
  await page.getByTestId('alarm-button').click();
  await expect(panel(page).getByTestId('alarm-count')).toHaveText(/共 \d+ 条/);
}

test('an acknowledged alarm stays in the panel, marked, and is not announced again', async ({
  page: firstPage,
  context,
  request,
}) => {
  let page = firstPage;
  const h = await tokens(request);
  // Pop-ups on, sound off: what is announced shows on the page.
  await request.put(ALARM_API.CONFIG, {
    headers: h.operator,
    data: { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 5 },
  });
  const [older, newer] = await freshPair(request);
  // Every pop-up the page shows, from its first load on.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { alarmPopups: seen });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.woms-alarm-popup')) {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'operator');
  await openPanel(page);
  await row(page, newer.alarmRecordId).getByRole('button', { name: '确认' }).click();
  await dialog(page).getByLabel('备注').fill('已通知现场');
  await okButton(page).click();
  await expect(page.getByText('确认成功')).toBeVisible();
  const acked = row(page, newer.alarmRecordId);
  await expect(acked).toHaveAttribute('data-acknowledged', 'true');
  await expect(acked.getByTestId('alarm-acked')).toHaveAttribute('title', /运维员小王 于 .* 确认/);
  await expect(panel(page).getByTestId('alarm-count')).toHaveText(/共 \d+ 条/);
  await expect(row(page, older.alarmRecordId)).toBeVisible();

  // A new page's first window announces what was raised within the interval: the older alarm, not the acknowledged.
  // A new page's first window announces what was raised within the interval: the older alarm, not the acknowledged
  // one (a new page of the same signed-in browser).
  await page.close();
  page = await context.newPage();
  await page.goto('/woms/index');
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.woms-alarm-popup').filter({ hasText: said(older) })).toBeVisible();
  // The acknowledged one, if it were said, would show within one stagger of the first.
  await page.waitForTimeout(ALARM_LIMITS.POPUP_STAGGER_MS + 1_000);
  const popups = await page.evaluate(() => (window as unknown as { alarmPopups: string[] }).alarmPopups);
  expect(popups.some((p) => p.includes(said(older)))).toBe(true);
  expect(popups.some((p) => p.includes(said(newer)))).toBe(false);
  await openPanel(page);
  await expect(row(page, newer.alarmRecordId)).toHaveAttribute('data-acknowledged', 'true');

  for (const theme of ['bright', 'dark'] as const) {
    if (theme === 'dark') {
      await page.locator('.woms-alarm-drawer .ant-drawer-close').click();
      await page.getByTestId('theme-button').click();
      await page.getByTestId('theme-mode').getByText('暗色').click();
      await expect(page.locator('html')).toHaveClass(/woms-black/);
      await page.locator('.ant-drawer-close').click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
    }
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      if ((await panel(page).count()) === 0) await openPanel(page);
      await expect(row(page, newer.alarmRecordId)).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-states-${theme}-${width}.png` });
    }
  }
});

test('a shelved alarm leaves the window for 已搁置; 取消搁置 brings it back unacknowledged', async ({
  page,
  request,
}) => {
  const [older, newer] = await freshPair(request);
  await signIn(page, 'operator');
  await openPanel(page);
  await row(page, newer.alarmRecordId).getByRole('button', { name: '搁置' }).click();
  await dialog(page).getByLabel('搁置时长（分钟）').fill('10');
  await dialog(page).getByLabel('原因').fill('传感器检修，误报');
  await okButton(page).click();
  await expect(page.getByText('已搁置告警 1 条')).toBeVisible();
  await expect(row(page, newer.alarmRecordId)).toHaveCount(0);
  await expect(row(page, older.alarmRecordId)).toBeVisible();

  await page.getByRole('tab', { name: '已搁置' }).click();
  const shelved = page.getByTestId('alarm-shelved-row').filter({ hasText: newer.deviceName });
  await expect(shelved).toContainText('运维员小王：传感器检修，误报');
  await expect(shelved).toContainText(/搁置至 \d\d-\d\d \d\d:\d\d/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-states-shelved-1440.png` });
  await shelved.getByRole('button', { name: '取消搁置' }).click();
  await expect(page.getByText('已取消搁置 1 条')).toBeVisible();
  await expect(page.getByText('暂无搁置的告警')).toBeVisible();

  await page.getByRole('tab', { name: '告警', exact: true }).click();
  await expect(row(page, newer.alarmRecordId)).toHaveAttribute('data-acknowledged', 'false');
});

test('releasing an alarm still active takes a reason', async ({ page, request }) => {
  const [, newer] = await freshPair(request);
  await signIn(page, 'operator');
  await openPanel(page);
  await row(page, newer.alarmRecordId).getByRole('button', { name: '解除' }).click();
  await expect(dialog(page)).toContainText('其中有告警仍在发生');
  await okButton(page).click();
  await expect(dialog(page).getByText('请填写原因')).toBeVisible();
  await expect(row(page, newer.alarmRecordId)).toBeVisible();
  await dialog(page).getByLabel('原因').fill('现场确认已处理');
  await okButton(page).click();
  await expect(page.getByText('解除成功')).toBeVisible();
  await expect(row(page, newer.alarmRecordId)).toHaveCount(0);
});
