/**
 * Priorities and due times of work orders (docs/work-order-lifecycle.md "Priority and due time"): the times an order
 * gets from its priority's targets at its report and at a dispatch, the overdue rule at the server's clock (list rows,
 * the `overdue` filter and the SQL agree to the second), the targets' record (codes, 400s naming the field, 409 on a
 * stale version), an alarm's priority on the order raised from it, and the urge ladder: executor, dispatcher, managers,
 * each rung once however often and however concurrently the job runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WO_PRIORITY_API, type WoPrioritySettings } from '../../contract/wo-priority';
import type { WoDetail, WoRow } from '../../contract/work-order';
import type { Db } from '../../server/src/db/client';
import { chinaDateTime } from '../../server/src/shared/china-time';
import { urgeOverdueOrders } from '../../server/src/modules/work-order/overdue-urges';
import { raise } from './helpers/alarm-fixtures';
import { bearer, createTestApp, openSeededDb, type TestApp } from './helpers/test-app';
import {
  ADMIN,
  buildWorld,
  createOrder,
  OPERATOR,
  post,
  SUPERVISOR,
  WO_BASE,
  type World,
} from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;
const MIN = 60_000;

beforeAll(async () => {
  db = await openSeededDb();
  // the clock moves days on: the demo people's tokens must outlive it
  t = await createTestApp(db, { env: { TOKEN_TTL_S: String(30 * 24 * 3600) } });
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const shown = (ms: number): string => chinaDateTime(ms);

async function detail(taskId: number, kind = 'fix'): Promise<WoDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${WO_BASE}/${kind}/${taskId}`,
    headers: bearer(w.tokens.get(ADMIN)!),
  });
  return (res.json() as { data: WoDetail }).data;
}

/** The order's row in the admin's fix list, with or without the `overdue` filter (undefined: not listed). */
async function listed(taskId: number, overdueOnly = false): Promise<WoRow | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${WO_BASE}/fix/list?factoryId=11&pageSize=200${overdueOnly ? '&overdue=true' : ''}`,
    headers: bearer(w.tokens.get(ADMIN)!),
  });
  return (res.json() as { rows: WoRow[] }).rows.find((r) => r.taskId === taskId);
}

const settingsCall = (who: number, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: WO_PRIORITY_API.SETTINGS, headers: bearer(w.tokens.get(who)!), payload });

describe('due times', () => {
  it('follow the priority reported (default 中) from the report time', async () => {
    const reported = t.clock.now();
    const urgent = await createOrder(w, 'fix', { priority: 1 });
    const plain = await createOrder(w, 'fix');
    const u = await detail(urgent.taskId);
    expect([u.priority, u.priorityLabel, u.overdue]).toEqual([1, '紧急', false]);
    expect(u.responseDue).toBe(shown(reported + 30 * MIN));
    expect(u.dueTime).toBe(shown(reported + 240 * MIN));
    const p = await detail(plain.taskId);
    expect([p.priority, p.responseDue, p.dueTime]).toEqual([
      3,
      shown(reported + 480 * MIN),
      shown(reported + 4320 * MIN),
    ]);
  });

  it("move with the dispatcher's priority, and to the dispatcher's planned time when given", async () => {
    const reported = t.clock.now();
    const a = await createOrder(w, 'fix');
    expect(
      (await post(w, SUPERVISOR, `${WO_BASE}/fix/${a.taskId}/dispatch`, { execBy: OPERATOR, priority: 2 }))
        .statusCode,
    ).toBe(200);
    const da = await detail(a.taskId);
    expect([da.priority, da.responseDue, da.dueTime]).toEqual([
      2,
      shown(reported + 120 * MIN),
      shown(reported + 1440 * MIN),
    ]);
    const b = await createOrder(w, 'fix', { priority: 4 });
    const planned = '2030-01-02 09:30:00';
    await post(w, SUPERVISOR, `${WO_BASE}/fix/${b.taskId}/dispatch`, { execBy: OPERATOR, execTime: planned });
    const db2 = await detail(b.taskId);
    expect([db2.priority, db2.dueTime]).toEqual([4, planned]);
  });

  it('refuse a priority outside 1..4 with 400 naming the field, writing nothing', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wo_task');
    const bad = await post(w, w.ids.reporter, `${WO_BASE}/fix`, {
      factoryId: 11,
      deviceId: w.device11,
      reportContent: '水泵异响',
      priority: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toMatch(/^body\/priority /);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wo_task');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const { taskId } = await createOrder(w, 'fix');
    const res = await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, {
      execBy: OPERATOR,
      priority: 0,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { msg: string }).msg).toMatch(/^body\/priority /);
    expect((await detail(taskId)).status).toBe(0);
  });

  it('an order raised from an alarm takes its priority', async () => {
    const id = await raise(db, { kind: 3, minutesAgo: 1, on: 'SH01-FM-01', now: t.clock.now() });
    await db.query('UPDATE alarm_record SET priority = 1 WHERE alarm_record_id = $1', [id]);
    const res = await post(w, ADMIN, `/api/system/alarm/${id}/order`, {});
    expect(res.statusCode).toBe(200);
    const { taskId } = (res.json() as { data: { taskId: number } }).data;
    expect((await detail(taskId)).priority).toBe(1);
  });
});

describe('overdue at the server clock', () => {
  it('waiting for dispatch: past the response time; with the executor: past the due time; handled: never', async () => {
    const { taskId } = await createOrder(w, 'fix', { priority: 1 });
    t.clock.advance(30 * MIN);
    // at the response time itself, not yet: whole seconds, strictly past
    expect((await listed(taskId))?.overdue).toBe(false);
    expect(await listed(taskId, true)).toBeUndefined();
    t.clock.advance(1000);
    expect((await listed(taskId))?.overdue).toBe(true);
    expect((await listed(taskId, true))?.overdue).toBe(true);
    expect((await detail(taskId)).overdue).toBe(true);

    await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: OPERATOR });
    expect((await listed(taskId))?.overdue).toBe(false);
    t.clock.advance(210 * MIN);
    expect((await listed(taskId, true))?.overdue).toBe(true);
    await post(w, OPERATOR, `${WO_BASE}/fix/${taskId}/handle`, { handleResult: '1', handleDesc: '已修复' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${WO_BASE}/fix/list?factoryId=11&pageSize=200&status=2`,
      headers: bearer(w.tokens.get(ADMIN)!),
    });
    expect((res.json() as { rows: WoRow[] }).rows.find((r) => r.taskId === taskId)?.overdue).toBe(false);
  });
});

