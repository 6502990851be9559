/**
 * Alarm states in the browser (docs/alarms.md): an acknowledged alarm stays in the panel marked 已确认 and is not
 * announced again; a shelved one leaves the window for the 已搁置 tab and 取消搁置 brings it back; releasing an
 * alarm still active takes a reason. The alarms are a fresh pair of the operator's (alarm-support.ts).
 */
import { ALARM_API, ALARM_LIMITS } from '../contract/alarm';
import {
  actionDialog as dialog,
  actionOk as okButton,
  alarmRow as row,
  alarmTokens as tokens,
  freshPair,
  openPanel,
  panel,
  said,
} from './alarm-support';
import { expect, test } from './fixtures';
import { look, signIn } from './support';

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
      await look(page, `alarm-states-${theme}-${width}`);
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
  await look(page, `alarm-states-shelved-1440`);
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
