/**
 * Both guards over every registered route, table-driven (docs/architecture.md §3 "Every other /api route needs a valid
 * token and is guarded by the permission code it serves"): routes are collected with an onRoute hook, so
 * a new route is walked without touching this file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import type { LightMyRequestResponse, onRequestHookHandler } from 'fastify';
import { PERM, PUBLIC_ROUTE, SIGNED_IN } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser, grantAllBut } from './helpers/fixtures';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

interface Walked {
  method: string;
  url: string;
  permission: unknown;
}

let db: Db;
let t: TestApp;
let roleId = 0;
const routes: Walked[] = [];
/** Fastify's HEAD twins of the GET routes: each gets its own guard when it is added, like any route. */
const heads: Walked[] = [];
const tokens: Record<string, string> = {};
let operatorCodes: string[] = [];

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    beforeReady: (app) => {
      app.addHook('onRoute', (r) => {
        for (const method of [r.method].flat())
          (method === 'HEAD' ? heads : routes).push({ method, url: r.url, permission: r.config?.permission });
      });
    },
  });
  roleId = await createRole(db, 'all_but_one');
  await createUser(db, { userName: 'all_but', password: 'allbut123', roleId, factories: [11] });
  for (const name of ['admin', 'operator', 'newcomer'])
    tokens[name] = (await login(t.app, name)).access_token;
  tokens.allBut = (await login(t.app, 'all_but', 'allbut123')).access_token;
  operatorCodes = (await getAs(t.app, tokens.operator ?? '', '/api/system/user/getInfo')).json().permissions;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/**
 * The writes open to any signed-in user, each acting on the caller's own things only (docs/architecture.md §3
 * "Access and scope"), reviewed one by one: a new write with `signed-in` fails here until it is added.
 */
const OWN_WRITES = [
  // the caller's own messages
  'DELETE /api/system/base/task/msg/del/:factoryId/:tab',
  'DELETE /api/system/base/task/msg/del/:msgId',
  // a file belongs to whoever uploaded it until a record that needs a code takes it up (§3 "Files")
  'POST /api/system/file/upload',
  // favourites, avatar, alarm settings, current project, profile and password: the caller's own
  'POST /api/system/menu/userFavorite/add/:menuId',
  'POST /api/system/menu/userFavorite/delete/:menuId',
  'POST /api/system/user/profile/avatar',
  'PUT /api/system/alarm/config',
  'PUT /api/system/project/currentproject',
  'PUT /api/system/user/avatar',
  'PUT /api/system/user/edit/loginuser',
  'PUT /api/system/user/profile',
  'PUT /api/system/user/profile/updatePwd',
  'PUT /api/system/user/resetSelfPwd',
];

const ROUTE_TABLE_DOC = 'docs/route-permissions.md';

/** The routes as docs/route-permissions.md lists them: by path, then method; HEAD twins left out. */
function routeTable(list: readonly Walked[]): string {
  const rows = [...list]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((r) => `| \`${r.method}\` | \`${r.url}\` | \`${String(r.permission)}\` |`);
  return [
    '# Routes and their permissions',
    '',
    'Every route the server registers, with the permission its guard asks for (docs/architecture.md §3 "Access and',
    'scope"): `public` needs no sign-in, `signed-in` any signed-in user, anything else that code (`*:*:*` passes',
    "every check). A write open to every signed-in user acts on the caller's own things only. Generated:",
    '`tests/server/guard-walk.test.ts` fails when this list and the routes differ; `WRITE_ROUTE_TABLE=1 npx vitest',
    'run --project server tests/server/guard-walk.test.ts` writes it afresh.',
    '',
    '| method | path | permission |',
    '| ------ | ---- | ---------- |',
    ...rows,
    '',
  ].join('\n');
}

const guarded = () => routes.filter((r) => r.permission !== PUBLIC_ROUTE);
const coded = () => guarded().filter((r) => r.permission !== SIGNED_IN);

/**
 * Path parameters get valid-looking values so that the route itself matches; a `:username` (the live
 * channels) is the caller's own, as another user's name is refused whatever the codes.
 */
const call = (r: Walked, token?: string, username = '1'): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: r.method as 'GET',
    url: r.url
      .replace(':username', username)
      .replace(/:[A-Za-z]+/g, '1')
      .replace('*', 'x'),
    headers: token ? bearer(token) : {},
  });

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

/** The status of each route for one caller, so that a failure names the route. */
async function statuses(list: Walked[], token?: string, username?: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const r of list) out[`${r.method} ${r.url}`] = (await call(r, token, username)).statusCode;
  return out;
}