describe('the to-do tab', () => {
  it("marks the to-do of an overdue order, at the server's clock", async () => {
    const { taskId } = await createOrder(w, 'fix', { priority: 1 });
    await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: OPERATOR });
    const todo = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/system/base/task/msg/list/11/2?pageSize=200',
        headers: bearer(w.tokens.get(OPERATOR)!),
      });
      return (res.json() as { rows: { taskId: number | null; overdue?: boolean }[] }).rows.find(
        (m) => m.taskId === taskId,
      );
    };
    expect((await todo())?.overdue).toBe(false);
    t.clock.advance(240 * MIN + 1000);
    expect((await todo())?.overdue).toBe(true);
  });
});

describe('the targets record', () => {
  it('is read and saved with its own codes only', async () => {
    expect((await settingsCall(OPERATOR, 'GET')).statusCode).toBe(403);
    const read = await settingsCall(ADMIN, 'GET');
    expect(read.statusCode).toBe(200);
    const s = (read.json() as { data: WoPrioritySettings }).data;
    expect(s.targets.map((x) => x.priority)).toEqual([1, 2, 3, 4]);
    expect((await settingsCall(SUPERVISOR, 'PUT', s)).statusCode).toBe(403);
  });

  it('refuses a duplicate, a missing priority and a response after completion with 400 naming the field', async () => {
    const s = ((await settingsCall(ADMIN, 'GET')).json() as { data: WoPrioritySettings }).data;
    const body = { targets: s.targets, urgeIntervalMinutes: s.urgeIntervalMinutes, version: s.version };
    const cases: [object, string][] = [
      [
        { ...body, targets: [s.targets[0], s.targets[0], s.targets[2], s.targets[3]] },
        'body/targets/1/priority',
      ],
      [{ ...body, targets: s.targets.slice(0, 3) }, 'body/targets'],
      [
        {
          ...body,
          targets: [{ ...s.targets[0]!, responseMinutes: 300, completeMinutes: 200 }, ...s.targets.slice(1)],
        },
        'body/targets/0/responseMinutes',
      ],
      [{ ...body, urgeIntervalMinutes: 0 }, 'body/urgeIntervalMinutes'],
    ];
    for (const [payload, field] of cases) {
      const res = await settingsCall(ADMIN, 'PUT', payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { msg: string }).msg.startsWith(`${field} `)).toBe(true);
    }
    expect(((await settingsCall(ADMIN, 'GET')).json() as { data: WoPrioritySettings }).data.version).toBe(
      s.version,
    );
  });

  it('saves at the version read, refuses a stale one with 409, and new orders follow the saved targets', async () => {
    const s = ((await settingsCall(ADMIN, 'GET')).json() as { data: WoPrioritySettings }).data;
    const targets = s.targets.map((x) =>
      x.priority === 2 ? { ...x, responseMinutes: 60, completeMinutes: 600 } : x,
    );
    const saved = await settingsCall(ADMIN, 'PUT', { targets, urgeIntervalMinutes: 90, version: s.version });
    expect(saved.statusCode).toBe(200);
    const now = (saved.json() as { data: WoPrioritySettings }).data;
    expect([now.version, now.urgeIntervalMinutes, now.updateBy]).toEqual([s.version + 1, 90, '系统管理员']);
    const stale = await settingsCall(ADMIN, 'PUT', { targets, urgeIntervalMinutes: 30, version: s.version });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { data: { current: WoPrioritySettings } }).data.current.urgeIntervalMinutes).toBe(
      90,
    );
    const reported = t.clock.now();
    const { taskId } = await createOrder(w, 'fix', { priority: 2 });
    expect((await detail(taskId)).dueTime).toBe(shown(reported + 600 * MIN));
    // back to the migration's values for the ladder below
    await settingsCall(ADMIN, 'PUT', { targets: s.targets, urgeIntervalMinutes: 120, version: now.version });
  });
});

