/**
 * Read, delete and check of task messages (docs/requirements.md §4 "Message", §7 "Task messages", §8; docs/architecture.md §3):
 * one or all of a factory's tab, only the caller's own, and whether a message may be routed.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser } from './helpers/fixtures';
import { bearer, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let alice = 0;
let bob = 0;
const tokens: Record<string, string> = {};
const BASE = '/api/system/base/task/msg';

interface Msg {
  userId: number;
  factoryId?: number;
  tab?: number;
  taskType?: number;
  taskNo?: string;
  urgeType?: number | null;
  fillDate?: string | null;
  startDate?: string | null;
  taskStatus?: number | null;
  read?: boolean;
}

async function insert(m: Msg): Promise<number> {
  const { rows } = await db.query<{ msg_id: number }>(
    `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, urge_type, fill_date,
                               start_date, task_status, is_read)
     VALUES ($1, $2, $3, 't', $4, $5, $6, $7, $8, $9, $10) RETURNING msg_id`,
    [
      m.userId,
      m.factoryId ?? 11,
      m.tab ?? 1,
      m.taskType ?? 4,
      m.taskNo ?? 'WX1',
      m.urgeType ?? null,
      m.fillDate ?? null,
      m.startDate ?? null,
      m.taskStatus ?? null,
      m.read ? 1 : 0,
    ],
  );
  return rows[0]!.msg_id;
}

const call = (who: string, method: InjectOptions['method'], path: string) =>
  t.app.inject({ method, url: `${BASE}${path}`, headers: bearer(tokens[who] ?? '') });

/** [msgId, isRead] of a user's messages, in id order. */
async function stateOf(userId: number): Promise<[number, number][]> {
  const { rows } = await db.query<{ msg_id: number; is_read: number }>(
    'SELECT msg_id, is_read FROM sys_task_msg WHERE user_id = $1 ORDER BY msg_id',
    [userId],
  );
  return rows.map((r) => [r.msg_id, r.is_read]);
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  const roleId = await createRole(db, 'msg_users');
  alice = await createUser(db, { userName: 'alice', password: 'alice123', roleId, factories: [11, 12] });
  bob = await createUser(db, { userName: 'bob', password: 'bob12345', roleId, factories: [11] });
  tokens.alice = (await login(t.app, 'alice', 'alice123')).access_token;
  tokens.bob = (await login(t.app, 'bob', 'bob12345')).access_token;
});
beforeEach(async () => {
  await db.query('DELETE FROM sys_task_msg WHERE user_id = ANY($1::int[])', [[alice, bob]]);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('read', () => {
  it('marks one message read and says how many changed', async () => {
    const id = await insert({ userId: alice });
    const other = await insert({ userId: alice });
    const res = await call('alice', 'GET', `/read/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: 1 });
    expect(await stateOf(alice)).toEqual([
      [id, 1],
      [other, 0],
    ]);
    expect((await call('alice', 'GET', `/read/${id}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: 0,
    });
  });

  it('marks all of one factory and tab read, nothing else', async () => {
    const a = await insert({ userId: alice });
    const b = await insert({ userId: alice, read: true });
    const c = await insert({ userId: alice });
    const otherTab = await insert({ userId: alice, tab: 2 });
    const otherFactory = await insert({ userId: alice, factoryId: 12 });
    const bobs = await insert({ userId: bob });
    expect((await call('alice', 'GET', '/read/11/1')).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: 2,
    });
    expect(await stateOf(alice)).toEqual([
      [a, 1],
      [b, 1],
      [c, 1],
      [otherTab, 0],
      [otherFactory, 0],
    ]);
    expect(await stateOf(bob)).toEqual([[bobs, 0]]);
    const count = await call('alice', 'GET', '/count/11');
    expect(count.json().data.totalMsgCount).toBe(1);
  });
});

