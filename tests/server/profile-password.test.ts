/**
 * PUT /api/system/user/profile/updatePwd (docs/requirements.md §7 query oldPassword/newPassword, §5 password rule,
 * §8 "Password reset / change"; docs/architecture.md §3 "password change revokes"): refusals change nothing; success
 * keeps the current sign-in, ends every other one, and only the new password signs in afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createUser } from './helpers/fixtures';
import {
  bearer,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  postLogin,
  postRefresh,
  type TestApp,
} from './helpers/test-app';

let db: Db;
let t: TestApp;
let userId = 0;
const INFO = '/api/system/user/getInfo';
const URL = '/api/system/user/profile/updatePwd';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  userId = await createUser(db, { userName: 'pwduser', password: 'first123', roleId: 2, factories: [11] });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function hash(): Promise<string> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM sys_user WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.password_hash ?? '';
}

const byQuery = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}?${new URLSearchParams({ oldPassword, newPassword }).toString()}`,
    headers: bearer(token),
  });

const refreshWorks = async (refreshToken: string): Promise<boolean> =>
  typeof (await postRefresh(t.app, refreshToken)).json().access_token === 'string';

describe('refusals', () => {
  it('a wrong old password answers code 500 修改密码失败，旧密码错误 and changes nothing', async () => {
    const { access_token } = await login(t.app, 'pwduser', 'first123');
    const before = await hash();
    const res = await byQuery(access_token, 'wrong123', 'second123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '修改密码失败，旧密码错误' });
    expect(await hash()).toBe(before);
  });

  it('a new password equal to the old answers code 500 新密码不能与旧密码相同', async () => {
    const { access_token } = await login(t.app, 'pwduser', 'first123');
    const before = await hash();
    expect((await byQuery(access_token, 'first123', 'first123')).json()).toEqual({
      code: 500,
      msg: '新密码不能与旧密码相同',
    });
    expect(await hash()).toBe(before);
  });

  it.each([
    [
      { oldPassword: 'first123', newPassword: '12345' },
      'body/newPassword must NOT have fewer than 6 characters',
    ],
    [
      { oldPassword: 'first123', newPassword: 'x'.repeat(17) },
      'body/newPassword must NOT have more than 16 characters',
    ],
    [{ oldPassword: 'first123', newPassword: 'has space' }, 'body/newPassword has an invalid format'],
    [{ oldPassword: 'first123' }, 'body/newPassword is required'],
    [{ newPassword: 'second123' }, 'body/oldPassword is required'],
  ])('refuses %j with 400 naming the field', async (fields, msg) => {
    const { access_token } = await login(t.app, 'pwduser', 'first123');
    const before = await hash();
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(access_token),
      payload: fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await hash()).toBe(before);
  });

  it('needs a token', async () => {
    expect((await byQuery('', 'first123', 'second123')).statusCode).toBe(401);
  });

  it('counts wrong old passwords like failed sign-ins: after 5 the account waits (429)', async () => {
    await createUser(db, {
      userName: 'guessed',
      password: 'right123',
      roleId: 2,
      factories: [],
    });
    const { access_token } = await login(t.app, 'guessed', 'right123');
    for (let i = 0; i < 5; i += 1) {
      expect((await byQuery(access_token, `guess${i}00`, 'second123')).json().code).toBe(500);
    }
    const res = await byQuery(access_token, 'right123', 'second123');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, msg: '登录失败次数过多，请30秒后再试' });
    t.clock.advance(30_000);
    expect((await byQuery(access_token, 'right123', 'second123')).json()).toEqual({
      code: 200,
      msg: '修改成功',
    });
  });
});

describe('success', () => {
  it('by query: 修改成功, other sign-ins revoked, this one kept, only the new password signs in', async () => {
    const current = await login(t.app, 'pwduser', 'first123');
    const other = await login(t.app, 'pwduser', 'first123');
    const operator = await login(t.app, 'operator');

    const res = await byQuery(current.access_token, 'first123', 'second123');
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });

    expect((await getAs(t.app, current.access_token, INFO)).statusCode).toBe(200);
    expect((await getAs(t.app, other.access_token, INFO)).statusCode).toBe(401);
    expect(await refreshWorks(other.refresh_token)).toBe(false);
    // Another user's sign-in is not touched.
    expect((await getAs(t.app, operator.access_token, INFO)).statusCode).toBe(200);

    expect((await postLogin(t.app, { username: 'pwduser', password: 'first123' })).json()).toMatchObject({
      code: 500,
    });
    const fresh = await login(t.app, 'pwduser', 'second123');
    expect((await getAs(t.app, fresh.access_token, INFO)).statusCode).toBe(200);
  });

  it('by JSON body and by form body too (keeps passwords out of URLs)', async () => {
    const { access_token } = await login(t.app, 'pwduser', 'second123');
    const json = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(access_token),
      payload: { oldPassword: 'second123', newPassword: 'third123' },
    });
    expect(json.json()).toEqual({ code: 200, msg: '修改成功' });
    const form = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...bearer(access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ oldPassword: 'third123', newPassword: 'fourth123' }).toString(),
    });
    expect(form.json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await login(t.app, 'pwduser', 'fourth123')).access_token).toBeTypeOf('string');
  });
});
