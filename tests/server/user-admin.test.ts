/**
 * User administration (docs/requirements.md §3 User, §5 rules, §7 "Users"): list/filter/scope, options, detail, add,
 * edit, delete refusals, password reset and status with sign-in revocation, dept/role options, CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { versionNow } from './helpers/record-version';
import { createUser, grantCodes } from './helpers/fixtures';
import { sheetRows } from './helpers/xlsx-sheet';
import {
  bearer,
  count,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  type TestApp,
  sendAs,
} from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let southId = 0;

const ALL_USER_CODES = [
  PERM.USER_LIST,
  PERM.USER_QUERY,
  PERM.USER_ADD,
  PERM.USER_EDIT,
  PERM.USER_REMOVE,
  PERM.USER_RESET_PWD,
  PERM.USER_EXPORT,
];

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  // The supervisor (factories 11 + 12) gets every user code: a scope other than "all".
  await grantCodes(db, 3, ALL_USER_CODES);
  southId = await createUser(db, { userName: 'op_south', password: 'south123', roleId: 2, factories: [21] });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  sendAs(t.app, tokens[who] ?? '', method, url, payload);
/** An edit with the version the user holds now, as the user form sends it (docs/concurrency.md). */
const editUser = async (who: string, payload: { userId: number } & Record<string, unknown>) =>
  send(who, 'PUT', '/api/system/user', { ...payload, version: await versionNow(db, 'user', payload.userId) });
const names = (res: { json(): { rows: { userName: string }[] } }) => res.json().rows.map((r) => r.userName);

const NEW_USER = {
  userName: 'new_user1',
  nickName: '新用户',
  password: 'secret123',
  phonenumber: '13800000000',
  email: 'a@b.cn',
  sex: '1',
  deptId: 101,
  roleIds: [2],
  idType: '0',
  idNumber: '11010519491231002X',
  addr: '上海',
  remark: '测试',
};

