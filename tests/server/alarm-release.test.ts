/**
 * PUT /api/system/alarm/clear and POST /api/system/alarm/{alarmRecordId}/order (docs/architecture.md §3
 * "Alarms", docs/requirements.md §8 alarm rows): releases only active alarms of the caller's factories,
 * with counts and messages; a repair order from an alarm, once. Each write takes its own code
 * (system:alarm:release, system:alarm:order), which the demo gives the roles that handle repair orders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API, ALARM_MSG, type AlarmWindow } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { activeIds, alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let operatorId = 0;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'viewer', 'admin', 'newcomer', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
  const { rows } = await db.query<{ user_id: number }>(
    "SELECT user_id FROM sys_user WHERE user_name = 'operator'",
  );
  operatorId = rows[0]!.user_id;
});
beforeEach(async () => {
  await wipeAlarms(db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const at = (minutesAgo: number, kind: 1 | 2 | 3 | 4 | 5, on: string) =>
  raise(db, { kind, minutesAgo, on, now: t.clock.now() });
// These alarms' conditions are still active: their release takes a reason (tests/server/alarm-states.test.ts).
const clear = (who: string, alarmRecordIds: string) =>
  alarmCall(t.app, tokens[who] ?? '', 'PUT', ALARM_API.CLEAR, { alarmRecordIds, reason: '现场已处理' });
const order = (who: string, id: number, body: object = {}) =>
  alarmCall(t.app, tokens[who] ?? '', 'POST', `${ALARM_API.ORDER}/${id}/order`, body);

describe('release', () => {
  it('releases one alarm, recording who and when', async () => {
    const id = await at(5, 3, 'SH01-FM-01');
    const res = await clear('operator', String(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: ALARM_MSG.RELEASED_ONE, data: { released: 1 } });
    const { rows } = await db.query(
      'SELECT released_by, released_at = $2::timestamptz AS at_now FROM alarm_record WHERE alarm_record_id = $1',
      [id, new Date(t.clock.now())],
    );
    expect(rows).toEqual([{ released_by: operatorId, at_now: true }]);
    expect(await activeIds(db)).toEqual([]);
  });

  it('releases a batch and says how many', async () => {
    const ids = [await at(5, 3, 'SH01-FM-01'), await at(4, 2, 'SH01-EM-01'), await at(3, 5, 'SH01-EM-04')];
    const res = await clear('operator', ids.join(','));
    expect(res.json()).toEqual({ code: 200, msg: '已解除告警 3 条', data: { released: 3 } });
    expect(await activeIds(db)).toEqual([]);
  });

  it("releases only the active alarms of the caller's factories; others stay active", async () => {
    const own = await at(5, 3, 'SH01-FM-01');
    const foreign = await at(5, 3, 'SZ01-FM-01'); // 苏州, not the operator's
    const done = await at(5, 2, 'SH01-EM-01');
    await clear('operator', String(done));

    const res = await clear('operator', `${own},${foreign},${done},999999`);
    expect(res.json()).toEqual({ code: 200, msg: ALARM_MSG.RELEASED_ONE, data: { released: 1 } });
    expect(await activeIds(db)).toEqual([foreign]);
  });

  it('refuses when nothing could be released (another factory, already released, unknown)', async () => {
    const foreign = await at(5, 3, 'SZ01-FM-01');
    const res = await clear('operator', `${foreign},424242`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: ALARM_MSG.NONE_RELEASED });
    expect(await activeIds(db)).toEqual([foreign]);
  });

  it('answers 403 to a user without system:alarm:release (the viewer, the newcomer with no code) and changes nothing', async () => {
    const id = await at(5, 3, 'SH01-FM-01');
    for (const who of ['viewer', 'newcomer']) {
      const res = await clear(who, String(id));
      expect(res.statusCode, who).toBe(403);
    }
    expect(await activeIds(db)).toEqual([id]);
    // The roles that handle repair orders hold it.
    expect((await clear('supervisor', String(id))).json()).toMatchObject({
      code: 200,
      data: { released: 1 },
    });
  });

  it.each(['', '1,,2', 'a', '1;2', '0', '-1', '99999999999'])(
    'answers 400 naming alarmRecordIds for %j',
    async (ids) => {
      const id = await at(5, 3, 'SH01-FM-01');
      const res = await clear('operator', ids);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: `body/alarmRecordIds ${ALARM_MSG.BAD_IDS}` });
      expect(await activeIds(db)).toEqual([id]);
    },
  );
});

describe('a repair order from an alarm', () => {
  it('creates one repair order (report source 3, fault time = alarm time), links it, refuses a second', async () => {
    const id = await at(30, 2, 'SH01-EM-01'); // measures 1#送水泵 SH01-P-001
    const res = await order('operator', id);
    expect(res.statusCode).toBe(200);
    const { taskId, taskNo } = (res.json() as { data: { taskId: number; taskNo: string } }).data;
    expect(taskNo).toMatch(/^WX20260302\d{4}$/);

    const { rows } = await db.query(
      `SELECT t.kind, t.status, t.factory_id, d.device_show_code, t.report_source, t.report_content, t.report_by,
              to_char(t.fix_start_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS fault_time,
              (SELECT task_id FROM alarm_record WHERE alarm_record_id = $2) AS linked
         FROM wo_task t LEFT JOIN wo_device d ON d.device_id = t.device_id WHERE t.task_id = $1`,
      [taskId, id],
    );
    expect(rows).toEqual([
      {
        kind: 'fix',
        status: 0,
        factory_id: 11,
        device_show_code: 'SH01-P-001',
        report_source: '3',
        report_content: '联动告警：1#送水泵电表（SH01-EM-01）测试告警',
        report_by: operatorId,
        fault_time: '2026-03-02 15:30:00',
        linked: taskId,
      },
    ]);

    const again = await order('operator', id);
    expect(again.json()).toEqual({ code: 500, msg: ALARM_MSG.ALREADY_ORDERED });
    const { rows: count } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM wo_task WHERE report_source = '3' AND remark = $1",
      [`由设备告警${id}生成`],
    );
    expect(count[0]?.n).toBe(1);

    const window = (await alarmCall(t.app, tokens.operator ?? '', 'GET', ALARM_API.WINDOW)).json() as {
      data: AlarmWindow;
    };
    expect(window.data.deviceAlarmWindow.find((a) => a.alarmRecordId === id)).toMatchObject({
      taskId,
      taskNo,
    });
  });

  it('takes the given report content; counts downtime only when told the device stood', async () => {
    const id = await at(3, 3, 'SH01-FM-01');
    const res = await order('operator', id, { reportContent: '流量计读数跳变，请检修' });
    const { taskId } = (res.json() as { data: { taskId: number } }).data;
    const { rows } = await db.query('SELECT report_content, is_statistics FROM wo_task WHERE task_id = $1', [
      taskId,
    ]);
    expect(rows).toEqual([{ report_content: '流量计读数跳变，请检修', is_statistics: 0 }]);
    const stood = await at(4, 2, 'SH01-EM-01');
    const counted = (await order('operator', stood, { isStatistics: 1 })).json() as {
      data: { taskId: number };
    };
    const { rows: flag } = await db.query('SELECT is_statistics FROM wo_task WHERE task_id = $1', [
      counted.data.taskId,
    ]);
    expect(flag).toEqual([{ is_statistics: 1 }]);
    const bad = await order('operator', await at(5, 2, 'SH01-EM-01'), { isStatistics: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('isStatistics');
  });

  /** 设备编码 and 设备名称 of the order as the detail and the messages show them. */
  const orderDevice = async (taskId: number) => {
    const detail = await alarmCall(
      t.app,
      tokens.operator ?? '',
      'GET',
      `/api/system/base/workOrder/fix/${taskId}`,
    );
    const { deviceId, deviceShowCode, deviceName } = (
      detail.json() as { data: { deviceId: number | null; deviceShowCode: string; deviceName: string } }
    ).data;
    const { rows: messages } = await db.query<{ device_show_code: string; device_name: string }>(
      'SELECT DISTINCT device_show_code, device_name FROM sys_task_msg WHERE task_id = $1',
      [taskId],
    );
    return { deviceId, deviceShowCode, deviceName, messages };
  };
  const raiseOrder = async (id: number) =>
    ((await order('operator', id)).json() as { data: { taskId: number } }).data.taskId;

  it('names the device the meter measures by the meter ledger, even one linked after the alarm was raised', async () => {
    const id = await at(3, 3, 'SH01-FM-01'); // 出厂水流量计 measures no device when the alarm is raised
    const { rows } = await db.query<{ device_id: number }>(
      "UPDATE alarm_meter SET device_id = (SELECT device_id FROM wo_device WHERE device_show_code = 'SH01-P-002') " +
        "WHERE code = 'SH01-FM-01' RETURNING device_id",
    );
    try {
      const found = await orderDevice(await raiseOrder(id));
      expect(found).toEqual({
        deviceId: rows[0]?.device_id,
        deviceShowCode: 'SH01-P-002',
        deviceName: '2#送水泵',
        messages: [{ device_show_code: 'SH01-P-002', device_name: '2#送水泵' }],
      });
    } finally {
      await db.query("UPDATE alarm_meter SET device_id = NULL WHERE code = 'SH01-FM-01'");
    }
  });

  it("names a meter that measures no device by the meter's own code and name", async () => {
    const taskId = await raiseOrder(await at(3, 3, 'SH01-FM-01'));
    const found = await orderDevice(taskId);
    expect(found).toEqual({
      deviceId: null,
      deviceShowCode: 'SH01-FM-01',
      deviceName: '出厂水流量计',
      messages: [{ device_show_code: 'SH01-FM-01', device_name: '出厂水流量计' }],
    });
    // and the list's 设备名称 filter finds it by that name
    const list = await alarmCall(
      t.app,
      tokens.operator ?? '',
      'GET',
      `/api/system/base/workOrder/fix/list?factoryId=11&deviceName=${encodeURIComponent('出厂水流量计')}`,
    );
    const rows = (list.json() as { rows: { taskId: number; deviceShowCode: string }[] }).rows;
    expect(rows.find((r) => r.taskId === taskId)?.deviceShowCode).toBe('SH01-FM-01');
    expect(new Set(rows.map((r) => r.deviceShowCode))).toEqual(new Set(['SH01-FM-01']));
  });

  it('answers 404 for an alarm released, outside the scope or unknown; 403 without the code', async () => {
    const released = await at(3, 3, 'SH01-FM-01');
    await clear('operator', String(released));
    const foreign = await at(3, 3, 'SZ01-FM-01');
    for (const id of [released, foreign, 777777]) {
      const res = await order('operator', id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: ALARM_MSG.NOT_FOUND });
    }
    for (const who of ['viewer', 'newcomer']) expect((await order(who, foreign)).statusCode, who).toBe(403);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alarm_record WHERE task_id IS NOT NULL',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
