/**
 * POST /api/auth/oauth/token (password and refresh grants), DELETE /api/auth/token/logout and revoked
 * sign-ins (docs/requirements.md §7, docs/architecture.md §3). Registration and throttling: auth-captcha.test.ts; param: auth-encrypted-login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MSG, SESSION_END_REASON } from '../../contract/online';
import type { Db } from '../../server/src/db/client';
import { TokenRepository } from '../../server/src/modules/auth/token-repository';
import { hashPassword } from '../../server/src/shared/password';
import { tokenHash } from '../../server/src/shared/tokens';
import {
  bearer,
  captcha,
  count,
  createTestApp,
  DEMO_PASSWORDS,
  getAs,
  login,
  openSeededDb,
  postLogin,
  postRefresh,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers/test-app';

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { env: { TOKEN_TTL_S: '60', REFRESH_TTL_S: '3600' } });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const INFO = '/api/system/user/getInfo';

// docs/requirements.md §7 sends the refresh as query parameters: the server must accept that form too.
const refresh = (refreshToken: string, client?: { client_id: string; client_secret: string }) =>
  postRefresh(t.app, refreshToken, client);

describe('password grant', () => {
  it.each(Object.entries(DEMO_PASSWORDS))(
    'signs in %s with a plain OAuth answer',
    async (username, password) => {
      const res = await postLogin(t.app, { username, password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 60, scope: 'server', username });
      expect(body.user_id).toBeTypeOf('number');
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refresh_token).not.toBe(body.access_token);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await getAs(t.app, body.access_token, INFO)).statusCode).toBe(200);
    },
  );

  it('stores tokens hashed, never in clear', async () => {
    const { access_token } = await login(t.app, 'admin');
    const { rows } = await db.query('SELECT 1 FROM auth_token WHERE token_hash = $1', [access_token]);
    expect(rows).toHaveLength(0);
  });

  it('accepts the fields as a JSON body and as query parameters', async () => {
    const fields = {
      grant_type: 'password',
      client_id: 'woms',
      client_secret: 'woms',
      username: 'viewer',
      password: 'viewer123',
      code: TEST_CAPTCHA,
    };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: { ...fields, uuid: await captcha(t.app) },
    });
    expect(json.json().access_token).toBeDefined();
    const q = new URLSearchParams({ ...fields, uuid: await captcha(t.app) });
    const query = await t.app.inject({ method: 'POST', url: `/api/auth/oauth/token?${q.toString()}` });
    expect(query.json().access_token).toBeDefined();
  });

  it('gives one message for a wrong password and an unknown user', async () => {
    const wrong = await postLogin(t.app, { username: 'operator', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const unknown = await postLogin(t.app, { username: 'nobody', password: 'whatever' });
    expect(unknown.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });

  it('refuses an unknown client or a wrong secret', async () => {
    const res = await postLogin(t.app, { username: 'admin', password: 'admin123', client_id: 'other' });
    expect(res.json()).toEqual({ code: 500, msg: '客户端认证失败' });
    const secret = await postLogin(t.app, { username: 'admin', password: 'admin123', client_secret: 'x' });
    expect(secret.json()).toEqual({ code: 500, msg: '客户端认证失败' });
    const scope = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: 'woms',
        client_secret: 'woms',
        scope: 'admin',
        username: 'admin',
        password: 'x',
      },
    });
    expect(scope.json()).toEqual({ code: 500, msg: '授权范围无效' });
  });

  it('remembers a verified client secret only for the stored hash it matched', async () => {
    expect((await login(t.app, 'admin')).access_token).toBeDefined(); // 'woms' verified and remembered
    const wrong = await postLogin(t.app, { username: 'admin', password: 'admin123', client_secret: 'wom' });
    expect(wrong.json()).toEqual({ code: 500, msg: '客户端认证失败' });
    const { rows } = await db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM oauth_client WHERE client_id = 'woms'",
    );
    await db.query("UPDATE oauth_client SET secret_hash = $1 WHERE client_id = 'woms'", [
      await hashPassword('rotated'),
    ]);
    try {
      const old = await postLogin(t.app, { username: 'admin', password: 'admin123' });
      expect(old.json()).toEqual({ code: 500, msg: '客户端认证失败' });
      const rotated = await postLogin(t.app, {
        username: 'admin',
        password: 'admin123',
        client_secret: 'rotated',
      });
      expect(rotated.json().access_token).toBeDefined();
    } finally {
      await db.query("UPDATE oauth_client SET secret_hash = $1 WHERE client_id = 'woms'", [
        rows[0]?.secret_hash,
      ]);
    }
  });

  it('refuses a disabled account after checking its password', async () => {
    await db.query("UPDATE sys_user SET status = '1' WHERE user_name = 'supervisor'");
    try {
      const res = await postLogin(t.app, { username: 'supervisor', password: 'super123' });
      expect(res.json()).toEqual({ code: 500, msg: '对不起，您的账号已停用，请联系管理员' });
      const wrong = await postLogin(t.app, { username: 'supervisor', password: 'bad-password' });
      expect(wrong.json().msg).toBe('用户不存在/密码错误');
    } finally {
      await db.query("UPDATE sys_user SET status = '0' WHERE user_name = 'supervisor'");
    }
  });

  it('ends the access token after TOKEN_TTL_S', async () => {
    const { access_token } = await login(t.app, 'operator');
    t.clock.advance(59_000);
    expect((await getAs(t.app, access_token, INFO)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const res = await getAs(t.app, access_token, INFO);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it.each([
    [{ grant_type: 'magic' }, 'body/grant_type must be one of password, refresh_token'],
    [{ client_id: undefined }, 'body/client_id is required'],
    [{ username: 'u'.repeat(65) }, 'body/username must NOT have more than 64 characters'],
    [{ username: undefined }, 'body/username is required for this grant_type'],
  ])('answers 400 naming the field for %o and signs nobody in', async (change, msg) => {
    const before = await count(db, 'auth_login');
    const payload: Record<string, unknown> = {
      grant_type: 'password',
      client_id: 'woms',
      client_secret: 'woms',
      username: 'admin',
      password: 'admin123',
      code: TEST_CAPTCHA,
      uuid: await captcha(t.app),
      ...change,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await count(db, 'auth_login')).toBe(before);
  });
});

describe('refresh grant', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await login(t.app, 'admin');
    const res = await refresh(first.refresh_token);
    const second = res.json();
    expect(second).toMatchObject({ token_type: 'bearer', username: 'admin', expires_in: 60 });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getAs(t.app, second.access_token, INFO)).statusCode).toBe(200);
    const third = (await refresh(second.refresh_token)).json();
    expect(third.access_token).toBeDefined();
  });

  it('revokes the whole sign-in when a spent refresh token comes back', async () => {
    const first = await login(t.app, 'supervisor');
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ code: 500, msg: '刷新令牌已失效，请重新登录' });
    expect((await getAs(t.app, second.access_token, INFO)).statusCode).toBe(401);
    expect((await getAs(t.app, first.access_token, INFO)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).json()).toEqual({
      code: 500,
      msg: '刷新令牌已失效，请重新登录',
    });
  });

  it('refuses unknown tokens, another client and the end of the absolute lifetime', async () => {
    expect((await refresh('not-a-token')).json()).toEqual({ code: 500, msg: '刷新令牌已失效，请重新登录' });
    const other = await refresh('x', { client_id: 'nope', client_secret: 'nope' });
    expect(other.json()).toEqual({ code: 500, msg: '客户端认证失败' });

    const { refresh_token } = await login(t.app, 'viewer');
    t.clock.advance(1_800_000);
    const mid = (await refresh(refresh_token)).json();
    expect(mid.access_token).toBeDefined();
    t.clock.advance(1_800_000); // 3600 s after sign-in: refreshing never extends the chain
    // the end of the chain is told as such (docs/administration.md "Why a session ended")
    expect((await refresh(mid.refresh_token)).json()).toEqual({
      code: 500,
      msg: SESSION_END_MSG[SESSION_END_REASON.EXPIRED],
      error: SESSION_END_REASON.EXPIRED,
    });
  });

  it('requires refresh_token (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: 'woms', client_secret: 'woms' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/refresh_token is required for this grant_type' });
  });
});

describe('DELETE /api/auth/token/logout', () => {
  it('revokes the sign-in: access and refresh tokens stop working', async () => {
    const tokens = await login(t.app, 'operator');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: bearer(tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '退出成功' });
    expect((await getAs(t.app, tokens.access_token, INFO)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).json().code).toBe(500);
  });

  it('answers 200 without a token or with an unknown one (idempotent)', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/token/logout' })).json()).toEqual({
      code: 200,
      msg: '退出成功',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: bearer('garbage'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const a = await login(t.app, 'admin');
    const b = await login(t.app, 'admin');
    await t.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: bearer(a.access_token) });
    expect((await getAs(t.app, b.access_token, INFO)).statusCode).toBe(200);
  });
});

describe('revoked sign-ins', () => {
  const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };

  it('answers 401 on getInfo to the access token of a revoked sign-in; other sign-ins go on', async () => {
    const revoked = await login(t.app, 'viewer');
    const kept = await login(t.app, 'viewer');
    expect((await getAs(t.app, revoked.access_token, INFO)).statusCode).toBe(200);
    // What logout, refresh-token reuse and a password change do underneath.
    const tokens = new TokenRepository(db);
    const signIn = await tokens.loginOfAccess(tokenHash(revoked.access_token));
    await tokens.revokeLogin(signIn?.loginId ?? 0, new Date(t.clock.now()));
    const res = await getAs(t.app, revoked.access_token, INFO);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await refresh(revoked.refresh_token)).json().code).toBe(500);
    expect((await getAs(t.app, kept.access_token, INFO)).statusCode).toBe(200);
  });

  it('answers 401 to every token of an account once it is disabled', async () => {
    const { access_token } = await login(t.app, 'supervisor');
    await db.query("UPDATE sys_user SET status = '1' WHERE user_name = 'supervisor'");
    try {
      expect((await getAs(t.app, access_token, INFO)).json()).toEqual(UNAUTHORIZED);
    } finally {
      await db.query("UPDATE sys_user SET status = '0' WHERE user_name = 'supervisor'");
    }
    expect((await getAs(t.app, access_token, INFO)).statusCode).toBe(200);
  });
});
