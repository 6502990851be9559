/**
 * Area/factory administration (docs/requirements.md §7 "Areas"): add, edit, delete with the tree rules, the form read,
 * the district tree, field rules (400 naming the field, nothing written), delete refusals and scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { grantCodes } from './helpers/fixtures';
import { versionNow } from './helpers/record-version';
import { count, createTestApp, getAs, login, openSeededDb, type TestApp, sendAs } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  // The operator (factory 11 of 华东) gets the area codes: a scope other than "all".
  await grantCodes(db, 2, [PERM.AREA_LIST, PERM.AREA_ADD, PERM.AREA_EDIT, PERM.AREA_REMOVE]);
  for (const name of ['admin', 'operator', 'viewer']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  sendAs(t.app, tokens[who] ?? '', method, url, payload);
/** An edit with the version the node holds now, as the edit form sends it (docs/concurrency.md). */
const edit = async (who: string, payload: { id: number } & Record<string, unknown>) =>
  send(who, 'PUT', '/api/system/area', { ...payload, version: await versionNow(db, 'area', payload.id) });

const FACTORY = {
  parentId: 1,
  name: '杭州水厂',
  type: 'factory',
  code: 'HD-HZ01',
  orderNum: 3,
  address: '杭州市西湖区',
  longitude: 120.1551,
  latitude: 30.2741,
  districtCode: '310115',
  remark: '新建',
};

