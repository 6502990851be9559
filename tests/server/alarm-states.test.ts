/**
 * Alarm states (docs/alarms.md): acknowledge, shelve, unshelve and release with a reason, each with its permission
 * code and journaled in the transaction of the change; an expired shelve reads as over at once and the expiry job
 * journals it once; the journal's filters and one alarm's story; the caller's factories only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALARM_API,
  ALARM_LIMITS,
  ALARM_MSG,
  type AlarmJournalRow,
  type AlarmShelvedItem,
  type AlarmWindow,
} from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { insertAlarms } from '../../server/src/modules/alarm/repository';
import { SHELVE_MAX_KEY } from '../../server/src/modules/alarm/state-repository';
import { expireShelves } from '../../server/src/modules/alarm/shelve-expiry';
import { meterAlarm, type MeterRow } from '../../server/src/modules/alarm/simulator';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'viewer', 'admin', 'newcomer', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
});
beforeEach(async () => {
  await wipeAlarms(db);
  await db.query('DELETE FROM sys_config WHERE config_key = $1', [SHELVE_MAX_KEY]);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const call = (who: string, method: 'GET' | 'PUT', url: string, body?: object) =>
  alarmCall(t.app, tokens[who] ?? '', method, url, body);
const raised = (on: string, minutesAgo = 5) => raise(db, { kind: 3, minutesAgo, on, now: t.clock.now() });
const ack = (who: string, ids: number[], note?: string) =>
  call(who, 'PUT', ALARM_API.ACK, { alarmRecordIds: ids.join(','), ...(note === undefined ? {} : { note }) });
const shelve = (who: string, ids: number[], minutes: number, reason = '传感器检修中，误报') =>
  call(who, 'PUT', ALARM_API.SHELVE, { alarmRecordIds: ids.join(','), minutes, reason });
const unshelve = (who: string, ids: number[]) =>
  call(who, 'PUT', ALARM_API.UNSHELVE, { alarmRecordIds: ids.join(',') });
const release = (who: string, ids: number[], reason?: string) =>
  call(who, 'PUT', ALARM_API.CLEAR, {
    alarmRecordIds: ids.join(','),
    ...(reason === undefined ? {} : { reason }),
  });
const windowOf = async (who: string) =>
  ((await call(who, 'GET', ALARM_API.WINDOW)).json() as { data: AlarmWindow }).data.deviceAlarmWindow;
const shelvedOf = async (who: string) =>
  ((await call(who, 'GET', ALARM_API.SHELVED)).json() as { data: AlarmShelvedItem[] }).data;
const journalOf = async (who: string, query: string) => {
  const res = await call(who, 'GET', `${ALARM_API.JOURNAL}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { rows: AlarmJournalRow[]; total: number };
};
/** one alarm's events as [event, user, note], oldest first */
const story = async (id: number) =>
  (await journalOf('admin', `alarmRecordId=${id}`)).rows.map((r) => [r.event, r.userName, r.note]);
const nick = async (userName: string) =>
  (await db.query<{ n: string }>('SELECT nick_name AS n FROM sys_user WHERE user_name = $1', [userName]))
    .rows[0]!.n;

