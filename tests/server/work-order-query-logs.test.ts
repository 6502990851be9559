/**
 * Process logs (task/log/list, accept/list, approval/list, distribute/list), the historic list and the
 * per-status sums of a factory: signed-in callers, orders and factories in scope
 * only. Fixtures are plain SQL rows (QL-…); sums are compared with the count before the fixtures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoricLog, TaskLog, TaskLogSum } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const id: Record<string, number> = {};
const TASK = '/api/system/base/task';
const get = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const sumOf = async (who: string, factoryId: number, taskType: number): Promise<TaskLogSum> => {
  const res = await get(who, `${TASK}/log/sum/${factoryId}/${taskType}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TaskLogSum;
};
let sumBefore: TaskLogSum;
let maintBefore: TaskLogSum;

const LOGS: [number, Record<string, string | number>, string][] = [
  [
    5,
    { distributeByName: '主管老李', acceptByName: '主管老李', acceptResult: 2, acceptDesc: '漏水' },
    '08:00',
  ],
  [3, { distributeByName: '主管老李', execByName: '运维员小王' }, '01:00'],
  [99, { forwardBy: '运维员小王', originExecBy: '运维员小王', newExecBy: '系统管理员' }, '02:00'],
  [1, { execByName: '系统管理员', handleResult: '1', handleDesc: '已更换' }, '03:00'],
  [2, { approvalByName: '主管老李', approvalResult: 1, approvalDesc: '同意' }, '04:00'],
  [4, { acceptDistributeByName: '主管老李', acceptByName: '主管老李' }, '05:00'],
];

/** the operator, who reported the fixtures' orders */
let reporter = 0;

