/** getInfo, getRouters and btns per demo account (docs/requirements.md §6, §7; docs/architecture.md §3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteItem } from '../../contract/system/schemas';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { listMigrations, migrate } from '../../server/src/db/migrate';
import { seedDemo } from '../../server/src/setup/seed/index';
import { flattenMenus } from '../../server/src/setup/seed/menus';
import { addLinkMenu } from './helpers/fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer', 'newcomer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);

function walk(routes: RouteItem[], out: RouteItem[] = []): RouteItem[] {
  for (const r of routes) {
    out.push(r);
    walk(r.children ?? [], out);
  }
  return out;
}

async function routers(who: string): Promise<RouteItem[]> {
  const res = await as(who, '/api/system/menu/getRouters?remark=woms');
  expect(res.statusCode).toBe(200);
  return res.json().data as RouteItem[];
}

describe('GET /api/system/user/getInfo', () => {
  it('gives admin the wildcard and the profile', async () => {
    const body = (await as('admin', '/api/system/user/getInfo')).json();
    expect(body).toMatchObject({ code: 200, roles: ['admin'], permissions: ['*:*:*'] });
    expect(body.user).toMatchObject({
      userName: 'admin',
      status: '0',
      dept: { deptId: 100, deptName: '数字化运营中心' },
    });
    expect(body.user.roles).toEqual([{ roleId: 1, roleName: '超级管理员', roleKey: 'admin' }]);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
  });

  it('gives the operator the codes of its menus and buttons', async () => {
    const body = (await as('operator', '/api/system/user/getInfo')).json();
    expect(body.user).toMatchObject({ userName: 'operator', nickName: '运维员小王', roleIds: [2] });
    expect(body.permissions).toEqual(
      expect.arrayContaining([
        'system:fix:handle',
        'system:inspect:handle',
        'system:maintain:handle',
        'system:planFix:list',
      ]),
    );
    expect(body.permissions).not.toContain('base:task:accept:accept');
    expect(body.permissions).not.toContain('workflow:process:complete');
    expect(body.permissions).not.toContain('system:user:list');
    // the device and meter ledgers read-only (docs/architecture.md §3 "Asset ledger")
    expect(body.permissions).toEqual(expect.arrayContaining(['asset:device:list', 'asset:meter:list']));
    for (const code of [
      'asset:device:add',
      'asset:device:edit',
      'asset:device:remove',
      'asset:meter:add',
      'asset:meter:edit',
      'asset:meter:remove',
    ])
      expect(body.permissions).not.toContain(code);
    expect(new Set(body.permissions).size).toBe(body.permissions.length);
  });

  it('gives the supervisor dispatch, audit, acceptance and report codes', async () => {
    const body = (await as('supervisor', '/api/system/user/getInfo')).json();
    expect(body.user.nickName).toBe('主管老李');
    expect(body.permissions).toEqual(
      expect.arrayContaining([
        'base:task:accept:accept',
        'workflow:process:complete',
        'om:daily:complete',
        'om:dept:factory:list:by',
        'asset:device:list',
        'asset:device:add',
        'asset:device:edit',
        'asset:device:remove',
        'asset:meter:list',
        'asset:meter:add',
        'asset:meter:edit',
        'asset:meter:remove',
      ]),
    );
  });

  it('gives the viewer the read codes of energy and the archives, nothing that changes data', async () => {
    const body = (await as('viewer', '/api/system/user/getInfo')).json();
    expect(body).toMatchObject({
      roles: ['viewer'],
      permissions: [
        PERM.PLANT_QUERY,
        PERM.PROCESS_LIST,
        PERM.ENERGY_OVERVIEW,
        PERM.ENERGY_READING,
        PERM.ENERGY_REPORT,
      ],
    });
    expect(body.user).toMatchObject({ nickName: '访客', dept: null, deptId: null });
  });

  it('gives the newcomer an empty permission list', async () => {
    const body = (await as('newcomer', '/api/system/user/getInfo')).json();
    expect(body).toMatchObject({ roles: ['newcomer'], permissions: [] });
    expect(body.user).toMatchObject({ nickName: '新同事', dept: null, deptId: null });
  });
});

describe('GET /api/system/menu/getRouters', () => {
  it('gives admin all six subsystems, the application system hidden', async () => {
    const data = await routers('admin');
    expect(data.map((r) => r.meta.title)).toEqual([
      '资产管理',
      '生产运营',
      '设备工单',
      '能耗管理',
      '水厂档案',
      '应用系统',
    ]);
    expect(data.every((r) => r.component === 'SubSystem' && r.path.startsWith('/') && r.meta.icon)).toBe(
      true,
    );
    expect(data.find((r) => r.meta.title === '应用系统')?.hidden).toBe(true);
    expect(data.filter((r) => r.hidden)).toHaveLength(1);
  });

  it('shapes first-level menus and pages for the console', async () => {
    const equipment = (await routers('admin')).find((r) => r.path === '/equipment')!;
    const task = equipment.children!.find((c) => c.path === '/WorkOrderTask')!;
    expect(task).toMatchObject({ id: 301, component: 'Layout', meta: { title: '工单任务' } });
    const warranty = task.children!.find((c) => c.path === 'WarrantyTasks')!;
    expect(warranty).toEqual({
      id: 3011,
      name: 'WarrantyTasks3011',
      path: 'WarrantyTasks',
      component: 'WorkOrderTask/WarrantyTasks/index',
      hidden: false,
      meta: { title: '维修工单', keepAlive: true, allowBack: false, permissions: ['system:fix:handle'] },
    });
    const root = equipment.children!.find((c) => c.path === '/')!;
    expect(root).toMatchObject({
      component: 'Layout',
      children: [{ path: 'Troubleshoot', component: 'Troubleshoot/index' }],
    });
    expect(root.children).toHaveLength(1);
    expect(root.alwaysShow).toBeUndefined();
    expect(task).toMatchObject({ alwaysShow: true, redirect: 'noRedirect' });
  });

  // Which of these pages the console has built is the page registry's test (tests/console/page-registry.test.ts).
  it('gives admin every page of the demo menus with its component, in menu order', async () => {
    const components = walk(await routers('admin'))
      .filter((r) => r.component.endsWith('/index'))
      .map((r) => r.component);
    const seeded = flattenMenus()
      .filter((m) => m.type === 'C' && m.component && !m.link)
      .map((m) => m.component);
    expect(seeded.length).toBeGreaterThan(0);
    expect(components).toEqual(seeded);
  });

  it('keeps menu 199998 (ParentView) as the console expects', async () => {
    const all = walk(await routers('admin'));
    expect(all.find((r) => r.id === 199998)).toMatchObject({
      path: 'DataQuery',
      component: 'ParentView',
      children: [{ path: 'MeterReading', component: 'DataQuery/MeterReading/index' }],
    });
  });

  it('answers an external-link menu (none is seeded) with its address as path and a _blank target', async () => {
    const url = 'https://example.com/screen-guide';
    await addLinkMenu(db, { id: 599, parentId: 5, title: '数据大屏说明', url, roleIds: [] });
    try {
      expect(walk(await routers('admin')).find((r) => r.id === 599)).toEqual({
        id: 599,
        name: 'Link599',
        path: url,
        component: 'Layout',
        hidden: false,
        meta: { title: '数据大屏说明', icon: 'screen', path: url, target: '_blank' },
      });
    } finally {
      await db.query('DELETE FROM sys_menu WHERE menu_id = 599');
    }
  });

  it('has unique names, no buttons, keepAlive on every page', async () => {
    const all = walk(await routers('admin'));
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    const pages = all.filter((r) => !r.children && !['Layout'].includes(r.component));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.every((p) => p.meta.keepAlive === true)).toBe(true);
    expect(all.some((r) => r.meta.title === '用户新增')).toBe(false);
  });

  it('lets the operator see assets, report filling and work orders, without acceptance, review, report approval or the application system', async () => {
    const data = await routers('operator');
    expect(data.map((r) => r.meta.title)).toEqual(['资产管理', '生产运营', '设备工单']);
    const titles = walk(data).map((r) => r.meta.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '维修工单',
        '巡检工单',
        '保养工单',
        '故障排查',
        '维修历史',
        '日报填报',
        '周报填报',
      ]),
    );
    expect(titles).not.toContain('工单验收');
    expect(titles).not.toContain('工单审核');
    expect(titles).not.toContain('日报审批');
    expect(titles).not.toContain('周报审批');
    expect(titles).not.toContain('应用系统');
    expect(walk(data).find((r) => r.id === 1011)).toMatchObject({
      path: 'DeviceLedger',
      component: 'AssetLedger/DeviceLedger/index',
      meta: { title: '设备台账', permissions: ['asset:device:list'] },
    });
    expect(walk(data).find((r) => r.id === 1012)).toMatchObject({
      path: 'MeterLedger',
      component: 'AssetLedger/MeterLedger/index',
      meta: { title: '仪表台账', permissions: ['asset:meter:list'] },
    });
  });

  it('gives the supervisor five subsystems and the viewer energy and archives only', async () => {
    expect((await routers('supervisor')).map((r) => r.meta.title)).toEqual([
      '资产管理',
      '生产运营',
      '设备工单',
      '能耗管理',
      '水厂档案',
    ]);
    const viewer = await routers('viewer');
    expect(viewer.map((r) => r.meta.title)).toEqual(['能耗管理', '水厂档案']);
    expect(await routers('newcomer')).toEqual([]);
  });

  it('filters by remark', async () => {
    const res = await as('admin', '/api/system/menu/getRouters?remark=other');
    expect(res.json()).toMatchObject({ code: 200, data: [] });
  });

  it('answers 400 naming the field for an over-long remark', async () => {
    const res = await as('admin', `/api/system/menu/getRouters?remark=${'r'.repeat(33)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'querystring/remark must NOT have more than 32 characters',
    });
  });
});

describe('GET /api/system/menu/btns/{menuId}', () => {
  it('lists the button codes under a page for admin', async () => {
    const res = await as('admin', '/api/system/menu/btns/6011');
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        'system:user:query',
        'system:user:add',
        'system:user:edit',
        'system:user:remove',
        'system:user:resetPwd',
        'system:user:export',
      ],
    });
  });

  it('lists only the buttons the user holds', async () => {
    expect((await as('operator', '/api/system/menu/btns/3011')).json().data).toEqual([
      'system:fix:handle',
      'system:fix:list',
      'system:alarm:release',
      'system:alarm:order',
      'system:fix:export',
      'system:alarm:ack',
      'system:alarm:shelve',
      'system:alarm:journal',
    ]);
    expect((await as('operator', '/api/system/menu/btns/3014')).json().data).toEqual([]);
    expect((await as('viewer', '/api/system/menu/btns/6011')).json().data).toEqual([]);
    expect((await as('admin', '/api/system/menu/btns/999999')).json().data).toEqual([]);
  });

  it.each([
    ['abc', 'params/menuId must be integer'],
    ['0', 'params/menuId must be >= 1'],
  ])('answers 400 for menuId %s', async (id, msg) => {
    const res = await as('admin', `/api/system/menu/btns/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });
});

describe('migrations and seed', () => {
  it("017 gives a demo database seeded before it the alarm panel's codes, on the roles that handle repairs", async () => {
    const holders = () =>
      db.query<{ role: string; perms: string }>(
        `SELECT r.role_key AS role, m.perms FROM sys_role_menu rm JOIN sys_role r ON r.role_id = rm.role_id
           JOIN sys_menu m ON m.menu_id = rm.menu_id
          WHERE rm.menu_id IN (30113, 30114) ORDER BY r.role_key, m.perms`,
      );
    const seeded = (await holders()).rows;
    expect(seeded).toEqual([
      { role: 'operator', perms: PERM.ALARM_ORDER },
      { role: 'operator', perms: PERM.ALARM_RELEASE },
      { role: 'supervisor', perms: PERM.ALARM_ORDER },
      { role: 'supervisor', perms: PERM.ALARM_RELEASE },
    ]);
    // As a database seeded before 017: neither the buttons nor their grants, the migration not applied.
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (30113, 30114)');
    await db.query("DELETE FROM schema_migrations WHERE version = '017-alarm-codes'");
    expect(await migrate(db)).toEqual(['017-alarm-codes']);
    expect((await holders()).rows).toEqual(seeded);
  });

  it("031 gives the roles that release alarms the alarm states' codes on a demo database seeded before it", async () => {
    const holders = () =>
      db.query<{ role: string; perms: string }>(
        `SELECT r.role_key AS role, m.perms FROM sys_role_menu rm JOIN sys_role r ON r.role_id = rm.role_id
           JOIN sys_menu m ON m.menu_id = rm.menu_id
          WHERE rm.menu_id IN (30116, 30117, 30118) ORDER BY r.role_key, m.perms`,
      );
    const seeded = (await holders()).rows;
    expect(seeded).toEqual(
      ['operator', 'supervisor'].flatMap((role) =>
        [PERM.ALARM_ACK, PERM.ALARM_JOURNAL, PERM.ALARM_SHELVE].map((perms) => ({ role, perms })),
      ),
    );
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (30116, 30117, 30118)');
    const { rows: before } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alarm_event');
    // Replaying 031 alone: only its grants and menus (its tables exist), so the menu part is run as written there.
    const sql = listMigrations().find((m) => m.version === '031-alarm-states')!.sql;
    await db.exec(sql.slice(sql.indexOf('INSERT INTO sys_menu')));
    expect((await holders()).rows).toEqual(seeded);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alarm_event')).rows).toEqual(
      before,
    );
  });

  it('are idempotent: a second run applies and seeds nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db)).toBe(false);
    const { rows } = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    // Every migration on disk is recorded once, in order (new migrations need no edit here).
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });
});
