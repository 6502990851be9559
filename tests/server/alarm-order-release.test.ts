/**
 * An order raised from an alarm (docs/alarms.md "Orders"): its acceptance releases the alarm when its source has
 * returned to normal (by the system, journaled with the order's number) and leaves one whose condition is still
 * active; a rejected acceptance releases nothing. The order's detail names the alarms it came from and where each stands,
 * in the request's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { raise } from './helpers/alarm-fixtures';
import { bearer } from './helpers/test-app';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';
import { ADMIN, buildWorld, orderAt, post, WO_BASE, type World } from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** An alarm linked to order `taskId`, cleared or not. */
async function alarmOf(taskId: number, cleared: boolean): Promise<number> {
  const id = await raise(db, { kind: 3, minutesAgo: 30, on: 'SH01-FM-01', now: t.clock.now() });
  await db.query(
    `UPDATE alarm_record SET task_id = $2, cleared_at = CASE WHEN $3 THEN raised_at + interval '10 minutes' END
      WHERE alarm_record_id = $1`,
    [id, taskId, cleared],
  );
  return id;
}
const state = async (id: number) =>
  (
    await db.query<{ released: boolean; reason: string | null }>(
      'SELECT released_at IS NOT NULL AS released, release_reason AS reason FROM alarm_record WHERE alarm_record_id = $1',
      [id],
    )
  ).rows[0]!;

describe('an order from an alarm', () => {
  it('releases its cleared alarm when accepted, journaled with its number, and keeps one still active', async () => {
    const taskId = await orderAt(w, 'fix', 4);
    const { rows } = await db.query<{ no: string }>('SELECT task_no AS no FROM wo_task WHERE task_id = $1', [
      taskId,
    ]);
    const taskNo = rows[0]!.no;
    const cleared = await alarmOf(taskId, true);
    const active = await alarmOf(taskId, false);
    const res = await post(w, ADMIN, `${WO_BASE}/fix/${taskId}/accept`, { acceptResult: 1, acceptDesc: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await state(cleared)).toEqual({ released: true, reason: `工单${taskNo}验收通过` });
    expect((await state(active)).released).toBe(false);
    const { rows: events } = await db.query<{ event: string; user_id: number | null; note: string }>(
      "SELECT event, user_id, note FROM alarm_event WHERE alarm_record_id = $1 AND event = 'released'",
      [cleared],
    );
    expect(events).toEqual([{ event: 'released', user_id: null, note: `工单${taskNo}验收通过` }]);
  });

  it('releases nothing when the acceptance is rejected', async () => {
    const taskId = await orderAt(w, 'fix', 4);
    const cleared = await alarmOf(taskId, true);
    const res = await post(w, ADMIN, `${WO_BASE}/fix/${taskId}/accept`, {
      acceptResult: 2,
      acceptDesc: '仍有异响',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(cleared)).released).toBe(false);
  });

  it("names its alarms in its detail: priority, content in the request's language, raised, cleared, released", async () => {
    const taskId = await orderAt(w, 'fix', 4);
    const cleared = await alarmOf(taskId, true);
    const collector = await raise(db, { kind: 1, minutesAgo: 20, on: 'SH01-CJ-01', now: t.clock.now() });
    await db.query(
      `UPDATE alarm_record SET task_id = $2, content = '采集器通讯异常，下挂仪表 3 块' WHERE alarm_record_id = $1`,
      [collector, taskId],
    );
    const detail = async (lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${WO_BASE}/fix/${taskId}`,
        headers: { ...bearer(w.tokens.get(ADMIN) ?? ''), 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { sourceAlarms: Record<string, unknown>[] } }>().data.sourceAlarms;
    };
    const zh = await detail('zh-CN');
    expect(zh.map((a) => a.alarmRecordId)).toEqual([cleared, collector]);
    expect(zh[0]).toMatchObject({ kind: 3, priority: 2, content: '测试告警', releasedAt: null });
    expect(zh[0]!.clearedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(zh[1]).toMatchObject({ kind: 1, priority: 2, clearedAt: null, releasedAt: null });
    expect(zh[1]!.content).toBe('采集器通讯异常，下挂仪表 3 块');
    expect((await detail('en-US'))[1]!.content).toBe('Collector communication fault: 3 meters behind it');

    await post(w, ADMIN, `${WO_BASE}/fix/${taskId}/accept`, { acceptResult: 1, acceptDesc: '' });
    const after = await detail('zh-CN');
    expect(after[0]!.releasedAt).not.toBeNull();
    expect(after[1]!.releasedAt).toBeNull();
  });

  it('has no alarms in the detail of an order raised by hand', async () => {
    const taskId = await orderAt(w, 'fix', 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `${WO_BASE}/fix/${taskId}`,
      headers: bearer(w.tokens.get(ADMIN) ?? ''),
    });
    expect(res.json<{ data: { sourceAlarms: unknown[] } }>().data.sourceAlarms).toEqual([]);
  });
});
