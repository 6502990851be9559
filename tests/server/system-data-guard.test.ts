/**
 * Dictionaries, the area tree and its scope, and token handling of the auth guard (docs/architecture.md §3). The walk of
 * both guards over every route is in guard-walk.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { SIGNED_IN } from '../../contract/permissions';
import { principalOf } from '../../server/src/shared/principal';
import type { AreaNode } from '../../contract/system/schemas';
import type { Db } from '../../server/src/db/client';
import { AreaRepository } from '../../server/src/modules/area/repository';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    beforeReady: (app) => {
      // Stands in for the live channels: browsers cannot send headers on a WebSocket upgrade.
      app.register(async (i) => {
        i.get(
          '/api/ws/probe',
          {
            config: { permission: SIGNED_IN },
            schema: { response: { 200: Type.Object({ user: Type.String() }) } },
          },
          async (request) => ({ user: principalOf(request).userName }),
        );
      });
    },
  });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);

const labels = (nodes: AreaNode[]): unknown =>
  nodes.map((a) => [a.label, (a.children ?? []).map((f) => f.label)]);

describe('GET /api/system/dict/data/type/{type}', () => {
  it('lists sys_id_type in order', async () => {
    const res = await as('viewer', '/api/system/dict/data/type/sys_id_type');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { dictValue: string; dictLabel: string; dictType: string }[];
    expect(data.map((d) => [d.dictValue, d.dictLabel])).toEqual([
      ['0', '身份证'],
      ['1', '护照'],
      ['2', '港澳通行证'],
      ['3', '军官证'],
    ]);
    expect(data.every((d) => d.dictType === 'sys_id_type')).toBe(true);
  });

  it('lists oms_voice_time_interval as minutes', async () => {
    const data = (await as('operator', '/api/system/dict/data/type/oms_voice_time_interval')).json().data as {
      dictValue: string;
      dictLabel: string;
    }[];
    expect(data.map((d) => d.dictValue)).toEqual(['1', '2', '5', '10', '15', '30']);
    expect(data[0]?.dictLabel).toBe('1分钟');
  });

  it('answers an empty list for an unknown type and 400 for a malformed one', async () => {
    expect((await as('admin', '/api/system/dict/data/type/no_such_type')).json()).toMatchObject({
      code: 200,
      data: [],
    });
    const bad = await as('admin', '/api/system/dict/data/type/Bad-Type');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: 'params/type has an invalid format' });
  });
});

describe('GET /api/system/area/tree/list', () => {
  it('gives admin both areas and all four factories', async () => {
    const data = (await as('admin', '/api/system/area/tree/list')).json().data as AreaNode[];
    expect(labels(data)).toEqual([
      ['华东片区', ['上海第一水厂', '苏州工业园能源站']],
      ['华南片区', ['广州南沙水厂', '深圳前海综合能源站']],
    ]);
    expect(data[0]).toMatchObject({ id: 1, parentId: 0, type: 'area', code: 'HD' });
    expect(data[0]?.children?.[0]).toMatchObject({ id: 11, parentId: 1, type: 'factory', code: 'HD-SH01' });
  });

  it('scopes the operator to one factory and the supervisor to one area', async () => {
    expect(labels((await as('operator', '/api/system/area/tree/list')).json().data)).toEqual([
      ['华东片区', ['上海第一水厂']],
    ]);
    expect(labels((await as('supervisor', '/api/system/area/tree/list')).json().data)).toEqual([
      ['华东片区', ['上海第一水厂', '苏州工业园能源站']],
    ]);
  });

  it('filters by factory or area name within the scope', async () => {
    const q = (who: string, name: string) =>
      as(who, `/api/system/area/tree/list?name=${encodeURIComponent(name)}`);
    expect(labels((await q('admin', '水厂')).json().data)).toEqual([
      ['华东片区', ['上海第一水厂']],
      ['华南片区', ['广州南沙水厂']],
    ]);
    expect(labels((await q('admin', '华南')).json().data)).toEqual([
      ['华南片区', ['广州南沙水厂', '深圳前海综合能源站']],
    ]);
    expect(labels((await q('supervisor', '广州')).json().data)).toEqual([]);
    expect(labels((await q('admin', '%')).json().data)).toEqual([]);
  });

  it('answers 400 naming the field for an over-long name', async () => {
    const res = await as('admin', `/api/system/area/tree/list?name=${'n'.repeat(51)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'querystring/name must NOT have more than 50 characters' });
  });
});

describe('GET /api/system/area/{id} (permission-coded, factory-scoped)', () => {
  it('answers admin with the node', async () => {
    const res = await as('admin', '/api/system/area/12');
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { id: 12, parentId: 1, label: '苏州工业园能源站', type: 'factory', code: 'HD-SZ01' },
    });
    expect((await as('admin', '/api/system/area/999')).statusCode).toBe(404);
  });

  it('refuses users without system:area:list with 403', async () => {
    for (const who of ['viewer', 'operator', 'supervisor']) {
      const res = await as(who, '/api/system/area/11');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
  });

  it('checks the token before the input (401 before 400) and validates the id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/area/abc' })).statusCode).toBe(401);
    const res = await as('admin', '/api/system/area/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'params/id must be integer' });
  });

  it('scopes objects fetched by id (repository)', async () => {
    const areas = new AreaRepository(db);
    expect(await areas.findInScope(11, [11])).toMatchObject({ id: 11 });
    expect(await areas.findInScope(12, [11])).toBeNull();
    expect(await areas.findInScope(1, [11])).toMatchObject({ id: 1, type: 'area' });
    expect(await areas.findInScope(2, [11])).toBeNull();
    expect(await areas.findInScope(22, 'all')).toMatchObject({ id: 22 });
  });
});

describe('auth guard', () => {
  it('refuses unknown, malformed and query-string tokens outside /api/ws', async () => {
    const url = '/api/system/user/getInfo';
    for (const authorization of ['Bearer nope', 'Basic abc', 'Bearer', tokens.admin ?? '']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?access_token=${tokens.admin}` })).statusCode,
    ).toBe(401);
  });

  it('accepts access_token in the query on /api/ws/* only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ws/probe?access_token=${tokens.operator}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: 'operator' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ws/probe?access_token=nope' })).statusCode).toBe(
      401,
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在：GET /api/nothing/here' });
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