describe('acknowledge', () => {
  it('keeps the alarm in the window, marked with who and when, and journals the note', async () => {
    const id = await raised('SH01-FM-01');
    const res = await ack('operator', [id], '已通知现场');
    expect(res.json()).toEqual({ code: 200, msg: ALARM_MSG.ACKED_ONE, data: { changed: 1 } });
    const [item] = await windowOf('operator');
    expect(item).toMatchObject({
      alarmRecordId: id,
      acknowledged: true,
      ackBy: await nick('operator'),
      ackTime: '2026-03-02 16:00:00',
      cleared: false,
    });
    // A second acknowledgement changes nothing.
    expect((await ack('operator', [id])).json()).toEqual({ code: 500, msg: ALARM_MSG.NONE_ACKED });
    expect(await story(id)).toEqual([
      ['raised', null, null],
      ['acknowledged', await nick('operator'), '已通知现场'],
    ]);
  });

  it('acknowledges a batch within the scope only, and says how many', async () => {
    const own = [await raised('SH01-FM-01'), await raised('SH01-EM-01')];
    const foreign = await raised('SZ01-FM-01'); // 苏州, not the operator's
    const res = await ack('operator', [...own, foreign]);
    expect(res.json()).toEqual({ code: 200, msg: '已确认告警 2 条', data: { changed: 2 } });
    expect((await ack('operator', [foreign])).json()).toEqual({ code: 500, msg: ALARM_MSG.NONE_ACKED });
    const { rows } = await db.query(
      'SELECT ack_time IS NULL AS open FROM alarm_record WHERE alarm_record_id = $1',
      [foreign],
    );
    expect(rows).toEqual([{ open: true }]);
  });

  it('answers 403 without system:alarm:ack and 400 naming the field for a long note, changing nothing', async () => {
    const id = await raised('SH01-FM-01');
    for (const who of ['viewer', 'newcomer']) expect((await ack(who, [id])).statusCode, who).toBe(403);
    const long = await ack('operator', [id], 'x'.repeat(ALARM_LIMITS.NOTE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect((long.json() as { msg: string }).msg).toMatch(/^body\/note /);
    expect((await windowOf('operator'))[0]?.acknowledged).toBe(false);
    expect((await ack('supervisor', [id])).statusCode).toBe(200);
  });
});

describe('shelve', () => {
  it('takes the alarm out of the window into the shelved list; unshelve brings it back unacknowledged', async () => {
    const id = await raised('SH01-FM-01');
    const other = await raised('SH01-EM-01');
    await ack('operator', [id]);
    const res = await shelve('operator', [id], 30);
    expect(res.json()).toEqual({ code: 200, msg: '已搁置告警 1 条', data: { changed: 1 } });
    expect((await windowOf('operator')).map((a) => a.alarmRecordId)).toEqual([other]);
    expect(await shelvedOf('operator')).toEqual([
      expect.objectContaining({
        alarmRecordId: id,
        shelvedUntil: '2026-03-02 16:30:00',
        shelvedBy: await nick('operator'),
        shelveReason: '传感器检修中，误报',
        acknowledged: false,
      }),
    ]);
    // Not visible to another factory's people, nor acknowledgeable while shelved.
    expect(await shelvedOf('admin')).toHaveLength(1);
    expect((await ack('operator', [id])).json()).toEqual({ code: 500, msg: ALARM_MSG.NONE_ACKED });

    expect((await unshelve('operator', [id])).json()).toEqual({
      code: 200,
      msg: '已取消搁置 1 条',
      data: { changed: 1 },
    });
    expect(await shelvedOf('operator')).toEqual([]);
    const back = (await windowOf('operator')).find((a) => a.alarmRecordId === id);
    expect(back).toMatchObject({ acknowledged: false, shelvedUntil: null });
    expect((await unshelve('operator', [id])).json()).toEqual({ code: 500, msg: ALARM_MSG.NONE_UNSHELVED });
    expect(await story(id)).toEqual([
      ['raised', null, null],
      ['acknowledged', await nick('operator'), null],
      ['shelved', await nick('operator'), '传感器检修中，误报'],
      ['unshelved', await nick('operator'), null],
    ]);
  });

  it('comes back unacknowledged when the shelve ends, before any job ran; the job journals the end once', async () => {
    const id = await raised('SH01-FM-01');
    await shelve('operator', [id], 1);
    expect(await windowOf('operator')).toEqual([]);
    t.clock.advance(59_000);
    expect(await windowOf('operator')).toEqual([]);
    expect(await expireShelves(db, t.clock)).toBe(0);
    t.clock.advance(1_000);
    // Read-time rule: no job has run yet.
    expect(await windowOf('operator')).toEqual([
      expect.objectContaining({ alarmRecordId: id, acknowledged: false }),
    ]);
    expect(await shelvedOf('operator')).toEqual([]);
    expect(await expireShelves(db, t.clock)).toBe(1);
    expect(await expireShelves(db, t.clock)).toBe(0);
    const { rows } = await journalOf('admin', `alarmRecordId=${id}&event=unshelved`);
    expect(rows.map((r) => [r.event, r.userName, r.at])).toEqual([
      ['unshelved', null, '2026-03-02 16:01:00'],
    ]);
  });

  it("refuses minutes outside 1..the administrator's maximum and a blank reason (400 naming the field)", async () => {
    const id = await raised('SH01-FM-01');
    const tooLong = await shelve('operator', [id], ALARM_LIMITS.SHELVE_MAX_DEFAULT_MIN + 1);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 400, msg: 'body/minutes 搁置时长须在 1 至 480 分钟之间' });
    expect((await shelve('operator', [id], 0)).statusCode).toBe(400);
    const blank = await shelve('operator', [id], 10, '  ');
    expect(blank.json()).toEqual({ code: 400, msg: `body/reason ${ALARM_MSG.SHELVE_REASON}` });
    // The maximum is the administrator's setting (告警规则; its route is tested in alarm-rules.test.ts).
    const max = async (who: string) =>
      ((await call(who, 'GET', ALARM_API.SHELVE_MAX)).json() as { data: unknown }).data;
    expect(await max('operator')).toEqual({ maxMinutes: 480 });
    await db.query('INSERT INTO sys_config (config_key, config_value) VALUES ($1, $2)', [
      SHELVE_MAX_KEY,
      '60',
    ]);
    expect(await max('operator')).toEqual({ maxMinutes: 60 });
    expect((await shelve('operator', [id], 61)).json()).toEqual({
      code: 400,
      msg: 'body/minutes 搁置时长须在 1 至 60 分钟之间',
    });
    expect(await shelvedOf('operator')).toEqual([]);
    expect((await shelve('operator', [id], 60)).statusCode).toBe(200);
  });

  it('answers 403 without system:alarm:shelve (shelve, unshelve, the list) and refuses another factory', async () => {
    const id = await raised('SH01-FM-01');
    const foreign = await raised('SZ01-FM-01');
    for (const who of ['viewer', 'newcomer']) {
      expect((await shelve(who, [id], 10)).statusCode, who).toBe(403);
      expect((await unshelve(who, [id])).statusCode, who).toBe(403);
      expect((await call(who, 'GET', ALARM_API.SHELVED)).statusCode, who).toBe(403);
    }
    expect((await shelve('operator', [foreign], 10)).json()).toEqual({
      code: 500,
      msg: ALARM_MSG.NONE_SHELVED,
    });
    expect(await shelvedOf('admin')).toEqual([]);
  });
});

