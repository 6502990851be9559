import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { SESSION_END_REASON } from '@contract/online';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { useLocaleStore } from '../i18n';
import { clearTokens, saveTokens } from '../storage/token-storage';
import { registerNotifier, resetNotifier } from '../ui/notify';
import { get, http } from './client';
import { ApiError } from './errors';
import { setSessionHooks } from './session-hooks';

setupMsw();

const shown = vi.fn();

beforeEach(() => {
  resetNotifier();
  shown.mockReset();
  registerNotifier(shown);
  saveTokens({
    accessToken: 'tok-1',
    refreshToken: 'ref-1',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
  setSessionHooks({ onSessionEnd: vi.fn(), refresh: () => Promise.resolve(null) });
});

describe('the one HTTP client', () => {
  it('uses the 600000 ms timeout of docs/requirements.md §9 and the /api base', () => {
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(600000);
    expect(http.defaults.baseURL).toBe('/api');
  });

  it('sends the Bearer token and repeats array keys', async () => {
    let seen: { auth: string | null; query: string } | undefined;
    server.use(
      mswHttp.get(api('/probe'), ({ request }) => {
        seen = { auth: request.headers.get('authorization'), query: new URL(request.url).search };
        return HttpResponse.json({ code: 200, msg: 'ok', data: 1 });
      }),
    );
    await get('/probe', { ids: [1, 2], name: 'a' });
    expect(seen?.auth).toBe('Bearer tok-1');
    expect(seen?.query).toBe('?ids=1&ids=2&name=a');
  });

  it("sends the console's language, not the browser's, so that the server answers in it (docs/i18n.md)", async () => {
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get(api('/lang'), ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ code: 200, msg: 'ok', data: 1 });
      }),
    );
    await get('/lang');
    await useLocaleStore.getState().setLocale('en-US');
    try {
      await get('/lang');
      await get('/lang', undefined, { anonymous: true });
      await get('/lang', undefined, { asStored: true });
    } finally {
      await useLocaleStore.getState().setLocale('zh-CN');
    }
    // an edit form asks for the texts as stored
    expect(seen).toEqual(['zh-CN', 'en-US', 'en-US', 'zh-CN']);
  });

  it('sends at once, without reading an XSRF cookie through the Cookie Store first', async () => {
    // A Cookie Store that never answers: a request that waited for it would never be sent.
    const get = vi.fn(() => new Promise<never>(() => undefined));
    vi.stubGlobal('cookieStore', { get });
    try {
      server.use(mswHttp.get(api('/at-once'), () => HttpResponse.json({ code: 200, msg: 'ok', data: 1 })));
      await expect(http.get('/at-once', { timeout: 2000 })).resolves.toBeDefined();
      expect(get).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('unwraps the envelope: code 200 resolves with the body', async () => {
    server.use(
      mswHttp.get(api('/ok'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { x: 1 } })),
    );
    await expect(get('/ok')).resolves.toEqual({ code: 200, msg: '操作成功', data: { x: 1 } });
  });

  it('a business refusal rejects with the server message and shows it once', async () => {
    server.use(mswHttp.get(api('/refused'), () => HttpResponse.json({ code: 500, msg: '工单不存在' })));
    const error = await get('/refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('工单不存在');
    expect(shown).toHaveBeenCalledWith('error', '工单不存在', 3);
  });

  it('a silent call leaves the message to the caller', async () => {
    server.use(mswHttp.get(api('/quiet'), () => HttpResponse.json({ code: 500, msg: '验证码错误' })));
    await expect(get('/quiet', undefined, { silent: true })).rejects.toMatchObject({
      message: '验证码错误',
      shown: false,
    });
    expect(shown).not.toHaveBeenCalled();
  });

  it('HTTP 400 shows the message that names the field', async () => {
    server.use(
      mswHttp.get(api('/bad'), () =>
        HttpResponse.json({ code: 400, msg: 'querystring/pageSize must be <= 200' }, { status: 400 }),
      ),
    );
    await expect(get('/bad')).rejects.toMatchObject({ code: 400, status: 400 });
    expect(shown).toHaveBeenCalledWith('error', 'querystring/pageSize must be <= 200', 3);
  });

  it('a network error says 后端接口连接异常, once for many failures', async () => {
    server.use(mswHttp.get(api('/down'), () => HttpResponse.error()));
    const results = await Promise.allSettled([get('/down'), get('/down'), get('/down')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('error', '后端接口连接异常', 3);
  });

  it('a back end without its database (503) says 后端接口连接异常, once for a storm of calls', async () => {
    server.use(
      mswHttp.get(api('/no-db'), () =>
        HttpResponse.json({ code: 503, msg: '数据库暂不可用，请稍后再试' }, { status: 503 }),
      ),
      mswHttp.get(api('/proxy'), () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    const results = await Promise.allSettled([
      ...Array.from({ length: 8 }, () => get('/no-db')),
      get('/proxy'),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill('rejected'));
    expect(results[0]).toMatchObject({ reason: { code: 503, status: 503, message: '后端接口连接异常' } });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('error', '后端接口连接异常', 3);
  });

  it('a timeout says 后端接口请求超时', async () => {
    const timeoutAdapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 600000ms exceeded', 'ECONNABORTED', config));
    await expect(http.get('/slow', { adapter: timeoutAdapter })).rejects.toMatchObject({
      message: '后端接口请求超时',
    });
    expect(shown).toHaveBeenCalledWith('error', '后端接口请求超时', 3);
  });

  it('code 401/402 or invalid_token in a body ends the session', async () => {
    const onSessionEnd = vi.fn();
    setSessionHooks({ onSessionEnd });
    server.use(
      mswHttp.get(api('/c402'), () => HttpResponse.json({ code: 402, msg: '令牌无效' })),
      mswHttp.get(api('/inv'), () => HttpResponse.json({ code: 500, msg: 'x', error: 'invalid_token' })),
    );
    await expect(get('/c402')).rejects.toBeInstanceOf(ApiError);
    await expect(get('/inv')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });

  it('a 401 saying an administrator ended the session ends it with that reason, without a refresh', async () => {
    const onSessionEnd = vi.fn();
    const refresh = vi.fn(() => Promise.resolve('never'));
    setSessionHooks({ onSessionEnd, refresh });
    server.use(
      mswHttp.get(api('/forced'), () =>
        HttpResponse.json(
          { code: 401, msg: '您已被管理员强制下线', error: SESSION_END_REASON.FORCED },
          { status: 401 },
        ),
      ),
    );
    await expect(get('/forced')).rejects.toMatchObject({ message: '您已被管理员强制下线' });
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith(SESSION_END_REASON.FORCED);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without any token a request ends the session before it is sent', async () => {
    clearTokens();
    const onSessionEnd = vi.fn();
    setSessionHooks({ onSessionEnd, mayCallWithoutSession: () => false });
    await expect(get('/never-sent')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('every write carries an idempotency key, its own unless the caller holds one; a read none (docs/architecture.md §3)', async () => {
    const keys: Array<string | null> = [];
    server.use(
      mswHttp.all(api('/write'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    await http.post('/write', {});
    await http.put('/write', {});
    await http.delete('/write');
    await http.get('/write');
    await http.post('/write', {}, { idempotencyKey: 'held-by-the-form-1' });
    await http.post('/write', {}, { idempotencyKey: 'held-by-the-form-1' });
    expect(keys.slice(0, 3).every((k) => /^[0-9a-f]{32}$/.test(k ?? ''))).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeNull();
    expect(keys.slice(4)).toEqual(['held-by-the-form-1', 'held-by-the-form-1']);
  });

  it('an edit of a versioned record is keyed by what it sends: its retry after a lost answer is the same request (docs/concurrency.md)', async () => {
    const keys: Array<string | null> = [];
    server.use(
      mswHttp.all(api('/device'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const edit = { deviceId: 5, deviceName: '1#泵', version: 3 };
    await http.put('/device', edit);
    await http.put('/device', { ...edit });
    await http.put('/device', { ...edit, version: 4 });
    await http.put('/device', { ...edit, deviceName: '2#泵' });
    await http.put('/device', { deviceId: 5, deviceName: '1#泵' });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(4);
  });

  it('a write replayed after a refresh keeps its key', async () => {
    // A refresh stores the new pair, as the session's does.
    const refresh = () => {
      saveTokens({
        accessToken: 'tok-2',
        refreshToken: 'ref-2',
        expiresIn: 60,
        clientId: 'woms',
        userId: 1,
        username: 'admin',
      });
      return Promise.resolve('tok-2');
    };
    setSessionHooks({ onSessionEnd: vi.fn(), refresh });
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      mswHttp.post(api('/once'), ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push([auth, request.headers.get('idempotency-key')]);
        return auth === 'Bearer tok-1'
          ? HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 })
          : HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    await http.post('/once', {});
    expect(seen.map(([auth]) => auth)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(seen[0]?.[1]).toBe(seen[1]?.[1]);
  });

  it('anonymous calls (captcha, sign-in) carry no token rules', async () => {
    clearTokens();
    server.use(
      mswHttp.get(api('/code'), ({ request }) =>
        HttpResponse.json({ code: 200, msg: 'ok', auth: request.headers.get('authorization') }),
      ),
    );
    await expect(get('/code', undefined, { anonymous: true })).resolves.toMatchObject({ auth: null });
  });
});
