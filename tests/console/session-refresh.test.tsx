/**
 * docs/requirements.md §4 "Session" and docs/architecture.md §6 refresh rules, and why a session ended
 * (docs/administration.md), through the real client and session composition.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, installSessionHooks, signOut } from '@/app/session';
import { setNavigator } from '@/app/navigator';
import { SESSION_END_MSG, SESSION_END_REASON, type SessionEndReason } from '@contract/online';
import { get, post } from '@/shared/api';
import { LOGOUT_REDIRECT_MS } from '@/shared/config/constants';
import { onTokenRefreshed } from '@/shared/lifecycle/token-hooks';
import { forgetSessionEnd, noteOfSessionEnd } from '@/shared/storage/session-end';
import { getAccessToken, getRefreshToken, saveTokens } from '@/shared/storage/token-storage';
import { registerNotifier, resetNotifier } from '@/shared/ui/notify';
import { aTokenReply } from './factories';
import { api, server, setupMsw } from './server';

setupMsw();

const navigate = vi.fn();
let refreshCalls = 0;
let refreshBodies: URLSearchParams[] = [];
let probeAuth: (string | null)[] = [];

function signedIn(access: string | null = 'old-access') {
  saveTokens({
    accessToken: access ?? '',
    refreshToken: 'refresh-1',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
  if (access === null) localStorage.removeItem('access_token');
}

/** /api/probe/:n accepts only the refreshed token; anything else is an expired token (HTTP 401). */
function probeAcceptingOnly(token: string) {
  return http.get(api('/probe/:n'), ({ request }) => {
    const auth = request.headers.get('authorization');
    probeAuth.push(auth);
    return auth === `Bearer ${token}`
      ? HttpResponse.json({ code: 200, msg: 'ok', data: 'fine' })
      : HttpResponse.json({ code: 401, msg: '认证失败，无法访问系统资源' }, { status: 401 });
  });
}

function tokenEndpoint(answer: () => object) {
  return http.post(api('/auth/oauth/token'), async ({ request }) => {
    refreshCalls += 1;
    refreshBodies.push(new URLSearchParams(await request.text()));
    return HttpResponse.json(answer());
  });
}

beforeEach(() => {
  resetNotifier();
  navigate.mockReset();
  refreshCalls = 0;
  refreshBodies = [];
  probeAuth = [];
  forgetSession();
  installSessionHooks();
  setNavigator(navigate);
});

