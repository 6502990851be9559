/**
 * 操作日志 and 登录日志 (docs/administration.md): every write recorded off the request path with its user, module,
 * route, target, result and duration; secrets never stored; failed writes recorded; the retention cleaner; sign-in,
 * refresh-failure and sign-out rows with the browser and OS; list filters, paging, detail and exports. Runs on PGlite
 * and on PostgreSQL (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperLogDetail, OperLogRow, LoginLogRow } from '../../contract/logs/schemas';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { sweepOldLogs } from '../../server/src/modules/log/retention-sweep';
import {
  bearer,
  captcha,
  createTestApp,
  login,
  openSeededDb,
  postLogin,
  postRefresh,
  TEST_CAPTCHA,
  type TestApp,
  sendAs,
} from './helpers/test-app';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { createUser } from './helpers/fixtures';
import { sheetRows } from './helpers/xlsx-sheet';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Passwords sent in this file: none may appear in any log row. */
const SECRETS = {
  add: 'AddSecret-1x',
  reset: 'ResetSecret-2y',
  old: 'OldSecret-3z',
  fresh: 'NewSecret-4w',
  signIn: 'SignInSec-5v',
  register: 'RegSecret-6u',
};

let db: Db;
let t: TestApp;
let admin = '';
let viewer = '';
let pwdUserId = 0;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
  viewer = (await login(t.app, 'viewer')).access_token;
  pwdUserId = await createUser(db, {
    userName: 'log_pwd',
    password: SECRETS.old,
    roleId: 2,
    factories: [11],
  });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  sendAs(t.app, token, method, url, payload);
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function operRows(query = ''): Promise<{ rows: OperLogRow[]; total: number }> {
  const res = await get(admin, `/api/monitor/operlog/list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function loginRows(query = ''): Promise<{ rows: LoginLogRow[]; total: number }> {
  const res = await get(admin, `/api/monitor/logininfor/list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('操作日志 recording', () => {
  it('records a write with its user, module, action, route, target, address and duration', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/system/user/changeStatus',
      headers: bearer(admin),
      payload: { userId: pwdUserId, status: '0' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const [row] = (await operRows('pageSize=1')).rows;
    expect(row).toMatchObject({
      title: 'user',
      businessType: 'edit',
      requestMethod: 'PUT',
      operUrl: '/api/system/user/changeStatus',
      targetId: String(pwdUserId),
      operUserId: 1,
      operName: 'admin',
      operIp: '10.1.2.3',
      httpStatus: 200,
      resultCode: 200,
      status: '0',
      errorMsg: '',
      operTime: '2026-03-02 16:00:00',
    });
    expect(row?.costTime).toBeGreaterThanOrEqual(0);
    const detail = await get(admin, `/api/monitor/operlog/${row?.operId}`);
    expect((detail.json() as { data: OperLogDetail }).data.operParam).toBe(
      `{"body":{"userId":${pwdUserId},"status":"0"}}`,
    );
  });

  it('records a delete with the path parameter as its target, and never a read', async () => {
    const before = (await operRows()).total;
    await get(admin, '/api/system/user/list');
    expect((await operRows()).total).toBe(before);
    const res = await send(admin, 'POST', '/api/system/menu/userFavorite/delete/1011');
    expect(res.statusCode).toBe(200);
    expect((await operRows('pageSize=1')).rows[0]).toMatchObject({
      businessType: 'delete',
      operUrl: '/api/system/menu/userFavorite/delete/:menuId',
      targetId: '1011',
    });
  });

  it('records failed writes: a 400 naming the field, a refusal, a 403 and a 401', async () => {
    const bad = await send(admin, 'PUT', '/api/system/user/changeStatus', { userId: pwdUserId, status: '7' });
    expect(bad.statusCode).toBe(400);
    expect((await operRows('pageSize=1')).rows[0]).toMatchObject({
      httpStatus: 400,
      resultCode: 400,
      status: '1',
      errorMsg: bad.json().msg,
    });
    expect(bad.json().msg).toContain('body/status');

    const dup = await send(admin, 'POST', '/api/system/user', {
      userName: 'admin',
      nickName: '重名',
      password: SECRETS.add,
    });
    expect(dup.json().code).toBe(500);
    expect((await operRows('pageSize=1')).rows[0]).toMatchObject({
      businessType: 'add',
      httpStatus: 200,
      resultCode: 500,
      status: '1',
      errorMsg: dup.json().msg,
    });

    const forbidden = await send(viewer, 'PUT', '/api/system/user/changeStatus', { userId: 2, status: '0' });
    expect(forbidden.statusCode).toBe(403);
    expect((await operRows('pageSize=1')).rows[0]).toMatchObject({
      operName: 'viewer',
      httpStatus: 403,
      status: '1',
    });

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/system/user/changeStatus',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await operRows('pageSize=1')).rows[0]).toMatchObject({
      operUserId: null,
      operName: '',
      httpStatus: 401,
    });
  });

  it('never stores a password: user add, reset, updatePwd, registration and sign-in', async () => {
    const add = await send(admin, 'POST', '/api/system/user', {
      userName: 'log_new',
      nickName: '日志用户',
      password: SECRETS.add,
      roleIds: [2],
    });
    expect(add.json()).toMatchObject({ code: 200 });
    const reset = await send(admin, 'PUT', '/api/system/user/resetPwd', {
      userId: pwdUserId,
      password: SECRETS.reset,
    });
    expect(reset.json()).toMatchObject({ code: 200 });
    const own = (await login(t.app, 'log_pwd', SECRETS.reset)).access_token;
    const query = new URLSearchParams({ oldPassword: SECRETS.reset, newPassword: SECRETS.fresh });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/system/user/profile/updatePwd?${query.toString()}`,
      headers: bearer(own),
    });
    expect(changed.json().code).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'log_reg',
        password: SECRETS.register,
        code: TEST_CAPTCHA,
        uuid: await captcha(t.app),
      },
    });
    expect(registered.json()).toMatchObject({ code: 200 });
    expect((await postLogin(t.app, { username: 'admin', password: SECRETS.signIn })).json().code).toBe(500);

    const added = (await operRows('pageSize=10')).rows.find((r) => r.operUrl === '/api/system/user');
    const detail = (await get(admin, `/api/monitor/operlog/${added?.operId}`)).json() as {
      data: OperLogDetail;
    };
    expect(detail.data.operParam).toContain('"password":"******"');
    expect(detail.data.operParam).toContain('"userName":"log_new"');
    await loginRows(); // writes this instance's queued sign-in rows
    const { rows } = await db.query<{ t: string }>(
      'SELECT o::text AS t FROM sys_oper_log o UNION ALL SELECT l::text FROM sys_logininfor l',
    );
    const all = rows.map((r) => r.t).join('\n');
    expect(all).toContain('log_new');
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret);
  });
});

describe('登录日志 recording', () => {
  it('records a sign-in with the browser and OS, a wrong password, a wrong captcha and a sign-out', async () => {
    const ok = await postLogin(
      t.app,
      { username: 'operator', password: 'operator123' },
      { headers: { ...FORM, 'user-agent': CHROME_WIN }, remoteAddress: '10.9.9.9' },
    );
    const token = (ok.json() as { access_token: string }).access_token;
    await postLogin(
      t.app,
      { username: 'Operator', password: 'nope-nope' },
      { headers: { ...FORM, 'user-agent': SAFARI_IOS }, remoteAddress: '10.9.9.9' },
    );
    await postLogin(t.app, { username: 'operator', password: 'operator123', code: 'zzzz' });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { ...bearer(token), 'user-agent': CHROME_WIN },
    });
    const { rows } = await loginRows('pageSize=4');
    expect(rows.map((r) => [r.userName, r.event, r.status, r.reason])).toEqual([
      ['operator', 'logout', '0', 'success'],
      ['operator', 'login', '1', 'captcha'],
      ['Operator', 'login', '1', 'badCredentials'],
      ['operator', 'login', '0', 'success'],
    ]);
    expect(rows[3]).toMatchObject({
      ipaddr: '10.9.9.9',
      browser: 'Chrome 131',
      os: 'Windows 10',
      msg: '登录成功',
    });
    expect(rows[2]).toMatchObject({ browser: 'Safari 17', os: 'iOS 17', msg: '用户不存在/密码错误' });
  });

  it('records a disabled account, a throttled sign-in and a refused refresh', async () => {
    await createUser(db, { userName: 'log_off', password: 'off12345', roleId: 2, factories: [] });
    await db.query("UPDATE sys_user SET status = '1' WHERE user_name = 'log_off'");
    await postLogin(t.app, { username: 'log_off', password: 'off12345' });
    expect((await loginRows('pageSize=1')).rows[0]).toMatchObject({
      userName: 'log_off',
      reason: 'disabled',
    });

    const from = { remoteAddress: '10.7.7.7' };
    for (let i = 0; i < 5; i++)
      await postLogin(t.app, { username: 'supervisor', password: 'wrong-one' }, from);
    const held = await postLogin(t.app, { username: 'supervisor', password: 'super123' }, from);
    expect(held.statusCode).toBe(429);
    expect((await loginRows('pageSize=1')).rows[0]).toMatchObject({
      userName: 'supervisor',
      status: '1',
      reason: 'locked',
      msg: held.json().msg,
    });

    const { refresh_token } = await login(t.app, 'viewer');
    await postRefresh(t.app, refresh_token);
    const reused = await postRefresh(t.app, refresh_token);
    expect(reused.json().code).toBe(500);
    expect((await loginRows('pageSize=1')).rows[0]).toMatchObject({
      userName: 'viewer',
      event: 'refresh',
      reason: 'refreshInvalid',
    });
  });
});

describe('lists, detail, export, permissions', () => {
  it('filters by account, module, result and time, and pages', async () => {
    const byViewer = await operRows('operName=VIEWER');
    expect(byViewer.total).toBeGreaterThan(0);
    expect(byViewer.rows.every((r) => r.operName === 'viewer')).toBe(true);
    const failed = await operRows('status=1&title=user');
    expect(failed.rows.every((r) => r.status === '1' && r.title === 'user')).toBe(true);
    expect(failed.total).toBeGreaterThanOrEqual(3);
    const all = await operRows();
    const page2 = await operRows('pageNum=2&pageSize=2');
    expect(page2.total).toBe(all.total);
    expect(page2.rows.map((r) => r.operId)).toEqual(all.rows.slice(2, 4).map((r) => r.operId));
    expect((await operRows('beginTime=2026-03-02%2016:00:01')).total).toBe(0);
    expect((await operRows('endTime=2026-03-02%2016:00:00')).total).toBe(all.total);
    const bad = await get(admin, '/api/monitor/operlog/list?beginTime=2026-02-30%2000:00:00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('querystring/beginTime is not a real time');

    const addr = await loginRows('ipaddr=10.9.9.9&status=0');
    expect(addr.rows.map((r) => r.userName)).toEqual(['operator']);
    expect((await loginRows('userName=OPERATOR')).total).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for a missing row and exports .xlsx of the filter', async () => {
    expect((await get(admin, '/api/monitor/operlog/999999999')).statusCode).toBe(404);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/monitor/operlog/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'operName=viewer',
    });
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('操作日志_20260302.xlsx')}`,
    );
    const rows = sheetRows(file);
    expect(rows[0]).toContain('操作人员');
    expect(rows.length).toBe((await operRows('operName=viewer')).total + 1);
    const who = rows[0]!.indexOf('操作人员');
    expect(rows.slice(1).every((r) => r[who] === 'viewer')).toBe(true);

    const logins = await send(admin, 'POST', '/api/monitor/logininfor/export', { userName: 'log_off' });
    const loginRows = sheetRows(logins);
    expect(loginRows).toHaveLength(2);
    // the codes as the page names them (server/src/modules/log/export-labels.ts)
    expect(loginRows[1]).toContain('账号停用');
    expect(loginRows[1]).toContain('失败');
    expect(loginRows[1]).toContain('登录');
    const result = rows[0]!.indexOf('状态');
    expect(rows.slice(1).every((r) => ['成功', '失败'].includes(String(r[result])))).toBe(true);
    const bad = await send(admin, 'POST', '/api/monitor/logininfor/export', {
      beginTime: '2026-02-30 00:00:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('body/beginTime is not a real time');
  });

  it('refuses both logs to a user without the codes', async () => {
    expect((await get(viewer, '/api/monitor/operlog/list')).statusCode).toBe(403);
    expect((await get(viewer, '/api/monitor/logininfor/list')).statusCode).toBe(403);
    expect((await send(viewer, 'PUT', '/api/monitor/operlog/retention', { days: 5 })).statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('keeps the setting in the database, refuses a bad one, and the cleaner deletes only older rows', async () => {
    expect((await get(admin, '/api/monitor/operlog/retention')).json().data).toEqual({ days: 180 });
    const bad = await send(admin, 'PUT', '/api/monitor/operlog/retention', { days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body/days');
    expect((await send(admin, 'PUT', '/api/monitor/operlog/retention', { days: 30 })).json().code).toBe(200);
    expect((await get(admin, '/api/monitor/operlog/retention')).json().data).toEqual({ days: 30 });

    const now = t.clock.now();
    const day = 86_400_000;
    await db.query(
      `INSERT INTO sys_oper_log (title, business_type, request_method, oper_url, http_status, status, cost_time, oper_time)
       VALUES ('old', 'edit', 'PUT', '/x', 200, '0', 1, $1), ('kept', 'edit', 'PUT', '/x', 200, '0', 1, $2)`,
      [new Date(now - 31 * day), new Date(now - 29 * day)],
    );
    await db.query(
      `INSERT INTO sys_logininfor (user_name, event, status, reason, login_time)
       VALUES ('old_login', 'login', '0', 'success', $1), ('kept_login', 'login', '0', 'success', $2)`,
      [new Date(now - 31 * day), new Date(now - 29 * day)],
    );
    const before = (await operRows()).total;
    expect(await sweepOldLogs(db, t.clock, 1)).toEqual({ operLog: 1, loginLog: 1 });
    expect((await operRows('title=old')).total).toBe(0);
    expect((await operRows('title=kept')).total).toBe(1);
    expect((await loginRows('userName=old_login')).total).toBe(0);
    expect((await loginRows('userName=kept_login')).total).toBe(1);
    // the PUT above was recorded meanwhile: everything of today is still there
    expect((await operRows()).total).toBe(before - 1);
  });
});

describe('the cleaner on two instances', () => {
  it('deletes each old row once when two sweeps run at once (PostgreSQL: in parallel, skipping held rows)', async () => {
    const old = new Date(t.clock.now() - 400 * 86_400_000);
    await db.query(
      `INSERT INTO sys_oper_log (title, business_type, request_method, oper_url, http_status, status, cost_time, oper_time)
       SELECT 'swept', 'edit', 'PUT', '/x', 200, '0', 1, $1 FROM generate_series(1, 25)`,
      [old],
    );
    const [a, b] = await Promise.all([sweepOldLogs(db, t.clock, 3), sweepOldLogs(db, t.clock, 3)]);
    expect((a?.operLog ?? 0) + (b?.operLog ?? 0)).toBe(25);
    expect((await operRows('title=swept')).total).toBe(0);
  });
});

// Last: it drops and makes again this file's tables.
describe('migration 023', () => {
  it('adds 操作日志 and 登录日志 with their buttons to a demo database seeded before them, as the seed has them', async () => {
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num, is_frame,
                keep_alive, allow_back, target FROM sys_menu WHERE menu_id BETWEEN 6019 AND 6020
                   OR parent_id IN (6019, 6020) ORDER BY menu_id`,
      );
    const seeded = (await menus()).rows;
    expect(seeded).toHaveLength(8);
    await db.query('DELETE FROM sys_menu WHERE menu_id BETWEEN 6019 AND 6020 OR parent_id IN (6019, 6020)');
    await db.exec('DROP TABLE sys_oper_log; DROP TABLE sys_logininfor; DROP TABLE sys_config');
    await db.query("DELETE FROM schema_migrations WHERE version = '023-logs'");
    expect(await migrate(db)).toEqual(['023-logs']);
    expect((await menus()).rows).toEqual(seeded);
    const routers = (await get(admin, '/api/system/menu/getRouters?remark=woms')).body;
    expect(routers).toContain('"component":"monitor/operlog/index"');
    expect(routers).toContain('"component":"monitor/logininfor/index"');
  });
});
