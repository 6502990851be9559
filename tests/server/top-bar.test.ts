/**
 * Top bar services (docs/requirements.md §7 "Projects, files, misc"; docs/architecture.md §3 "Top bar services"):
 * the settings route, the app QR code and the weather. The weather provider is a tiny HTTP server of this file
 * that answers like AMap's weather API: no real network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

const SETTINGS = '/api/system/console/settings';
const QRCODE = '/api/system/query/app/qrcode/1';
const WEATHER = '/api/system/weather';
const APP_URL = 'https://apps.example.com/woms/app.apk';
const KEY = 'testkey123';
const TEN_MINUTES = 10 * 60 * 1000;

/** How the fake provider answers the next calls. */
type Mode = 'ok' | 'hang' | 'http-error' | 'refused' | 'unknown-city' | 'not-json';

let db: Db;
let provider: Server;
let providerUrl = '';
let mode: Mode = 'ok';
let calls: URLSearchParams[] = [];

function live(city: string) {
  return {
    province: '上海',
    city: city === '310115' ? '浦东新区' : `城市${city}`,
    adcode: /^\d{6}$/.test(city) ? city : '310000',
    weather: '多云',
    temperature: '23',
    winddirection: '东南',
    windpower: '≤3',
    humidity: '65',
    reporttime: '2026-03-02 15:30:12',
  };
}

beforeAll(async () => {
  db = await openSeededDb();
  provider = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://provider').searchParams;
    calls.push(query);
    if (mode === 'hang') return; // never answers: the route's time limit must end the wait
    if (mode === 'http-error') return void res.writeHead(502).end('bad gateway');
    res.setHeader('content-type', 'application/json');
    if (mode === 'not-json') return void res.end('<html>maintenance</html>');
    if (mode === 'refused')
      return void res.end(JSON.stringify({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }));
    const lives = mode === 'unknown-city' ? [] : [live(query.get('city') ?? '')];
    res.end(
      JSON.stringify({ status: '1', count: String(lives.length), info: 'OK', infocode: '10000', lives }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v3/weather/weatherInfo`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
  await db.close();
});
beforeEach(() => {
  mode = 'ok';
  calls = [];
});

/** An app with both services configured, its own weather cache, and a signed-in user. */
async function configured(who = 'operator'): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp(db, {
    env: {
      APP_DOWNLOAD_URL: APP_URL,
      WEATHER_KEY: KEY,
      WEATHER_URL: providerUrl,
      WEATHER_TIMEOUT_MS: '300',
    },
  });
  return { t, token: (await login(t.app, who)).access_token };
}

describe('nothing configured', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(db);
    token = (await login(t.app, 'operator')).access_token;
  });
  afterAll(() => t.app.close());

  it('settings say so: no app address, no weather', async () => {
    const res = await getAs(t.app, token, SETTINGS);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { appDownloadUrl: null, weather: false },
    });
  });

  it('the QR code and the weather answer 404 with a message, and nothing asks a provider', async () => {
    const qr = await getAs(t.app, token, QRCODE);
    expect(qr.statusCode).toBe(404);
    expect(qr.json()).toEqual({ code: 404, msg: '未配置移动端下载地址' });
    const weather = await getAs(t.app, token, `${WEATHER}?city=310115`);
    expect(weather.statusCode).toBe(404);
    expect(weather.json()).toEqual({ code: 404, msg: '未配置天气服务' });
    expect(calls).toHaveLength(0);
  });

  it('every route needs a token', async () => {
    for (const url of [SETTINGS, QRCODE, WEATHER]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('app QR code', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => ({ t, token } = await configured()));
  afterAll(() => t.app.close());

  it('settings give the address and say the weather is there', async () => {
    expect((await getAs(t.app, token, SETTINGS)).json().data).toEqual({
      appDownloadUrl: APP_URL,
      weather: true,
    });
  });

  it('is a square GIF with the quiet zone, the same bytes every time', async () => {
    const first = await getAs(t.app, token, QRCODE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    const gif = first.rawPayload;
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF87a');
    const width = gif.readUInt16LE(6);
    const height = gif.readUInt16LE(8);
    expect(width).toBe(height);
    // 6 px per module, 4 modules of quiet zone each side; version 1 has 21 modules, each version 4 more.
    const modules = width / 6 - 8;
    expect(Number.isInteger(modules) && modules >= 21 && (modules - 21) % 4 === 0).toBe(true);
    expect((await getAs(t.app, token, QRCODE)).rawPayload.equals(gif)).toBe(true);
  });
});

describe('weather', () => {
  it('maps the provider answer, asking with the key, the city and extensions=base', async () => {
    const { t, token } = await configured();
    const res = await getAs(t.app, token, `${WEATHER}?city=310115`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        city: '浦东新区',
        adcode: '310115',
        weather: '多云',
        temperature: 23,
        humidity: 65,
        windDirection: '东南',
        windPower: '≤3',
        reportTime: '2026-03-02 15:30:12',
      },
    });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0] ?? [])).toEqual({
      city: '310115',
      key: KEY,
      extensions: 'base',
      output: 'JSON',
    });
    expect(
      (await getAs(t.app, token, `${WEATHER}?city=${encodeURIComponent('苏州')}`)).json().data.city,
    ).toBe('城市苏州');
    await t.app.close();
  });

  it('keeps a city 10 minutes: one upstream call for two requests, one more afterwards', async () => {
    const { t, token } = await configured();
    const ask = () => getAs(t.app, token, `${WEATHER}?city=320571`);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    // Requests at the same moment share one call too.
    const both = await Promise.all([
      getAs(t.app, token, `${WEATHER}?city=440115`),
      getAs(t.app, token, `${WEATHER}?city=440115`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(calls).toHaveLength(2);
    t.clock.advance(TEN_MINUTES + 1);
    expect((await ask()).statusCode).toBe(200);
    expect(calls).toHaveLength(3);
    await t.app.close();
  });

  it('a provider that does not answer in time: 503 within the limit, and the next ask waits for nothing', async () => {
    const { t, token } = await configured();
    mode = 'hang';
    const started = Date.now();
    const res = await getAs(t.app, token, `${WEATHER}?city=310104`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '天气服务响应超时，请稍后再试' });
    expect(Date.now() - started).toBeLessThan(5000);
    // The failure is kept a minute: consoles asking meanwhile get their answer at once.
    const again = await getAs(t.app, token, `${WEATHER}?city=310104`);
    expect(again.json()).toEqual({ code: 503, msg: '天气服务响应超时，请稍后再试' });
    expect(calls).toHaveLength(1);
    // Afterwards the provider is asked again.
    mode = 'ok';
    t.clock.advance(60_001);
    expect((await getAs(t.app, token, `${WEATHER}?city=310104`)).statusCode).toBe(200);
    await t.app.close();
  });

  it.each([
    ['http-error', 'an HTTP error'],
    ['refused', 'a refusal (status 0, e.g. a bad key)'],
    ['not-json', 'an answer that is no JSON'],
  ] as const)('%s: %s is 503 天气服务暂不可用', async (m, _what) => {
    const { t, token } = await configured();
    mode = m;
    const res = await getAs(t.app, token, `${WEATHER}?city=440305`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '天气服务暂不可用，请稍后再试' });
    await t.app.close();
  });

  it('a provider nobody listens on is 503 too', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const t = await createTestApp(db, {
      env: { WEATHER_KEY: KEY, WEATHER_URL: `http://127.0.0.1:${port}/` },
    });
    const token = (await login(t.app, 'operator')).access_token;
    const res = await getAs(t.app, token, `${WEATHER}?city=310115`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '天气服务暂不可用，请稍后再试' });
    await t.app.close();
  });

  it('a city the provider does not know is 404', async () => {
    const { t, token } = await configured();
    mode = 'unknown-city';
    const res = await getAs(t.app, token, `${WEATHER}?city=${encodeURIComponent('亚特兰蒂斯')}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '未找到该城市的天气' });
    await t.app.close();
  });

  it.each([
    ['x'.repeat(21), 'querystring/city must NOT have more than 20 characters'],
    ['310115&key=other', 'querystring/city has an invalid format'],
    ['12345', 'querystring/city has an invalid format'],
    ['', 'querystring/city must NOT have fewer than 1 characters'],
  ])('refuses city %j with 400 naming the field, asking no provider', async (city, msg) => {
    const { t, token } = await configured();
    const res = await getAs(t.app, token, `${WEATHER}?city=${encodeURIComponent(city)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(calls).toHaveLength(0);
    await t.app.close();
  });
});

