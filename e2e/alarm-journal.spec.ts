/**
 * 告警记录 (docs/alarms.md "Journal"): an alarm the operator acknowledged with a note shows its whole story — raised by
 * the system, acknowledged by the operator with the note — in the journal's drawer, read at 1440 and 800 px.
 */
import { ALARM_API, type AlarmWindow } from '../contract/alarm';
import { expect, test } from './fixtures';
import { apiSignIn, SCREENSHOT_DIR, signIn } from './support';

test('the journal tells one alarm’s story with who did each step', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await apiSignIn(page.request, 'operator', 'operator123');
  const headers = { authorization: `Bearer ${token}` };
  const window = (await (await page.request.get(ALARM_API.WINDOW, { headers })).json()) as {
    data: AlarmWindow;
  };
  const alarm = window.data.deviceAlarmWindow[0];
  if (!alarm) throw new Error('e2e: the demo has no active alarm for the operator');
  const note = `已通知值班 ${Date.now() % 100_000}`;
  const ack = await page.request.put(ALARM_API.ACK, {
    headers,
    data: { alarmRecordIds: String(alarm.alarmRecordId), note },
  });
  expect(((await ack.json()) as { code: number }).code).toBe(200);

  await signIn(page, 'operator', '/woms/AlarmCenter/AlarmJournal');
  const journal = page.getByTestId('alarm-journal-page');
  const row = journal.locator('.ant-table-row').filter({ hasText: note });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('确认');
  await expect(row).toContainText('运维员小王');
  await row.getByText(String(alarm.alarmRecordId), { exact: true }).click();

  const story = page.getByTestId('alarm-story');
  const events = story.getByTestId('alarm-story-event');
  await expect(events.first()).toContainText('触发');
  await expect(events.first()).toContainText('系统');
  const acknowledged = events.filter({ hasText: note });
  await expect(acknowledged).toContainText('确认');
  await expect(acknowledged).toContainText('运维员小王');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-journal-story-1440.png` });
  await story.locator('.ant-drawer-close').click();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-journal-800.png` });
});

test('告警分析 shows the flood a burst of alarms made, with its peak', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await apiSignIn(page.request, 'admin', 'admin123');
  // Two bursts of 20–40 alarms within two minutes: at least 40 in at most two 10-minute periods, so one holds
  // more than 10 whatever the minute the test runs.
  let raised = 0;
  for (let i = 0; i < 2; i += 1) {
    const reply = await page.request.post(ALARM_API.SIMULATE, {
      headers: { authorization: `Bearer ${token}` },
      data: { what: 'burst', factoryId: 11 },
    });
    raised += ((await reply.json()) as { data: { changed: number } }).data.changed;
  }
  expect(raised).toBeGreaterThanOrEqual(40);

  await signIn(page, 'admin', '/woms/AlarmCenter/AlarmAnalysis');
  const analysis = page.getByTestId('alarm-analysis-page');
  const flood = analysis.locator('.ant-card').filter({ hasText: '洪流时段占比' });
  await expect(flood).toContainText(/[1-9]\d* 个10分钟时段超过 10 条/, { timeout: 20_000 });
  const peak = analysis.locator('.ant-card').filter({ hasText: '10分钟峰值' });
  const peakCount = Number(
    (await peak.locator('.ant-statistic-content-value').textContent())?.replace(/\D/g, ''),
  );
  expect(peakCount).toBeGreaterThanOrEqual(20);
  await expect(analysis.getByTestId('alarm-analysis-hourly').locator('canvas')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-analysis-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/alarm-analysis-800.png`, fullPage: true });
});
