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
