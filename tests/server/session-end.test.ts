/**
 * Why a session ended (docs/administration.md "Why a session ended"): each way a sign-in ends for a reason — an
 * administrator's password reset or disabling, the user's own password change elsewhere, 强退, the end of the refresh
 * chain — is kept with the sign-in, so another instance tells the ended token's next request (401) and refresh
 * (code 500) the same reason in `error`, with its msg in the request's language, and closes that sign-in's live
 * sockets with 4003 and the reason. A plain sign-out ends only its own sign-in and says nothing more.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, LIVE_CLOSE_REASON } from '../../contract/live';
import { SESSION_END_MSG, SESSION_END_REASON, type SessionEndReason } from '../../contract/online';
import type { Db } from '../../server/src/db/client';
import { decodeLiveEvent, encodeLiveEvent } from '../../server/src/shared/live-events';
import { createUser } from './helpers/fixtures';
import { twoInstances, type TwoInstances } from './helpers/two-instances';
import { bearer, getAs, login, openSeededDb, postRefresh, sendAs, type TestApp } from './helpers/test-app';

const INFO = '/api/system/user/getInfo';
const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };

let db: Db;
let a: TestApp;
let b: TestApp;
let both: TwoInstances;
let admin: string;
let userId = 0;

beforeAll(async () => {
  db = await openSeededDb();
  both = await twoInstances(db);
  ({ a, b } = both);
  admin = (await login(a.app, 'admin')).access_token;
  userId = await createUser(db, { userName: 'endsuser', password: 'first123', roleId: 2, factories: [11] });
});

afterAll(async () => {
  await both.close();
  await db.close();
});

let password = 'first123';

/** A sign-in of the test user, its session held in app B's memory and a live socket open on B. */
async function signedIn() {
  const pair = await login(a.app, 'endsuser', password);
  expect((await getAs(b.app, pair.access_token, INFO)).statusCode).toBe(200);
  const socket = await both.open(`/api/ws/count/endsuser?access_token=${pair.access_token}`);
  return {
    access: pair.access_token,
    refresh: pair.refresh_token,
    socket,
    socketClosed: both.closed(socket),
  };
}

/** App B refuses the ended sign-in's request (within the session cache's second) and refresh with the reason. */
async function expectEnded(session: { access: string; refresh: string }, reason: SessionEndReason) {
  await expectRequestRefused(session, reason);
  await expectRefreshRefused(session, reason);
}

async function expectRequestRefused(session: { access: string }, reason: SessionEndReason) {
  await vi.waitFor(async () => expect((await getAs(b.app, session.access, INFO)).statusCode).toBe(401), {
    timeout: 1000,
    interval: 20,
  });
  expect((await getAs(b.app, session.access, INFO)).json()).toEqual({
    code: 401,
    msg: SESSION_END_MSG[reason],
    error: reason,
  });
  const english = await b.app.inject({
    method: 'GET',
    url: INFO,
    headers: { ...bearer(session.access), 'accept-language': 'en-US' },
  });
  expect(english.json()).toMatchObject({ code: 401, error: reason });
  expect((english.json() as { msg: string }).msg).toMatch(/^[\x20-\x7e]+$/);
}

async function expectRefreshRefused(session: { refresh: string }, reason: SessionEndReason) {
  expect((await postRefresh(b.app, session.refresh)).json()).toEqual({
    code: 500,
    msg: SESSION_END_MSG[reason],
    error: reason,
  });
}