describe('transparent refresh', () => {
  it('ten requests hitting 401 share ONE refresh and are each replayed once with the new token', async () => {
    signedIn();
    server.use(
      probeAcceptingOnly('new-access'),
      tokenEndpoint(() => aTokenReply({ access_token: 'new-access', refresh_token: 'refresh-2' })),
    );
    // the live sockets hear of the new token once (docs/architecture.md §3 "Live channels")
    const heard: string[] = [];
    const unhook = onTokenRefreshed((token) => heard.push(token));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get<{ data: string }>(`/probe/${i}`)),
    );
    unhook();
    expect(heard).toEqual(['new-access']);
    expect(results.every((r) => r.data === 'fine')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(refreshBodies[0]?.get('grant_type')).toBe('refresh_token');
    expect(refreshBodies[0]?.get('refresh_token')).toBe('refresh-1');
    expect(refreshBodies[0]?.get('scope')).toBe('server');
    expect(probeAuth.filter((a) => a === 'Bearer old-access')).toHaveLength(10);
    expect(probeAuth.filter((a) => a === 'Bearer new-access')).toHaveLength(10);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failing refresh clears both tokens and goes to /login once, not once per request', async () => {
    signedIn();
    server.use(
      probeAcceptingOnly('never'),
      tokenEndpoint(() => ({ code: 500, msg: '刷新令牌已失效，请重新登录' })),
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => get(`/probe/${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a 401 that the refresh does not cure ends the session instead of looping', async () => {
    signedIn();
    server.use(
      probeAcceptingOnly('never'),
      tokenEndpoint(() => aTokenReply({ access_token: 'still-refused' })),
    );
    await expect(get('/probe/1')).rejects.toBeTruthy();
    expect(refreshCalls).toBe(1);
    expect(probeAuth).toEqual(['Bearer old-access', 'Bearer still-refused']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('refresh before the request (refresh token but no access token)', () => {
  it('refreshes first and proceeds with the new token', async () => {
    signedIn(null);
    server.use(
      probeAcceptingOnly('new-access'),
      tokenEndpoint(() => aTokenReply({ access_token: 'new-access' })),
    );
    await expect(get('/probe/1')).resolves.toMatchObject({ data: 'fine' });
    expect(refreshCalls).toBe(1);
    expect(probeAuth).toEqual(['Bearer new-access']);
  });

  it('code 500 removes the refresh token and goes to /login without sending the request', async () => {
    signedIn(null);
    server.use(
      probeAcceptingOnly('new-access'),
      tokenEndpoint(() => ({ code: 500, msg: '刷新令牌已失效，请重新登录' })),
    );
    await expect(get('/probe/1')).rejects.toBeTruthy();
    expect(getRefreshToken()).toBeNull();
    expect(probeAuth).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('an answer without an access token goes to /login', async () => {
    signedIn(null);
    server.use(
      probeAcceptingOnly('new-access'),
      tokenEndpoint(() => ({ code: 200, msg: 'ok' })),
    );
    await expect(get('/probe/1')).rejects.toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(probeAuth).toEqual([]);
  });
});

describe('no session at all', () => {
  it('any request clears the token and goes to /login', async () => {
    server.use(probeAcceptingOnly('x'));
    await expect(get('/probe/1')).rejects.toBeTruthy();
    expect(probeAuth).toEqual([]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

/**
 * Why a session ended (docs/administration.md "Why a session ended"): whichever of a request (401), a refresh (code
 * 500) or the sign-out of another window ends the session, the console goes to /login once, with the server's reason
 * and the page the user was on, query included, to return to; nothing is toasted, and a call that fails after the
 * sign-in page is shown goes nowhere.
 */
describe('why a session ended', () => {
  const toast = vi.fn();
  /** The page the user was on: 日报填报 with its query. */
  const PAGE = '/DailyReport/Fill?date=2026-11-29&factoryId=11';
  const loginFor = (reason: string) => `/login?redirect=${encodeURIComponent(PAGE)}&reason=${reason}`;
  const ended = (reason: SessionEndReason) => ({ code: 401, msg: SESSION_END_MSG[reason], error: reason });

  beforeEach(() => {
    registerNotifier(toast);
    toast.mockReset();
    forgetSessionEnd();
    window.history.replaceState(null, '', `/woms${PAGE}`);
  });

  afterEach(() => {
    registerNotifier(null);
    window.history.replaceState(null, '', '/');
  });

  const REASONS = Object.values(SESSION_END_REASON).filter((r) => r !== SESSION_END_REASON.EXPIRED);

  describe('a request told why the session ended', () => {
    it.each(REASONS)(
      '%s: goes to /login once with the reason and the page, refreshing nothing, toasting nothing',
      async (reason) => {
        signedIn();
        server.use(
          http.get(api('/message/count'), () => HttpResponse.json(ended(reason), { status: 401 })),
          http.post(api('/report/daily'), () => HttpResponse.json(ended(reason), { status: 401 })),
          tokenEndpoint(() => ({})),
        );
        // the background poll, the form's save and another poll, all in flight as the session ends
        const results = await Promise.allSettled([
          get('/message/count'),
          post('/report/daily', { remark: 'PAC 12' }),
          get('/message/count'),
        ]);
        expect(results.every((r) => r.status === 'rejected')).toBe(true);
        expect(refreshCalls).toBe(0);
        expect(navigate).toHaveBeenCalledExactlyOnceWith(loginFor(reason), { replace: true });
        expect(toast).not.toHaveBeenCalled();
        expect(getAccessToken()).toBeNull();
        expect(getRefreshToken()).toBeNull();
        // the other windows of this browser hear the tokens go and tell the same reason (window-session.ts)
        expect(noteOfSessionEnd()).toBe(reason);
      },
    );
  });

  describe('a refresh refused with the reason', () => {
    it.each(Object.values(SESSION_END_REASON))(
      '%s: the 401 of an expired access token refreshes, and the refusal ends the session with its reason',
      async (reason) => {
        signedIn();
        server.use(
          http.get(api('/message/count'), () =>
            HttpResponse.json({ code: 401, msg: '认证失败，无法访问系统资源' }, { status: 401 }),
          ),
          tokenEndpoint(() => ({ ...ended(reason), code: 500 })),
        );
        await Promise.allSettled([get('/message/count'), get('/message/count')]);
        expect(refreshCalls).toBe(1);
        expect(navigate).toHaveBeenCalledExactlyOnceWith(loginFor(reason), { replace: true });
        expect(toast).not.toHaveBeenCalled();
      },
    );

    it('a refusal naming no reason goes to /login with the page only', async () => {
      signedIn(null);
      server.use(tokenEndpoint(() => ({ code: 500, msg: '刷新令牌已失效，请重新登录' })));
      await expect(get('/message/count')).rejects.toBeTruthy();
      expect(navigate).toHaveBeenCalledExactlyOnceWith(`/login?redirect=${encodeURIComponent(PAGE)}`, {
        replace: true,
      });
      expect(noteOfSessionEnd()).toBeNull();
    });
  });

  describe('once the sign-in page is shown', () => {
    it('a call still in flight that fails goes nowhere: the page to return to stays in the address', async () => {
      signedIn();
      server.use(
        http.get(api('/message/count'), () =>
          HttpResponse.json(ended(SESSION_END_REASON.PASSWORD_RESET), { status: 401 }),
        ),
      );
      await expect(get('/message/count')).rejects.toBeTruthy();
      expect(navigate).toHaveBeenCalledTimes(1);
      // the login route mounts (auth-routes.tsx forgets the session) at the address the session's end went to
      window.history.replaceState(null, '', `/woms${loginFor(SESSION_END_REASON.PASSWORD_RESET)}`);
      forgetSession();
      signedIn();
      await expect(get('/message/count')).rejects.toBeTruthy();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(toast).not.toHaveBeenCalled();
    });
  });

  describe('signing out', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('notes it for the other windows, and goes to /login itself without a notice', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      signedIn();
      server.use(
        http.delete(api('/auth/token/logout'), () => HttpResponse.json({ code: 200, msg: '退出成功' })),
      );
      const out = signOut();
      await vi.waitFor(() => expect(getAccessToken()).toBeNull());
      expect(noteOfSessionEnd()).toBe('signed_out');
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
      await out;
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    });
  });
});
