/**
 * 角色管理 (docs/administration.md): a role made through the API gives its holders exactly its menus and buttons; its
 * data scope limits what the factory scope limits; a role held by users is not deleted; the admin role is protected;
 * a change reaches another instance on the same database within a second, nobody signed out; migration 021.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, ROLE_MSG, type MenuGrantNode, type RoleDetail } from '../../contract/role';
import { PERM } from '../../contract/permissions';
import { USER_MSG } from '../../contract/user';
import type { AreaNode, RouteItem } from '../../contract/system';
import { migrate } from '../../server/src/db/migrate';
import type { Db } from '../../server/src/db/client';
import { versionNow } from './helpers/record-version';
import { createRole, createUser } from './helpers/fixtures';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp, sendAs } from './helpers/test-app';

const ROUTERS = '/api/system/menu/getRouters?remark=woms';
const INFO = '/api/system/user/getInfo';
const WO_LIST = '/api/system/base/workOrder/fix/list';
const DEVICE_LIST = '/api/asset/device/list';

let db: Db;
let t: TestApp;
let admin = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  sendAs(t.app, token, method, url, payload);
/** An edit with the version the role holds now, as the role form sends it (docs/concurrency.md). */
const editRole = async (payload: { roleId: number } & Record<string, unknown>) =>
  send('PUT', '/api/system/role', { ...payload, version: await versionNow(db, 'role', payload.roleId) });

/** The ids from the tree's root down to `id` (the parents the console sends half-checked, and the node). */
function pathTo(nodes: MenuGrantNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.id === id) return [id];
    const below = pathTo(n.children ?? [], id);
    if (below.length > 0) return [n.id, ...below];
  }
  return [];
}

const routeTitles = (routes: RouteItem[]): unknown =>
  routes.map((r) => [r.meta.title, ...(r.children ? [routeTitles(r.children)] : [])]);
const factoriesOf = (nodes: AreaNode[]): number[] =>
  nodes.flatMap((n) => (n.type === 'factory' ? [n.id] : factoriesOf(n.children ?? [])));

/** Two pages of two subsystems with their parents, and one button of the first (维修查询, 30112). */
async function grantedMenus(): Promise<number[]> {
  const tree = (await getAs(t.app, admin, '/api/system/role/menuTree')).json().data as MenuGrantNode[];
  return [...new Set([...pathTo(tree, 3011), ...pathTo(tree, 1011), 30112])];
}

const ROLE = {
  roleName: '巡查员',
  roleKey: 'patrol',
  roleSort: 7,
  status: '0',
  dataScope: DATA_SCOPE.CHOSEN,
  factoryIds: [12],
};

