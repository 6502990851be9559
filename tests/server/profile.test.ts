/**
 * The signed-in user's own record (docs/requirements.md §7 "Users" profile, §5 validation, §8 user update): read,
 * change only the editable fields, refuse bad input naming the field and writing nothing, and never
 * touch another user's row.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createUser } from './helpers/fixtures';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let editorId = 0;

const OPERATOR_ROLE = 2;
const PROFILE = '/api/system/user/profile';
const ID_CARD_18 = '11010519491231002X';
const ID_CARD_15 = '110105491231002';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  editorId = await createUser(db, {
    userName: 'editor',
    password: 'editor123',
    roleId: OPERATOR_ROLE,
    factories: [11],
  });
  for (const name of ['operator', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
  tokens.editor = (await login(t.app, 'editor', 'editor123')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** A save of the profile page: the version its form loaded first (docs/concurrency.md), then the fields. */
const update = async (who: string, payload: object) => {
  const loaded = await getAs(t.app, tokens[who] ?? '', PROFILE);
  const version = (loaded.json() as { data: { version: number } }).data.version;
  return t.app.inject({
    method: 'PUT',
    url: PROFILE,
    headers: bearer(tokens[who] ?? ''),
    payload: { version, ...payload },
  });
};

/** Everything of a user row that PUT profile could possibly change. */
async function row(userId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query(
    `SELECT user_name, nick_name, phonenumber, email, sex, id_type, id_number, addr, status, password_hash, avatar, remark
       FROM sys_user WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? {};
}

describe('GET /api/system/user/profile', () => {
  it('answers the caller, the comma-joined role names and an empty post group', async () => {
    const res = await getAs(t.app, tokens.operator ?? '', PROFILE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: '操作成功', roleGroup: '运维员', postGroup: '' });
    expect(body.data).toMatchObject({
      userId: 2,
      userName: 'operator',
      nickName: '运维员小王',
      dept: { deptId: 101, deptName: '运维部' },
      roles: [{ roleName: '运维员', roleKey: 'operator' }],
    });
    expect(body.data).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: PROFILE, payload: { addr: 'x' } })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/system/user/profile', () => {
  let before: Record<string, unknown>;
  beforeEach(async () => {
    await db.query(
      "UPDATE sys_user SET phonenumber = '', email = '', id_type = '', id_number = '', addr = '', nick_name = 'editor' WHERE user_id = $1",
      [editorId],
    );
    before = await row(editorId);
  });

  it('changes the sent fields, answers 修改成功, and getInfo and profile show them', async () => {
    const res = await update('editor', {
      phonenumber: '13800138000',
      email: 'editor@example.com',
      idType: '0',
      idNumber: ID_CARD_18,
      addr: '上海市浦东新区',
      sex: '1',
      nickName: '编辑员',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    const user = (await getAs(t.app, tokens.editor ?? '', '/api/system/user/getInfo')).json().user;
    expect(user).toMatchObject({
      phonenumber: '13800138000',
      email: 'editor@example.com',
      idType: '0',
      idNumber: ID_CARD_18,
      addr: '上海市浦东新区',
      sex: '1',
      nickName: '编辑员',
    });
    expect((await getAs(t.app, tokens.editor ?? '', PROFILE)).json().data).toEqual(user);
  });

  it('leaves fields that were not sent as they were', async () => {
    await update('editor', { email: 'keep@example.com' });
    expect((await update('editor', { phonenumber: '021' })).json().code).toBe(200);
    expect(await row(editorId)).toMatchObject({ email: 'keep@example.com', phonenumber: '021' });
  });

  it('accepts empty phone and email (both optional) and a 15-digit ID card', async () => {
    await update('editor', { phonenumber: '13800138000', email: 'a@b.cn' });
    const res = await update('editor', { phonenumber: '', email: '', idType: '0', idNumber: ID_CARD_15 });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    expect(await row(editorId)).toMatchObject({ phonenumber: '', email: '', id_number: ID_CARD_15 });
  });

  it('ignores fields that are not editable here (the console may send the whole user)', async () => {
    const res = await update('editor', {
      userName: 'admin',
      status: '1',
      password: 'x',
      remark: 'hacked',
      avatar: 'https://evil.example/a.png',
      roleIds: [1],
      userId: 1,
      addr: '杭州',
    });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    expect(await row(editorId)).toEqual({ ...before, addr: '杭州' });
    expect((await getAs(t.app, tokens.editor ?? '', '/api/system/user/getInfo')).json().roles).toEqual([
      'operator',
    ]);
  });

  it.each([
    [{ phonenumber: '1380013800a' }, 'body/phonenumber has an invalid format'],
    [{ phonenumber: '138001380001' }, 'body/phonenumber must NOT have more than 11 characters'],
    [{ email: 'not-an-email' }, 'body/email has an invalid format'],
    [{ email: 'a@b' }, 'body/email has an invalid format'],
    [{ idType: '0', idNumber: '12345' }, 'body/idNumber has an invalid format'],
    [{ idType: '0', idNumber: '110105194913310021' }, 'body/idNumber has an invalid format'],
    [{ idType: '9' }, 'body/idType must be one of 0, 1, 2, 3'],
    [{ nickName: '一二三四五六七八九十一' }, 'body/nickName must NOT have more than 10 characters'],
    [{ nickName: '_edge' }, 'body/nickName has an invalid format'],
    [{ nickName: '' }, 'body/nickName must NOT have fewer than 1 characters'],
    [{ addr: 'x'.repeat(51) }, 'body/addr must NOT have more than 50 characters'],
    [{ sex: '5' }, 'body/sex must be one of 0, 1, 2'],
    [{ email: 'ok@example.com', phonenumber: 'abc' }, 'body/phonenumber has an invalid format'],
  ])('refuses %j with 400 naming the field and writes nothing', async (payload, msg) => {
    const res = await update('editor', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await row(editorId)).toEqual(before);
  });

  it('checks the ID number against the ID type after the change, whichever of the two is sent', async () => {
    expect((await update('editor', { idType: '1', idNumber: 'E12345678' })).json().code).toBe(200);
    // Switching a passport number to 身份证 alone would store an invalid ID card: refused.
    const res = await update('editor', { idType: '0' });
    expect(res.json()).toEqual({ code: 400, msg: 'body/idNumber has an invalid format' });
    expect(await row(editorId)).toMatchObject({ id_type: '1', id_number: 'E12345678' });
    expect((await update('editor', { idType: '0', idNumber: ID_CARD_18 })).json().code).toBe(200);
    expect((await update('editor', { idNumber: 'E12345678' })).json()).toEqual({
      code: 400,
      msg: 'body/idNumber has an invalid format',
    });
    expect(await row(editorId)).toMatchObject({ id_type: '0', id_number: ID_CARD_18 });
  });

  it("never touches another user's row", async () => {
    const operator = await row(2);
    const supervisor = await row(3);
    await update('editor', { phonenumber: '13900139000', email: 'x@y.cn', addr: '北京' });
    await update('operator', { addr: '上海' });
    expect(await row(3)).toEqual(supervisor);
    expect(await row(2)).toEqual({ ...operator, addr: '上海' });
  });
});
