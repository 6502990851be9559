/**
 * One work order: GET …/workOrder/{kind}/{id} with everything the detail and
 * acceptance dialogs show, and GET …/inspect/{id}/{itemId}. Fixtures are plain SQL rows (QD-…).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WoDetail } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const id: Record<string, number> = {};
const WO = '/api/system/base/workOrder';
const get = (who: string, path: string) => getAs(t.app, tokens[who] ?? '', `${WO}/${path}`);
/** Where the file is stored (docs/architecture.md §3 "Files"): the one bucket, its month, a random name. */
const attachment = (name: string) => ({
  fileId: expect.any(Number),
  bucket: 'woms',
  prefix: expect.stringMatching(/^\d{4}\/\d{2}$/),
  storeName: expect.stringMatching(/^[0-9a-f-]{36}/),
  fileName: name,
});

async function seed(): Promise<void> {
  const fx = new WoFixtures(db);
  const pump = await fx.device(11, 'QTEST-D1', '1#送水泵');
  const tower = await fx.device(12, 'QTEST-D2', '冷却塔');
  const fix = await fx.order({
    taskNo: 'QD-F01',
    kind: 'fix',
    factoryId: 11,
    status: 4,
    reportTime: '2026-03-01T01:00:00Z',
    deviceId: pump,
    reportBy: 3,
    execBy: 2,
    distributeBy: 3,
    acceptBy: 3,
    handleResult: '2',
    handleDesc: '更换轴承',
    handleFixType: '1',
    handleFinishTime: '2026-03-01T06:00:00Z',
  });
  id.fix = fix;
  await fx.attach(fix, 'report', 'image', 'before-1.png');
  await fx.attach(fix, 'report', 'video', 'noise.mp4');
  await fx.attach(fix, 'report', 'image', 'before-2.png');
  await fx.attach(fix, 'handle', 'image', 'after.png');
  await fx.attach(fix, 'handle', 'video', 'run.mp4');
  await fx.part(fix, { partsCode: 'B-6205', partsName: '轴承', partsSpecs: '6205', quantity: 2 });
  await fx.part(fix, { partsCode: 'O-46', partsName: '润滑油', quantity: 1.5, assetType: '1034', unit: 'L' });
  id.reject = await fx.accept(fix, {
    acceptResult: 2,
    acceptTime: '2026-03-01T07:00:00Z',
    acceptBy: 3,
    distributeBy: 1,
    acceptDesc: '仍有异响',
  });
  await fx.attach(fix, 'accept', 'image', 'still.png', id.reject);
  await fx.attach(fix, 'accept', 'video', 'still.mp4', id.reject);
  // logs out of insertion order: the history is by time
  await fx.log(
    fix,
    4,
    { acceptDistributeByName: '主管老李', acceptByName: '主管老李' },
    '2026-03-01T06:30:00Z',
  );
  await fx.log(fix, 3, { distributeByName: '主管老李', execByName: '运维员小王' }, '2026-03-01T02:00:00Z');
  await fx.log(
    fix,
    1,
    { execByName: '运维员小王', handleResult: '2', handleDesc: '更换轴承' },
    '2026-03-01T06:00:00Z',
  );
  await fx.log(
    fix,
    99,
    { forwardBy: '运维员小王', originExecBy: '运维员小王', newExecBy: '运维员小王' },
    '2026-03-01T03:00:00Z',
  );
  await fx.copyTo(fix, 4);
  await fx.copyTo(fix, 2);

  id.far = await fx.order({
    taskNo: 'QD-F12',
    kind: 'fix',
    factoryId: 12,
    status: 4,
    reportTime: '2026-03-01T01:00:00Z',
    deviceId: tower,
  });

  id.raised = await fx.order({
    taskNo: 'QD-F03',
    kind: 'fix',
    factoryId: 11,
    reportTime: '2026-03-01T05:00:00Z',
  });
  id.inspect = await fx.order({
    taskNo: 'QD-I01',
    kind: 'inspect',
    factoryId: 11,
    status: 3,
    reportTime: '2026-03-01T04:00:00Z',
  });
  id.item2 = await fx.item(id.inspect, {
    itemName: '出口压力',
    standard: '0.3–0.5MPa',
    result: 'abnormal',
    remark: '0.2',
    raisedTaskId: id.raised,
    orderNum: 2,
  });
  id.item1 = await fx.item(id.inspect, {
    itemName: '电机温度',
    standard: '<70℃',
    result: 'normal',
    orderNum: 1,
  });
  id.item3 = await fx.item(id.inspect, { itemName: '振动', orderNum: 3 });
  id.farInspect = await fx.order({
    taskNo: 'QD-I12',
    kind: 'inspect',
    factoryId: 12,
    status: 1,
    reportTime: '2026-03-01T04:00:00Z',
  });
  id.farItem = await fx.item(id.farInspect, { itemName: '水位' });
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  await seed();
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('order detail', () => {
  it('holds attachments, handling, parts, acceptance records, dispatch history, copy-to', async () => {
    const res = await get('operator', `fix/${id.fix}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as WoDetail;
    expect(d).toMatchObject({
      taskNo: 'QD-F01',
      statusLabel: '待验收',
      deviceName: '1#送水泵',
      reportByName: '主管老李',
      execByName: '运维员小王',
      acceptByName: '主管老李',
      handleResult: '2',
      handleResultLabel: '部分修复',
      handleDesc: '更换轴承',
      handleFixType: '1',
      handleFinishTime: '2026-03-01 14:00:00',
      items: [],
    });
    expect(d.attachmentList).toEqual([attachment('before-1.png'), attachment('before-2.png')]);
    expect(d.videoAttachmentList).toEqual([attachment('noise.mp4')]);
    expect(d.handleAttachmentList).toEqual([attachment('after.png')]);
    expect(d.handleVideoAttachmentList).toEqual([attachment('run.mp4')]);
    expect(d.partsList).toEqual([
      {
        id: expect.any(Number),
        partsCode: 'B-6205',
        partsName: '轴承',
        partsSpecs: '6205',
        quantity: 2,
        assetType: '',
        unit: '',
      },
      {
        id: expect.any(Number),
        partsCode: 'O-46',
        partsName: '润滑油',
        partsSpecs: '',
        quantity: 1.5,
        assetType: '1034',
        unit: 'L',
      },
    ]);
    expect(d.acceptList).toEqual([
      {
        acceptId: id.reject,
        acceptTime: '2026-03-01 15:00:00',
        distributeByName: '系统管理员',
        acceptByName: '主管老李',
        acceptResult: 2,
        acceptResultLabel: '验收不通过',
        acceptDesc: '仍有异响',
        attachmentList: [attachment('still.png')],
        videoAttachmentList: [attachment('still.mp4')],
      },
    ]);
    expect(d.distributeList.map((l) => [l.logType, l.createTime])).toEqual([
      [3, '2026-03-01 10:00:00'],
      [99, '2026-03-01 11:00:00'],
      [4, '2026-03-01 14:30:00'],
    ]);
    expect(d.distributeList[0]).toEqual({
      recordId: expect.any(Number),
      taskId: id.fix,
      title: '日志3',
      createTime: '2026-03-01 10:00:00',
      logType: 3,
      logObj: { distributeByName: '主管老李', execByName: '运维员小王' },
    });
    expect(d.copyTo).toEqual([
      { userId: 2, nickName: '运维员小王' },
      { userId: 4, nickName: '访客' },
    ]);
  });

  it('gives an inspection its check items in order, with the raised repair order', async () => {
    const d = (await get('supervisor', `inspect/${id.inspect}`)).json().data as WoDetail;
    expect(d.items).toEqual([
      {
        itemId: id.item1,
        taskId: id.inspect,
        itemName: '电机温度',
        standard: '<70℃',
        result: 'normal',
        remark: '',
        raisedTaskId: null,
        raisedTaskNo: '',
        // an item typed in by hand is a 合格/不合格 item with nothing entered (docs/plans.md)
        itemType: 'pass',
        min: null,
        max: null,
        value: null,
        photo: null,
      },
      {
        itemId: id.item2,
        taskId: id.inspect,
        itemName: '出口压力',
        standard: '0.3–0.5MPa',
        result: 'abnormal',
        remark: '0.2',
        raisedTaskId: id.raised,
        raisedTaskNo: 'QD-F03',
        itemType: 'pass',
        min: null,
        max: null,
        value: null,
        photo: null,
      },
      {
        itemId: id.item3,
        taskId: id.inspect,
        itemName: '振动',
        standard: '',
        result: null,
        remark: '',
        raisedTaskId: null,
        raisedTaskNo: '',
        itemType: 'pass',
        min: null,
        max: null,
        value: null,
        photo: null,
      },
    ]);
    expect(d).toMatchObject({
      kind: 'inspect',
      taskType: 3,
      acceptList: [],
      distributeList: [],
      copyTo: [],
      partsList: [],
    });
  });

  it.each([
    ['operator', () => `fix/${id.far}`, 'an order of factory 12'],
    ['viewer', () => `fix/${id.fix}`, 'no code'],
    ['supervisor', () => `maint/${id.fix}`, 'a fix order asked as maint'],
    ['admin', () => 'fix/999999', 'a missing order'],
  ])('%s: %s', async (who, path, why) => {
    const res = await get(who, path());
    const expected =
      why === 'no code' ? { code: 403, msg: '没有权限，请联系管理员授权' } : { code: 404, msg: '工单不存在' };
    expect(res.statusCode).toBe(expected.code);
    expect(res.json()).toEqual(expected);
  });

  it.each([
    ['fix/0', 'params/id must be >= 1'],
    ['fix/abc', 'params/id must be integer'],
    ['inspect/1/0', 'params/itemId must be >= 1'],
  ])('%s → 400', async (path, msg) => {
    const res = await get('admin', path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });
});

describe('inspection item', () => {
  it('gives one check item of an inspection order', async () => {
    const res = await get('operator', `inspect/${id.inspect}/${id.item2}`);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        itemId: id.item2,
        taskId: id.inspect,
        itemName: '出口压力',
        standard: '0.3–0.5MPa',
        result: 'abnormal',
        remark: '0.2',
        raisedTaskId: id.raised,
        raisedTaskNo: 'QD-F03',
        itemType: 'pass',
        min: null,
        max: null,
        value: null,
        photo: null,
      },
    });
  });

  it.each([
    ['operator', () => `inspect/${id.inspect}/${id.farItem}`, 404, '巡检项不存在'],
    ['operator', () => `inspect/${id.farInspect}/${id.farItem}`, 404, '工单不存在'],
    ['supervisor', () => `inspect/${id.fix}/${id.item1}`, 404, '工单不存在'],
    ['viewer', () => `inspect/${id.inspect}/${id.item1}`, 403, '没有权限，请联系管理员授权'],
  ])('%s asking %s → %i', async (who, path, status, msg) => {
    const res = await get(who, path());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });
});