describe('GET /api/system/user/list', () => {
  it('pages every user for admin, filtered by name, status, dept and factory', async () => {
    const res = await as('admin', '/api/system/user/list?pageNum=1&pageSize=2');
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功', total: 6 });
    expect(names(res)).toEqual(['admin', 'operator']);
    expect(res.json().rows[0]).toMatchObject({ userId: 1, deptName: '数字化运营中心', status: '0' });
    expect(names(await as('admin', '/api/system/user/list?userName=OPER'))).toEqual(['operator']);
    expect(names(await as('admin', '/api/system/user/list?deptId=102'))).toEqual(['supervisor']);
    expect(names(await as('admin', '/api/system/user/list?factoryId=21'))).toEqual(['viewer', 'op_south']);
    expect(names(await as('admin', '/api/system/user/list?nickName=%E8%AE%BF'))).toEqual(['viewer']);
  });

  it('limits a non-admin to users bound to one of their factories', async () => {
    expect(names(await as('supervisor', '/api/system/user/list'))).toEqual(['operator', 'supervisor']);
    expect(names(await as('supervisor', '/api/system/user/list?factoryId=21'))).toEqual([]);
  });

  it('refuses callers without the code and bad queries', async () => {
    expect((await as('operator', '/api/system/user/list')).statusCode).toBe(403);
    expect((await as('viewer', '/api/system/user/list')).statusCode).toBe(403);
    const bad = await as('admin', '/api/system/user/list?status=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('querystring/status');
  });
});

describe('options', () => {
  it('lists users, departments and roles for the form', async () => {
    const sel = await as('supervisor', '/api/system/user/listselect');
    expect(sel.json().data).toEqual([
      { userId: 2, userName: 'operator', nickName: '运维员小王' },
      { userId: 3, userName: 'supervisor', nickName: '主管老李' },
    ]);
    const depts = await as('admin', '/api/system/dept/treeselect');
    expect(depts.json().data).toEqual([
      {
        id: 100,
        label: '数字化运营中心',
        children: [
          { id: 101, label: '运维部' },
          { id: 102, label: '生产管理部' },
        ],
      },
    ]);
    const roles = await as('admin', '/api/system/role/optionselect');
    expect(roles.json().data.map((r: { roleKey: string }) => r.roleKey)).toEqual([
      'admin',
      'operator',
      'supervisor',
      'viewer',
      'newcomer',
    ]);
    expect((await as('operator', '/api/system/dept/treeselect')).statusCode).toBe(403);
    expect((await as('viewer', '/api/system/role/optionselect')).statusCode).toBe(403);
  });
});

describe('GET /api/system/user/{id}', () => {
  it('answers the user with every role and the user role ids', async () => {
    const res = await as('admin', '/api/system/user/2');
    expect(res.json()).toMatchObject({ code: 200, data: { userId: 2, userName: 'operator' }, roleIds: [2] });
    expect(res.json().roles).toHaveLength(5);
  });
  it('answers 404 for a user of another factory, like a missing one', async () => {
    const other = await as('supervisor', `/api/system/user/${southId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, msg: '用户不存在或无权访问' });
    expect((await as('admin', '/api/system/user/9999')).statusCode).toBe(404);
    expect((await as('operator', '/api/system/user/2')).statusCode).toBe(403);
  });
});

describe('POST /api/system/user', () => {
  it('adds a user who can then sign in', async () => {
    const res = await send('admin', 'POST', '/api/system/user', { ...NEW_USER, factoryIds: [11] });
    expect(res.json()).toMatchObject({ code: 200, msg: '新增成功' });
    const id = res.json().data.userId as number;
    const detail = (await as('admin', `/api/system/user/${id}`)).json();
    expect(detail.data).toMatchObject({
      nickName: '新用户',
      deptId: 101,
      idNumber: '11010519491231002X',
      sex: '1',
    });
    expect(detail.roleIds).toEqual([2]);
    expect((await login(t.app, 'new_user1', 'secret123')).access_token).toBeTruthy();
  });

  it('refuses a taken name (any case) with code 500 and writes nothing', async () => {
    const before = await count(db, 'sys_user');
    const res = await send('admin', 'POST', '/api/system/user', { ...NEW_USER, userName: 'Operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: "新增用户'Operator'失败，登录账号已存在" });
    expect(await count(db, 'sys_user')).toBe(before);
  });

  it.each([
    ['userName', { userName: '_bad' }],
    ['userName', { userName: 'abcdefghijk' }],
    ['nickName', { nickName: 'a b' }],
    ['password', { password: 'has space1' }],
    ['password', { password: '12345' }],
    ['phonenumber', { phonenumber: '138000000001' }],
    ['email', { email: 'nope' }],
    ['idNumber', { idNumber: '1234' }],
    ['addr', { addr: 'x'.repeat(51) }],
    ['remark', { remark: 'x'.repeat(101) }],
    ['deptId', { deptId: 999 }],
    ['roleIds/0', { roleIds: [99] }],
  ])('answers 400 naming %s and writes nothing', async (field, patch) => {
    const before = await count(db, 'sys_user');
    const res = await send('admin', 'POST', '/api/system/user', {
      ...NEW_USER,
      userName: 'fresh1',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`body/${field}`);
    expect(await count(db, 'sys_user')).toBe(before);
  });

  it('makes a non-admin bind the new user inside their scope and never grant admin', async () => {
    const base = { ...NEW_USER, userName: 'sup_made', idType: '1', idNumber: '' };
    expect((await send('supervisor', 'POST', '/api/system/user', base)).json().msg).toContain(
      'body/factoryIds',
    );
    const out = await send('supervisor', 'POST', '/api/system/user', { ...base, factoryIds: [21] });
    expect(out.statusCode).toBe(403);
    const admin = await send('supervisor', 'POST', '/api/system/user', {
      ...base,
      roleIds: [1],
      factoryIds: [12],
    });
    expect(admin.statusCode).toBe(403);
    expect(names(await as('admin', '/api/system/user/list?userName=sup_made'))).toEqual([]);
    const made = await send('supervisor', 'POST', '/api/system/user', { ...base, factoryIds: [12] });
    expect(made.json().code).toBe(200);
    expect(names(await as('supervisor', '/api/system/user/list?userName=sup_made'))).toEqual(['sup_made']);
    expect((await send('operator', 'POST', '/api/system/user', base)).statusCode).toBe(403);
  });
});

describe('PUT /api/system/user', () => {
  it('updates the fields, ignoring userName and password', async () => {
    const res = await editUser('admin', {
      userId: 2,
      userName: 'renamed',
      password: 'ignored',
      nickName: '小王',
      phonenumber: '13900000000',
      roleIds: [2],
    });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    const u = (await as('admin', '/api/system/user/2')).json().data;
    expect(u).toMatchObject({ userName: 'operator', nickName: '小王', phonenumber: '13900000000' });
    expect((await login(t.app, 'operator')).access_token).toBeTruthy();
  });
  it('refuses other factories, bad input and callers without the code', async () => {
    const other = await editUser('supervisor', { userId: southId, nickName: '改' });
    expect(other.statusCode).toBe(404);
    const bad = await editUser('admin', { userId: 2, nickName: '_x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/nickName');
    expect((await as('admin', '/api/system/user/2')).json().data.nickName).toBe('小王');
    expect((await editUser('viewer', { userId: 2, nickName: 'x' })).statusCode).toBe(403);
  });
});

describe('PUT resetPwd and changeStatus', () => {
  it('resets the password and ends the user sign-ins', async () => {
    const op = (await login(t.app, 'operator')).access_token;
    const res = await send('admin', 'PUT', '/api/system/user/resetPwd', {
      userId: 2,
      userName: 'operator',
      password: 'newpass123',
    });
    expect(res.json()).toEqual({ code: 200, msg: '重置密码成功' });
    expect((await getAs(t.app, op, '/api/system/user/getInfo')).statusCode).toBe(401);
    expect((await login(t.app, 'operator', 'newpass123')).access_token).toBeTruthy();
  });
  it('refuses a bad password, a mismatched name, other factories and missing codes', async () => {
    const bad = await send('admin', 'PUT', '/api/system/user/resetPwd', { userId: 2, password: 'a b c d e' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/password');
    const name = await send('admin', 'PUT', '/api/system/user/resetPwd', {
      userId: 2,
      userName: 'viewer',
      password: 'other1234',
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().msg).toContain('body/userName');
    expect((await login(t.app, 'operator', 'newpass123')).access_token).toBeTruthy();
    const other = await send('supervisor', 'PUT', '/api/system/user/resetPwd', {
      userId: southId,
      password: 'other1234',
    });
    expect(other.statusCode).toBe(404);
    const viewer = await send('viewer', 'PUT', '/api/system/user/resetPwd', {
      userId: 2,
      password: 'x123456',
    });
    expect(viewer.statusCode).toBe(403);
  });
  it('disables a user (ending their sign-ins) and enables again; never yourself', async () => {
    const south = (await login(t.app, 'op_south', 'south123')).access_token;
    const off = await send('admin', 'PUT', '/api/system/user/changeStatus', { userId: southId, status: '1' });
    expect(off.json()).toEqual({ code: 200, msg: '修改状态成功' });
    expect((await getAs(t.app, south, '/api/system/user/getInfo')).statusCode).toBe(401);
    expect((await as('admin', `/api/system/user/${southId}`)).json().data.status).toBe('1');
    await send('admin', 'PUT', '/api/system/user/changeStatus', { userId: southId, status: '0' });
    expect((await login(t.app, 'op_south', 'south123')).access_token).toBeTruthy();
    const self = await send('admin', 'PUT', '/api/system/user/changeStatus', { userId: 1, status: '1' });
    expect(self.json()).toEqual({ code: 500, msg: '不能停用当前用户' });
    const bad = await send('admin', 'PUT', '/api/system/user/changeStatus', { userId: 2, status: '2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/status');
    const other = await send('supervisor', 'PUT', '/api/system/user/changeStatus', {
      userId: southId,
      status: '1',
    });
    expect(other.statusCode).toBe(404);
    expect((await as('admin', `/api/system/user/${southId}`)).json().data.status).toBe('0');
  });
});

describe('POST /api/system/user/export', () => {
  const logins = (res: Awaited<ReturnType<typeof send>>): string[] =>
    sheetRows(res)
      .slice(1)
      .map((r) => r[1] ?? '');

  it('answers the filtered list as an .xlsx attachment named after the page and the day', async () => {
    const res = await send('supervisor', 'POST', '/api/system/user/export?userName=o');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('用户管理_20260302.xlsx')}`,
    );
    const rows = sheetRows(res);
    expect(rows[0]).toEqual([
      '用户编号',
      '登录账号',
      '用户姓名',
      '部门',
      '手机号码',
      '邮箱',
      '性别',
      '状态',
      '创建时间',
      '备注',
    ]);
    expect(rows[1]?.slice(0, 5)).toEqual(['2', 'operator', '小王', '运维部', '13900000000']);
    // the status as the page names it (its dictionary's label), not its code
    expect(rows[1]?.[7]).toBe('正常');
    expect(logins(res)).toEqual(['operator', 'supervisor']);
    expect((await send('viewer', 'POST', '/api/system/user/export')).statusCode).toBe(403);
  });

  it('takes the filters from a form or JSON body too, and refuses bad ones', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/system/user/export',
      headers: { ...bearer(tokens.admin ?? ''), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'deptId=102&status=0',
    });
    expect(logins(form)).toEqual(['supervisor']);
    const body = await send('admin', 'POST', '/api/system/user/export', { userName: 'viewer' });
    expect(logins(body)).toEqual(['viewer']);
    const bad = await send('admin', 'POST', '/api/system/user/export', { status: '7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/status');
  });

  it('writes a cell a spreadsheet would read as a formula as text, never a formula', async () => {
    const userId = await createUser(db, {
      userName: 'xlsxformula',
      password: 'formula123',
      roleId: 2,
      factories: [],
    });
    await db.query('UPDATE sys_user SET nick_name = $2, remark = $3 WHERE user_id = $1', [
      userId,
      '\n=1+1',
      '@SUM(A1)',
    ]);
    const res = await send('admin', 'POST', '/api/system/user/export', { userName: 'xlsxformula' });
    await db.query('DELETE FROM sys_user_role WHERE user_id = $1', [userId]);
    await db.query('DELETE FROM sys_user WHERE user_id = $1', [userId]);
    const row = sheetRows(res)[1]!;
    expect([row[1], row[2], row[9]]).toEqual(['xlsxformula', '\n=1+1', '@SUM(A1)']);
    expect(res.rawPayload.includes(Buffer.from('<f>'))).toBe(false);
  });
});

