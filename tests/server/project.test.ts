/**
 * The project picker (docs/requirements.md §2 "Top bar", §7 usersubprojects and currentproject): the user's own
 * area/factory tree, and the current factory, which must be a factory in the user's scope and which
 * getInfo then reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaNode } from '../../contract/system/schemas';
import type { Db } from '../../server/src/db/client';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const TREE = '/api/system/project/usersubprojects';
const CURRENT = '/api/system/project/currentproject';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const choose = (who: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: CURRENT,
    headers: bearer(tokens[who] ?? ''),
    payload: payload as object,
  });
const current = async (who: string) =>
  (await getAs(t.app, tokens[who] ?? '', '/api/system/user/getInfo')).json().user.currentFactoryId;
const labels = (nodes: AreaNode[]): unknown =>
  nodes.map((a) => [a.label, (a.children ?? []).map((f) => f.label)]);

describe('GET usersubprojects', () => {
  it.each(['admin', 'operator', 'supervisor', 'viewer'])(
    'answers %s the same tree as area/tree/list',
    async (who) => {
      const res = await getAs(t.app, tokens[who] ?? '', TREE);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        (await getAs(t.app, tokens[who] ?? '', '/api/system/area/tree/list')).json(),
      );
    },
  );

  it('is scoped to the user: the operator sees only its one factory', async () => {
    const res = await getAs(t.app, tokens.operator ?? '', TREE);
    expect(labels(res.json().data)).toEqual([['华东片区', ['上海第一水厂']]]);
    expect(labels((await getAs(t.app, tokens.supervisor ?? '', TREE)).json().data)).toEqual([
      ['华东片区', ['上海第一水厂', '苏州工业园能源站']],
    ]);
  });
});

describe('PUT currentproject', () => {
  it('stores a factory in scope (the whole tree node may be sent) and getInfo reflects it', async () => {
    expect(await current('supervisor')).toBeNull();
    const node = (await getAs(t.app, tokens.supervisor ?? '', TREE)).json().data[0].children[1];
    const res = await choose('supervisor', node);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '切换成功' });
    expect(await current('supervisor')).toBe(12);
    expect((await choose('supervisor', { id: 11 })).json().code).toBe(200);
    expect(await current('supervisor')).toBe(11);
  });

  it('lets admin choose any factory', async () => {
    expect((await choose('admin', { id: 22, label: '深圳前海综合能源站' })).json().code).toBe(200);
    expect(await current('admin')).toBe(22);
  });

  it.each([
    ['operator', { id: 12 }, 403, '没有权限访问该工厂'],
    ['viewer', { id: 11 }, 403, '没有权限访问该工厂'],
    ['supervisor', { id: 21 }, 403, '没有权限访问该工厂'],
    ['operator', { id: 1 }, 400, 'body/id is not a factory'],
    ['admin', { id: 999 }, 400, 'body/id is not a factory'],
    ['operator', { id: 'x' }, 400, 'body/id must be integer'],
    ['operator', { id: 0 }, 400, 'body/id must be >= 1'],
    ['operator', { label: '上海第一水厂' }, 400, 'body/id is required'],
  ])('%s choosing %j → %i, nothing stored', async (who, payload, status, msg) => {
    const before = await current(who);
    const res = await choose(who, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
    expect(await current(who)).toBe(before);
  });

  it("changes only the caller's current factory", async () => {
    const admin = await current('admin');
    expect((await choose('operator', { id: 11 })).json().code).toBe(200);
    expect(await current('operator')).toBe(11);
    expect(await current('admin')).toBe(admin);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: TREE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: CURRENT, payload: { id: 11 } })).statusCode).toBe(401);
  });
});
