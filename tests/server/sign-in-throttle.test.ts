/**
 * The sign-in throttle (docs/architecture.md §3 "Sign-in throttle"): per account and address pair, per address, the
 * account's pace for unknown addresses; attempts sent at once; the administrators' list and unlock. Runs on PGlite
 * and on PostgreSQL (server-pg), there with two apps on one database standing for two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { THROTTLE } from '../../server/src/modules/auth/throttle';
import { chinaDateTime } from '../../server/src/shared/china-time';
import {
  bearer,
  captcha,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  postLogin,
  type TestApp,
} from './helpers/test-app';

const BAD = '用户不存在/密码错误';
const wait = (s: number) => `登录失败次数过多，请${s}秒后再试`;

let db: Db;
let t: TestApp;
/** a second app on the same database: another instance */
let t2: TestApp;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  t2 = await createTestApp(db, { clock: t.clock });
});
afterAll(async () => {
  await t2.app.close();
  await t.app.close();
  await db.close();
});

const from = (remoteAddress: string) => ({ remoteAddress });

/** Sign-ins sent at once, alternating between the two apps, each with a captcha fetched beforehand. */
async function atOnce(tries: { username: string; password: string; address: string }[]) {
  const uuids = await Promise.all(tries.map((_, i) => captcha((i % 2 ? t2 : t).app)));
  const replies = await Promise.all(
    tries.map((x, i) =>
      postLogin(
        (i % 2 ? t2 : t).app,
        { username: x.username, password: x.password, uuid: uuids[i] },
        from(x.address),
      ),
    ),
  );
  const bodies = replies.map((r) => r.json() as { msg?: string; access_token?: string });
  return {
    refused: replies.filter((r) => r.statusCode === 429).length,
    wrong: bodies.filter((b) => b.msg === BAD).length,
    signedIn: bodies.filter((b) => b.access_token).length,
  };
}

describe('attempts sent at once', () => {
  it('check at most the pair limit of passwords; the owner signs in from another address right after', async () => {
    const tries = Array.from({ length: 50 }, (_, i) => ({
      username: 'operator',
      password: i === 49 ? 'operator123' : 'wrong-one',
      address: '10.9.0.1',
    }));
    const { refused, wrong, signedIn } = await atOnce(tries);
    console.info(
      `sign-in throttle: 50 attempts on one account from one address at once → ${wrong + signedIn} passwords ` +
        `checked (limit ${THROTTLE.PAIR_LIMIT}), ${refused} refused with 429`,
    );
    expect(wrong + signedIn).toBeLessThanOrEqual(THROTTLE.PAIR_LIMIT);
    expect(refused).toBe(50 - wrong - signedIn);
    const owner = await postLogin(
      t2.app,
      { username: 'operator', password: 'operator123' },
      from('10.9.0.2'),
    );
    expect(owner.json().access_token).toBeDefined();
  });

  it('check at most the address limit of passwords when one address sprays names', async () => {
    const tries = Array.from({ length: 60 }, (_, i) => ({
      username: `spray${i}`,
      password: 'x-x-x-x',
      address: '10.9.1.1',
    }));
    const { refused, wrong } = await atOnce(tries);
    console.info(
      `sign-in throttle: 60 names from one address at once → ${wrong} passwords checked ` +
        `(limit ${THROTTLE.ADDRESS_LIMIT}), ${refused} refused with 429`,
    );
    expect(wrong).toBe(THROTTLE.ADDRESS_LIMIT);
    expect(refused).toBe(60 - THROTTLE.ADDRESS_LIMIT);
  });
});

