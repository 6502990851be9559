/**
 * The logs' pure parts (docs/administration.md): the batch writer's batching, bound and flush (fake timers), the
 * redaction of a request summary, a write's action and target, and the browser and OS of a User-Agent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from '../../server/src/modules/log/batch-writer';
import { actionOf, targetOf } from '../../server/src/modules/log/oper-log-hook';
import { OPER_PARAM_MAX, requestSummary } from '../../server/src/modules/log/redact';
import { parseUserAgent } from '../../server/src/shared/user-agent';

describe('BatchWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const writer = (opts = { batchSize: 3, delayMs: 500, maxQueue: 5 }) => {
    const batches: number[][] = [];
    const errors: number[] = [];
    let fail = false;
    const w = new BatchWriter<number>(
      async (rows) => {
        if (fail) throw new Error('down');
        batches.push(rows);
      },
      (_err, rows) => errors.push(rows),
      opts,
    );
    return { w, batches, errors, failNext: (on: boolean) => void (fail = on) };
  };

  it('writes a batch when it is full, and the rest after the delay, one statement at a time', async () => {
    const { w, batches } = writer();
    for (const n of [1, 2, 3, 4]) w.push(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('drops and counts rows past its bound, and flush writes everything queued', async () => {
    const { w, batches } = writer({ batchSize: 10, delayMs: 500, maxQueue: 5 });
    for (let n = 1; n <= 7; n += 1) w.push(n);
    expect(w.pending).toBe(5);
    expect(w.dropped).toBe(2);
    await w.flush();
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(w.pending).toBe(0);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const { w, batches, errors, failNext } = writer();
    failNext(true);
    w.push(1);
    await w.flush();
    failNext(false);
    w.push(2);
    await w.flush();
    expect(errors).toEqual([1]);
    expect(batches).toEqual([[2]]);
  });
});

describe('request summary', () => {
  it('redacts secrets at any depth and keeps the rest', () => {
    const text = requestSummary(
      { oldPassword: 'a1', newPassword: 'b2', page: '1' },
      {
        userName: 'x',
        password: 'p',
        nested: { refresh_token: 't', access_token: 'u', list: [{ captcha: 'c', code: '1234', keep: 1 }] },
        param: 'rsa',
        client_secret: 's',
        pwd: 'q',
      },
    );
    expect(JSON.parse(text)).toEqual({
      query: { oldPassword: '******', newPassword: '******', page: '1' },
      body: {
        userName: 'x',
        password: '******',
        nested: {
          refresh_token: '******',
          access_token: '******',
          list: [{ captcha: '******', code: '******', keep: 1 }],
        },
        param: '******',
        client_secret: '******',
        pwd: '******',
      },
    });
  });

  it('is empty for nothing sent and cut to its bound for a large body', () => {
    expect(requestSummary({}, undefined)).toBe('');
    const text = requestSummary(
      {},
      { rows: Array.from({ length: 100 }, (_, i) => ({ note: 'x'.repeat(400), i })) },
    );
    expect(text.length).toBe(OPER_PARAM_MAX);
    expect(text.endsWith('…')).toBe(true);
  });

  it("says an upload's size, not its bytes, and reads no more of an object's keys than it keeps", () => {
    expect(requestSummary({ fileName: 'limit.csv' }, Buffer.alloc(5 * 1024 * 1024))).toBe(
      '{"query":{"fileName":"limit.csv"},"body":"(5242880 bytes)"}',
    );
    let read = 0;
    const wide = new Proxy(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])), {
      get(target, key, receiver) {
        read += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(Object.keys(JSON.parse(requestSummary({}, wide)) as { body: object }).length).toBe(1);
    expect(read).toBeLessThanOrEqual(50);
  });
});

describe('action and target', () => {
  it.each([
    ['DELETE', '/api/system/user/:id', 'delete'],
    ['POST', '/api/system/menu/userFavorite/delete/:menuId', 'delete'],
    ['POST', '/api/system/user/export', 'export'],
    ['POST', '/api/system/menu/userFavorite/add/:menuId', 'add'],
    ['PUT', '/api/system/user/resetPwd', 'edit'],
    ['POST', '/api/system/user', 'add'],
    ['PUT', '/api/system/user', 'edit'],
    ['PATCH', '/api/x', 'edit'],
  ])('%s %s is %s', (method, url, action) => {
    expect(actionOf(method, url)).toBe(action);
  });

  it('takes the first path parameter, else the body id, …Id or ids', () => {
    expect(targetOf({ id: '3,4' }, { userId: 9 })).toBe('3,4');
    expect(targetOf({}, { id: 7, userId: 9 })).toBe('7');
    expect(targetOf(undefined, { status: '0', userId: 9 })).toBe('9');
    expect(targetOf({}, { ids: [1, 2] })).toBe('1,2');
    expect(targetOf({}, { name: 'x' })).toBeNull();
    expect(targetOf({}, [1])).toBeNull();
  });
});

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131',
      'Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
      'Chrome 109',
      'Windows 7',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox 133',
      'macOS 10.15',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17',
      'macOS 10.15',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131',
      'Android 14',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
      'WeChat 8',
      'iOS 17',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome Headless 131',
      'Linux',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer 11', 'Windows 10'],
    ['curl/8.5.0', 'Unknown', 'Unknown'],
  ])('%s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });

  it('names nothing for no header', () => {
    expect(parseUserAgent(undefined)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});
