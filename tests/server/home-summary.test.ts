/**
 * GET /api/home/summary (docs/requirements.md §2 "Home"): the caller's open and overdue orders and their factories'
 * active alarms per kind, in their scope or the factory named (403 outside it). Overdue is the interim rule of
 * server/src/modules/home/overdue-rule.ts: reported or handling with the planned execution time past.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSummary } from '../../contract/home';
import { ALARM_API, type AlarmWindow } from '../../contract/alarm';
import { HOME_OVERDUE_LIST_LIMIT } from '../../contract/home';
import { WO_KINDS } from '../../contract/work-order';
import { DEMO_USER_ID } from '../../server/src/setup/seed/demo-data';
import type { Db } from '../../server/src/db/client';
import { createTestApp, getAs, login, openSeededDb, sendAs, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const URL = '/api/home/summary';
const DAY_MS = 86_400_000;
const SHANGHAI = 11;
const SUZHOU = 12;
const GUANGZHOU = 21;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const summaryOf = async (who: string, query = ''): Promise<HomeSummary> => {
  const res = await getAs(t.app, tokens[who] ?? '', `${URL}${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: HomeSummary }).data;
};

let seq = 0;
/** An order straight into the table, planned `daysAgo` days before the test clock's now. */
async function order(fields: { execBy: number; status: number; daysAgo: number; factoryId?: number }) {
  seq += 1;
  const taskNo = `WX2099010190${String(seq).padStart(2, '0')}`;
  const now = t.clock.now();
  await db.query(
    `INSERT INTO wo_task (task_no, kind, status, factory_id, report_content, report_time, exec_time, exec_by,
                          create_time, update_time, due_time)
     VALUES ($1, 'fix', $2, $3, $4, $5, $6, $7, $5, $5, $6)`,
    [
      taskNo,
      fields.status,
      fields.factoryId ?? SHANGHAI,
      `home test ${taskNo}`,
      new Date(now - 30 * DAY_MS),
      new Date(now - fields.daysAgo * DAY_MS),
      fields.execBy,
    ],
  );
  return taskNo;
}

