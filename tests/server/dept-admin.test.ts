/**
 * 部门管理 (docs/administration.md): the flat list the tree is built from, add, edit and move (never under itself or
 * its descendants), delete refused with children or users naming which, the user form's tree kept, the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT_MSG, type DeptRow } from '../../contract/dept';
import type { DeptNode } from '../../contract/user';
import type { Db } from '../../server/src/db/client';
import { count, createTestApp, getAs, login, openSeededDb, type TestApp, sendAs } from './helpers/test-app';

let db: Db;
let t: TestApp;
let admin = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  sendAs(t.app, token, method, url, payload);
const list = async (query = ''): Promise<DeptRow[]> =>
  (await getAs(t.app, admin, `/api/system/dept/list${query}`)).json().rows as DeptRow[];
const add = async (parentId: number, deptName: string): Promise<number> => {
  const res = await send('POST', '/api/system/dept', { parentId, deptName, orderNum: 1, status: '0' });
  expect(res.json()).toMatchObject({ code: 200, msg: DEPT_MSG.ADDED });
  return res.json().data.deptId as number;
};

describe('GET /api/system/dept/list', () => {
  it('answers every department flat, in tree order, with its users counted', async () => {
    const res = (await getAs(t.app, admin, '/api/system/dept/list')).json();
    expect(res).toMatchObject({ code: 200, total: 3 });
    expect((res.rows as DeptRow[]).map((d) => [d.deptId, d.parentId, d.deptName])).toEqual([
      [100, 0, '数字化运营中心'],
      [101, 100, '运维部'],
      [102, 100, '生产管理部'],
    ]);
    const users = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user WHERE dept_id = 101',
    );
    expect((res.rows as DeptRow[])[1]?.userCount).toBe(users.rows[0]!.n);
    expect((await list('?deptName=运维')).map((d) => d.deptId)).toEqual([101]);
    expect(await list('?status=1')).toEqual([]);
  });

  it('needs system:dept:list; the user form keeps its tree with system:user:list', async () => {
    const op = (await login(t.app, 'operator')).access_token;
    expect((await getAs(t.app, op, '/api/system/dept/list')).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/system/dept', { parentId: 0, deptName: 'x', orderNum: 0, status: '0' }, op))
        .statusCode,
    ).toBe(403);
    const tree = (await getAs(t.app, admin, '/api/system/dept/treeselect')).json().data as DeptNode[];
    expect(tree.map((n) => [n.label, (n.children ?? []).map((c) => c.label)])).toEqual([
      ['数字化运营中心', ['运维部', '生产管理部']],
    ]);
  });
});

describe('writes', () => {
  it('adds, renames and moves a department with everything under it', async () => {
    const a = await add(100, '安全部');
    const b = await add(a, '安全一组');
    const moved = await send('PUT', '/api/system/dept', {
      deptId: a,
      // a new department's version (docs/concurrency.md)
      version: 0,
      parentId: 102,
      deptName: '安全环保部',
      orderNum: 2,
      status: '0',
    });
    expect(moved.json()).toEqual({ code: 200, msg: DEPT_MSG.UPDATED });
    const rows = await list();
    expect(rows.find((d) => d.deptId === a)).toMatchObject({
      parentId: 102,
      deptName: '安全环保部',
      orderNum: 2,
    });
    expect(rows.find((d) => d.deptId === b)).toMatchObject({ parentId: a });
  });

  it('refuses a move under itself or its descendant, and a parent that is none (400 naming the field)', async () => {
    const top = await add(0, '总部');
    const child = await add(top, '总部办公室');
    const before = await list();
    for (const parentId of [top, child]) {
      const res = await send('PUT', '/api/system/dept', {
        deptId: top,
        version: 0,
        parentId,
        deptName: '总部',
        orderNum: 0,
        status: '0',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('body/parentId must not be the department itself or below it');
    }
    const none = await send('POST', '/api/system/dept', {
      parentId: 99999,
      deptName: 'x',
      orderNum: 0,
      status: '0',
    });
    expect(none.json()).toEqual({ code: 400, msg: 'body/parentId is not a department' });
    const blank = await send('POST', '/api/system/dept', {
      parentId: 0,
      deptName: '  ',
      orderNum: 0,
      status: '0',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toMatch(/^body\/deptName /);
    expect(await list()).toEqual(before);
  });

  it('refuses a sibling of the same name', async () => {
    const res = await send('POST', '/api/system/dept', {
      parentId: 100,
      deptName: '运维部',
      orderNum: 0,
      status: '0',
    });
    expect(res.json()).toEqual({ code: 500, msg: DEPT_MSG.nameTaken('运维部') });
  });

  it('refuses deleting a department with children or users, naming which and how many, else deletes', async () => {
    const departments = await count(db, 'sys_dept');
    expect((await send('DELETE', '/api/system/dept/100')).json()).toEqual({
      code: 500,
      msg: DEPT_MSG.hasChildren('数字化运营中心', 2),
    });
    const users = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_user WHERE dept_id = 101')
    ).rows[0]!.n;
    expect(users).toBeGreaterThan(0);
    expect((await send('DELETE', '/api/system/dept/101')).json()).toEqual({
      code: 500,
      msg: DEPT_MSG.hasUsers('运维部', users),
    });
    expect(await count(db, 'sys_dept')).toBe(departments);
    const empty = await add(100, '临时组');
    expect((await send('DELETE', `/api/system/dept/${empty}`)).json()).toEqual({
      code: 200,
      msg: DEPT_MSG.DELETED,
    });
    expect((await send('DELETE', `/api/system/dept/${empty}`)).statusCode).toBe(404);
  });
});