describe('route walk', () => {
  it('collects every route with a permission marker, permission-coded routes among them', () => {
    expect(routes.filter((r) => r.permission === undefined)).toEqual([]);
    expect(coded().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/system/area/:id',
        'GET /api/system/user/factory/bind/list',
        'GET /api/system/user/factory/unbind/list',
        'GET /api/system/userFactory/list',
        'POST /api/system/user/factory/bind',
      ]),
    );
  });

  it("opens no write to every signed-in user but those that act on the caller's own things", () => {
    const writes = routes
      .filter((r) => r.method !== 'GET' && r.permission === SIGNED_IN)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(writes).toEqual(OWN_WRITES);
  });

  it('is listed route by route with its permission in docs/route-permissions.md', () => {
    const table = routeTable(routes);
    // WRITE_ROUTE_TABLE=1 writes the list afresh after a route was added or its code changed.
    if (process.env.WRITE_ROUTE_TABLE === '1') writeFileSync(ROUTE_TABLE_DOC, table);
    expect(readFileSync(ROUTE_TABLE_DOC, 'utf8')).toBe(table);
  });

  it('answers 401 {code: 401} on every non-public route without a token', async () => {
    expect(guarded().length).toBeGreaterThan(8);
    for (const r of guarded()) {
      const res = await call(r);
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
        body: { code: 401, msg: '认证失败，无法访问系统资源' },
      });
    }
  });

  it('guards the HEAD twin of every guarded GET as its GET: 401 without a token, 403 to the newcomer if coded', async () => {
    const guardedHeads = heads.filter((r) => r.permission !== PUBLIC_ROUTE);
    expect(guardedHeads.length).toBe(guarded().filter((r) => r.method === 'GET').length);
    for (const r of guardedHeads) {
      const route = `${r.method} ${r.url}`;
      expect({ route, status: (await call(r)).statusCode }).toEqual({ route, status: 401 });
      if (r.permission !== SIGNED_IN) {
        expect({ route, status: (await call(r, tokens.newcomer)).statusCode }).toEqual({
          route,
          status: 403,
        });
      }
    }
  });

  it('answers 403 {code: 403} on every coded route to a user holding every code but that one', async () => {
    for (const r of coded()) {
      await grantAllBut(db, roleId, String(r.permission));
      const res = await call(r, tokens.allBut);
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('lets the same user through every guard once it holds the code', async () => {
    await grantAllBut(db, roleId, 'no:such:code');
    for (const [route, status] of Object.entries(await statuses(guarded(), tokens.allBut, 'all_but'))) {
      expect({ route, status }).toEqual({ route, status: expect.not.toBeOneOf([401, 403]) });
    }
  });

  it('answers 403 on every coded route to the newcomer (empty permission list)', async () => {
    for (const r of coded()) {
      const res = await call(r, tokens.newcomer);
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('answers 403 to the operator exactly on the coded routes whose code it lacks', async () => {
    expect(operatorCodes.length).toBeGreaterThan(0);
    for (const r of coded()) {
      const status = (await call(r, tokens.operator, 'operator')).statusCode;
      const route = `${r.method} ${r.url}`;
      const allowed = operatorCodes.includes(String(r.permission));
      expect({ route, status }).toEqual({ route, status: allowed ? expect.not.toBeOneOf([401, 403]) : 403 });
    }
  });

  it('lets admin (*:*:*) through every guard: fake input may still give 400 or 404', async () => {
    for (const [route, status] of Object.entries(await statuses(guarded(), tokens.admin, 'admin'))) {
      expect({ route, status }).toEqual({ route, status: expect.not.toBeOneOf([401, 403]) });
    }
  });
});

/**
 * A guarded route that brings onRequest hooks of its own (the public screens' address limiter is one such hook): the
 * guard is put first, so the route's hooks see only admitted callers, each once, in their order.
 */
describe('a guarded route with onRequest hooks of its own', () => {
  let probe: TestApp;
  const seen: string[] = [];
  const hook =
    (name: string): onRequestHookHandler =>
    (request, _reply, done) => {
      seen.push(`${name} ${request.url}`);
      done();
    };
  const reply = { schema: { response: { 200: Type.Object({ code: Type.Number() }) } } };

  beforeAll(async () => {
    probe = await createTestApp(db, {
      beforeReady: (app) => {
        app.get(
          '/api/guard-probe/signed',
          { ...reply, config: { permission: SIGNED_IN }, onRequest: [hook('first'), hook('second')] },
          () => ({ code: 200 }),
        );
        app.get(
          '/api/guard-probe/coded',
          { ...reply, config: { permission: PERM.USER_REMOVE }, onRequest: hook('only') },
          () => ({ code: 200 }),
        );
      },
    });
  });
  afterAll(() => probe.app.close());

  const probeCall = (url: string, token?: string) =>
    probe.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it("refuses before the route's hooks run, and runs them after the guard admitted the caller", async () => {
    expect(operatorCodes).not.toContain(PERM.USER_REMOVE);
    const refused = [
      (await probeCall('/api/guard-probe/signed')).statusCode,
      (await probeCall('/api/guard-probe/coded')).statusCode,
      (await probeCall('/api/guard-probe/coded', tokens.operator)).statusCode,
      (await probeCall('/api/guard-probe/coded', tokens.newcomer)).statusCode,
    ];
    expect(refused).toEqual([401, 401, 403, 403]);
    expect(seen).toEqual([]);

    const admitted = [
      (await probeCall('/api/guard-probe/signed', tokens.newcomer)).statusCode,
      (await probeCall('/api/guard-probe/coded', tokens.admin)).statusCode,
      (await probeCall('/api/guard-probe/signed', tokens.operator)).statusCode,
    ];
    expect(admitted).toEqual([200, 200, 200]);
    expect(seen).toEqual([
      'first /api/guard-probe/signed',
      'second /api/guard-probe/signed',
      'only /api/guard-probe/coded',
      'first /api/guard-probe/signed',
      'second /api/guard-probe/signed',
    ]);
  });

  it('guards the HEAD twin of such a route too', async () => {
    seen.length = 0;
    const head = await probe.app.inject({
      method: 'HEAD',
      url: '/api/guard-probe/coded',
      headers: bearer(tokens.operator ?? ''),
    });
    expect(head.statusCode).toBe(403);
    expect(seen).toEqual([]);
  });
});
