/**
 * Suppression by design (docs/alarms.md "Suppression by design"): while a repair or maintenance order on an alarm's
 * device is open the alarm is 检修中 — in the window, marked — and once the order is closed it is not; an inspection
 * order, or an order on another device, does not mark it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_API, type AlarmWindow } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let token = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  token = (await login(t.app, 'operator')).access_token;
});
beforeEach(async () => {
  await wipeAlarms(db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const windowItem = async (id: number) => {
  const res = await alarmCall(t.app, token, 'GET', ALARM_API.WINDOW);
  return (res.json() as { data: AlarmWindow }).data.deviceAlarmWindow.find((a) => a.alarmRecordId === id);
};
/** The device the alarm names, and its open repair and maintenance orders put aside for the test. */
async function deviceOf(id: number): Promise<number> {
  const { rows } = await db.query<{ d: number }>(
    'SELECT device_id AS d FROM alarm_record WHERE alarm_record_id = $1',
    [id],
  );
  return rows[0]!.d;
}

describe('检修中', () => {
  it('marks the alarm while a repair or maintenance order on its device is open, not an inspection', async () => {
    const id = await raise(db, { kind: 3, minutesAgo: 5, on: 'SH01-EM-01', now: t.clock.now() });
    const device = await deviceOf(id);
    expect(device).not.toBeNull();
    const { rows: open } = await db.query<{ id: number; kind: string; status: number }>(
      "SELECT task_id AS id, kind, status FROM wo_task WHERE device_id = $1 AND kind IN ('fix', 'maint') AND status <> 9",
      [device],
    );
    expect(open.length).toBeGreaterThan(0);
    expect((await windowItem(id))?.inMaintenance).toBe(true);

    // closed, the orders no longer hold it; an open inspection does not
    await db.query('UPDATE wo_task SET status = 9 WHERE task_id = ANY($1::int[])', [open.map((o) => o.id)]);
    try {
      await db.query("UPDATE wo_task SET kind = 'inspect', status = 0 WHERE task_id = $1", [open[0]!.id]);
      expect((await windowItem(id))?.inMaintenance).toBe(false);
    } finally {
      for (const o of open)
        await db.query('UPDATE wo_task SET kind = $2, status = $3 WHERE task_id = $1', [
          o.id,
          o.kind,
          o.status,
        ]);
    }
    expect((await windowItem(id))?.inMaintenance).toBe(true);
  });
});