describe('per account and address pair', () => {
  it('locks the pair after 5 failures, even for the right password, and not the owner elsewhere', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await postLogin(t.app, { username: 'viewer', password: 'wrong-one' }, from('10.0.0.2'));
      expect(res.json().msg).toBe(BAD);
    }
    const locked = await postLogin(t.app, { username: 'viewer', password: 'viewer123' }, from('10.0.0.2'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, msg: wait(30) });
    // the same account from another address: not touched, and on the other instance alike
    expect(
      (await postLogin(t2.app, { username: 'VIEWER', password: 'viewer123' }, from('10.0.0.9'))).json()
        .access_token,
    ).toBeDefined();
    t.clock.advance(10_000);
    expect(
      (await postLogin(t2.app, { username: 'viewer', password: 'viewer123' }, from('10.0.0.2'))).json().msg,
    ).toBe(wait(20));
    t.clock.advance(20_000);
    expect(
      (await postLogin(t.app, { username: 'viewer', password: 'viewer123' }, from('10.0.0.2'))).json()
        .access_token,
    ).toBeDefined();
  });

  it('grows the lock with each further failure of the window; a quiet window starts from zero', async () => {
    for (let i = 0; i < 5; i += 1)
      await postLogin(t.app, { username: 'ghost', password: 'x-x-x-x' }, from('10.0.0.4'));
    t.clock.advance(30_000);
    expect(
      (await postLogin(t.app, { username: 'ghost', password: 'x-x-x-x' }, from('10.0.0.4'))).json().msg,
    ).toBe(BAD);
    const res = await postLogin(t.app, { username: 'ghost', password: 'x-x-x-x' }, from('10.0.0.4'));
    expect(res.json()).toEqual({ code: 429, msg: wait(60) });
    t.clock.advance(16 * 60_000);
    expect(
      (await postLogin(t.app, { username: 'ghost', password: 'x-x-x-x' }, from('10.0.0.4'))).json().msg,
    ).toBe(BAD);
  });

  it('a right password takes its count back: the pair starts again, the address keeps only real failures', async () => {
    for (let i = 0; i < 4; i += 1)
      await postLogin(t.app, { username: 'viewer', password: 'nope-nope' }, from('10.0.0.6'));
    expect(
      (await postLogin(t.app, { username: 'viewer', password: 'viewer123' }, from('10.0.0.6'))).json()
        .access_token,
    ).toBeDefined();
    const { rows } = await db.query<{ kind: string; fail_count: number }>(
      `SELECT kind, fail_count FROM login_attempt WHERE key IN ('pair:viewer|10.0.0.6', 'address:10.0.0.6')`,
    );
    expect(rows).toEqual([{ kind: 'address', fail_count: 4 }]);
  });
});

describe('per address', () => {
  it('locks an address after 20 failures across accounts; the account elsewhere is not affected', async () => {
    for (let i = 0; i < 20; i += 1) {
      await postLogin(t.app, { username: `spree${i}`, password: 'x-x-x-x' }, from('10.0.0.3'));
    }
    const res = await postLogin(t.app, { username: 'admin', password: 'admin123' }, from('10.0.0.3'));
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(wait(30));
    expect(
      (await postLogin(t.app, { username: 'admin', password: 'admin123' }, from('10.0.0.5'))).json()
        .access_token,
    ).toBeDefined();
  });
});

describe("the account's pace", () => {
  it('paces unknown addresses past 20 failures a day, never a known one, and never refuses for good', async () => {
    // the owner's usual address
    expect((await login(t.app, 'supervisor')).access_token).toBeDefined();
    const home = from('127.0.0.1');
    // 20 failures from five addresses, four each: no pair reaches its limit, the account reaches its ceiling
    for (let a = 0; a < 5; a += 1)
      for (let i = 0; i < 4; i += 1)
        await postLogin(t.app, { username: 'supervisor', password: 'guess' }, from(`10.3.0.${a}`));
    // the 21st failure sets a 1 s pace for addresses the account never signed in from
    expect(
      (await postLogin(t.app, { username: 'supervisor', password: 'guess' }, from('10.3.0.9'))).json().msg,
    ).toBe(BAD);
    const paced = await postLogin(t.app, { username: 'supervisor', password: 'super123' }, from('10.3.1.1'));
    expect(paced.statusCode).toBe(429);
    expect(paced.json().msg).toBe(wait(1));
    // the owner at home is not paced
    expect(
      (await postLogin(t2.app, { username: 'supervisor', password: 'super123' }, home)).json().access_token,
    ).toBeDefined();
    // the pace grows a second with each failure beyond the ceiling (at most a minute)
    t.clock.advance(1_000);
    expect(
      (await postLogin(t.app, { username: 'supervisor', password: 'guess' }, from('10.3.1.1'))).json().msg,
    ).toBe(BAD);
    expect(
      (await postLogin(t.app, { username: 'supervisor', password: 'super123' }, from('10.3.2.2'))).json().msg,
    ).toBe(wait(2));
    // a delay, not a lock: the owner at a new address gets in once the pace has passed
    t.clock.advance(2_000);
    expect(
      (await postLogin(t.app, { username: 'supervisor', password: 'super123' }, from('10.3.2.2'))).json()
        .access_token,
    ).toBeDefined();
  });
});

