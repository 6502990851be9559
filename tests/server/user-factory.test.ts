/**
 * User/factory binding (docs/requirements.md §6, §7 "Users") and the factory scope it drives: two users bound to
 * different factories see only their own, and a re-bind shows on the user's next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import type { AreaNode } from '../../contract/system/schemas';
import type { Db } from '../../server/src/db/client';
import { boundFactories, createUser, grantCodes } from './helpers/fixtures';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let targetId = 0;
const OPERATOR = 2;
const VIEWER = 4;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  const operatorRole = 2;
  const supervisorRole = 3;
  // Only admin holds the system menu in the demo: give the operators the area page and the supervisor
  // (scope 11 + 12) the user codes, so that scopes other than "all" meet these routes.
  await grantCodes(db, operatorRole, [PERM.AREA_LIST]);
  await grantCodes(db, supervisorRole, [PERM.USER_QUERY, PERM.USER_EDIT]);
  await createUser(db, {
    userName: 'op_south',
    password: 'south123',
    roleId: operatorRole,
    factories: [21],
  });
  targetId = await createUser(db, {
    userName: 'target',
    password: 'target123',
    roleId: operatorRole,
    factories: [11],
  });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
  tokens.south = (await login(t.app, 'op_south', 'south123')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const bind = (who: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/user/factory/bind',
    headers: bearer(tokens[who] ?? ''),
    payload,
  });
const ids = (res: { json(): { rows: { factoryId: number }[] } }) => res.json().rows.map((r) => r.factoryId);
const labels = (nodes: AreaNode[]): unknown =>
  nodes.map((a) => [a.label, (a.children ?? []).map((f) => f.label)]);

describe('GET bind/list, unbind/list and userFactory/list', () => {
  it('lists the bound factories with their areas in the page envelope', async () => {
    const res = await as('admin', `/api/system/user/factory/bind/list?userId=${OPERATOR}`);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      rows: [
        { factoryId: 11, factoryName: '上海第一水厂', areaId: 1, areaName: '华东片区', code: 'HD-SH01' },
      ],
      total: 1,
    });
    expect((await as('admin', `/api/system/userFactory/list?userId=${OPERATOR}`)).json()).toEqual(res.json());
  });

  it('lists the factories not bound yet, in area order, paged', async () => {
    const res = await as('admin', `/api/system/user/factory/unbind/list?userId=${OPERATOR}`);
    expect(ids(res)).toEqual([12, 21, 22]);
    expect(res.json().rows[1]).toEqual({
      factoryId: 21,
      factoryName: '广州南沙水厂',
      areaId: 2,
      areaName: '华南片区',
      code: 'HN-GZ01',
    });
    const second = await as(
      'admin',
      `/api/system/user/factory/unbind/list?userId=${OPERATOR}&pageSize=2&pageNum=2`,
    );
    expect(second.json()).toMatchObject({ rows: [{ factoryId: 22 }], total: 3 });
  });

  it("limits both lists to the caller's scope", async () => {
    // supervisor: scope 11 + 12; the viewer is bound to 21 only
    expect(
      (await as('supervisor', `/api/system/user/factory/bind/list?userId=${VIEWER}`)).json(),
    ).toMatchObject({
      rows: [],
      total: 0,
    });
    expect(ids(await as('supervisor', `/api/system/user/factory/unbind/list?userId=${VIEWER}`))).toEqual([
      11, 12,
    ]);
  });

  it('answers 404 for an unknown user and 400 naming the field for a bad userId', async () => {
    for (const path of ['user/factory/bind/list', 'user/factory/unbind/list', 'userFactory/list']) {
      const res = await as('admin', `/api/system/${path}?userId=9999`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '用户不存在' });
    }
    const missing = await as('admin', '/api/system/user/factory/bind/list');
    expect(missing.json()).toEqual({ code: 400, msg: 'querystring/userId is required' });
    expect((await as('admin', '/api/system/userFactory/list?userId=x')).json()).toEqual({
      code: 400,
      msg: 'querystring/userId must be integer',
    });
  });

  it('refuses users without system:user:query with 403', async () => {
    const res = await as('operator', `/api/system/user/factory/bind/list?userId=${OPERATOR}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });
});

describe('POST /api/system/user/factory/bind', () => {
  it('replaces the bound set: binds and unbinds in one call, [] unbinds all, duplicates ignored', async () => {
    const res = await bind('admin', { userId: targetId, factoryIds: [21, 12, 21] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '绑定成功' });
    expect(await boundFactories(db, targetId)).toEqual([12, 21]);
    expect(ids(await as('admin', `/api/system/user/factory/bind/list?userId=${targetId}`))).toEqual([12, 21]);
    await bind('admin', { userId: targetId, factoryIds: [] });
    expect(await boundFactories(db, targetId)).toEqual([]);
  });

  it("keeps bindings outside a scoped caller's scope and refuses to bind one (403, nothing changes)", async () => {
    expect((await bind('supervisor', { userId: VIEWER, factoryIds: [12] })).json().code).toBe(200);
    expect(await boundFactories(db, VIEWER)).toEqual([12, 21]);
    const res = await bind('supervisor', { userId: VIEWER, factoryIds: [11, 22] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '没有权限绑定该工厂' });
    expect(await boundFactories(db, VIEWER)).toEqual([12, 21]);
  });

  it.each<[object, number, string]>([
    [{ userId: 9999, factoryIds: [11] }, 404, '用户不存在'],
    [{ userId: VIEWER, factoryIds: [11, 1] }, 400, 'body/factoryIds/1 is not a factory'],
    [{ userId: VIEWER, factoryIds: [999] }, 400, 'body/factoryIds/0 is not a factory'],
    [{ userId: VIEWER, factoryIds: [0] }, 400, 'body/factoryIds/0 must be >= 1'],
    [{ userId: VIEWER, factoryIds: ['x'] }, 400, 'body/factoryIds/0 must be integer'],
    [{ userId: VIEWER, factoryIds: { 0: 11 } }, 400, 'body/factoryIds must be array'],
    [{ userId: VIEWER }, 400, 'body/factoryIds is required'],
  ])('refuses %o with %i and changes nothing', async (payload, status, msg) => {
    const before = await count(db, 'sys_user_factory');
    const viewer = await boundFactories(db, VIEWER);
    const res = await bind('admin', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
    expect(await count(db, 'sys_user_factory')).toBe(before);
    expect(await boundFactories(db, VIEWER)).toEqual(viewer);
  });

  it('refuses users without system:user:edit with 403', async () => {
    const res = await bind('operator', { userId: OPERATOR, factoryIds: [11, 12, 21, 22] });
    expect(res.statusCode).toBe(403);
    expect(await boundFactories(db, OPERATOR)).toEqual([11]);
  });
});

describe('factory scope of two users bound to different factories', () => {
  const tree = async (who: string) => labels((await as(who, '/api/system/area/tree/list')).json().data);
  const area = async (who: string, id: number) => as(who, `/api/system/area/${id}`);
  const NOT_FOUND = { code: 404, msg: '区域不存在或无权访问' };

  it('shows each user only their own factory in the tree', async () => {
    expect(await tree('operator')).toEqual([['华东片区', ['上海第一水厂']]]);
    expect(await tree('south')).toEqual([['华南片区', ['广州南沙水厂']]]);
  });

  it("answers 404 (like absent) for the other's factory and area by id", async () => {
    expect((await area('operator', 11)).json().data).toMatchObject({ id: 11 });
    expect((await area('south', 21)).json().data).toMatchObject({ id: 21 });
    for (const [who, id] of [
      ['operator', 21],
      ['operator', 2],
      ['south', 11],
      ['south', 1],
    ] as const) {
      const res = await area(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it("applies an admin's re-bind on the user's next request, same token", async () => {
    expect((await bind('admin', { userId: OPERATOR, factoryIds: [21] })).json().code).toBe(200);
    expect(await tree('operator')).toEqual([['华南片区', ['广州南沙水厂']]]);
    expect((await area('operator', 11)).json()).toEqual(NOT_FOUND);
    expect((await area('operator', 21)).json().data).toMatchObject({ id: 21 });
  });
});
