/**
 * 在线用户 and the first-sign-in password change (docs/administration.md "在线用户", "Passwords"): the live sign-ins
 * with their address and browser, 强退 through one app ending the session on the other within a second (its next
 * request and refresh told why, its sockets closed 4003), and the pwd-change flag set by an administrator's add and
 * reset, cleared by the user's own change.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE, LIVE_CLOSE_REASON } from '../../contract/live';
import { ONLINE_MSG, SESSION_END_REASON, type OnlineRow } from '../../contract/online';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { twoInstances, type TwoInstances } from './helpers/two-instances';
import {
  bearer,
  createTestApp,
  getAs,
  login,
  openSeededDb,
  postLogin,
  postRefresh,
  type TestApp,
  sendAs,
} from './helpers/test-app';

const LIST = '/api/monitor/online/list';
const INFO = '/api/system/user/getInfo';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let db: Db;
let a: TestApp;
let b: TestApp;
let both: TwoInstances;
let admin: string;

beforeAll(async () => {
  db = await openSeededDb();
  both = await twoInstances(db);
  ({ a, b } = both);
  admin = (await login(a.app, 'admin')).access_token;
});

afterAll(async () => {
  await both.close();
  await db.close();
});

/** Signs in through app A as a browser at `address` would. */
async function signInFrom(username: string, password: string, address: string) {
  const res = await postLogin(
    a.app,
    { username, password },
    {
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME_ON_WINDOWS },
    },
  );
  const body = res.json() as { access_token?: string; refresh_token?: string };
  if (!body.access_token || !body.refresh_token) throw new Error(`sign-in failed: ${res.body}`);
  return { access: body.access_token, refresh: body.refresh_token };
}