describe('the urge ladder', () => {
  /** The urges of the order as [account, title], oldest first. */
  async function urges(taskId: number): Promise<string[][]> {
    const { rows } = await db.query<{ u: string; title: string }>(
      `SELECT u.user_name AS u, m.msg_title AS title FROM sys_task_msg m JOIN sys_user u ON u.user_id = m.user_id
        WHERE m.task_id = $1 AND m.msg_title LIKE '%超时%' ORDER BY m.msg_id, u.user_name`,
      [taskId],
    );
    return rows.map((r) => [r.u, r.title]);
  }

  it('tells the executor at the due time, the dispatcher an interval later, then the managers; each once', async () => {
    const { taskId, taskNo } = await createOrder(w, 'fix', { priority: 1 });
    await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: OPERATOR });
    await urgeOverdueOrders(db, t.clock);
    expect(await urges(taskId)).toEqual([]);

    t.clock.advance(240 * MIN + 1000);
    // two runs at once (two instances): the rung goes once
    await Promise.all([urgeOverdueOrders(db, t.clock), urgeOverdueOrders(db, t.clock)]);
    expect(await urges(taskId)).toEqual([['operator', `维修工单${taskNo} 已超时，请尽快处理`]]);
    await urgeOverdueOrders(db, t.clock);
    expect(await urges(taskId)).toHaveLength(1);

    t.clock.advance(120 * MIN);
    await Promise.all([urgeOverdueOrders(db, t.clock), urgeOverdueOrders(db, t.clock)]);
    expect((await urges(taskId)).slice(1)).toEqual([
      ['supervisor', `维修工单${taskNo} 已超时未完成，请督促执行人`],
    ]);

    t.clock.advance(120 * MIN);
    await urgeOverdueOrders(db, t.clock);
    await urgeOverdueOrders(db, t.clock);
    const third = (await urges(taskId)).slice(2);
    // the factory's managers: its supervisors, not the administrators, not the operators
    expect(third.map(([u]) => u).sort()).toEqual(['acceptor', 'supervisor']);
    expect(third[0]?.[1]).toBe(`维修工单${taskNo} 超时未完成，已升级至工厂主管`);
    t.clock.advance(24 * 60 * MIN);
    await urgeOverdueOrders(db, t.clock);
    expect(await urges(taskId)).toHaveLength(4);
  });

  it('leaves handled orders alone', async () => {
    const { taskId } = await createOrder(w, 'fix', { priority: 1 });
    await post(w, SUPERVISOR, `${WO_BASE}/fix/${taskId}/dispatch`, { execBy: OPERATOR });
    await post(w, OPERATOR, `${WO_BASE}/fix/${taskId}/handle`, { handleResult: '1', handleDesc: '已修复' });
    t.clock.advance(24 * 60 * MIN);
    await urgeOverdueOrders(db, t.clock);
    expect(await urges(taskId)).toEqual([]);
  });
});
