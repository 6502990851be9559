/**
 * DELETE /api/system/base/workOrder/accept/{acceptId}: only a rejected
 * acceptance record goes (with its photos and videos); a pass record is final; the order itself does
 * not change; the accept code and the factory scope are required. Fixtures are plain SQL rows (QA-…).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { WoFixtures } from './helpers/work-order-fixtures';
import { bearer, count, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const id: Record<string, number> = {};
const WO = '/api/system/base/workOrder';
const del = (who: string, acceptId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `${WO}/accept/${acceptId}`, headers: bearer(tokens[who] ?? '') });
const records = async () => ({
  accepts: await count(db, 'wo_accept'),
  files: await count(db, 'wo_attachment'),
});
const orderState = async (taskId: number) =>
  (await db.query('SELECT status, version, update_time, accept_by FROM wo_task WHERE task_id = $1', [taskId]))
    .rows;

async function seed(): Promise<void> {
  const fx = new WoFixtures(db);
  const order = (taskNo: string, factoryId: number, status: number) =>
    fx.order({ taskNo, kind: 'fix', factoryId, status, reportTime: '2026-03-01T01:00:00Z', acceptBy: 3 });
  const reject = (taskId: number, acceptDesc: string) =>
    fx.accept(taskId, { acceptResult: 2, acceptTime: '2026-03-01T07:00:00Z', acceptBy: 3, acceptDesc });
  id.fix = await order('QA-F11', 11, 4);
  id.reject = await reject(id.fix, '仍有异响');
  await fx.attach(id.fix, 'accept', 'image', 'still.png', id.reject);
  await fx.attach(id.fix, 'accept', 'video', 'still.mp4', id.reject);
  // the report photo of the same order is not the record's and stays
  await fx.attach(id.fix, 'report', 'image', 'before.png');
  id.closed = await order('QA-F11C', 11, 9);
  id.closedReject = await reject(id.closed, '第一次不通过');
  id.pass = await fx.accept(id.closed, { acceptResult: 1, acceptTime: '2026-03-01T08:00:00Z', acceptBy: 3 });
  id.far = await order('QA-F12', 12, 4);
  id.farReject = await reject(id.far, '工厂12');
  id.south = await order('QA-F21', 21, 4);
  id.southReject = await reject(id.south, '工厂21');
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

describe('delete of an acceptance record', () => {
  it('refuses without the accept code, outside the scope, and a pass record; nothing changes', async () => {
    const before = await records();
    // [who, acceptId, HTTP status, code, msg]: a pass record is final, a business refusal (HTTP 200, code 500)
    const refused: [string, number, number, number, string][] = [
      ['operator', id.reject!, 403, 403, '没有权限，请联系管理员授权'],
      ['viewer', id.reject!, 403, 403, '没有权限，请联系管理员授权'],
      ['supervisor', id.southReject!, 404, 404, '验收记录不存在'],
      ['supervisor', 999999, 404, 404, '验收记录不存在'],
      ['supervisor', id.pass!, 200, 500, '验收通过的记录不能删除'],
      ['admin', id.pass!, 200, 500, '验收通过的记录不能删除'],
    ];
    for (const [who, acceptId, status, code, msg] of refused) {
      const res = await del(who, acceptId);
      expect({ who, acceptId, status: res.statusCode, body: res.json() }).toEqual({
        who,
        acceptId,
        status,
        body: { code, msg },
      });
    }
    expect(await records()).toEqual(before);
  });

  it('deletes a rejected record with its photos and videos; the order stays as it was', async () => {
    const before = await records();
    const order = await orderState(id.fix!);
    const res = await del('supervisor', id.reject!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '删除成功' });
    expect(await records()).toEqual({ accepts: before.accepts - 1, files: before.files - 2 });
    const left = await db.query('SELECT stage FROM wo_attachment WHERE task_id = $1', [id.fix]);
    expect(left.rows).toEqual([{ stage: 'report' }]);
    expect(await orderState(id.fix!)).toEqual(order);
    expect((await del('supervisor', id.reject!)).json()).toEqual({ code: 404, msg: '验收记录不存在' });
  });

  it('deletes the rejection of a closed order but keeps its pass record', async () => {
    expect((await del('supervisor', id.closedReject!)).json()).toEqual({ code: 200, msg: '删除成功' });
    const left = await db.query('SELECT accept_id FROM wo_accept WHERE task_id = $1', [id.closed]);
    expect(left.rows).toEqual([{ accept_id: id.pass }]);
  });

  it('lets the supervisor reach factory 12 and admin any factory', async () => {
    expect((await del('supervisor', id.farReject!)).json()).toEqual({ code: 200, msg: '删除成功' });
    expect((await del('admin', id.southReject!)).json()).toEqual({ code: 200, msg: '删除成功' });
  });

  it.each([
    [0, 'params/acceptId must be >= 1'],
    ['x', 'params/acceptId must be integer'],
  ])('acceptId %s → 400', async (acceptId, msg) => {
    const res = await del('admin', acceptId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${WO}/accept/${id.pass}` });
    expect(res.statusCode).toBe(401);
  });
});
