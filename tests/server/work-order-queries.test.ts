/**
 * Work-order lists: GET …/workOrder/{kind}/list, accept/list, copyTo/list with
 * their filters, paging, permissions and factory scope. Fixtures are plain SQL rows whose task numbers
 * start with QT-/QP-, so every assertion filters on them and other (demo) orders do not matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptListRow, WoRow } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const WO = '/api/system/base/workOrder';

const list = (who: string, path: string, query = '') =>
  getAs(t.app, tokens[who] ?? '', `${WO}/${path}${query}`);
const taskNos = async (who: string, path: string, query: string): Promise<string[]> => {
  const res = await list(who, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as WoRow[]).map((r) => r.taskNo);
};

/** Orders of 2026-03-01, one an hour from 09:00 China time (01:00Z), newest last. */
const at = (hourZ: number, minute = 0) =>
  `2026-03-01T${String(hourZ).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

async function seedOrders(): Promise<void> {
  const fx = new WoFixtures(db);
  const pump = await fx.device(11, 'QTEST-P1', '1#送水泵');
  const fan = await fx.device(11, 'QTEST-F1', '2#鼓风机');
  const tower = await fx.device(12, 'QTEST-T1', '冷却塔');
  const far = await fx.device(21, 'QTEST-G1', '南沙格栅');
  const o = (taskNo: string, spec: Omit<Parameters<WoFixtures['order']>[0], 'taskNo'>) =>
    fx.order({ taskNo, ...spec }).then((id) => (ids[taskNo] = id));
  await o('QT-F01', {
    kind: 'fix',
    factoryId: 11,
    status: 0,
    reportTime: at(1),
    deviceId: pump,
    fixType: '2',
    reportSource: '2',
    isStatistics: 1,
    fixStartTime: '2026-02-28T23:30:00Z',
    reportBy: 3,
    reportContent: '电机异响',
    remark: '尽快',
    execTime: '2026-03-02T02:00:00Z',
    updateTime: at(1, 5),
    priority: 2,
    responseDue: '2026-03-01T03:00:00Z',
    dueTime: '2026-03-02T09:00:00Z',
  });
  await o('QT-F02', {
    kind: 'fix',
    factoryId: 11,
    status: 1,
    reportTime: at(2),
    deviceId: fan,
    execBy: 2,
    distributeBy: 3,
    isForward: 1,
    forwardBy: 3,
    handleResult: '1',
  });
  await o('QT-F03', { kind: 'fix', factoryId: 11, status: 4, reportTime: at(3), execBy: 2, acceptBy: 3 });
  await o('QT-F04', { kind: 'fix', factoryId: 11, status: 9, reportTime: at(4), deviceId: pump });
  await o('QT-F05', { kind: 'fix', factoryId: 12, status: 1, reportTime: at(5), deviceId: tower, execBy: 3 });
  await o('QT-F06', { kind: 'fix', factoryId: 21, status: 0, reportTime: at(6), deviceId: far });
  await o('QT-M01', { kind: 'maint', factoryId: 11, status: 2, reportTime: at(7), deviceId: pump });
  await o('QT-I01', { kind: 'inspect', factoryId: 11, status: 3, reportTime: at(8), deviceId: fan });
  await o('QT-P01', { kind: 'planFix', factoryId: 11, status: 0, reportTime: at(9) });
  // an earlier rejection of QT-F03, then the latest one: the accept list shows the latest
  await fx.accept(ids['QT-F03']!, { acceptResult: 2, acceptTime: at(10), acceptBy: 3, acceptDesc: '第一次' });
  const last = await fx.accept(ids['QT-F03']!, {
    acceptResult: 2,
    acceptTime: at(11),
    acceptBy: 3,
    distributeBy: 1,
    acceptDesc: '仍漏水',
  });
  await fx.attach(ids['QT-F03']!, 'accept', 'image', 'leak.png', last);
  for (const no of ['QT-F04', 'QT-F05', 'QT-M01']) await fx.copyTo(ids[no]!, 2);
  // 25 orders for paging, one a minute
  for (let i = 1; i <= 25; i++)
    await o(`QP-${String(i).padStart(2, '0')}`, {
      kind: 'fix',
      factoryId: 11,
      reportTime: at(12, i),
    });
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  await seedOrders();
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('kind lists', () => {
  it('gives every WoRow field: labels, names, China times', async () => {
    const res = await list('operator', 'fix/list', '?taskNo=QT-F01');
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功', total: 1 });
    expect(res.json().rows[0]).toEqual({
      taskId: ids['QT-F01'],
      taskNo: 'QT-F01',
      kind: 'fix',
      taskType: 4,
      status: 0,
      statusLabel: '待派单',
      factoryId: 11,
      projectName: '上海第一水厂',
      deviceId: expect.any(Number),
      deviceShowCode: 'QTEST-P1',
      deviceName: '1#送水泵',
      fixType: '2',
      fixTypeLabel: '电气故障',
      reportSource: '2',
      reportSourceLabel: '人工报修',
      isStatistics: 1,
      isStatisticsLabel: '是',
      fixStartTime: '2026-03-01 07:30:00',
      reportBy: 3,
      reportByName: '主管老李',
      reportContent: '电机异响',
      reportTime: '2026-03-01 09:00:00',
      remark: '尽快',
      execBy: null,
      execByName: '',
      execTime: '2026-03-02 10:00:00',
      acceptBy: null,
      acceptByName: '',
      distributeBy: null,
      distributeByName: '',
      handleResult: '',
      handleResultLabel: '',
      handleFinishTime: null,
      isForward: 0,
      isForwardLabel: '否',
      forwardByName: '',
      updateTime: '2026-03-01 09:05:00',
      priority: 2,
      priorityLabel: '高',
      responseDue: '2026-03-01 11:00:00',
      dueTime: '2026-03-02 17:00:00',
      // not dispatched by its response time, at the clock's 2026-03-02 16:00 China time
      overdue: true,
    });
    const second = (await list('operator', 'fix/list', '?taskNo=QT-F02')).json().rows[0] as WoRow;
    expect(second).toMatchObject({
      execByName: '运维员小王',
      distributeByName: '主管老李',
      isForwardLabel: '是',
      forwardByName: '主管老李',
      handleResultLabel: '已修复',
      statusLabel: '处理中',
      isStatisticsLabel: '否',
      fixTypeLabel: '',
    });
  });

  it('lists open orders of its kind in scope, newest first', async () => {
    expect(await taskNos('operator', 'fix/list', '?taskNo=QT-')).toEqual(['QT-F03', 'QT-F02', 'QT-F01']);
    expect(await taskNos('supervisor', 'fix/list', '?taskNo=QT-')).toEqual([
      'QT-F05',
      'QT-F03',
      'QT-F02',
      'QT-F01',
    ]);
    expect(await taskNos('admin', 'fix/list', '?taskNo=QT-')).toEqual([
      'QT-F06',
      'QT-F05',
      'QT-F03',
      'QT-F02',
      'QT-F01',
    ]);
    expect(await taskNos('operator', 'maint/list', '?taskNo=QT-')).toEqual(['QT-M01']);
    expect(await taskNos('operator', 'inspect/list', '?taskNo=QT-')).toEqual(['QT-I01']);
    const faults = (await list('operator', 'planFix/list', '?taskNo=QT-')).json().rows as WoRow[];
    expect(faults.map((r) => [r.taskNo, r.taskType, r.deviceId, r.deviceName])).toEqual([
      ['QT-P01', 1, null, ''],
    ]);
  });

  it('filters by statuses (repeated keys), device name, task number, factory and time window', async () => {
    expect(await taskNos('operator', 'fix/list', '?taskNo=QT-&status=9')).toEqual(['QT-F04']);
    expect(await taskNos('supervisor', 'fix/list', '?taskNo=QT-&status=0&status=1')).toEqual([
      'QT-F05',
      'QT-F02',
      'QT-F01',
    ]);
    expect(
      await taskNos(
        'operator',
        'fix/list',
        `?taskNo=QT-&deviceName=${encodeURIComponent('送水')}&status=0&status=1&status=9`,
      ),
    ).toEqual(['QT-F04', 'QT-F01']);
    expect(await taskNos('operator', 'fix/list', '?taskNo=qt-f0')).toEqual(['QT-F03', 'QT-F02', 'QT-F01']);
    expect(await taskNos('operator', 'fix/list', '?taskNo=QT_F')).toEqual([]);
    expect(await taskNos('supervisor', 'fix/list', '?taskNo=QT-&factoryId=12')).toEqual(['QT-F05']);
    const window = `?taskNo=QT-&beginTime=${encodeURIComponent('2026-03-01 10:00:00')}&endTime=${encodeURIComponent(
      '2026-03-01 11:00:00',
    )}`;
    expect(await taskNos('operator', 'fix/list', window)).toEqual(['QT-F03', 'QT-F02']);
  });

  it('mine = orders the caller must act on now', async () => {
    expect(await taskNos('operator', 'fix/list', '?taskNo=QT-&mine=true')).toEqual(['QT-F02']);
    expect(await taskNos('supervisor', 'fix/list', '?taskNo=QT-&mine=true')).toEqual(['QT-F05', 'QT-F03']);
    expect(await taskNos('supervisor', 'fix/list', '?taskNo=QT-&mine=false')).toHaveLength(4);
  });

  it('pages with total and pageNum', async () => {
    const p3 = (await list('operator', 'fix/list', '?taskNo=QP-&pageSize=10&pageNum=3')).json();
    expect(p3.total).toBe(25);
    expect(p3.rows.map((r: WoRow) => r.taskNo)).toEqual(['QP-05', 'QP-04', 'QP-03', 'QP-02', 'QP-01']);
    const p1 = (await list('operator', 'fix/list', '?taskNo=QP-&pageSize=10')).json();
    expect(p1.rows.map((r: WoRow) => r.taskNo)[0]).toBe('QP-25');
    expect(p1.rows).toHaveLength(10);
    expect((await list('operator', 'fix/list', '?taskNo=QP-&pageNum=4&pageSize=10')).json()).toMatchObject({
      rows: [],
      total: 25,
    });
  });

  it.each([
    ['viewer', 'fix/list'],
    ['viewer', 'planFix/list'],
    ['operator', 'accept/list'],
  ])('%s without the code → 403 on %s', async (who, path) => {
    const res = await list(who, path);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });

  it.each([
    ['operator', 'fix/list', 12, 403, '没有权限访问该工厂'],
    ['supervisor', 'maint/list', 21, 403, '没有权限访问该工厂'],
    ['supervisor', 'accept/list', 22, 403, '没有权限访问该工厂'],
    ['viewer', 'copyTo/list', 11, 403, '没有权限访问该工厂'],
    ['operator', 'fix/list', 1, 404, '工厂不存在'],
    ['admin', 'inspect/list', 999, 404, '工厂不存在'],
  ])('%s asking %s of factory %i → %i', async (who, path, factoryId, status, msg) => {
    const res = await list(who, path, `?factoryId=${factoryId}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });

  it.each([
    ['fix/list?pageSize=500', 'querystring/pageSize must be <= 200'],
    ['fix/list?pageNum=0', 'querystring/pageNum must be >= 1'],
    ['fix/list?status=7', 'querystring/status must be one of 0, 1, 2, 3, 4, 9'],
    ['fix/list?status=1&status=10', 'querystring/status/1 must be <= 9'],
    ['fix/list?status=x', 'querystring/status/0 must be integer'],
    ['fix/list?factoryId=0', 'querystring/factoryId must be >= 1'],
    ['fix/list?mine=maybe', 'querystring/mine must be boolean'],
    ['fix/list?beginTime=2026-03-01', 'querystring/beginTime has an invalid format'],
    [`fix/list?taskNo=${'X'.repeat(21)}`, 'querystring/taskNo must NOT have more than 20 characters'],
    ['accept/list?kind=repair', 'querystring/kind must be one of fix, maint, inspect, planFix'],
  ])('%s → 400', async (path, msg) => {
    const res = await getAs(t.app, tokens.supervisor ?? '', `${WO}/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });
});

describe('accept list', () => {
  it('lists orders waiting for acceptance (3, 4) of every kind with their latest acceptance record', async () => {
    const res = await list('supervisor', 'accept/list', '?taskNo=QT-');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as AcceptListRow[];
    expect(rows.map((r) => [r.taskNo, r.kind, r.statusLabel])).toEqual([
      ['QT-I01', 'inspect', '待派验收'],
      ['QT-F03', 'fix', '待验收'],
    ]);
    expect(rows[0]?.lastAccept).toBeNull();
    expect(rows[1]?.lastAccept).toEqual({
      acceptId: expect.any(Number),
      acceptTime: '2026-03-01 19:00:00',
      distributeByName: '系统管理员',
      acceptByName: '主管老李',
      acceptResult: 2,
      acceptResultLabel: '验收不通过',
      acceptDesc: '仍漏水',
      attachmentList: [
        {
          fileId: expect.any(Number),
          bucket: 'woms',
          prefix: expect.stringMatching(/^\d{4}\/\d{2}$/),
          storeName: expect.stringMatching(/^[0-9a-f-]{36}/),
          fileName: 'leak.png',
        },
      ],
      videoAttachmentList: [],
    });
  });

  it('takes kind, statuses and mine', async () => {
    expect(await taskNos('supervisor', 'accept/list', '?taskNo=QT-&kind=fix')).toEqual(['QT-F03']);
    expect(await taskNos('supervisor', 'accept/list', '?taskNo=QT-&status=9')).toEqual(['QT-F04']);
    expect(await taskNos('supervisor', 'accept/list', '?taskNo=QT-&mine=true')).toEqual(['QT-F03']);
  });
});

describe('copy-to list', () => {
  it('lists the orders the caller is copied on, any status, in scope only', async () => {
    // QT-F05 (factory 12) copies the operator too, but lies outside the operator's factories
    expect(await taskNos('operator', 'copyTo/list', '?taskNo=QT-')).toEqual(['QT-M01', 'QT-F04']);
    expect(await taskNos('operator', 'copyTo/list', '?taskNo=QT-&kind=maint')).toEqual(['QT-M01']);
    expect(await taskNos('operator', 'copyTo/list', '?taskNo=QT-&status=9')).toEqual(['QT-F04']);
    expect(await taskNos('supervisor', 'copyTo/list', '?taskNo=QT-')).toEqual([]);
    expect(await taskNos('viewer', 'copyTo/list', '?taskNo=QT-')).toEqual([]);
  });
});
