/**
 * The session cache (docs/architecture.md §3 "Session cache"): a guarded request answered from memory reads no
 * database; every change to a user, a sign-in, roles or menus is heard through the `woms_auth` triggers and drops
 * what it names; while the notifications cannot be heard nothing is answered from memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { AuthCache, AUTH_NOTIFY_CHANNEL } from '../../server/src/modules/auth/auth-cache';
import type { AccessSession } from '../../server/src/modules/auth/token-repository';
import { Lru } from '../../server/src/shared/lru';
import type { Principal } from '../../server/src/shared/principal';
import { listeningDb } from './helpers/listening-db';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

const INFO = '/api/system/user/getInfo';
const ROUTERS = '/api/system/menu/getRouters?remark=woms';

describe('Lru', () => {
  it('keeps at most its bound, forgetting the least recently used first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
    lru.deleteWhere((v) => v === 1);
    expect(lru.get('a')).toBeUndefined();
  });
});

const SESSION: AccessSession = {
  userId: 7,
  userName: 'u7',
  loginId: 70,
  expiresAt: Date.parse('2030-01-01'),
};
const NOW = new Date('2026-03-02T08:00:00Z');
const PRINCIPAL: Principal = {
  userId: 7,
  userName: 'u7',
  loginId: 70,
  roleKeys: ['r'],
  permissions: ['a:b'],
  factoryIds: [11],
};

describe('AuthCache', () => {
  const setUp = async () => {
    const cache = new AuthCache();
    const listening = listeningDb(AUTH_NOTIFY_CHANNEL);
    const fake = { ...listening, notify: (note: object) => listening.notify(JSON.stringify(note)) };
    await cache.attach(fake.db);
    let loads = 0;
    const session = () =>
      cache.session('h', NOW, async () => {
        loads += 1;
        return SESSION;
      });
    const principal = () =>
      cache.principal(SESSION, async () => {
        loads += 1;
        return PRINCIPAL;
      });
    const memo = () =>
      cache.memo(7, 'profile', async () => {
        loads += 1;
        return { nick: 'x' };
      });
    return { cache, fake, loads: () => loads, session, principal, memo };
  };

  it('answers from memory after the first load', async () => {
    const t = await setUp();
    for (let i = 0; i < 3; i += 1) {
      expect(await t.session()).toEqual(SESSION);
      expect(await t.principal()).toEqual(PRINCIPAL);
      expect(await t.memo()).toEqual({ nick: 'x' });
    }
    expect(t.loads()).toBe(3);
  });

  it('refuses a kept session once its token has expired', async () => {
    const t = await setUp();
    await t.session();
    expect(await t.cache.session('h', new Date(SESSION.expiresAt + 1), async () => SESSION)).toBeNull();
  });

  it.each([
    ['the sign-in', { l: 70 }, 1],
    ['the user', { u: 7 }, 3],
    ['everything', { all: 1 }, 3],
    ['an unknown note (safe: everything)', { x: 1 }, 3],
  ])('drops what a notification about %s names', async (_what, note, reloads) => {
    const t = await setUp();
    await t.session();
    await t.principal();
    await t.memo();
    t.fake.notify(note);
    await t.session();
    await t.principal();
    await t.memo();
    expect(t.loads()).toBe(3 + reloads);
  });

  it('leaves other users and sign-ins alone', async () => {
    const t = await setUp();
    await t.session();
    await t.principal();
    t.fake.notify({ u: 8 });
    t.fake.notify({ l: 71 });
    await t.session();
    await t.principal();
    expect(t.loads()).toBe(2);
  });

  it('does not keep a value read before a notification that arrived meanwhile', async () => {
    const t = await setUp();
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) t.fake.notify({ l: 70 }); // the sign-in is revoked while the first read is under way
      return SESSION;
    };
    await t.cache.session('h', NOW, load);
    await t.cache.session('h', NOW, load);
    expect(loads).toBe(2);
  });

  it('answers nothing from memory while the listening connection is lost, and again once it is back', async () => {
    const t = await setUp();
    await t.session();
    t.fake.events().onLost?.();
    await t.session();
    await t.session();
    expect(t.loads()).toBe(3);
    t.fake.events().onRestored?.();
    await t.session();
    await t.session();
    expect(t.loads()).toBe(4);
  });
});

describe('the hot path', () => {
  let db: Db;
  let t: TestApp;
  let queries = 0;

  beforeAll(async () => {
    db = await openSeededDb();
    // Counts what the app asks of the database.
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
    };
    t = await createTestApp(counting);
  });
  afterAll(async () => {
    await t.app.close();
    await db.close();
  });

  it('answers getInfo and getRouters from memory after the first call', async () => {
    const { access_token } = await login(t.app, 'operator');
    const first = [
      (await getAs(t.app, access_token, INFO)).json(),
      (await getAs(t.app, access_token, ROUTERS)).json(),
    ];
    queries = 0;
    for (let i = 0; i < 5; i += 1) {
      expect((await getAs(t.app, access_token, INFO)).json()).toEqual(first[0]);
      expect((await getAs(t.app, access_token, ROUTERS)).json()).toEqual(first[1]);
    }
    expect(queries).toBe(0);
  });

  it("sees an admin's change of the user's roles on the next request, and a sign-out at once", async () => {
    const op = await login(t.app, 'operator');
    const admin = await login(t.app, 'admin');
    expect((await getAs(t.app, op.access_token, INFO)).json().roles).not.toContain('viewer');
    const viewerRole = (
      await db.query<{ id: number }>("SELECT role_id AS id FROM sys_role WHERE role_key = 'viewer'")
    ).rows[0]!.id;
    const operatorId = (await getAs(t.app, op.access_token, INFO)).json().user.userId as number;
    const roleIds = (await getAs(t.app, op.access_token, INFO)).json().user.roleIds as number[];
    // As the user dialog saves them: the user's roles replaced in one statement set.
    await db.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)', [operatorId, viewerRole]);
    expect((await getAs(t.app, op.access_token, INFO)).json().user.roleIds).toEqual(
      expect.arrayContaining([...roleIds, viewerRole]),
    );
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: bearer(op.access_token),
    });
    expect(out.json().code).toBe(200);
    expect((await getAs(t.app, op.access_token, INFO)).statusCode).toBe(401);
    expect((await getAs(t.app, admin.access_token, INFO)).statusCode).toBe(200);
  });
});