describe('a role made through the API', () => {
  let roleId = 0;
  let user = '';

  beforeAll(async () => {
    const added = await send('POST', '/api/system/role', { ...ROLE, menuIds: await grantedMenus() });
    expect(added.json()).toMatchObject({ code: 200, msg: ROLE_MSG.ADDED });
    roleId = added.json().data.roleId as number;
    // Bound to 上海第一水厂 (11): the role's chosen scope (12) is what counts, not the binding.
    await createUser(db, { userName: 'patrol1', password: 'patrol123', roleId, factories: [11] });
    user = (await login(t.app, 'patrol1', 'patrol123')).access_token;
  });

  it('gives a new holder exactly its two pages (with their parents) and the button', async () => {
    const routers = (await getAs(t.app, user, ROUTERS)).json().data as RouteItem[];
    expect(routeTitles(routers)).toEqual([
      ['资产管理', [['资产台账', [['设备台账']]]]],
      ['设备工单', [['工单任务', [['维修工单']]]]],
    ]);
    const info = (await getAs(t.app, user, INFO)).json();
    expect(info.roles).toEqual(['patrol']);
    expect([...info.permissions].sort()).toEqual([PERM.DEVICE_LIST, PERM.FIX_HANDLE, PERM.FIX_LIST].sort());
  });

  it('lists and answers the role with its menus and chosen factories', async () => {
    const list = (await getAs(t.app, admin, '/api/system/role/list?roleKey=PATR')).json();
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0]).toEqual({
      roleId,
      roleName: '巡查员',
      roleKey: 'patrol',
      roleSort: 7,
      status: '0',
      dataScope: '3',
      userCount: 1,
      version: 0,
    });
    const one = (await getAs(t.app, admin, `/api/system/role/${roleId}`)).json().data as RoleDetail;
    expect(one.menuIds).toEqual((await grantedMenus()).sort((a, b) => a - b));
    expect([one.factoryIds, one.areaIds]).toEqual([[12], []]);
    expect((await getAs(t.app, admin, '/api/system/role/list?status=1')).json().rows).toEqual([]);
  });

  it("limits every scoped list to the chosen factory, and to an area's factories once chosen", async () => {
    const tree = async () =>
      factoriesOf((await getAs(t.app, user, '/api/system/area/tree/list')).json().data as AreaNode[]);
    const status = async (url: string) => (await getAs(t.app, user, url)).statusCode;
    expect(await tree()).toEqual([12]);
    expect(await status(`${WO_LIST}?factoryId=11`)).toBe(403);
    expect(await status(`${WO_LIST}?factoryId=12`)).toBe(200);
    expect(await status(`${DEVICE_LIST}?factoryId=11`)).toBe(403);
    expect(await status(`${DEVICE_LIST}?factoryId=12`)).toBe(200);
    const orders = (await getAs(t.app, user, `${WO_LIST}?pageSize=200`)).json().rows as {
      factoryId: number;
    }[];
    expect(new Set(orders.map((o) => o.factoryId))).toEqual(new Set([12]));
    const alarms = (await getAs(t.app, user, '/api/system/alarm/window')).json().data.deviceAlarmWindow as {
      factoryId: number;
    }[];
    expect(alarms.filter((a) => a.factoryId !== 12)).toEqual([]);

    // 华南片区 (area 2) stands for its two factories.
    const edited = await editRole({
      ...ROLE,
      roleId,
      menuIds: await grantedMenus(),
      factoryIds: [],
      areaIds: [2],
    });
    expect(edited.json()).toMatchObject({ code: 200, msg: ROLE_MSG.UPDATED });
    expect(await tree()).toEqual([21, 22]);
    expect(await status(`${WO_LIST}?factoryId=12`)).toBe(403);
    expect(await status(`${DEVICE_LIST}?factoryId=21`)).toBe(200);

    // Scope 2 is the user's bindings (11), scope 1 every factory.
    await editRole({ ...ROLE, roleId, menuIds: await grantedMenus(), dataScope: '2' });
    expect(await tree()).toEqual([11]);
    await editRole({ ...ROLE, roleId, menuIds: await grantedMenus(), dataScope: '1' });
    expect(await tree()).toEqual([11, 12, 21, 22]);
  });

  it('does not make a holder of every factory an administrator', async () => {
    const editor = await createRole(db, 'all_scope_user_admin');
    await db.query("UPDATE sys_role SET data_scope = '1' WHERE role_id = $1", [editor]);
    await db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, menu_id FROM sys_menu WHERE perms = ANY($2::text[])`,
      [editor, [PERM.USER_LIST, PERM.USER_EDIT, PERM.USER_ADD]],
    );
    await createUser(db, { userName: 'allscope', password: 'allscope1', roleId: editor, factories: [] });
    const token = (await login(t.app, 'allscope', 'allscope1')).access_token;
    const made = await send(
      'POST',
      '/api/system/user',
      { userName: 'sneaky', nickName: '越权', password: 'sneaky123', roleIds: [1] },
      token,
    );
    expect(made.json()).toEqual({ code: 403, msg: USER_MSG.ADMIN_ROLE_FORBIDDEN });
  });

  it('refuses deleting a role users hold, naming how many, and deletes it once nobody does', async () => {
    const refused = await send('DELETE', `/api/system/role/${roleId}`);
    expect(refused.json()).toEqual({ code: 500, msg: ROLE_MSG.inUse('巡查员', 1) });
    expect((await getAs(t.app, admin, `/api/system/role/${roleId}`)).statusCode).toBe(200);
    await db.query('DELETE FROM sys_user_role WHERE role_id = $1', [roleId]);
    expect((await send('DELETE', `/api/system/role/${roleId}`)).json()).toEqual({
      code: 200,
      msg: ROLE_MSG.DELETED,
    });
    expect((await getAs(t.app, admin, `/api/system/role/${roleId}`)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('protects the admin role from deletion, disabling and change', async () => {
    expect((await send('DELETE', '/api/system/role/1')).json()).toEqual({
      code: 500,
      msg: ROLE_MSG.ADMIN_PROTECTED,
    });
    expect((await send('PUT', '/api/system/role/changeStatus', { roleId: 1, status: '1' })).json()).toEqual({
      code: 500,
      msg: ROLE_MSG.ADMIN_PROTECTED,
    });
    const edit = await editRole({
      ...ROLE,
      roleId: 1,
      roleKey: 'admin',
      menuIds: [],
      dataScope: '1',
    });
    expect(edit.json()).toEqual({ code: 500, msg: ROLE_MSG.ADMIN_PROTECTED });
  });

  it('answers 400 naming the field, writing nothing', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM sys_role')).rows[0];
    const cases: [object, string][] = [
      [{ ...ROLE, menuIds: [999999] }, 'body/menuIds/0 is not a menu'],
      [{ ...ROLE, menuIds: [], factoryIds: [1] }, 'body/factoryIds/0 is not a factory'],
      [{ ...ROLE, menuIds: [], factoryIds: [], areaIds: [11] }, 'body/areaIds/0 is not an area'],
      [
        { ...ROLE, menuIds: [], factoryIds: [] },
        'body/factoryIds must name a factory or an area for data scope 3',
      ],
      [{ ...ROLE, menuIds: [], dataScope: '4' }, 'body/dataScope'],
      [{ ...ROLE, menuIds: [], roleKey: '1bad' }, 'body/roleKey'],
      [{ ...ROLE, menuIds: [], roleName: '  ' }, 'body/roleName'],
    ];
    for (const [body, msg] of cases) {
      const res = await send('POST', '/api/system/role', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toMatch(new RegExp(`^${msg}`));
    }
    expect((await db.query('SELECT count(*)::int AS n FROM sys_role')).rows[0]).toEqual(before);
  });

  it('refuses a taken key (any case) or name', async () => {
    const key = await send('POST', '/api/system/role', { ...ROLE, menuIds: [], roleKey: 'OPERATOR' });
    expect(key.json()).toEqual({ code: 500, msg: ROLE_MSG.keyTaken('OPERATOR') });
    const name = await send('POST', '/api/system/role', {
      ...ROLE,
      menuIds: [],
      roleName: '主管',
      roleKey: 'x2',
    });
    expect(name.json()).toEqual({ code: 500, msg: ROLE_MSG.nameTaken('主管') });
  });

  it('lets a caller who is no administrator grant only codes they hold and factories they see', async () => {
    const keeper = await createRole(db, 'role_keeper');
    await db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, menu_id FROM sys_menu WHERE perms = ANY($2::text[])`,
      [keeper, [PERM.ROLE_LIST, PERM.ROLE_ADD, PERM.DEVICE_LIST]],
    );
    await createUser(db, { userName: 'keeper1', password: 'keeper123', roleId: keeper, factories: [11] });
    const token = (await login(t.app, 'keeper1', 'keeper123')).access_token;
    const add = (body: object) => send('POST', '/api/system/role', { ...ROLE, ...body }, token);
    expect((await add({ menuIds: [10111, 10112], roleKey: 'k1' })).json()).toEqual({
      code: 403,
      msg: ROLE_MSG.MENUS_BEYOND_YOURS,
    });
    for (const scope of [{ dataScope: '1' }, { factoryIds: [12] }, { factoryIds: [], areaIds: [1] }]) {
      expect((await add({ menuIds: [10111], roleKey: 'k2', ...scope })).json()).toEqual({
        code: 403,
        msg: ROLE_MSG.SCOPE_BEYOND_YOURS,
      });
    }
    const made = await add({
      menuIds: [1, 101, 1011, 10111],
      roleKey: 'k3',
      roleName: '台账查看',
      factoryIds: [11],
    });
    expect(made.json()).toMatchObject({ code: 200 });
  });

  it('needs the role codes', async () => {
    const op = (await login(t.app, 'operator')).access_token;
    expect((await getAs(t.app, op, '/api/system/role/list')).statusCode).toBe(403);
    expect((await send('POST', '/api/system/role', { ...ROLE, menuIds: [] }, op)).statusCode).toBe(403);
  });
});

