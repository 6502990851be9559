/**
 * GET /api/code and the captcha rules of sign-in and registration, and POST /api/register: the defences in front
 * of the password check (docs/architecture.md §3; the throttle is sign-in-throttle.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { CaptchaRepository } from '../../server/src/modules/auth/captcha-repository';
import { CaptchaService } from '../../server/src/modules/auth/captcha';
import {
  captcha,
  count,
  createTestApp,
  openSeededDb,
  postLogin,
  TEST_CAPTCHA,
  testClock,
  type TestApp,
} from './helpers/test-app';

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

function svgOf(img: string): string {
  expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(img.split(',')[1] ?? '', 'base64').toString('utf8');
}

describe('GET /api/code', () => {
  it('answers a CaptchaReply with an SVG of 4 glyphs over noise lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/code?username=admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const svg = svgOf(body.img);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(4);
    expect((svg.match(/<line /g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives a new uuid each time and drops the captcha being refreshed', async () => {
    const first = await captcha(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/code?uuid=${first}` });
    expect(res.json().uuid).not.toBe(first);
    const { rows } = await db.query('SELECT 1 FROM captcha WHERE uuid = $1', [first]);
    expect(rows).toHaveLength(0);
  });

  it('refuses an over-long uuid with 400 naming the field and stores nothing', async () => {
    const before = await count(db, 'captcha');
    const res = await t.app.inject({ method: 'GET', url: `/api/code?uuid=${'x'.repeat(65)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'querystring/uuid must NOT have more than 64 characters' });
    expect(await count(db, 'captcha')).toBe(before);
  });
});

describe('captcha check at sign-in', () => {
  it('accepts the answer whatever its case', async () => {
    const res = await postLogin(t.app, {
      username: 'admin',
      password: 'admin123',
      code: TEST_CAPTCHA.toLowerCase(),
    });
    expect(res.json().access_token).toBeTypeOf('string');
    const res2 = await postLogin(t.app, {
      username: 'admin',
      password: 'admin123',
      code: TEST_CAPTCHA.toUpperCase(),
    });
    expect(res2.json().access_token).toBeTypeOf('string');
  });

  it('refuses a wrong answer with 验证码错误 and consumes the captcha', async () => {
    const uuid = await captcha(t.app);
    const wrong = await postLogin(t.app, { username: 'admin', password: 'admin123', code: 'zzzz', uuid });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ code: 500, msg: '验证码错误' });
    const again = await postLogin(t.app, { username: 'admin', password: 'admin123', uuid });
    expect(again.json()).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('is single use: a captcha that served a sign-in cannot serve another', async () => {
    const uuid = await captcha(t.app);
    expect(
      (await postLogin(t.app, { username: 'admin', password: 'admin123', uuid })).json().access_token,
    ).toBeDefined();
    const reused = await postLogin(t.app, { username: 'admin', password: 'admin123', uuid });
    expect(reused.json()).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('expires after 120 s', async () => {
    const uuid = await captcha(t.app);
    t.clock.advance(119_000);
    const ok = await postLogin(t.app, { username: 'admin', password: 'admin123', uuid });
    expect(ok.json().access_token).toBeDefined();

    const late = await captcha(t.app);
    t.clock.advance(120_001);
    const res = await postLogin(t.app, { username: 'admin', password: 'admin123', uuid: late });
    expect(res.json()).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('refuses a missing or unknown uuid with 验证码已失效', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: 'woms',
        client_secret: 'woms',
        username: 'admin',
        password: 'admin123',
        code: 'x',
      },
    });
    expect(res.json()).toEqual({ code: 500, msg: '验证码已失效' });
    const unknown = await postLogin(t.app, { username: 'admin', password: 'admin123', uuid: 'no-such-uuid' });
    expect(unknown.json()).toEqual({ code: 500, msg: '验证码已失效' });
  });
});

describe('random captcha codes (no CAPTCHA_TEST_CODE)', () => {
  it('stores a 4-character code and checks it case-insensitively, once', async () => {
    const repo = new CaptchaRepository(db);
    const clock = testClock();
    const service = new CaptchaService(repo, clock, null);
    const { uuid } = await service.issue();
    const { rows } = await db.query<{ code: string }>('SELECT code FROM captcha WHERE uuid = $1', [uuid]);
    const code = rows[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    await expect(service.verify(uuid, code.toLowerCase())).resolves.toBeUndefined();
    await expect(service.verify(uuid, code)).rejects.toThrow('验证码已失效');
  });
});

describe('POST /api/register', () => {
  const register = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { code: TEST_CAPTCHA, uuid: await captcha(t.app), ...body },
    });

  it('creates a disabled account without roles; signing in is refused until approved', async () => {
    const res = await register({ username: 'newbie_1', password: 'secret12', nickName: '新人' });
    expect(res.json()).toEqual({ code: 200, msg: '注册成功，请等待管理员审核' });
    const { rows } = await db.query<{ status: string; roles: number; nick_name: string }>(
      `SELECT status, nick_name, (SELECT count(*)::int FROM sys_user_role r WHERE r.user_id = u.user_id) AS roles
         FROM sys_user u WHERE user_name = 'newbie_1'`,
    );
    expect(rows[0]).toEqual({ status: '1', nick_name: '新人', roles: 0 });
    const signIn = await postLogin(t.app, { username: 'newbie_1', password: 'secret12' });
    expect(signIn.json()).toEqual({ code: 500, msg: '对不起，您的账号已停用，请联系管理员' });
  });

  it('refuses a taken name, whatever its case', async () => {
    expect((await register({ username: 'admin', password: 'secret12' })).json()).toEqual({
      code: 500,
      msg: '注册账号已存在',
    });
    expect((await register({ username: 'ADMIN', password: 'secret12' })).json()).toEqual({
      code: 500,
      msg: '注册账号已存在',
    });
  });

  it('checks the captcha', async () => {
    const res = await register({ username: 'newbie_2', password: 'secret12', code: 'zzzz' });
    expect(res.json()).toEqual({ code: 500, msg: '验证码错误' });
    expect((await db.query("SELECT 1 FROM sys_user WHERE user_name = 'newbie_2'")).rows).toHaveLength(0);
  });

  it.each([
    [{ username: 'abcdefghijk' }, 'body/username must NOT have more than 10 characters'],
    [{ username: '_abc' }, 'body/username has an invalid format'],
    [{ password: '123' }, 'body/password must NOT have fewer than 6 characters'],
    [{ password: 'has space1' }, 'body/password has an invalid format'],
    [{ code: undefined }, 'body/code is required'],
  ])('answers 400 naming the field for %o and creates nobody', async (change, msg) => {
    const before = await count(db, 'sys_user');
    const res = await register({ username: 'valid_1', password: 'secret12', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await count(db, 'sys_user')).toBe(before);
  });
});