async function seed(): Promise<void> {
  const fx = new WoFixtures(db);
  const { rows } = await db.query<{ user_id: number }>(
    "SELECT user_id FROM sys_user WHERE user_name = 'operator'",
  );
  reporter = rows[0]!.user_id;
  const order = (taskNo: string, factoryId: number, status: number, kind: 'fix' | 'maint' = 'fix') =>
    fx.order({ taskNo, kind, factoryId, status, reportTime: '2026-03-01T00:30:00Z', reportBy: reporter });
  id.fix = await order('QL-F01', 11, 1);
  // inserted out of time order: the lists are oldest first by time
  for (const [type, obj, hm] of LOGS) await fx.log(id.fix, type, obj, `2026-03-01T${hm}:00Z`, `步骤${type}`);
  id.far = await order('QL-F12', 12, 1);
  await fx.log(id.far, 3, { distributeByName: '主管老李', execByName: '主管老李' }, '2026-03-01T01:00:00Z');
  id.empty = await order('QL-F02', 11, 0);
  for (const [no, status] of [
    ['QL-S1', 0],
    ['QL-S2', 0],
    ['QL-S3', 4],
    ['QL-S4', 9],
  ] as const)
    await order(no, 22, status);
  await order('QL-S5', 22, 1, 'maint');
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
  sumBefore = await sumOf('admin', 22, 4);
  maintBefore = await sumOf('admin', 22, 2);
  await seed();
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('task logs', () => {
  it('lists every log of an order oldest first, with its logObj', async () => {
    const res = await get('operator', `${TASK}/log/list?taskId=${id.fix}`);
    expect(res.statusCode, res.body).toBe(200);
    const logs = res.json().data as TaskLog[];
    expect(logs.map((l) => [l.logType, l.createTime, l.title])).toEqual([
      [0, '2026-03-01 08:30:00', '上报'],
      [3, '2026-03-01 09:00:00', '步骤3'],
      [99, '2026-03-01 10:00:00', '步骤99'],
      [1, '2026-03-01 11:00:00', '步骤1'],
      [2, '2026-03-01 12:00:00', '步骤2'],
      [4, '2026-03-01 13:00:00', '步骤4'],
      [5, '2026-03-01 16:00:00', '步骤5'],
    ]);
    // the report comes from the order itself: who, when, what
    expect(logs[0]).toEqual({
      recordId: 0,
      taskId: id.fix,
      title: '上报',
      createTime: '2026-03-01 08:30:00',
      logType: 0,
      logObj: { reportByName: '运维员小王', reportContent: '内容 QL-F01' },
    });
    for (const [type, obj] of LOGS) {
      expect(logs.find((l) => l.logType === type)).toEqual({
        recordId: expect.any(Number),
        taskId: id.fix,
        title: `步骤${type}`,
        createTime: expect.any(String),
        logType: type,
        logObj: obj,
      });
    }
  });

  it.each([
    ['accept/list', [5]],
    ['approval/list', [2]],
    ['distribute/list', [3, 99, 4]],
  ])('%s gives log types %j', async (path, types) => {
    const res = await get('supervisor', `${TASK}/log/${path}?taskId=${id.fix}`);
    expect((res.json().data as TaskLog[]).map((l) => l.logType)).toEqual(types);
  });

  it('gives only the report for an order not dispatched yet', async () => {
    expect((await get('operator', `${TASK}/log/list?taskId=${id.empty}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        {
          recordId: 0,
          taskId: id.empty,
          title: '上报',
          createTime: '2026-03-01 08:30:00',
          logType: 0,
          logObj: { reportByName: '运维员小王', reportContent: '内容 QL-F02' },
        },
      ],
    });
  });

  it('names a maintenance plan as the reporter of the order it made', async () => {
    await db.query('UPDATE wo_task SET report_by = NULL, plan_id = 1 WHERE task_id = $1', [id.empty]);
    try {
      const logs = (await get('operator', `${TASK}/log/list?taskId=${id.empty}`)).json().data as TaskLog[];
      expect(logs.map((l) => l.logObj.reportByName)).toEqual(['保养计划']);
    } finally {
      await db.query('UPDATE wo_task SET report_by = $2, plan_id = NULL WHERE task_id = $1', [
        id.empty,
        reporter,
      ]);
    }
  });

  it.each(['list', 'accept/list', 'approval/list', 'distribute/list'])(
    '%s: an order outside the scope or missing → 404; no taskId → 400',
    async (path) => {
      for (const [who, taskId] of [
        ['operator', id.far],
        ['viewer', id.fix],
        ['admin', 999999],
      ] as const) {
        const res = await get(who, `${TASK}/log/${path}?taskId=${taskId}`);
        expect({ who, status: res.statusCode, body: res.json() }).toEqual({
          who,
          status: 404,
          body: { code: 404, msg: '工单不存在' },
        });
      }
      const bad = await get('admin', `${TASK}/log/${path}`);
      expect(bad.json()).toEqual({ code: 400, msg: 'querystring/taskId is required' });
      expect((await get('admin', `${TASK}/log/${path}?taskId=0`)).json()).toEqual({
        code: 400,
        msg: 'querystring/taskId must be >= 1',
      });
    },
  );

  it('reaches an order of factory 12 for the supervisor', async () => {
    const logs = (await get('supervisor', `${TASK}/log/list?taskId=${id.far}`)).json().data as TaskLog[];
    expect(logs.map((l) => l.logType)).toEqual([0, 3]);
  });
});

describe('historic list', () => {
  const url = (taskType: number | string, taskId: number | string) =>
    `/api/workflow/base/task/examine/historic/list/${taskType}/${taskId}`;

  it('gives every log oldest first with logObj as JSON text', async () => {
    const res = await get('operator', url(4, id.fix!));
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as HistoricLog[];
    expect(items.map((i) => i.logType)).toEqual([0, 3, 99, 1, 2, 4, 5]);
    expect(items[1]).toEqual({
      recordId: expect.any(Number),
      title: '步骤3',
      createTime: '2026-03-01 09:00:00',
      logType: 3,
      detail: expect.any(String),
    });
    for (const [type, obj] of LOGS) {
      expect(JSON.parse(items.find((i) => i.logType === type)?.detail ?? 'null')).toEqual(obj);
    }
  });

  it.each([
    ['operator', () => url(4, id.far!), 404, '工单不存在'],
    ['viewer', () => url(4, id.fix!), 404, '工单不存在'],
    ['admin', () => url(6, id.fix!), 400, 'params/taskType must be <= 5'],
    ['admin', () => url(4, 'x'), 400, 'params/taskId must be integer'],
  ])('%s asking %s → %i', async (who, path, status, msg) => {
    const res = await get(who, path());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });
});

describe('sums per status', () => {
  it('counts the orders of one task type in a factory, every status listed', async () => {
    const after = await sumOf('admin', 22, 4);
    const delta = Object.fromEntries(
      Object.entries(after.byStatus).map(([k, n]) => [k, n - (sumBefore.byStatus[k] ?? 0)]),
    );
    expect(delta).toEqual({ '0': 2, '1': 0, '2': 0, '3': 0, '4': 1, '9': 1 });
    expect(after.total - sumBefore.total).toBe(4);
    expect(after.total).toBe(Object.values(after.byStatus).reduce((a, b) => a + b, 0));
  });

  it('counts maintenance (task type 2) apart from repair', async () => {
    const maint = await sumOf('admin', 22, 2);
    expect(maint.total - maintBefore.total).toBe(1);
    expect((maint.byStatus['1'] ?? 0) - (maintBefore.byStatus['1'] ?? 0)).toBe(1);
  });

  it.each([
    ['operator', '12/4', 403, '没有权限访问该工厂'],
    ['viewer', '22/4', 403, '没有权限访问该工厂'],
    ['supervisor', '1/4', 404, '工厂不存在'],
    ['admin', '999/1', 404, '工厂不存在'],
    ['admin', '22/5', 400, 'params/taskType must be <= 4'],
    ['admin', '22/0', 400, 'params/taskType must be >= 1'],
  ])('%s asking %s → %i', async (who, path, status, msg) => {
    const res = await get(who, `${TASK}/log/sum/${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });

  it('lets the operator count its own factory', async () => {
    const sum = await sumOf('operator', 11, 4);
    expect(sum.byStatus['1']).toBeGreaterThanOrEqual(1);
  });
});
