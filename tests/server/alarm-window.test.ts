/**
 * GET /api/system/alarm/window (docs/architecture.md §3 "Alarms", docs/requirements.md §3 "Alarm window
 * response"): the active alarms of the caller's factories, newest first, parent suppression, the voice
 * flags against the polling interval, raisedRecently and serverTime.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API, type AlarmWindow } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
});
beforeEach(async () => {
  await wipeAlarms(db);
  await db.query('DELETE FROM alarm_user_config');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function windowOf(who: string): Promise<AlarmWindow> {
  const res = await alarmCall(t.app, tokens[who] ?? '', 'GET', ALARM_API.WINDOW);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AlarmWindow }).data;
}

const at = (minutesAgo: number, kind: 1 | 2 | 3 | 4 | 5, on: string) =>
  raise(db, { kind, minutesAgo, on, now: t.clock.now() });

describe('the window', () => {
  it("lists the active alarms of the caller's factories only, newest first, in China time", async () => {
    const older = await at(30, 3, 'SH01-FM-01');
    const newer = await at(3, 2, 'SH01-EM-01');
    const elsewhere = await at(1, 3, 'SZ01-FM-01');
    const released = await at(2, 3, 'SH01-EM-02');
    await db.query('UPDATE alarm_record SET released_at = now() WHERE alarm_record_id = $1', [released]);

    const operator = await windowOf('operator'); // bound to 上海第一水厂 (11)
    expect(operator.deviceAlarmWindow.map((a) => a.alarmRecordId)).toEqual([newer, older]);
    // 2026-03-02T08:00:00Z is 16:00 China time
    expect(operator.serverTime).toBe('2026-03-02 16:00:00');
    expect(operator.deviceAlarmWindow[0]).toEqual({
      alarmRecordId: newer,
      windowAlarmType: 2,
      windowDeviceType: 2,
      deviceCode: 'SH01-EM-01',
      deviceAddr: expect.stringMatching(/^\d{1,40}$/),
      deviceName: '1#送水泵电表',
      alarmTime: '2026-03-02 15:57:00',
      factoryId: 11,
      factoryName: '上海第一水厂',
      content: '测试告警',
      suppressedCount: 0,
      taskId: null,
      taskNo: null,
      priority: 2, // a linkage on a meter (migration 031's rules)
      acknowledged: false,
      ackBy: null,
      ackTime: null,
      cleared: false,
      shelvedUntil: null,
      inMaintenance: true, // the demo's 1#送水泵 (SH01-P-001) has a repair order open
    });

    const supervisor = await windowOf('supervisor'); // 11 and 12
    expect(supervisor.deviceAlarmWindow.map((a) => a.alarmRecordId)).toEqual([elsewhere, newer, older]);
  });

  it('hides the meter-offline and no-data alarms behind an active collector error and counts them on it', async () => {
    const collector = await at(10, 1, 'SH01-CJ-01');
    const offline = await at(9, 4, 'SH01-EM-01');
    const noData = await at(9, 5, 'SH01-EM-02');
    const abnormal = await at(8, 3, 'SH01-FM-01'); // kind 3 is never suppressed
    const otherCollector = await at(7, 4, 'SH01-EM-03'); // behind SH01-CJ-03, which works

    const w = await windowOf('operator');
    expect(w.deviceAlarmWindow.map((a) => [a.alarmRecordId, a.suppressedCount])).toEqual([
      [otherCollector, 0],
      [abnormal, 0],
      [collector, 2],
    ]);

    // Released, the collector error no longer hides its meters' alarms.
    await db.query('UPDATE alarm_record SET released_at = now() WHERE alarm_record_id = $1', [collector]);
    const after = await windowOf('operator');
    expect(after.deviceAlarmWindow.map((a) => a.alarmRecordId)).toEqual([
      otherCollector,
      abnormal,
      noData,
      offline,
    ]);
  });

  it('sets a voice flag when an alarm of its kind in the window was raised within the polling interval', async () => {
    await at(4, 2, 'SH01-EM-01'); // within the default 5 minutes
    await at(6, 3, 'SH01-FM-01'); // not within 5, within 10
    await at(20, 5, 'SH01-EM-04');
    await at(1, 1, 'SH01-CJ-01');
    await at(1, 4, 'SH01-EM-02'); // recent but suppressed by the collector error: not in the window

    const byDefault = await windowOf('operator');
    expect(byDefault).toMatchObject({
      collAlarmVoice: true,
      linkageAlarmVoice: true,
      meterDataAbnormalVoice: false,
      meterNotOnlineVoice: false,
      meterOnlineNoDataVoice: false,
    });

    const saved = await alarmCall(t.app, tokens.operator ?? '', 'PUT', ALARM_API.CONFIG, {
      voiceStatus: 1,
      showWindowStatus: 1,
      voiceTimeInterval: 10,
    });
    expect(saved.json()).toMatchObject({ code: 200 });
    expect(await windowOf('operator')).toMatchObject({
      linkageAlarmVoice: true,
      meterDataAbnormalVoice: true,
    });

    await alarmCall(t.app, tokens.operator ?? '', 'PUT', ALARM_API.CONFIG, {
      voiceStatus: 1,
      showWindowStatus: 1,
    });
    // saved without interval: 2 minutes
    expect(await windowOf('operator')).toMatchObject({
      collAlarmVoice: true,
      linkageAlarmVoice: false,
      meterDataAbnormalVoice: false,
    });
  });

  it("counts the alarms raised in the caller's factories within 10 minutes, released or not", async () => {
    await at(1, 2, 'SH01-EM-01');
    const released = await at(9, 3, 'SH01-FM-01');
    await db.query('UPDATE alarm_record SET released_at = now() WHERE alarm_record_id = $1', [released]);
    await at(1, 1, 'SH01-CJ-01');
    await at(2, 5, 'SH01-EM-02'); // suppressed, still raised
    await at(11, 3, 'SH01-EM-03'); // too old
    await at(1, 3, 'SZ01-FM-01'); // another factory

    expect((await windowOf('operator')).raisedRecently).toBe(4);
    expect((await windowOf('supervisor')).raisedRecently).toBe(5);
    t.clock.advance(10 * 60_000);
    expect((await windowOf('operator')).raisedRecently).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: ALARM_API.WINDOW });
    expect(res.statusCode).toBe(401);
  });
});