describe('administrators see and lift locks', () => {
  it('lists the counters holding and lifts one; without the codes, 403', async () => {
    for (let i = 0; i < 5; i += 1)
      await postLogin(t.app, { username: 'operator', password: 'wrong-two' }, from('10.4.0.1'));
    const admin = await login(t.app, 'admin');
    const list = await getAs(t.app, admin.access_token, '/api/monitor/loginLock/list');
    expect(list.statusCode).toBe(200);
    const row = (list.json().rows as { key: string }[]).find((r) => r.key === 'pair:operator|10.4.0.1');
    expect(row).toMatchObject({
      kind: 'pair',
      account: 'operator',
      address: '10.4.0.1',
      failCount: 5,
      holdSeconds: 30,
      // China time, like every time the API answers, whatever the server's zone
      windowStart: chinaDateTime(t.clock.now()),
      lockedUntil: chinaDateTime(t.clock.now() + 30_000),
    });

    const operator = await login(t.app, 'operator');
    expect((await getAs(t.app, operator.access_token, '/api/monitor/loginLock/list')).statusCode).toBe(403);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/monitor/loginLock/unlock',
      headers: bearer(operator.access_token),
      payload: { key: 'pair:operator|10.4.0.1' },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/monitor/loginLock/unlock',
      headers: bearer(admin.access_token),
      payload: { key: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/body\/key/);

    const lifted = await t2.app.inject({
      method: 'PUT',
      url: '/api/monitor/loginLock/unlock',
      headers: bearer(admin.access_token),
      payload: { key: 'pair:operator|10.4.0.1' },
    });
    expect(lifted.json()).toEqual({ code: 200, msg: '解除成功' });
    expect(
      (await postLogin(t.app, { username: 'operator', password: 'operator123' }, from('10.4.0.1'))).json()
        .access_token,
    ).toBeDefined();
  });
});

describe('behind a proxy (TRUST_PROXY, docs/architecture.md §3 "Server config")', () => {
  /** A sign-in arriving from the proxy at 10.0.1.1 with this X-Forwarded-For. */
  const proxied = (forwardedFor: string) => ({
    remoteAddress: '10.0.1.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
  });
  const addressKeys = async (like: string) =>
    (
      await db.query<{ key: string; fail_count: number }>(
        'SELECT key, fail_count FROM login_attempt WHERE key LIKE $1 ORDER BY key',
        [like],
      )
    ).rows;

  it('with one proxy trusted, counts the address it appended: rotating the first entry does not escape the lock', async () => {
    const behind = await createTestApp(db, { env: { TRUST_PROXY: '1' }, clock: t.clock });
    try {
      for (let i = 0; i < 20; i += 1) {
        const res = await postLogin(
          behind.app,
          { username: `rotate${i}`, password: 'x-x-x-x' },
          proxied(`1.2.3.${i}, 5.6.7.8`),
        );
        expect(res.json().msg).toBe('用户不存在/密码错误');
      }
      expect(await addressKeys('address:5.6.7.8')).toEqual([{ key: 'address:5.6.7.8', fail_count: 20 }]);
      expect(await addressKeys('address:1.2.3.%')).toEqual([]);
      const locked = await postLogin(
        behind.app,
        { username: 'admin', password: 'admin123' },
        proxied('9.9.9.9, 5.6.7.8'),
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toBe('登录失败次数过多，请30秒后再试');
    } finally {
      await behind.app.close();
    }
  });

  it('takes `on` as one proxy and a number as that many; unset trusts no header at all', async () => {
    const fail = async (app: TestApp['app'], forwardedFor: string) =>
      postLogin(app, { username: 'hops', password: 'x-x-x-x' }, proxied(forwardedFor));
    const on = await createTestApp(db, { env: { TRUST_PROXY: 'on' }, clock: t.clock });
    const two = await createTestApp(db, { env: { TRUST_PROXY: '2' }, clock: t.clock });
    try {
      await fail(on.app, '1.2.3.4, 5.6.7.9');
      await fail(two.app, '1.2.3.4, 5.6.7.10, 10.0.1.2');
      await fail(t.app, '5.6.7.11');
    } finally {
      await on.app.close();
      await two.app.close();
    }
    // on: the last entry; 2: the one before the nearer proxy's; unset: the socket's peer, the header ignored
    expect(await addressKeys('address:5.6.7.9')).toEqual([{ key: 'address:5.6.7.9', fail_count: 1 }]);
    expect(await addressKeys('address:5.6.7.10')).toEqual([{ key: 'address:5.6.7.10', fail_count: 1 }]);
    expect(await addressKeys('address:10.0.1.1')).toEqual([{ key: 'address:10.0.1.1', fail_count: 1 }]);
    expect(await addressKeys('address:5.6.7.11')).toEqual([]);
    expect(await addressKeys('address:1.2.3.4')).toEqual([]);
    expect(await addressKeys('address:10.0.1.2')).toEqual([]);
  });
});
