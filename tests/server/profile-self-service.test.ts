/**
 * PUT /api/system/user/edit/loginuser and PUT /api/system/user/resetSelfPwd (docs/requirements.md §7 "Users";
 * docs/architecture.md §3 "Files, avatars and administration"): the signed-in user's own basic info and password
 * through the services of PUT profile and updatePwd. Bad input is 400 naming the field and writes nothing; only
 * the caller's own row ever changes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createUser } from './helpers/fixtures';
import {
  bearer,
  createTestApp,
  getAs,
  login,
  postLogin,
  openSeededDb,
  type TestApp,
} from './helpers/test-app';

let db: Db;
let t: TestApp;
let selfId = 0;
const EDIT = '/api/system/user/edit/loginuser';
const RESET_SELF = '/api/system/user/resetSelfPwd';
const INFO = '/api/system/user/getInfo';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  selfId = await createUser(db, { userName: 'selfsvc', password: 'first123', roleId: 2, factories: [11] });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** Everything of a user row either route could possibly change. */
async function row(userId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query(
    `SELECT user_name, nick_name, phonenumber, email, sex, id_type, id_number, addr, status, dept_id,
            password_hash, avatar, remark
       FROM sys_user WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? {};
}
const roles = async (userId: number) =>
  (await db.query('SELECT role_id FROM sys_user_role WHERE user_id = $1 ORDER BY role_id', [userId])).rows;

describe('PUT /api/system/user/edit/loginuser', () => {
  let token = '';
  let before: Record<string, unknown>;
  beforeAll(async () => {
    token = (await login(t.app, 'selfsvc', 'first123')).access_token;
  });
  beforeEach(async () => {
    await db.query(
      "UPDATE sys_user SET nick_name = 'selfsvc', phonenumber = '', email = '', sex = '2', addr = '' WHERE user_id = $1",
      [selfId],
    );
    before = await row(selfId);
  });
  /** A save of the caller's own info: the version its form loaded first (docs/concurrency.md), then the fields. */
  const edit = async (payload: object, who = token) => {
    const loaded = await getAs(t.app, who, '/api/system/user/profile');
    const version = (loaded.json() as { data: { version: number } }).data.version;
    return t.app.inject({ method: 'PUT', url: EDIT, headers: bearer(who), payload: { version, ...payload } });
  };

  it("changes the caller's nick name, phone, email, sex and address: 修改成功, getInfo shows them", async () => {
    const res = await edit({
      nickName: '自助用户',
      phonenumber: '13800138000',
      email: 'self@example.com',
      sex: '1',
      addr: '上海市徐汇区',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await getAs(t.app, token, INFO)).json().user).toMatchObject({
      nickName: '自助用户',
      phonenumber: '13800138000',
      email: 'self@example.com',
      sex: '1',
      addr: '上海市徐汇区',
    });
  });

  it('takes the whole user back with its own userId, changing only the basic info', async () => {
    const res = await edit({
      userId: selfId,
      userName: 'admin',
      status: '1',
      deptId: 100,
      roleIds: [1],
      remark: 'promoted',
      password: 'x',
      addr: '苏州',
    });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    expect(await row(selfId)).toEqual({ ...before, addr: '苏州' });
    expect(await roles(selfId)).toEqual([{ role_id: 2 }]);
  });

  it.each([
    [{ userId: 1, addr: '北京' }, 'body/userId must be the signed-in user'],
    [{ userId: 0 }, 'body/userId must be >= 1'],
    [{ phonenumber: '1380013800a' }, 'body/phonenumber has an invalid format'],
    [{ email: 'not-an-email' }, 'body/email has an invalid format'],
    [{ nickName: '_edge' }, 'body/nickName has an invalid format'],
    [{ sex: '5' }, 'body/sex must be one of 0, 1, 2'],
    [{ addr: 'x'.repeat(51) }, 'body/addr must NOT have more than 50 characters'],
    [{ idType: '0', idNumber: '12345' }, 'body/idNumber has an invalid format'],
  ])('refuses %j with 400 naming the field and writes nothing', async (payload, msg) => {
    const admin = await row(1);
    const res = await edit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await row(selfId)).toEqual(before);
    expect(await row(1)).toEqual(admin);
  });

  it("never touches another user's row, whatever the caller's codes", async () => {
    const operator = await row(2);
    const admin = (await login(t.app, 'admin')).access_token;
    const adminBefore = await row(1);
    expect((await edit({ addr: '管理员的地址' }, admin)).json().code).toBe(200);
    expect(await row(selfId)).toEqual(before);
    expect(await row(2)).toEqual(operator);
    expect(await row(1)).toEqual({ ...adminBefore, addr: '管理员的地址' });
    await db.query("UPDATE sys_user SET addr = '' WHERE user_id = 1");
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: EDIT, payload: { addr: 'x' } })).statusCode).toBe(401);
  });
});

describe('PUT /api/system/user/resetSelfPwd', () => {
  const hash = async () => (await row(selfId)).password_hash;
  const reset = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: RESET_SELF, headers: bearer(token), payload });

  it.each([
    [
      { oldPassword: 'first123', newPassword: '12345' },
      'body/newPassword must NOT have fewer than 6 characters',
    ],
    [{ oldPassword: 'first123', newPassword: 'has space' }, 'body/newPassword has an invalid format'],
    [{ oldPassword: 'first123' }, 'body/newPassword is required'],
    [{ newPassword: 'second123' }, 'body/oldPassword is required'],
  ])('refuses %j with 400 naming the field and changes nothing', async (payload, msg) => {
    const { access_token } = await login(t.app, 'selfsvc', 'first123');
    const before = await hash();
    const res = await reset(access_token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await hash()).toBe(before);
  });

  it('reads no passwords from the query', async () => {
    const { access_token } = await login(t.app, 'selfsvc', 'first123');
    const before = await hash();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${RESET_SELF}?oldPassword=first123&newPassword=second123`,
      headers: bearer(access_token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/oldPassword is required' });
    expect(await hash()).toBe(before);
  });

  it('refuses a wrong old password (code 500) and the same password, as updatePwd does', async () => {
    const { access_token } = await login(t.app, 'selfsvc', 'first123');
    const before = await hash();
    expect((await reset(access_token, { oldPassword: 'wrong123', newPassword: 'second123' })).json()).toEqual(
      {
        code: 500,
        msg: '修改密码失败，旧密码错误',
      },
    );
    expect((await reset(access_token, { oldPassword: 'first123', newPassword: 'first123' })).json()).toEqual({
      code: 500,
      msg: '新密码不能与旧密码相同',
    });
    expect(await hash()).toBe(before);
  });

  it("changes only the caller's password, keeps this sign-in and ends the caller's others", async () => {
    const current = await login(t.app, 'selfsvc', 'first123');
    const other = await login(t.app, 'selfsvc', 'first123');
    const operator = await login(t.app, 'operator');
    const operatorHash = (await row(2)).password_hash;

    const res = await reset(current.access_token, { oldPassword: 'first123', newPassword: 'second123' });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });

    expect((await getAs(t.app, current.access_token, INFO)).statusCode).toBe(200);
    expect((await getAs(t.app, other.access_token, INFO)).statusCode).toBe(401);
    expect((await getAs(t.app, operator.access_token, INFO)).statusCode).toBe(200);
    expect((await row(2)).password_hash).toBe(operatorHash);
    expect((await postLogin(t.app, { username: 'selfsvc', password: 'first123' })).json()).toMatchObject({
      code: 500,
    });
    expect((await login(t.app, 'selfsvc', 'second123')).access_token).toBeTypeOf('string');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: RESET_SELF,
      payload: { oldPassword: 'second123', newPassword: 'third123' },
    });
    expect(res.statusCode).toBe(401);
  });
});