describe('weather: the default city is the district of the factory', () => {
  let t: TestApp;
  let operator = '';
  beforeAll(async () => {
    ({ t, token: operator } = await configured());
  });
  afterAll(() => t.app.close());

  const cityAsked = () => calls.at(-1)?.get('city');

  it("of factoryId (the top bar's factory)", async () => {
    const res = await getAs(t.app, operator, `${WEATHER}?factoryId=11`);
    expect(res.json().data).toMatchObject({ city: '浦东新区', adcode: '310115' });
    expect(cityAsked()).toBe('310115');
  });

  it("else of the caller's current factory", async () => {
    const admin = (await login(t.app, 'admin')).access_token;
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/system/project/currentproject',
      headers: bearer(admin),
      payload: { id: 21 },
    });
    expect(chose.json().code).toBe(200);
    expect((await getAs(t.app, admin, WEATHER)).json().data.adcode).toBe('440115');
    expect(cityAsked()).toBe('440115');
  });

  it('refuses a factory outside the scope (403) or none (404), asking no provider', async () => {
    const outside = await getAs(t.app, operator, `${WEATHER}?factoryId=12`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    const none = await getAs(t.app, operator, `${WEATHER}?factoryId=999`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 404, msg: '工厂不存在' });
    expect(calls).toHaveLength(0);
  });

  it('a factory without a district: 400 naming querystring/city, asking no provider', async () => {
    await db.query("UPDATE sys_area SET district_code = '' WHERE id = 11");
    try {
      const res = await getAs(t.app, operator, `${WEATHER}?factoryId=11`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: 'querystring/city 当前工厂未设置所属区县，请指定城市' });
      expect(calls).toHaveLength(0);
    } finally {
      await db.query("UPDATE sys_area SET district_code = '310115' WHERE id = 11");
    }
  });

  it('no current factory and no factoryId: the same 400', async () => {
    const viewer = (await login(t.app, 'viewer')).access_token;
    await db.query("UPDATE sys_user SET current_factory_id = NULL WHERE user_name = 'viewer'");
    const res = await getAs(t.app, viewer, WEATHER);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('querystring/city 当前工厂未设置所属区县，请指定城市');
  });
});