async function rows(query: string, token = admin): Promise<OnlineRow[]> {
  const res = await getAs(a.app, token, `${LIST}${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { rows: OnlineRow[] }).rows;
}

const send = (
  app: TestApp,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => sendAs(app.app, token, method, url, payload);

describe('the online list', () => {
  it('shows a sign-in with its account, factory, address, browser and system; filters by account and address', async () => {
    await signInFrom('operator', 'operator123', '10.8.0.7');
    const found = await rows('?userName=OPERA&ipaddr=10.8.0');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      userName: 'operator',
      nickName: '运维员小王',
      factoryName: '上海第一水厂',
      allFactories: false,
      ipaddr: '10.8.0.7',
      browser: 'Chrome 124',
      os: 'Windows 10',
      current: false,
    });
    expect(found[0]?.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await rows('?userName=operator&ipaddr=10.9.')).toEqual([]);
    // the caller's own sign-in is marked; an administrator sees every factory
    const own = (await rows('?userName=admin')).find((r) => r.current);
    expect(own).toMatchObject({ factoryName: '', allFactories: true });
  });

  it('moves last seen on when a session is read again a minute later, not per request', async () => {
    const { access } = await signInFrom('viewer', 'viewer123', '10.8.0.9');
    const before = (await rows('?userName=viewer&ipaddr=10.8.0.9'))[0]!;
    expect(before.lastSeen).toBe(before.loginTime);
    // a fresh instance reads the session from the database, two minutes on
    const later = await createTestApp(db, { clock: { ...a.clock, now: () => a.clock.now() + 120_000 } });
    try {
      expect((await getAs(later.app, access, INFO)).statusCode).toBe(200);
    } finally {
      await later.app.close();
    }
    const after = (await rows('?userName=viewer&ipaddr=10.8.0.9'))[0]!;
    expect(after.lastSeen > before.lastSeen).toBe(true);
    expect(after.loginTime).toBe(before.loginTime);
  });

  it("keeps to the caller's factory scope: lists and ends only the sessions of users bound to its factories", async () => {
    const role = await createRole(db, 'online_scoped');
    await grantCodes(db, role, [PERM.ONLINE_LIST, PERM.ONLINE_FORCE_LOGOUT]);
    const viewerFactories = (
      await db.query<{ f: number }>(
        "SELECT factory_id AS f FROM sys_user_factory JOIN sys_user USING (user_id) WHERE user_name = 'viewer'",
      )
    ).rows.map((r) => r.f);
    await createUser(db, {
      userName: 'scoped_admin',
      password: 'scoped123',
      roleId: role,
      factories: viewerFactories,
    });
    const scoped = (await login(a.app, 'scoped_admin', 'scoped123')).access_token;
    await signInFrom('viewer', 'viewer123', '10.8.3.1');
    await signInFrom('operator', 'operator123', '10.8.3.2');
    const seen = await rows('?ipaddr=10.8.3.', scoped);
    expect(seen.map((r) => r.userName)).toEqual(['viewer']);
    const [outside] = await rows('?ipaddr=10.8.3.2');
    expect((await send(a, scoped, 'DELETE', `/api/monitor/online/${outside!.tokenId}`)).statusCode).toBe(404);
    expect(await rows('?ipaddr=10.8.3.2')).toHaveLength(1);
  });

  it('needs its code: the operator is refused both routes', async () => {
    const op = (await login(a.app, 'operator')).access_token;
    expect((await getAs(a.app, op, LIST)).statusCode).toBe(403);
    expect((await send(a, op, 'DELETE', '/api/monitor/online/1')).statusCode).toBe(403);
  });
});

describe('强退', () => {
  const wsUrl = (token: string, user: string) => `/api/ws/count/${user}?access_token=${token}`;
  const open = (path: string) => both.open(path);
  const closed = (ws: WebSocket) => both.closed(ws);

  it("on app A ends the session on app B within a second, says why to its next request and refresh, and closes that sign-in's sockets only", async () => {
    const target = await signInFrom('supervisor', 'super123', '10.8.1.1');
    const other = await signInFrom('supervisor', 'super123', '10.8.1.2');
    // B keeps the session in memory
    expect((await getAs(b.app, target.access, INFO)).statusCode).toBe(200);
    const socket = await open(wsUrl(target.access, 'supervisor'));
    const otherSocket = await open(wsUrl(other.access, 'supervisor'));
    const socketClosed = closed(socket);

    const [row] = await rows('?userName=supervisor&ipaddr=10.8.1.1');
    const res = await send(a, admin, 'DELETE', `/api/monitor/online/${row!.tokenId}`);
    expect(res.json()).toEqual({ code: 200, msg: ONLINE_MSG.FORCE_LOGOUT_OK });

    await vi.waitFor(async () => expect((await getAs(b.app, target.access, INFO)).statusCode).toBe(401), {
      timeout: 1000,
      interval: 20,
    });
    const refused = await getAs(b.app, target.access, INFO);
    expect(refused.json()).toEqual({ code: 401, msg: ONLINE_MSG.FORCED, error: SESSION_END_REASON.FORCED });
    expect((await postRefresh(b.app, target.refresh)).json()).toEqual({
      code: 500,
      msg: ONLINE_MSG.FORCED,
      error: SESSION_END_REASON.FORCED,
    });
    expect(await socketClosed).toEqual([LIVE_CLOSE.FORCED_OUT, LIVE_CLOSE_REASON.FORCED_OUT]);

    // the user's other sign-in goes on, its socket too
    expect((await getAs(b.app, other.access, INFO)).statusCode).toBe(200);
    expect(otherSocket.readyState).toBe(WebSocket.OPEN);
    expect(await rows('?userName=supervisor&ipaddr=10.8.1.1')).toEqual([]);
    // a token simply signed out is told nothing more
    await a.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: bearer(other.access) });
    expect((await getAs(a.app, other.access, INFO)).json()).toEqual({
      code: 401,
      msg: '认证失败，无法访问系统资源',
    });
  });

  it("refuses the caller's own session, and answers 404 for a sign-in ended or unknown", async () => {
    const own = (await rows('?userName=admin')).find((r) => r.current)!;
    expect((await send(a, admin, 'DELETE', `/api/monitor/online/${own.tokenId}`)).json()).toEqual({
      code: 500,
      msg: ONLINE_MSG.SELF,
    });
    const { access } = await signInFrom('newcomer', 'newcomer123', '10.8.2.1');
    const [row] = await rows('?userName=newcomer&ipaddr=10.8.2.1');
    await a.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: bearer(access) });
    const ended = await send(a, admin, 'DELETE', `/api/monitor/online/${row!.tokenId}`);
    expect([ended.statusCode, ended.json().msg]).toEqual([404, ONLINE_MSG.NOT_FOUND]);
    expect((await send(a, admin, 'DELETE', '/api/monitor/online/999999')).statusCode).toBe(404);
    expect((await send(a, admin, 'DELETE', '/api/monitor/online/abc')).json().msg).toContain(
      'params/tokenId',
    );
  });
});

describe('the password an administrator set', () => {
  const required = async (token: string) =>
    (await getAs(a.app, token, INFO)).json().pwdChangeRequired as boolean;

  it("must be changed: set by add and reset, cleared by the user's own change; demo users are not flagged", async () => {
    for (const demo of ['admin', 'operator', 'viewer'])
      expect(await required((await login(a.app, demo)).access_token)).toBe(false);
    const added = await send(a, admin, 'POST', '/api/system/user', {
      userName: 'first_pwd',
      nickName: '首次',
      password: 'given1234',
      roleIds: [2],
      factoryIds: [11],
    });
    expect(added.json().code).toBe(200);
    const first = (await login(a.app, 'first_pwd', 'given1234')).access_token;
    expect(await required(first)).toBe(true);

    const changed = await send(a, first, 'PUT', '/api/system/user/profile/updatePwd', {
      oldPassword: 'given1234',
      newPassword: 'mine12345',
    });
    expect(changed.json().code).toBe(200);
    expect(await required(first)).toBe(false);

    const userId = (await getAs(a.app, first, INFO)).json().user.userId as number;
    const reset = await send(a, admin, 'PUT', '/api/system/user/resetPwd', { userId, password: 'again1234' });
    expect(reset.json().code).toBe(200);
    expect(await required((await login(a.app, 'first_pwd', 'again1234')).access_token)).toBe(true);
  });
});

describe('migration 024', () => {
  it('adds 在线用户 and its buttons to a demo database seeded before it, as the seed has them', async () => {
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num, is_frame,
                keep_alive, allow_back, target FROM sys_menu WHERE menu_id IN (6021, 60211, 60212) ORDER BY menu_id`,
      );
    const seeded = (await menus()).rows;
    expect(seeded).toHaveLength(3);
    // the database as it was before 024
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (6021, 60211, 60212)');
    await db.query(
      'ALTER TABLE auth_login DROP COLUMN user_agent, DROP COLUMN last_seen_at, DROP COLUMN revoke_reason',
    );
    await db.query('ALTER TABLE sys_user DROP COLUMN pwd_change_required');
    await db.query('DROP INDEX auth_login_live');
    await db.query("DELETE FROM schema_migrations WHERE version = '024-online-passwords'");
    expect(await migrate(db)).toEqual(['024-online-passwords']);
    expect((await menus()).rows).toEqual(seeded);
    const routers = (await getAs(a.app, admin, '/api/system/menu/getRouters?remark=woms')).body;
    expect(routers).toContain('"component":"monitor/online/index"');
  });
});