describe('a session ended for a reason says why on every instance', () => {
  it('password_reset: an administrator sets the password; every sign-in of the user ends, its sockets close with it', async () => {
    const one = await signedIn();
    const two = await signedIn();
    const res = await sendAs(a.app, admin, 'PUT', '/api/system/user/resetPwd', {
      userId,
      password: 'reset123',
    });
    expect(res.json()).toEqual({ code: 200, msg: '重置密码成功' });
    password = 'reset123';
    await expectEnded(one, SESSION_END_REASON.PASSWORD_RESET);
    await expectEnded(two, SESSION_END_REASON.PASSWORD_RESET);
    expect(await one.socketClosed).toEqual([LIVE_CLOSE.SESSION_ENDED, SESSION_END_REASON.PASSWORD_RESET]);
    expect(await two.socketClosed).toEqual([LIVE_CLOSE.SESSION_ENDED, SESSION_END_REASON.PASSWORD_RESET]);
  });

  it('password_changed: the user changes it in another window; that window stays signed in, its socket reconnects', async () => {
    const changer = await signedIn();
    const other = await signedIn();
    const res = await sendAs(a.app, changer.access, 'PUT', '/api/system/user/profile/updatePwd', {
      oldPassword: password,
      newPassword: 'changed123',
    });
    expect(res.json()).toEqual({ code: 200, msg: '修改成功' });
    password = 'changed123';
    await expectEnded(other, SESSION_END_REASON.PASSWORD_CHANGED);
    expect(await other.socketClosed).toEqual([LIVE_CLOSE.SESSION_ENDED, SESSION_END_REASON.PASSWORD_CHANGED]);
    expect((await getAs(b.app, changer.access, INFO)).statusCode).toBe(200);
    // its socket closes as signed out, which a client reconnects (docs/architecture.md §3 "Live channels")
    expect(await changer.socketClosed).toEqual([LIVE_CLOSE.SIGNED_OUT, LIVE_CLOSE_REASON.SIGNED_OUT]);
    expect(typeof (await postRefresh(b.app, changer.refresh)).json().access_token).toBe('string');
  });

  it('account_disabled: an administrator disables the account (状态 or 修改); enabled again, a new sign-in works', async () => {
    const byStatus = await signedIn();
    let res = await sendAs(a.app, admin, 'PUT', '/api/system/user/changeStatus', { userId, status: '1' });
    expect(res.json()).toMatchObject({ code: 200 });
    await expectEnded(byStatus, SESSION_END_REASON.ACCOUNT_DISABLED);
    expect(await byStatus.socketClosed).toEqual([
      LIVE_CLOSE.SESSION_ENDED,
      SESSION_END_REASON.ACCOUNT_DISABLED,
    ]);
    res = await sendAs(a.app, admin, 'PUT', '/api/system/user/changeStatus', { userId, status: '0' });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await getAs(b.app, (await signedIn()).access, INFO)).statusCode).toBe(200);
  });

  it('account_disabled: a refresh finding the account disabled (by other means than the console) ends the sign-in so', async () => {
    const session = await signedIn();
    await db.query("UPDATE sys_user SET status = '1' WHERE user_id = $1", [userId]);
    try {
      await expectRefreshRefused(session, SESSION_END_REASON.ACCOUNT_DISABLED);
      await expectRequestRefused(session, SESSION_END_REASON.ACCOUNT_DISABLED);
    } finally {
      await db.query("UPDATE sys_user SET status = '0' WHERE user_id = $1", [userId]);
    }
  });

  it('forced_logout: 强退 says so as before', async () => {
    const forced = await signedIn();
    const { rows } = await db.query<{ login_id: number }>(
      'SELECT login_id FROM auth_login WHERE user_id = $1 AND revoked_at IS NULL ORDER BY login_id DESC LIMIT 1',
      [userId],
    );
    const res = await sendAs(a.app, admin, 'DELETE', `/api/monitor/online/${rows[0]!.login_id}`);
    expect(res.json()).toMatchObject({ code: 200 });
    await expectEnded(forced, SESSION_END_REASON.FORCED);
    expect(await forced.socketClosed).toEqual([LIVE_CLOSE.FORCED_OUT, SESSION_END_REASON.FORCED]);
  });

  it('a plain sign-out ends only its own sign-in and says nothing more; a replayed refresh token says nothing either', async () => {
    const out = await login(a.app, 'endsuser', password);
    const stays = await login(a.app, 'endsuser', password);
    await a.app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: bearer(out.access_token),
    });
    expect((await getAs(b.app, out.access_token, INFO)).json()).toEqual(UNAUTHORIZED);
    expect((await postRefresh(b.app, out.refresh_token)).json()).toEqual({
      code: 500,
      msg: '刷新令牌已失效，请重新登录',
    });
    expect((await getAs(b.app, stays.access_token, INFO)).statusCode).toBe(200);

    const next = (await postRefresh(b.app, stays.refresh_token)).json() as { access_token: string };
    expect(typeof next.access_token).toBe('string');
    // the spent token back: the whole sign-in ends, for no reason the user could be told
    await postRefresh(b.app, stays.refresh_token);
    expect((await getAs(b.app, next.access_token, INFO)).json()).toEqual(UNAUTHORIZED);
  });

  it("keeps a finished sign-in's reason after the user signs in again elsewhere", async () => {
    const ended = await signedIn();
    await sendAs(a.app, admin, 'PUT', '/api/system/user/resetPwd', { userId, password: 'again123' });
    password = 'again123';
    await expectEnded(ended, SESSION_END_REASON.PASSWORD_RESET);
    await login(a.app, 'endsuser', password);
    await expectEnded(ended, SESSION_END_REASON.PASSWORD_RESET);
  });

  it('expired: the refresh chain reached its end (REFRESH_TTL_S after signing in): its refresh says so', async () => {
    const session = await signedIn();
    a.clock.advance(b.config.refreshTtlS * 1000);
    // the access token's own end is the ordinary 401 that makes a client refresh
    expect((await getAs(b.app, session.access, INFO)).json()).toEqual(UNAUTHORIZED);
    await expectRefreshRefused(session, SESSION_END_REASON.EXPIRED);
    const english = await b.app.inject({
      method: 'POST',
      url: `/api/auth/oauth/token?${new URLSearchParams({
        grant_type: 'refresh_token',
        scope: 'server',
        refresh_token: session.refresh,
        client_id: 'woms',
        client_secret: 'woms',
      }).toString()}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json()).toEqual({
      code: 500,
      msg: 'Your sign-in has expired: please sign in again',
      error: SESSION_END_REASON.EXPIRED,
    });
  });
});

describe("the notification that closes the ended sign-ins' sockets on every instance", () => {
  it('reads back with its reason and the sign-in kept; an unknown reason or a bad id is ignored', () => {
    const event = { t: 'end', u: 7, r: SESSION_END_REASON.PASSWORD_CHANGED, k: 12 } as const;
    expect(encodeLiveEvent(event).map(decodeLiveEvent)).toEqual([event]);
    expect(decodeLiveEvent('{"t":"end","u":7,"r":"account_disabled"}')).toEqual({
      t: 'end',
      u: 7,
      r: SESSION_END_REASON.ACCOUNT_DISABLED,
    });
    for (const junk of [
      '{"t":"end","u":7,"r":"bored"}',
      '{"t":"end","u":0,"r":"expired"}',
      '{"t":"end","u":7}',
    ])
      expect(decodeLiveEvent(junk)).toBeNull();
  });
});