describe('a role change on another instance', () => {
  it('reaches the holder on this instance within a second, signed in all along', async () => {
    const other = await createTestApp(db);
    try {
      const roleId = await createRole(db, 'remote_role');
      await db.query(`INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, unnest($2::int[])`, [
        roleId,
        await grantedMenus(),
      ]);
      await createUser(db, { userName: 'remote1', password: 'remote123', roleId, factories: [11] });
      const token = (await login(t.app, 'remote1', 'remote123')).access_token;
      const titles = async () =>
        JSON.stringify(routeTitles((await getAs(t.app, token, ROUTERS)).json().data as RouteItem[]));
      const before = await titles();
      expect(before).toContain('设备台账');
      expect(await titles()).toBe(before); // kept by this instance's session cache

      // The other instance takes 设备台账 away (the half-checked parents go with it).
      const tree = (await getAs(other.app, admin, '/api/system/role/menuTree')).json()
        .data as MenuGrantNode[];
      const changed = await other.app.inject({
        method: 'PUT',
        url: '/api/system/role',
        headers: bearer(admin),
        payload: {
          roleId,
          roleName: 'remote_role',
          roleKey: 'remote_role',
          roleSort: 0,
          status: '0',
          menuIds: [...pathTo(tree, 3011), 30112],
          dataScope: '2',
          version: await versionNow(db, 'role', roleId),
        },
      });
      expect(changed.json()).toMatchObject({ code: 200 });
      const start = performance.now();
      let now = await titles();
      while (now.includes('设备台账') && performance.now() - start < 1000) {
        await new Promise((resolve) => setImmediate(resolve));
        now = await titles();
      }
      expect(now).toBe(JSON.stringify([['设备工单', [['工单任务', [['维修工单']]]]]]));
      expect((await getAs(t.app, token, INFO)).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

describe('migration 021', () => {
  it('adds 角色管理 and 部门管理 with their buttons to a demo database seeded before it, as the seed has them', async () => {
    const ids = [6016, 60161, 60162, 60163, 60164, 6018, 60181, 60182, 60183, 60184];
    // order_num is left out: the seed numbers 系统管理's pages by their place, the migration by the final list.
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, is_frame,
                keep_alive, allow_back, target FROM sys_menu WHERE menu_id = ANY($1::int[]) ORDER BY menu_id`,
        [ids],
      );
    const seeded = (await menus()).rows;
    expect(seeded).toHaveLength(ids.length);
    await db.query('DELETE FROM sys_menu WHERE menu_id = ANY($1::int[])', [ids]);
    await db.query('DROP TABLE sys_role_area');
    await db.query('DROP INDEX sys_user_role_role');
    await db.query('DROP TRIGGER sys_area_auth_notify ON sys_area');
    await db.query('ALTER TABLE sys_role DROP COLUMN data_scope');
    await db.query("DELETE FROM schema_migrations WHERE version = '021-roles-depts'");
    expect(await migrate(db)).toEqual(['021-roles-depts']);
    expect((await menus()).rows).toEqual(seeded);
    const scopes = await db.query<{ role_key: string; data_scope: string }>(
      'SELECT role_key, data_scope FROM sys_role WHERE role_id <= 5 ORDER BY role_id',
    );
    expect(scopes.rows.map((r) => `${r.role_key}:${r.data_scope}`)).toEqual([
      'admin:1',
      'operator:2',
      'supervisor:2',
      'viewer:2',
      'newcomer:2',
    ]);
  });
});