describe('DELETE /api/system/user/{ids}', () => {
  it('refuses deleting yourself, the last admin, other factories and bad ids; writes nothing', async () => {
    const before = await count(db, 'sys_user');
    expect((await send('admin', 'DELETE', '/api/system/user/1')).json()).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    await db.query('INSERT INTO sys_user_factory (user_id, factory_id) VALUES (1, 11)');
    const last = await send('supervisor', 'DELETE', '/api/system/user/1');
    expect(last.json()).toEqual({ code: 500, msg: '不能删除最后一个管理员' });
    const disable = await send('supervisor', 'PUT', '/api/system/user/changeStatus', {
      userId: 1,
      status: '1',
    });
    expect(disable.json()).toEqual({ code: 500, msg: '不能停用最后一个管理员' });
    expect((await as('admin', '/api/system/user/1')).json().data.status).toBe('0');
    // Bound into the supervisor's scope, the admin account still cannot be changed by a non-admin.
    const second = await createUser(db, {
      userName: 'admin2',
      password: 'admin2pw',
      roleId: 1,
      factories: [11],
    });
    for (const [method, url, payload] of [
      ['PUT', '/api/system/user/resetPwd', { userId: 1, password: 'taken123' }],
      ['PUT', '/api/system/user', { userId: 1, nickName: '改', version: 0 }],
      ['PUT', '/api/system/user/changeStatus', { userId: 1, status: '1' }],
      ['DELETE', '/api/system/user/1', undefined],
    ] as const) {
      const res = await send('supervisor', method, url, payload);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { code: 403, msg: '没有权限操作管理员用户' },
      });
    }
    await db.query('DELETE FROM sys_user WHERE user_id = $1', [second]);
    expect((await login(t.app, 'admin')).access_token).toBeTruthy();
    const demote = await editUser('admin', {
      userId: 1,
      nickName: '系统管理员',
      roleIds: [2],
    });
    expect(demote.json()).toEqual({ code: 500, msg: '不能移除最后一个管理员的角色' });
    expect((await as('admin', '/api/system/user/1')).json().roleIds).toEqual([1]);
    await db.query('DELETE FROM sys_user_factory WHERE user_id = 1');
    expect((await send('supervisor', 'DELETE', `/api/system/user/2,${southId}`)).statusCode).toBe(404);
    const bad = await send('admin', 'DELETE', '/api/system/user/2,,3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('params/id');
    expect((await send('viewer', 'DELETE', '/api/system/user/2')).statusCode).toBe(403);
    expect(await count(db, 'sys_user')).toBe(before);
  });
  it('deletes a comma list', async () => {
    const ids = (await as('admin', '/api/system/user/list?userName=_'))
      .json()
      .rows.map((r: { userId: number }) => r.userId);
    expect(ids.length).toBe(3);
    const res = await send('admin', 'DELETE', `/api/system/user/${ids.join(',')}`);
    expect(res.json()).toEqual({ code: 200, msg: '删除成功' });
    expect(names(await as('admin', '/api/system/user/list?userName=_'))).toEqual([]);
  });
});
