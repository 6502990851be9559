/**
 * Alarm escalation (docs/alarms.md "Escalation"): an unacknowledged 紧急/高 alarm tells the factory's supervisors after
 * the first time and the administrators after the second, each rung once however often the job runs; acknowledged,
 * 中/低 and shelved alarms do not climb; the journal shows each rung; the times are sys_config settings.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALARM_ESCALATION } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { escalateAlarms } from '../../server/src/modules/alarm/escalation';
import { raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const MIN = 60_000;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
});
beforeEach(async () => {
  await wipeAlarms(db);
  await db.query("DELETE FROM sys_task_msg WHERE msg_title LIKE '告警升级%'");
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The escalation messages as [account, title], by account. */
async function told(): Promise<string[][]> {
  const { rows } = await db.query<{ u: string; title: string }>(
    `SELECT u.user_name AS u, m.msg_title AS title FROM sys_task_msg m JOIN sys_user u ON u.user_id = m.user_id
      WHERE m.msg_title LIKE '告警升级%' ORDER BY u.user_name, m.msg_id`,
  );
  return rows.map((r) => [r.u, r.title]);
}
const rungOf = async (id: number) =>
  (
    await db.query<{ r: number }>('SELECT escalated_rung AS r FROM alarm_record WHERE alarm_record_id = $1', [
      id,
    ])
  ).rows[0]!.r;
const high = async (minutesAgo: number) => {
  const id = await raise(db, { kind: 3, minutesAgo, on: 'SH01-FM-01', now: t.clock.now() });
  await db.query('UPDATE alarm_record SET priority = 2 WHERE alarm_record_id = $1', [id]);
  return id;
};

describe('alarm escalation', () => {
  it('tells the supervisors after 15 minutes, the administrators after 30, each once', async () => {
    const id = await high(10);
    expect(await escalateAlarms(db, t.clock)).toEqual({ alarms: 0, messages: 0 });
    t.clock.advance(6 * MIN);
    const first = await escalateAlarms(db, t.clock);
    expect(first.alarms).toBe(1);
    expect(await rungOf(id)).toBe(1);
    const supervisors = await told();
    // the supervisor bound to 上海第一水厂 holds the review code; the operator does not, the admin waits for rung 2
    expect(supervisors.map(([u]) => u)).toEqual(['supervisor']);
    expect(supervisors[0]?.[1]).toMatch(/^告警升级：上海第一水厂 .+ 已16分钟未确认$/);
    expect(await escalateAlarms(db, t.clock)).toEqual({ alarms: 0, messages: 0 });

    t.clock.advance(15 * MIN);
    const second = await escalateAlarms(db, t.clock);
    expect(second.alarms).toBe(1);
    expect(await rungOf(id)).toBe(2);
    expect((await told()).map(([u]) => u)).toEqual(['admin', 'supervisor']);
    t.clock.advance(60 * MIN);
    expect(await escalateAlarms(db, t.clock)).toEqual({ alarms: 0, messages: 0 });
    const { rows } = await db.query<{ note: string }>(
      "SELECT note FROM alarm_event WHERE alarm_record_id = $1 AND event = 'escalated' ORDER BY event_id",
      [id],
    );
    expect(rows.map((r) => r.note)).toEqual(['已通知工厂主管', '已通知系统管理员']);
  });

  it('leaves acknowledged, shelved and 中/低 alarms where they are', async () => {
    const acked = await high(40);
    await db.query('UPDATE alarm_record SET ack_time = now() WHERE alarm_record_id = $1', [acked]);
    const shelved = await high(40);
    await db.query('UPDATE alarm_record SET shelved_until = $2 WHERE alarm_record_id = $1', [
      shelved,
      new Date(t.clock.now() + 30 * MIN),
    ]);
    const medium = await raise(db, { kind: 4, minutesAgo: 40, on: 'SH01-EM-01', now: t.clock.now() });
    await db.query('UPDATE alarm_record SET priority = 3 WHERE alarm_record_id = $1', [medium]);
    expect(await escalateAlarms(db, t.clock)).toEqual({ alarms: 0, messages: 0 });
    expect(await told()).toEqual([]);
  });

  it('reads its times from sys_config', async () => {
    await db.query('UPDATE sys_config SET config_value = $2 WHERE config_key = $1', [
      ALARM_ESCALATION.SUPERVISOR_KEY,
      '5',
    ]);
    try {
      const id = await high(6);
      await escalateAlarms(db, t.clock);
      expect(await rungOf(id)).toBe(1);
    } finally {
      await db.query('UPDATE sys_config SET config_value = $2 WHERE config_key = $1', [
        ALARM_ESCALATION.SUPERVISOR_KEY,
        String(ALARM_ESCALATION.SUPERVISOR_DEFAULT_MIN),
      ]);
    }
  });
});
