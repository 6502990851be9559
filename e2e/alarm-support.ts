/**
 * What the alarm specs share (alarm-states.spec.ts, alarm-shelve-expiry.spec.ts): the operator's panel and its rows,
 * the action dialog, and a fresh pair of alarms. Their servers run with ALARM_SIMULATOR=manual: POST simulate raises
 * what a test needs, on a window the test first empties (operator: 上海第一水厂 only).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ALARM_API, type AlarmWindow, type AlarmWindowItem } from '../contract/alarm';
import { expect } from './fixtures';
import { ACCOUNTS, apiSignIn } from './support';

export const OPERATOR_FACTORY = 11;
export const panel = (page: Page) => page.getByTestId('alarm-panel');
export const alarmRow = (page: Page, id: number) =>
  panel(page).locator(`[data-testid=alarm-row][data-alarm-id="${id}"]`);
export const actionDialog = (page: Page) =>
  page.locator('.ant-modal').filter({ has: page.getByTestId('alarm-action-form') });
export const actionOk = (page: Page) => actionDialog(page).getByRole('button', { name: /^确\s*定$/ });
/** What a pop-up says of one alarm. */
export const said = (a: AlarmWindowItem) => `${a.deviceName} ${a.content}`;

export async function alarmTokens(request: APIRequestContext) {
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
export async function freshPair(request: APIRequestContext): Promise<[AlarmWindowItem, AlarmWindowItem]> {
  const h = await alarmTokens(request);
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
      data: { what: 'trickle', factoryId: OPERATOR_FACTORY },
    });
    // 检修中 alarms (their device has an open order) are never announced: not what these tests are about.
    const now = [...(await window())]
      .filter((a) => !a.inMaintenance)
      .sort((a, b) => a.alarmRecordId - b.alarmRecordId);
    const newest = now[now.length - 1];
    const other = now.find((a) => newest && said(a) !== said(newest));
    if (newest && other) return [other, newest];
  }
  throw new Error('the simulator raised no two distinguishable alarms');
}

export async function openPanel(page: Page) {
  await page.getByTestId('alarm-button').click();
  await expect(panel(page).getByTestId('alarm-count')).toHaveText(/共 \d+ 条/);
}
