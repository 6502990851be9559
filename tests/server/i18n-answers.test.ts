/**
 * Answers in the request's language (docs/i18n.md): with `Accept-Language: en-US` the menus, role names, dictionary
 * labels, message titles, alarm contents and every `msg` (successes, refusals, 404s, field errors, the sign-in's) are
 * English; without it they are the requirement's Chinese. A text an administrator typed stays as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_API, type AlarmWindow } from '../../contract/alarm';
import type { RouteItem } from '../../contract/system';
import type { Db } from '../../server/src/db/client';
import { SEEDED_COLUMNS } from '../../server/src/setup/seed/seeded-texts';
import { bearer, createTestApp, login, openSeededDb, postLogin, type TestApp } from './helpers/test-app';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

let db: Db;
let t: TestApp;
let admin = '';
let supervisor = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
  supervisor = (await login(t.app, 'supervisor')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

const titles = (items: RouteItem[]): string[] =>
  items.flatMap((i) => [i.meta.title, ...titles(i.children ?? [])]);

describe('menus', () => {
  it('answers every seeded title in English and in Chinese, per request, from the one cache', async () => {
    const url = '/api/system/menu/getRouters?remark=woms';
    const en = await get(admin, url, EN);
    expect(en.headers.vary).toMatch(/Accept-Language/);
    const body = en.json() as { msg: string; data: RouteItem[] };
    expect(body.msg).toBe('Done');
    const english = titles(body.data);
    expect(english).toEqual(
      expect.arrayContaining(['Work orders', 'Repair orders', 'Users', 'Applications']),
    );
    expect(english.filter((title) => CJK.test(title))).toEqual([]);
    const zh = (await get(admin, url, ZH)).json() as { msg: string; data: RouteItem[] };
    expect(zh.msg).toBe('操作成功');
    expect(titles(zh.data)).toEqual(expect.arrayContaining(['设备工单', '维修工单', '用户管理']));
    // the English answer asked again is still English (kept per language)
    expect(titles((await get(admin, url, EN)).json().data)).toEqual(english);
  });

  it('keeps a title an administrator typed', async () => {
    await db.query("UPDATE sys_menu SET menu_name = '报修单' WHERE menu_id = 3011");
    try {
      const data = (await get(supervisor, '/api/system/menu/getRouters?remark=woms', EN)).json()
        .data as RouteItem[];
      expect(titles(data)).toContain('报修单');
      expect(titles(data)).toContain('Inspection orders');
    } finally {
      await db.query("UPDATE sys_menu SET menu_name = '维修工单' WHERE menu_id = 3011");
    }
  });

  it('names favourites and the role grant tree in English', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/system/menu/userFavorite/add/3011',
      headers: bearer(admin),
    });
    const favourites = (await get(admin, '/api/system/menu/getFavorites', EN)).json().data as {
      title: string;
    }[];
    expect(favourites.map((f) => f.title)).toContain('Repair orders');
    const tree = JSON.stringify((await get(admin, '/api/system/role/menuTree', EN)).json().data);
    expect(tree).toContain('"label":"Query users"');
    expect(CJK.test(tree)).toBe(false);
  });
});

describe('roles and dictionaries', () => {
  it('names seeded roles in English in getInfo, the profile and the role options', async () => {
    const info = (await get(supervisor, '/api/system/user/getInfo', EN)).json() as {
      msg: string;
      user: { roles: { roleName: string }[] };
    };
    expect(info.msg).toBe('Done');
    expect(info.user.roles.map((r) => r.roleName)).toEqual(['Supervisor']);
    expect((await get(supervisor, '/api/system/user/getInfo', ZH)).json().user.roles[0].roleName).toBe(
      '主管',
    );
    expect((await get(supervisor, '/api/system/user/profile', EN)).json().roleGroup).toBe('Supervisor');
    const options = (await get(admin, '/api/system/role/optionselect', EN)).json().data as {
      roleName: string;
    }[];
    expect(options.filter((r) => CJK.test(r.roleName))).toEqual([]);
  });

  it('labels seeded dictionary entries in English', async () => {
    const data = (await get(admin, '/api/system/dict/data/type/oms_device_status', EN)).json().data as {
      dictLabel: string;
    }[];
    expect(data.map((d) => d.dictLabel)).toEqual(['Running', 'Standby', 'Under repair', 'Disabled']);
    const zh = (await get(admin, '/api/system/dict/data/type/oms_device_status')).json().data as {
      dictLabel: string;
    }[];
    expect(zh.map((d) => d.dictLabel)).toEqual(['运行', '备用', '检修', '停用']);
  });
});

describe('row labels', () => {
  it("labels work-order rows in English: status, dictionary labels, yes and no; people's texts stay", async () => {
    const url = '/api/system/base/workOrder/fix/list?pageNum=1&pageSize=50&factoryId=11';
    const en = (await get(supervisor, url, EN)).json().rows as Record<string, string>[];
    const zh = (await get(supervisor, url)).json().rows as Record<string, string>[];
    expect(en.length).toBeGreaterThan(0);
    const labels = [
      'statusLabel',
      'fixTypeLabel',
      'reportSourceLabel',
      'handleResultLabel',
      'isForwardLabel',
    ];
    for (const row of en) for (const key of labels) expect(row[key] ?? '').not.toMatch(CJK);
    expect(zh.map((r) => r.statusLabel)).toEqual(expect.arrayContaining([expect.stringMatching(CJK)]));
    expect(en.map((r) => r.reportContent)).toEqual(zh.map((r) => r.reportContent));
  });

  it("says a closed order's process log in English: titles, verdicts, results and a plan's name; people's texts stay", async () => {
    const closed = (
      await get(supervisor, '/api/system/base/workOrder/fix/list?pageNum=1&pageSize=50&factoryId=11&status=9')
    ).json().rows as { taskId: number }[];
    expect(closed.length).toBeGreaterThan(0);
    const url = `/api/system/base/task/log/list?taskId=${closed[0]!.taskId}`;
    type Log = { title: string; logObj: Record<string, string | number | null> };
    const en = (await get(supervisor, url, EN)).json().data as Log[];
    const zh = (await get(supervisor, url)).json().data as Log[];
    expect(en.map((l) => l.title)).toEqual(expect.arrayContaining(['Reported', 'Dispatched', 'Handled']));
    expect(zh.map((l) => l.title)).toEqual(expect.arrayContaining(['上报', '派单', '处理']));
    const words = ['handleResultLabel', 'approvalResultLabel', 'acceptResultLabel'];
    for (const log of en) {
      expect(log.title).not.toMatch(CJK);
      for (const key of words) expect(String(log.logObj[key] ?? '')).not.toMatch(CJK);
    }
    // what people typed stays as typed
    expect(en.map((l) => l.logObj.handleDesc ?? null)).toEqual(zh.map((l) => l.logObj.handleDesc ?? null));
    const historic = (
      await get(supervisor, `/api/workflow/base/task/examine/historic/list/1/${closed[0]!.taskId}`, EN)
    ).json().data as { title: string }[];
    expect(historic.map((h) => h.title)).toEqual(en.map((l) => l.title));
    // an order a maintenance plan dispatched names the plan as its dispatcher
    const planned = await db.query<{ task_id: number }>(
      `SELECT t.task_id FROM wo_task t JOIN wo_task_log l ON l.task_id = t.task_id
        WHERE t.plan_id IS NOT NULL AND t.kind = 'maint' AND l.log_type = 3 AND t.factory_id = 11 LIMIT 1`,
    );
    expect(planned.rows.length).toBe(1);
    const planLogs = (
      await get(supervisor, `/api/system/base/task/log/list?taskId=${planned.rows[0]!.task_id}`, EN)
    ).json().data as Log[];
    expect(planLogs.find((l) => l.title === 'Dispatched')?.logObj.distributeByName).toBe('Maintenance plan');
  });

  it('names seeded roles in English in the 角色管理 list, and the edit form reads the stored name', async () => {
    const list = (await get(admin, '/api/system/role/list?pageNum=1&pageSize=50', EN)).json().rows as {
      roleId: number;
      roleName: string;
    }[];
    expect(list.filter((r) => CJK.test(r.roleName))).toEqual([]);
    const supervisorRole = list.find((r) => r.roleName === 'Supervisor');
    expect(supervisorRole).toBeDefined();
    expect((await get(admin, `/api/system/role/${supervisorRole?.roleId}`, EN)).json().data.roleName).toBe(
      '主管',
    );
  });

  it('labels the default table columns in English while as seeded, the seed matching migration 005', async () => {
    const { rows } = await db.query<{ table_id: number; prop: string; label: string }>(
      'SELECT table_id, prop, label FROM gen_table_column ORDER BY table_id, sort',
    );
    expect(rows.map((r) => [r.table_id, r.prop, r.label])).toEqual(SEEDED_COLUMNS);
    const en = (await get(admin, '/api/tool/gen/1', EN)).json().data.rows as { label: string }[];
    expect(en.map((c) => c.label)).toEqual([
      'User ID',
      'Account',
      'Name',
      'Department',
      'Mobile',
      'Status',
      'Created',
    ]);
    const zh = (await get(admin, '/api/tool/gen/1', ZH)).json().data.rows as { label: string }[];
    expect(zh.map((c) => c.label)[0]).toBe('用户编号');
  });

  it('says the stored message of a sign-in event in English', async () => {
    const rows = (await get(admin, '/api/monitor/logininfor/list?pageNum=1&pageSize=50', EN)).json().rows as {
      msg: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => CJK.test(r.msg))).toEqual([]);
  });
});

describe('messages of answers', () => {
  it('says refusals, not-founds and field errors in English', async () => {
    const missing = await get(admin, '/api/system/role/999999', EN);
    expect(missing.json().msg).toBe('The role does not exist');
    const zh = await get(admin, '/api/system/role/999999');
    expect(zh.json().msg).toBe('角色不存在');
    const forbidden = await get(supervisor, '/api/system/role/list', EN);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('No permission: please ask the administrator');
    const unknown = await get(admin, '/api/nowhere', EN);
    expect(unknown.json().msg).toBe('No such interface: GET /api/nowhere');
  });

  it('says the sign-in refusal in English', async () => {
    const res = await postLogin(
      t.app,
      { username: 'admin', password: 'wrong-password' },
      {
        headers: { ...EN, 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(res.json().msg).toBe('User does not exist or wrong password');
  });

  it('writes nothing in English into stored answers: the same route in Chinese is unchanged', async () => {
    expect((await get(admin, '/api/system/role/999999', EN)).json().msg).toBe('The role does not exist');
    expect((await get(admin, '/api/system/role/999999')).json().msg).toBe('角色不存在');
  });
});

describe('stored texts', () => {
  it('translates message titles and alarm contents when read', async () => {
    const list = (
      await get(supervisor, '/api/system/base/task/msg/list/11/2?pageNum=1&pageSize=50', EN)
    ).json() as {
      rows: { msgTitle: string }[];
    };
    expect(list.rows.length).toBeGreaterThan(0);
    // factory names are user data and may stay Chinese; the rest is English
    const stripped = list.rows.map((r) => r.msgTitle.replace(/上海第一水厂|苏州工业园能源站/g, ''));
    expect(stripped.filter((title) => CJK.test(title))).toEqual([]);
    const windowOf = async (headers: Record<string, string>) =>
      ((await get(supervisor, ALARM_API.WINDOW, headers)).json().data as AlarmWindow).deviceAlarmWindow;
    const en = await windowOf(EN);
    const zh = new Map((await windowOf(ZH)).map((a) => [a.alarmRecordId, a.content]));
    expect(en.length).toBeGreaterThan(0);
    for (const alarm of en) {
      expect(alarm.content).not.toBe(zh.get(alarm.alarmRecordId));
      // the meter's name is user data; the words around it are the server's
      expect(alarm.content).not.toMatch(/越限|联动|读数|超出量程|通讯中断|无数据上报|通讯异常|下挂仪表/);
    }
  });
});