describe('POST /api/system/area', () => {
  it('adds a factory under an area; the form read answers every field', async () => {
    const res = await send('admin', 'POST', '/api/system/area', FACTORY);
    expect(res.json()).toMatchObject({ code: 200, msg: '新增成功' });
    const id = res.json().data.id as number;
    expect(id).toBeGreaterThanOrEqual(1000);
    expect((await as('admin', `/api/system/area/info/${id}`)).json().data).toEqual({
      id,
      label: '杭州水厂',
      ...FACTORY,
      version: 0,
    });
    expect((await as('admin', `/api/system/area/${id}`)).json().data).toEqual({
      id,
      parentId: 1,
      label: '杭州水厂',
      type: 'factory',
      code: 'HD-HZ01',
    });
  });

  it('adds a root area (admin only) and refuses a taken code with code 500', async () => {
    const root = await send('admin', 'POST', '/api/system/area', {
      parentId: 0,
      name: '华北片区',
      type: 'area',
      code: 'HB',
    });
    expect(root.json().code).toBe(200);
    const before = await count(db, 'sys_area');
    const taken = await send('admin', 'POST', '/api/system/area', { ...FACTORY, code: 'hd-sh01' });
    expect(taken.json()).toEqual({ code: 500, msg: "区域编码'hd-sh01'已存在" });
    const op = await send('operator', 'POST', '/api/system/area', {
      parentId: 0,
      name: '西北',
      type: 'area',
      code: 'XB',
    });
    expect(op.statusCode).toBe(403);
    expect(await count(db, 'sys_area')).toBe(before);
  });

  it.each([
    ['name', { name: '_坏名字' }],
    ['name', { name: 'x'.repeat(21) }],
    ['type', { type: 'plant' }],
    ['code', { code: '编码' }],
    ['code', { code: 'A'.repeat(21) }],
    ['address', { address: 'x'.repeat(51) }],
    ['longitude', { longitude: 181 }],
    ['latitude', { latitude: -91 }],
    ['longitude', { longitude: 120.12345678901 }],
    ['remark', { remark: 'x'.repeat(101) }],
    ['districtCode', { districtCode: '999999' }],
    ['parentId', { parentId: 0 }],
    ['parentId', { parentId: 11 }],
    ['parentId', { parentId: 777 }],
  ])('answers 400 naming %s and writes nothing', async (field, patch) => {
    const before = await count(db, 'sys_area');
    const res = await send('admin', 'POST', '/api/system/area', { ...FACTORY, code: 'NEW1', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`body/${field}`);
    expect(await count(db, 'sys_area')).toBe(before);
  });

  it('lets the operator add a factory only inside their area, bound to them', async () => {
    const south = await send('operator', 'POST', '/api/system/area', {
      ...FACTORY,
      parentId: 2,
      code: 'HN-X',
    });
    expect(south.statusCode).toBe(400);
    expect(south.json().msg).toContain('body/parentId');
    const mine = await send('operator', 'POST', '/api/system/area', {
      ...FACTORY,
      name: '宁波水厂',
      code: 'HD-NB01',
    });
    expect(mine.json().code).toBe(200);
    expect((await as('operator', `/api/system/area/${mine.json().data.id}`)).statusCode).toBe(200);
    expect((await send('viewer', 'POST', '/api/system/area', FACTORY)).statusCode).toBe(403);
  });
});

describe('PUT /api/system/area', () => {
  it('edits a factory in scope', async () => {
    const res = await edit('operator', {
      id: 11,
      parentId: 1,
      name: '上海第一水厂',
      type: 'factory',
      code: 'HD-SH01',
      address: '上海市浦东新区',
      longitude: 121.5,
      latitude: 31.2,
    });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await as('admin', '/api/system/area/info/11')).json().data).toMatchObject({
      address: '上海市浦东新区',
      longitude: 121.5,
    });
  });

  it('clears coordinates with null and keeps a 0 as 0 (no coercion either way)', async () => {
    const base = { id: 11, parentId: 1, name: '上海第一水厂', type: 'factory', code: 'HD-SH01' };
    expect((await edit('operator', { ...base, longitude: null, latitude: 0 })).statusCode).toBe(200);
    expect((await as('admin', '/api/system/area/info/11')).json().data).toMatchObject({
      longitude: null,
      latitude: 0,
    });
    await edit('operator', { ...base, longitude: 121.5, latitude: 31.2 });
  });

  it('answers 404 for a node of 华南, like the area/{id} read, and changes nothing', async () => {
    const res = await edit('operator', {
      id: 21,
      parentId: 2,
      name: '改名',
      type: 'factory',
      code: 'HN-GZ01',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '区域不存在或无权访问' });
    expect((await as('admin', '/api/system/area/21')).json().data.label).toBe('广州南沙水厂');
    expect((await send('viewer', 'PUT', '/api/system/area', { id: 21 })).statusCode).toBe(403);
  });

  it('refuses a cycle, an area with children becoming a factory and bad input', async () => {
    const cycle = await edit('admin', {
      id: 1,
      parentId: 1,
      name: '华东片区',
      type: 'area',
      code: 'HD',
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().msg).toContain('body/parentId');
    const toFactory = await edit('admin', {
      id: 2,
      parentId: 0,
      name: '华南片区',
      type: 'factory',
      code: 'HN',
    });
    expect(toFactory.statusCode).toBe(400);
    const area = await edit('admin', {
      id: 2,
      parentId: 1,
      name: '华南片区',
      type: 'factory',
      code: 'HN',
    });
    expect(area.json()).toEqual({ code: 500, msg: '存在下级区域，不允许改为工厂' });
    const bad = await edit('admin', {
      id: 2,
      parentId: 0,
      name: '华南片区',
      type: 'area',
      code: 'HN',
      latitude: 99,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/latitude');
    expect((await as('admin', '/api/system/area/2')).json().data).toMatchObject({
      parentId: 0,
      type: 'area',
    });
  });
});

describe('DELETE /api/system/area/{id}', () => {
  it('refuses while children exist or users are bound, and outside the scope', async () => {
    const before = await count(db, 'sys_area');
    expect((await send('admin', 'DELETE', '/api/system/area/1')).json()).toEqual({
      code: 500,
      msg: '存在下级区域，不允许删除',
    });
    expect((await send('admin', 'DELETE', '/api/system/area/11')).json()).toEqual({
      code: 500,
      msg: '该工厂已绑定用户，不允许删除',
    });
    expect((await send('operator', 'DELETE', '/api/system/area/22')).statusCode).toBe(404);
    expect((await send('viewer', 'DELETE', '/api/system/area/22')).statusCode).toBe(403);
    expect(await count(db, 'sys_area')).toBe(before);
  });
  it('deletes a factory without users', async () => {
    const id = (
      await send('admin', 'POST', '/api/system/area', { ...FACTORY, code: 'DEL1', name: '待删' })
    ).json().data.id;
    expect((await send('admin', 'DELETE', `/api/system/area/${id}`)).json()).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect((await as('admin', `/api/system/area/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/system/area/districtTree', () => {
  it('answers the province/city/district tree, optionally a subtree or fewer levels', async () => {
    const tree = (await as('admin', '/api/system/area/districtTree')).json().data;
    expect(tree.map((p: { name: string }) => p.name)).toEqual(['上海市', '江苏省', '广东省']);
    expect(tree[2].children[0]).toEqual({
      code: '440100',
      name: '广州市',
      children: [
        { code: '440106', name: '天河区' },
        { code: '440115', name: '南沙区' },
      ],
    });
    const cities = (await as('admin', '/api/system/area/districtTree?parentCode=440000&level=2')).json().data;
    expect(cities).toEqual([
      { code: '440100', name: '广州市' },
      { code: '440300', name: '深圳市' },
    ]);
    expect((await as('admin', '/api/system/area/districtTree?level=4')).statusCode).toBe(400);
    expect((await as('viewer', '/api/system/area/districtTree')).statusCode).toBe(403);
  });
});

describe('nested areas', () => {
  it('shows every ancestor of a factory in scope, in the tree and by id', async () => {
    const sub = await send('admin', 'POST', '/api/system/area', {
      parentId: 1,
      name: '浙江区',
      type: 'area',
      code: 'HD-ZJ',
    });
    const subId = sub.json().data.id as number;
    // An empty area is nobody's scope: the operator cannot add under it; admin adds and binds.
    const refused = await send('operator', 'POST', '/api/system/area', {
      ...FACTORY,
      parentId: subId,
      code: 'HD-WZ01',
    });
    expect(refused.statusCode).toBe(400);
    const f = await send('admin', 'POST', '/api/system/area', {
      ...FACTORY,
      parentId: subId,
      name: '温州水厂',
      code: 'HD-WZ01',
    });
    await db.query('INSERT INTO sys_user_factory (user_id, factory_id) VALUES (2, $1)', [f.json().data.id]);
    const tree = (await as('operator', '/api/system/area/tree/list')).json().data as {
      label: string;
      children?: { label: string; children?: { label: string }[] }[];
    }[];
    expect(tree.map((a) => a.label)).toEqual(['华东片区']);
    const zj = tree[0]!.children!.find((c) => c.label === '浙江区');
    expect(zj?.children?.map((c) => c.label)).toEqual(['温州水厂']);
    expect((await as('operator', `/api/system/area/${subId}`)).json().data.label).toBe('浙江区');
    expect((await send('operator', 'DELETE', `/api/system/area/${subId}`)).json()).toEqual({
      code: 500,
      msg: '存在下级区域，不允许删除',
    });
  });
});
