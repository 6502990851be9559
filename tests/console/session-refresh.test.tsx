/** docs/requirements.md §4 "Session" and docs/architecture.md §6 refresh rules, through the real client and session composition. */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, installSessionHooks } from '@/app/session';
import { setNavigator } from '@/app/navigator';
import { SESSION_END_REASON } from '@contract/online';
import { get } from '@/shared/api';
import { onTokenRefreshed } from '@/shared/lifecycle/token-hooks';
import { getAccessToken, getRefreshToken, saveTokens } from '@/shared/storage/token-storage';
import { resetNotifier } from '@/shared/ui/notify';
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

describe('a session an administrator ended (docs/administration.md "在线用户")', () => {
  const FORCED = { code: 401, msg: '您已被管理员强制下线', error: SESSION_END_REASON.FORCED };

  it('a request told so goes to /login with the reason, refreshing nothing', async () => {
    signedIn();
    server.use(
      http.get(api('/probe/:n'), () => HttpResponse.json(FORCED, { status: 401 })),
      tokenEndpoint(() => aTokenReply({ access_token: 'new-access' })),
    );
    await Promise.allSettled([get('/probe/1'), get('/probe/2')]);
    expect(refreshCalls).toBe(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?reason=forced_logout', { replace: true });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a refresh refused for it goes to /login with the reason too', async () => {
    signedIn(null);
    server.use(
      probeAcceptingOnly('new-access'),
      tokenEndpoint(() => ({ ...FORCED, code: 500 })),
    );
    await expect(get('/probe/1')).rejects.toBeTruthy();
    expect(probeAuth).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?reason=forced_logout', { replace: true });
  });
});