describe('release', () => {
  it('requires a reason while the condition is active, not once it cleared', async () => {
    const active = await raised('SH01-FM-01');
    const cleared = await raised('SH01-EM-01');
    await db.query('UPDATE alarm_record SET cleared_at = $2 WHERE alarm_record_id = $1', [
      cleared,
      new Date(t.clock.now()),
    ]);
    expect((await windowOf('operator')).find((a) => a.alarmRecordId === cleared)?.cleared).toBe(true);
    const without = await release('operator', [active, cleared]);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ code: 400, msg: `body/reason ${ALARM_MSG.REASON_REQUIRED}` });
    expect(await windowOf('operator')).toHaveLength(2);

    expect((await release('operator', [cleared])).json()).toMatchObject({ code: 200, data: { released: 1 } });
    expect((await release('operator', [active], '现场确认为误报')).json()).toMatchObject({
      code: 200,
      data: { released: 1 },
    });
    expect(await story(active)).toEqual([
      ['raised', null, null],
      ['released', await nick('operator'), '现场确认为误报'],
    ]);
    const { rows } = await db.query(
      'SELECT release_reason FROM alarm_record WHERE alarm_record_id = ANY($1::int[]) ORDER BY alarm_record_id',
      [[active, cleared]],
    );
    expect(rows).toEqual([{ release_reason: '现场确认为误报' }, { release_reason: null }]);
  });
});

describe('a repair order from an alarm', () => {
  it("journals the order's number on the alarm's story", async () => {
    const id = await raised('SH01-FM-01');
    const res = await alarmCall(t.app, tokens.operator ?? '', 'POST', `${ALARM_API.ORDER}/${id}/order`, {});
    const { taskNo } = (res.json() as { data: { taskNo: string } }).data;
    expect(await story(id)).toEqual([
      ['raised', null, null],
      ['order_raised', await nick('operator'), taskNo],
    ]);
  });
});