/** The caller's open orders straight from the table. */
async function openOrdersOf(userId: number, factories: number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wo_task
      WHERE (exec_by = $1 OR accept_by = $1) AND status <> 9 AND factory_id = ANY($2::int[])`,
    [userId, factories],
  );
  return rows[0]?.n ?? 0;
}

describe('home summary', () => {
  it("lists the operator's overdue order, not another user's nor a closed one nor one planned ahead", async () => {
    const mine = await order({ execBy: DEMO_USER_ID.operator, status: 1, daysAgo: 400 });
    const theirs = await order({ execBy: DEMO_USER_ID.supervisor, status: 1, daysAgo: 500 });
    const closed = await order({ execBy: DEMO_USER_ID.operator, status: 9, daysAgo: 600 });
    const ahead = await order({ execBy: DEMO_USER_ID.operator, status: 1, daysAgo: -400 });

    const summary = await summaryOf('operator');
    const listed = summary.mostOverdue.map((o) => o.taskNo);
    // planned 400 days ago, it is the most overdue of the operator's: first
    expect(summary.mostOverdue[0]).toMatchObject({
      taskNo: mine,
      kind: 'fix',
      status: 1,
      factoryId: SHANGHAI,
      factoryName: '上海第一水厂',
      reportContent: `home test ${mine}`,
    });
    expect(summary.mostOverdue[0]?.dueTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(listed).not.toContain(theirs);
    expect(listed).not.toContain(closed);
    expect(listed).not.toContain(ahead);
    expect(summary.mostOverdue.length).toBeLessThanOrEqual(HOME_OVERDUE_LIST_LIMIT);
    expect(summary.overdueOrders).toBeGreaterThanOrEqual(summary.mostOverdue.length);
    expect(summary.openOrders).toBe(await openOrdersOf(DEMO_USER_ID.operator, [SHANGHAI]));
    expect(summary.factoryId).toBeNull();

    // the supervisor's list has theirs and not the operator's
    const supervisor = (await summaryOf('supervisor')).mostOverdue.map((o) => o.taskNo);
    expect(supervisor).toContain(theirs);
    expect(supervisor).not.toContain(mine);
  });

  it('counts an order overdue only until it is handled', async () => {
    const before = await summaryOf('operator');
    const taskNo = await order({ execBy: DEMO_USER_ID.operator, status: 0, daysAgo: 1 });
    const reported = await summaryOf('operator');
    expect(reported.overdueOrders).toBe(before.overdueOrders + 1);
    expect(reported.openOrders).toBe(before.openOrders + 1);
    // per kind too: the repairs' figures moved, the kinds listed in WO_KINDS order and summing to the totals
    const repairs = (summary: HomeSummary) => summary.orderKinds.find((k) => k.kind === 'fix');
    expect(repairs(reported)).toEqual({
      kind: 'fix',
      open: (repairs(before)?.open ?? 0) + 1,
      overdue: (repairs(before)?.overdue ?? 0) + 1,
    });
    expect(reported.orderKinds.map((k) => k.kind)).toEqual(
      WO_KINDS.filter((kind) => reported.orderKinds.some((k) => k.kind === kind)),
    );
    expect(reported.orderKinds.reduce((sum, k) => sum + k.open, 0)).toBe(reported.openOrders);
    expect(reported.orderKinds.reduce((sum, k) => sum + k.overdue, 0)).toBe(reported.overdueOrders);
    await db.query('UPDATE wo_task SET status = 2 WHERE task_no = $1', [taskNo]);
    const audited = await summaryOf('operator');
    expect(audited.overdueOrders).toBe(before.overdueOrders);
    expect(audited.openOrders).toBe(before.openOrders + 1);
    await db.query('UPDATE wo_task SET status = 9 WHERE task_no = $1', [taskNo]);
    expect((await summaryOf('operator')).openOrders).toBe(before.openOrders);
  });

  it("counts the caller's open to-dos per kind: one more to dispatch, then to handle, until the step is taken", async () => {
    const handleOf = (summary: HomeSummary) => summary.todos.find((c) => c.kind === 'handle')?.count ?? 0;
    const dispatchOf = (summary: HomeSummary) => summary.todos.find((c) => c.kind === 'dispatch')?.count ?? 0;
    const operatorBefore = await summaryOf('operator', `?factoryId=${SHANGHAI}`);
    const supervisorBefore = await summaryOf('supervisor', `?factoryId=${SHANGHAI}`);
    const supervisor = tokens.supervisor ?? '';
    const { rows } = await db.query<{ device_id: number }>(
      'SELECT device_id FROM wo_device WHERE factory_id = $1 AND deleted_at IS NULL ORDER BY device_id LIMIT 1',
      [SHANGHAI],
    );
    // the operator reports it: the supervisor (a manager) has one more to dispatch
    const created = await sendAs(t.app, tokens.operator ?? '', 'POST', '/api/system/base/workOrder/fix', {
      factoryId: SHANGHAI,
      deviceId: rows[0]?.device_id,
      reportContent: 'home to-do',
    });
    const { taskId } = (created.json() as { data: { taskId: number } }).data;
    expect(dispatchOf(await summaryOf('supervisor', `?factoryId=${SHANGHAI}`))).toBe(
      dispatchOf(supervisorBefore) + 1,
    );
    const url = (step: string) => `/api/system/base/workOrder/fix/${taskId}/${step}`;
    expect(
      (await sendAs(t.app, supervisor, 'POST', url('dispatch'), { execBy: DEMO_USER_ID.operator }))
        .statusCode,
    ).toBe(200);
    expect(dispatchOf(await summaryOf('supervisor', `?factoryId=${SHANGHAI}`))).toBe(
      dispatchOf(supervisorBefore),
    );
    const dispatched = await summaryOf('operator', `?factoryId=${SHANGHAI}`);
    expect(handleOf(dispatched)).toBe(handleOf(operatorBefore) + 1);
    const handled = await sendAs(t.app, tokens.operator ?? '', 'POST', url('handle'), {
      handleResult: '1',
      handleDesc: '已处理',
    });
    expect(handled.statusCode).toBe(200);
    expect(handleOf(await summaryOf('operator', `?factoryId=${SHANGHAI}`))).toBe(handleOf(operatorBefore));
    // another factory's to-dos are not this one's
    expect((await summaryOf('supervisor', `?factoryId=${SUZHOU}`)).todos).not.toEqual(
      (await summaryOf('supervisor', `?factoryId=${SHANGHAI}`)).todos,
    );
  });

  it('names the day and week whose reports are due now, China time', async () => {
    // the test clock: 2026-03-02 08:00 UTC, a Monday 16:00 in China
    const summary = await summaryOf('operator');
    expect(summary.dueDay).toBe('2026-03-01');
    expect(summary.dueWeek).toBe('2026-02-23');
  });

  it("counts the active alarms per kind as the caller's alarm window shows them, shelved ones left out", async () => {
    // A shelved alarm leaves the window, and home's counts with it (docs/alarms.md).
    const before = (await getAs(t.app, tokens.operator ?? '', ALARM_API.WINDOW)).json() as {
      data: AlarmWindow;
    };
    const shelved = before.data.deviceAlarmWindow[0]!;
    const res = await sendAs(t.app, tokens.operator ?? '', 'PUT', ALARM_API.SHELVE, {
      alarmRecordIds: String(shelved.alarmRecordId),
      minutes: 10,
      reason: '检修中',
    });
    expect(res.json()).toMatchObject({ code: 200, data: { changed: 1 } });
    for (const who of ['operator', 'supervisor']) {
      const window = (await getAs(t.app, tokens[who] ?? '', ALARM_API.WINDOW)).json() as {
        data: AlarmWindow;
      };
      const expected = new Map<number, number>();
      for (const a of window.data.deviceAlarmWindow)
        expected.set(a.windowAlarmType, (expected.get(a.windowAlarmType) ?? 0) + 1);
      const summary = await summaryOf(who);
      expect(summary.alarms.length).toBeGreaterThan(0);
      expect(new Map(summary.alarms.map((a) => [a.kind, a.count]))).toEqual(expected);
      expect(window.data.deviceAlarmWindow.map((a) => a.alarmRecordId)).not.toContain(shelved.alarmRecordId);
    }
    await sendAs(t.app, tokens.operator ?? '', 'PUT', ALARM_API.UNSHELVE, {
      alarmRecordIds: String(shelved.alarmRecordId),
    });
  });

  it("narrows to the named factory of the caller's scope", async () => {
    const suzhou = await order({ execBy: DEMO_USER_ID.supervisor, status: 1, daysAgo: 3, factoryId: SUZHOU });
    const all = await summaryOf('supervisor');
    const one = await summaryOf('supervisor', `?factoryId=${SUZHOU}`);
    expect(one.factoryId).toBe(SUZHOU);
    expect(one.mostOverdue.map((o) => o.taskNo)).toContain(suzhou);
    expect(one.mostOverdue.every((o) => o.factoryId === SUZHOU)).toBe(true);
    expect(one.openOrders).toBe(await openOrdersOf(DEMO_USER_ID.supervisor, [SUZHOU]));
    expect(all.openOrders).toBe(await openOrdersOf(DEMO_USER_ID.supervisor, [SHANGHAI, SUZHOU]));
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alarm_record WHERE released_at IS NULL AND factory_id = $1',
      [SUZHOU],
    );
    const shown = one.alarms.reduce((n, a) => n + a.count, 0);
    expect(shown).toBeLessThanOrEqual(rows[0]?.n ?? 0);
    expect(shown).toBeLessThan(all.alarms.reduce((n, a) => n + a.count, 0));
  });

  it('refuses a factory outside the scope (403) and one that is no factory (404), and a bad id (400)', async () => {
    const out = await getAs(t.app, tokens.operator ?? '', `${URL}?factoryId=${GUANGZHOU}`);
    expect(out.statusCode).toBe(403);
    expect(out.json()).toMatchObject({ code: 403, msg: '没有权限访问该工厂' });
    const none = await getAs(t.app, tokens.operator ?? '', `${URL}?factoryId=999999`);
    expect(none.statusCode).toBe(404);
    const bad = await getAs(t.app, tokens.operator ?? '', `${URL}?factoryId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('querystring/factoryId');
    // the administrator passes every factory
    expect((await summaryOf('admin', `?factoryId=${GUANGZHOU}`)).factoryId).toBe(GUANGZHOU);
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