describe('delete', () => {
  it('deletes one message', async () => {
    const id = await insert({ userId: alice });
    const kept = await insert({ userId: alice });
    const res = await call('alice', 'DELETE', `/del/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '删除成功', data: 1 });
    expect(await stateOf(alice)).toEqual([[kept, 0]]);
    const again = await call('alice', 'DELETE', `/del/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 404, msg: '消息不存在' });
  });

  it('deletes all of one factory and tab, nothing else', async () => {
    await insert({ userId: alice });
    await insert({ userId: alice, read: true });
    const otherTab = await insert({ userId: alice, tab: 2 });
    const otherFactory = await insert({ userId: alice, factoryId: 12 });
    const bobs = await insert({ userId: bob });
    expect((await call('alice', 'DELETE', '/del/11/1')).json()).toEqual({
      code: 200,
      msg: '删除成功',
      data: 2,
    });
    expect(await stateOf(alice)).toEqual([
      [otherTab, 0],
      [otherFactory, 0],
    ]);
    expect(await stateOf(bob)).toEqual([[bobs, 0]]);
    expect((await call('alice', 'DELETE', '/del/11/1')).json().data).toBe(0);
  });
});

describe("another user's message", () => {
  it.each([
    ['GET', '/read/'],
    ['DELETE', '/del/'],
    ['GET', '/check/'],
  ] as const)('%s %s{id} → 404 消息不存在, nothing changes', async (method, path) => {
    const bobs = await insert({ userId: bob });
    const res = await call('alice', method, `${path}${bobs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '消息不存在' });
    expect(await stateOf(bob)).toEqual([[bobs, 0]]);
  });

  it('answers a missing id the same way', async () => {
    for (const [method, path] of [
      ['GET', '/read/999999'],
      ['DELETE', '/del/999999'],
      ['GET', '/check/999999'],
      ['GET', '/check/urge/999999'],
    ] as const) {
      expect((await call('alice', method, path)).json()).toEqual({ code: 404, msg: '消息不存在' });
    }
  });

  it('is out of reach once the factory is out of scope', async () => {
    const mine = await insert({ userId: bob, factoryId: 12 });
    expect((await call('bob', 'GET', `/read/${mine}`)).statusCode).toBe(404);
    expect((await call('bob', 'DELETE', `/del/${mine}`)).statusCode).toBe(404);
    expect(await stateOf(bob)).toEqual([[mine, 0]]);
  });
});

describe('factory out of scope or missing', () => {
  it.each([
    ['GET', '/read/12/1', 403, '没有权限访问该工厂'],
    ['DELETE', '/del/12/1', 403, '没有权限访问该工厂'],
    ['GET', '/read/1/1', 404, '工厂不存在'],
    ['DELETE', '/del/999/2', 404, '工厂不存在'],
  ] as const)('bob %s %s → %i', async (method, path, status, msg) => {
    const bobs = await insert({ userId: bob, factoryId: 12 });
    const res = await call('bob', method, path);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
    expect(await stateOf(bob)).toEqual([[bobs, 0]]);
  });
});

describe('bad params', () => {
  it.each([
    ['GET', '/read/abc', 'params/msgId must be integer'],
    ['GET', '/read/0', 'params/msgId must be >= 1'],
    ['DELETE', '/del/-1', 'params/msgId must be >= 1'],
    ['GET', '/read/11/3', 'params/tab must be <= 2'],
    ['DELETE', '/del/11/0', 'params/tab must be >= 1'],
    ['DELETE', '/del/x/1', 'params/factoryId must be integer'],
    ['GET', '/check/1.5', 'params/msgId must be integer'],
    ['GET', '/check/urge/0', 'params/id must be >= 1'],
  ] as const)('%s %s → 400', async (method, path, msg) => {
    const res = await call('alice', method, path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });
});

describe('check', () => {
  const checkOf = async (path: string) => {
    const res = await call('alice', 'GET', path);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it.each([
    ['an open task', { taskStatus: 1 }, ''],
    ['a task under review', { taskStatus: 2 }, ''],
    ['a task without status (copy, fresh fault)', { taskStatus: null }, ''],
    ['a closed task', { taskStatus: 9 }, '该工单已处理完成'],
    ['a task without number', { taskNo: '' }, '该工单不存在'],
    ['an acceptance message', { taskType: 5, taskStatus: 3 }, ''],
  ])('check/{msgId} of %s → %j', async (_name, fields, msg) => {
    const id = await insert({ userId: alice, ...fields });
    expect(await checkOf(`/check/${id}`)).toEqual({ code: 200, msg });
  });

  /** The report an urge is about, as it stands: none (null) or one in that status (0 draft … 3 rejected). */
  const DAY = '2025-01-15';
  const WEEK = '2025-01-13';
  async function setReport(kind: 'daily' | 'weekly', status: number | null, factoryId = 11): Promise<void> {
    const [table, column, period] =
      kind === 'daily' ? ['om_daily_report', 'report_date', DAY] : ['om_weekly_report', 'week_start', WEEK];
    await db.query(`DELETE FROM ${table} WHERE ${column} = $1`, [period]);
    if (status !== null) {
      await db.query(`INSERT INTO ${table} (factory_id, ${column}, status) VALUES ($1, $2, $3)`, [
        factoryId,
        period,
        status,
      ]);
    }
  }
  const daily = (urgeType: number) => ({ urgeType, fillDate: DAY });
  const weekly = (urgeType: number) => ({ urgeType, startDate: WEEK });
  const [MISSING, DRAFT, SUBMITTED, APPROVED, REJECTED] = [null, 0, 1, 2, 3];

  it.each([
    // A fill urge routes while the report still needs filling.
    ['a daily fill, report missing', daily(1), 'daily', MISSING, ''],
    ['a daily fill, draft', daily(1), 'daily', DRAFT, ''],
    ['a daily fill, rejected', daily(1), 'daily', REJECTED, ''],
    ['a daily fill, submitted', daily(1), 'daily', SUBMITTED, '该报表已处理完成'],
    ['a daily fill, approved', daily(1), 'daily', APPROVED, '该报表已处理完成'],
    ['a weekly fill, report missing', weekly(3), 'weekly', MISSING, ''],
    ['a weekly fill, rejected', weekly(3), 'weekly', REJECTED, ''],
    ['a weekly fill, submitted', weekly(3), 'weekly', SUBMITTED, '该报表已处理完成'],
    // An approval urge routes while the report waits for approval.
    ['a daily approval, submitted', daily(2), 'daily', SUBMITTED, ''],
    ['a daily approval, report missing', daily(2), 'daily', MISSING, '该报表不存在'],
    ['a daily approval, approved', daily(2), 'daily', APPROVED, '该报表已处理完成'],
    ['a daily approval, rejected', daily(2), 'daily', REJECTED, '该报表已处理完成'],
    ['a daily approval, draft', daily(2), 'daily', DRAFT, '该报表已处理完成'],
    ['a weekly approval, submitted', weekly(4), 'weekly', SUBMITTED, ''],
    ['a weekly approval, report missing', weekly(4), 'weekly', MISSING, '该报表不存在'],
    ['a weekly approval, approved', weekly(4), 'weekly', APPROVED, '该报表已处理完成'],
    // Without the date its page opens on, there is no report to speak of.
    ['a daily urge without fill date', { urgeType: 1, startDate: WEEK }, 'daily', MISSING, '该报表不存在'],
    ['a weekly urge without start date', { urgeType: 4, fillDate: DAY }, 'weekly', SUBMITTED, '该报表不存在'],
    ['an urge without urge type', { urgeType: null, fillDate: DAY }, 'daily', DRAFT, '该报表不存在'],
  ] as const)('check/urge/{id} of %s → %j', async (_name, fields, kind, status, msg) => {
    await setReport(kind, status);
    const id = await insert({ userId: alice, taskType: 0, taskNo: '', ...fields });
    expect(await checkOf(`/check/urge/${id}`)).toEqual({ code: 200, msg });
    // check/{msgId} applies the same rule to an urge.
    expect(await checkOf(`/check/${id}`)).toEqual({ code: 200, msg });
  });

  it("judges an urge by its own factory's report of its own day, not by the message's task status", async () => {
    await setReport('daily', SUBMITTED, 12);
    const fill = await insert({ userId: alice, taskType: 0, taskNo: '', ...daily(1), taskStatus: 9 });
    expect(await checkOf(`/check/urge/${fill}`)).toEqual({ code: 200, msg: '' });
    const approval = await insert({
      userId: alice,
      taskType: 0,
      taskNo: '',
      ...daily(2),
      fillDate: '2025-01-14',
    });
    await setReport('daily', SUBMITTED);
    expect(await checkOf(`/check/urge/${approval}`)).toEqual({ code: 200, msg: '该报表不存在' });
  });

  it('check/urge/{id} of a task message → 404: it is no urge', async () => {
    const id = await insert({ userId: alice });
    expect((await call('alice', 'GET', `/check/urge/${id}`)).json()).toEqual({
      code: 404,
      msg: '消息不存在',
    });
  });

  it('does not mark the message read', async () => {
    const id = await insert({ userId: alice });
    await checkOf(`/check/${id}`);
    expect(await stateOf(alice)).toEqual([[id, 0]]);
  });
});