describe('priority', () => {
  it('comes from the rule of the kind and device type when raised, with its raised event', async () => {
    const { rows: meters } = await db.query<MeterRow>(
      `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.collector_id AS "collectorId",
              m.device_id AS "deviceId", d.device_show_code AS "deviceCode", d.device_name AS "deviceName",
              m.code, m.name, m.instrument_addr AS address, m.kind
         FROM alarm_meter m LEFT JOIN wo_device d ON d.device_id = m.device_id
        WHERE m.code IN ('SH01-EM-01', 'SH01-WM-01') ORDER BY m.code`,
    );
    const [withDevice, plain] = [meters[0]!, meters[1]!];
    const now = new Date(t.clock.now());
    await insertAlarms(db, [
      meterAlarm(2, withDevice, now, () => 0), // a linkage that stopped a device: 紧急
      meterAlarm(2, plain, now, () => 0), // a linkage on a meter: 高
      meterAlarm(4, plain, now, () => 0), // offline: 中
      meterAlarm(5, plain, now, () => 0), // no data: 低
    ]);
    const items = await windowOf('operator');
    expect(items.map((a) => [a.windowAlarmType, a.windowDeviceType, a.priority]).sort()).toEqual([
      [2, 2, 2],
      [2, 3, 1],
      [4, 2, 3],
      [5, 2, 4],
    ]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_event WHERE event = 'raised'`,
    );
    expect(rows[0]?.n).toBe(4);
  });
});

describe('the journal', () => {
  it("filters by time, factory, device, kind, priority, event and user, within the caller's factories", async () => {
    const a = await raised('SH01-FM-01', 30);
    const b = await raise(db, { kind: 4, minutesAgo: 20, on: 'SH01-EM-01', now: t.clock.now() });
    const foreign = await raised('SZ01-FM-01', 10);
    await ack('operator', [a], '已通知');
    await ack('admin', [foreign]);
    await db.query('UPDATE alarm_record SET priority = 1 WHERE alarm_record_id = $1', [b]);

    const all = await journalOf('admin', '');
    expect(all.total).toBe(5);
    expect(all.rows.slice(0, 2).map((r) => r.event)).toEqual(['acknowledged', 'acknowledged']);
    const ids = async (who: string, q: string) =>
      (await journalOf(who, q)).rows.map((r) => [r.alarmRecordId, r.event]);
    // The operator sees 上海第一水厂 only.
    expect((await journalOf('operator', '')).total).toBe(3);
    expect(await ids('admin', 'beginTime=2026-03-02 15:35:00&endTime=2026-03-02 15:45:00')).toEqual([
      [b, 'raised'],
    ]);
    const { rows: ff } = await db.query<{ f: number }>(
      'SELECT factory_id AS f FROM alarm_record WHERE alarm_record_id = $1',
      [foreign],
    );
    const foreignFactory = ff[0]!.f;
    expect(await ids('admin', `factoryId=${foreignFactory}`)).toEqual([
      [foreign, 'acknowledged'],
      [foreign, 'raised'],
    ]);
    expect(await ids('admin', 'deviceCode=sz01')).toEqual([
      [foreign, 'acknowledged'],
      [foreign, 'raised'],
    ]);
    expect(await ids('admin', 'kind=4')).toEqual([[b, 'raised']]);
    expect(await ids('admin', 'priority=1')).toEqual([[b, 'raised']]);
    expect(await ids('admin', 'event=acknowledged&userName=oper')).toEqual([[a, 'acknowledged']]);
    expect(await ids('admin', 'pageSize=2&pageNum=2')).toHaveLength(2);
    // Another factory's journal: refused for the operator.
    expect(
      (await call('operator', 'GET', `${ALARM_API.JOURNAL}?factoryId=${foreignFactory}`)).statusCode,
    ).toBe(403);
    expect(await ids('operator', `alarmRecordId=${foreign}`)).toEqual([]);
  });

  it('answers 403 without system:alarm:journal and 400 naming a bad filter', async () => {
    for (const who of ['viewer', 'newcomer'])
      expect((await call(who, 'GET', ALARM_API.JOURNAL)).statusCode, who).toBe(403);
    const bad = await call('admin', 'GET', `${ALARM_API.JOURNAL}?event=deleted`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toMatch(/^querystring\/event /);
  });
});
