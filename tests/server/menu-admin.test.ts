/**
 * 菜单管理 (docs/administration.md "菜单管理"): the flat list, add, edit (hide, reorder, meta), delete, the refusals
 * (children, a component that is no console page, a type where it cannot sit), getRouters answering the change on
 * the next request (the sys_menu trigger drops the session cache), and migration 022 on a database seeded before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_DICT_TYPES } from '../../contract/dict';
import { MENU_PAGE_COMPONENTS, type MenuForm, type MenuRow } from '../../contract/menu';
import type { RouteItem } from '../../contract/system';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { count, createTestApp, getAs, login, openSeededDb, type TestApp, sendAs } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  sendAs(t.app, tokens[who] ?? '', method, url, payload);

const SYSTEM_DIR = 601;
const PAGE: MenuForm = {
  parentId: SYSTEM_DIR,
  menuName: '设备台账副本',
  menuType: 'C',
  orderNum: 9,
  path: 'DeviceCopy',
  component: 'AssetLedger/DeviceLedger/index',
  perms: 'system:device:list',
  icon: 'asset',
  visible: '0',
  status: '0',
  isFrame: '1',
  keepAlive: true,
  affix: true,
  allowBack: true,
  activeMenu: '/SystemManage/User',
  target: '',
};

/** Every page of the admin's getRouters tree, as [path under its parent, meta]. */
async function routerPages(): Promise<Map<number, RouteItem>> {
  const tree = (await as('admin', '/api/system/menu/getRouters?remark=woms')).json().data as RouteItem[];
  const out = new Map<number, RouteItem>();
  const walk = (items: RouteItem[]) =>
    items.forEach((r) => {
      out.set(r.id, r);
      walk(r.children ?? []);
    });
  walk(tree);
  return out;
}

describe('migration 022', () => {
  it('adds 菜单管理 with its buttons and marks the built-in entries of a database seeded before it', async () => {
    const menus = () =>
      db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, visible, icon, order_num, is_frame,
                keep_alive, allow_back, target, active_menu FROM sys_menu WHERE menu_id / 10 = 6017 OR menu_id = 6017
          ORDER BY menu_id`,
      );
    const builtin = () =>
      db.query('SELECT dict_code, builtin FROM sys_dict_data ORDER BY dict_code').then((r) => r.rows);
    const seeded = (await menus()).rows;
    expect(seeded.map((m) => m.menu_id)).toEqual([6017, 60171, 60172, 60173, 60174]);
    const seededFlags = await builtin();
    // The seed marks every entry of the protected types (all DICT_TYPE names), and the migration's list is the same.
    const types = await db.query<{ t: string }>(
      'SELECT DISTINCT dict_type AS t FROM sys_dict_data WHERE builtin ORDER BY 1',
    );
    expect(types.rows.map((r) => r.t)).toEqual([...PROTECTED_DICT_TYPES].sort());
    await db.exec(`DELETE FROM sys_menu WHERE menu_id IN (6017, 60171, 60172, 60173, 60174);
      ALTER TABLE sys_menu ALTER COLUMN menu_id DROP DEFAULT;
      DROP SEQUENCE sys_menu_id_seq;
      ALTER TABLE sys_menu DROP COLUMN active_menu;
      ALTER TABLE sys_dict_data DROP COLUMN builtin;
      DELETE FROM schema_migrations WHERE version = '022-menus-dicts';`);
    expect(await migrate(db)).toEqual(['022-menus-dicts']);
    expect((await menus()).rows).toEqual(seeded);
    expect(await builtin()).toEqual(seededFlags);
  });
});

describe('GET /api/system/menu/list and /{id}', () => {
  it('lists every menu flat with its meta fields, filtered by name and status', async () => {
    const all = await as('admin', '/api/system/menu/list');
    expect(all.json()).toMatchObject({ code: 200, msg: '操作成功' });
    const rows = all.json().rows as MenuRow[];
    expect(all.json().total).toBe(rows.length);
    expect(rows.find((r) => r.menuId === 6017)).toEqual({
      menuId: 6017,
      parentId: SYSTEM_DIR,
      menuName: '菜单管理',
      menuType: 'C',
      orderNum: 7,
      path: 'Menu',
      component: 'system/menu/index',
      perms: 'system:menu:list',
      icon: '',
      visible: '0',
      status: '0',
      isFrame: '1',
      keepAlive: true,
      affix: false,
      allowBack: false,
      activeMenu: '',
      target: '',
      version: 0,
    });
    // every subsystem: the top-level directories
    expect(rows.filter((r) => r.parentId === 0).map((r) => r.menuId)).toEqual([1, 2, 3, 4, 5, 6]);
    const named = (await as('admin', '/api/system/menu/list?menuName=%E8%8F%9C%E5%8D%95')).json().rows;
    expect(named.map((r: MenuRow) => r.menuName)).toEqual([
      '菜单管理',
      '菜单查询',
      '菜单新增',
      '菜单修改',
      '菜单删除',
    ]);
    expect((await as('admin', '/api/system/menu/6017')).json().data.menuName).toBe('菜单管理');
    expect((await as('admin', '/api/system/menu/999')).statusCode).toBe(404);
  });

  it('is for holders of system:menu:list only', async () => {
    expect((await as('operator', '/api/system/menu/list')).statusCode).toBe(403);
    expect((await send('operator', 'POST', '/api/system/menu', PAGE)).statusCode).toBe(403);
    expect((await send('operator', 'DELETE', '/api/system/menu/6017')).statusCode).toBe(403);
  });
});

describe('writes', () => {
  it('adds a page whose route and meta getRouters answers on the next request; edits hide and reorder it', async () => {
    const before = await routerPages(); // fills the session cache
    const res = await send('admin', 'POST', '/api/system/menu', PAGE);
    expect(res.json()).toMatchObject({ code: 200, msg: '新增成功' });
    const id = res.json().data.menuId as number;
    expect(id).toBeGreaterThanOrEqual(10_000_000);
    expect(before.has(id)).toBe(false);
    expect((await routerPages()).get(id)).toEqual({
      id,
      name: `DeviceCopy${id}`,
      path: 'DeviceCopy',
      component: 'AssetLedger/DeviceLedger/index',
      hidden: false,
      meta: {
        title: '设备台账副本',
        icon: 'asset',
        keepAlive: true,
        allowBack: true,
        affix: true,
        activeMenu: '/SystemManage/User',
        permissions: ['system:device:list'],
      },
    });
    const edit = await send('admin', 'PUT', '/api/system/menu', {
      ...PAGE,
      menuId: id,
      // a new menu's version (docs/concurrency.md)
      version: 0,
      visible: '1',
      orderNum: 0,
    });
    expect(edit.json()).toEqual({ code: 200, msg: '修改成功' });
    const dir = (await routerPages()).get(SYSTEM_DIR)!;
    expect(dir.children?.[0]).toMatchObject({ id, hidden: true });
    // a button under it, then delete: refused while it has the button
    const button = await send('admin', 'POST', '/api/system/menu', {
      ...PAGE,
      parentId: id,
      menuType: 'F',
      menuName: '副本查询',
      path: 'ignored',
      component: 'ignored',
    });
    const buttonId = button.json().data.menuId as number;
    expect((await as('admin', `/api/system/menu/${buttonId}`)).json().data).toMatchObject({
      menuType: 'F',
      path: '',
      component: '',
      affix: false,
    });
    const refused = await send('admin', 'DELETE', `/api/system/menu/${id}`);
    expect(refused.json()).toEqual({ code: 500, msg: '存在子菜单，不允许删除' });
    expect((await as('admin', `/api/system/menu/${id}`)).statusCode).toBe(200);
    expect((await send('admin', 'DELETE', `/api/system/menu/${buttonId}`)).json().code).toBe(200);
    expect((await send('admin', 'DELETE', `/api/system/menu/${id}`)).json()).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect((await routerPages()).has(id)).toBe(false);
    expect((await send('admin', 'DELETE', `/api/system/menu/${id}`)).statusCode).toBe(404);
  });

  it('adds an external link opened in a new window', async () => {
    const res = await send('admin', 'POST', '/api/system/menu', {
      ...PAGE,
      menuName: '官网',
      isFrame: '0',
      path: 'https://example.com/docs',
      component: 'anything',
      target: '_blank',
    });
    const id = res.json().data.menuId as number;
    expect((await routerPages()).get(id)).toMatchObject({
      component: 'Layout',
      path: 'https://example.com/docs',
      meta: { title: '官网', path: 'https://example.com/docs', target: '_blank' },
    });
    await send('admin', 'DELETE', `/api/system/menu/${id}`);
  });

  it.each([
    [
      'a component that is no console page',
      { component: 'system/nope/index' },
      'body/component is not a page of the console',
    ],
    ['a bad type', { menuType: 'X' }, 'body/menuType'],
    ['a page at the top level', { parentId: 0 }, 'body/menuType cannot be C under the top level'],
    ['a page under a button', { parentId: 60171 }, 'body/menuType cannot be C under F'],
    ['a missing parent', { parentId: 424242 }, 'body/parentId is not a menu'],
    ['a link without an address', { isFrame: '0', path: 'Docs' }, 'body/path must be an http(s) address'],
    [
      'a directory naming a page',
      { menuType: 'M', component: 'system/user/index' },
      'body/component must be one of Layout, ParentView',
    ],
    ['a bad active menu', { activeMenu: 'no-slash' }, 'body/activeMenu'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_what, change, msg) => {
    const n = await count(db, 'sys_menu');
    const res = await send('admin', 'POST', '/api/system/menu', { ...PAGE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
    expect(await count(db, 'sys_menu')).toBe(n);
  });

  it('refuses moving a menu below itself and a type its children cannot sit under', async () => {
    const dir = (await as('admin', `/api/system/menu/${SYSTEM_DIR}`)).json().data as MenuRow;
    const below = await send('admin', 'PUT', '/api/system/menu', { ...dir, parentId: 6011 });
    expect(below.json().msg).toBe('body/parentId is the menu itself or one below it');
    const asPage = await send('admin', 'PUT', '/api/system/menu', {
      ...dir,
      menuType: 'C',
      component: 'system/user/index',
      path: 'X',
    });
    expect(asPage.statusCode).toBe(400);
    expect(asPage.json().msg).toBe('body/menuType cannot be C while it holds C menus');
    expect((await as('admin', `/api/system/menu/${SYSTEM_DIR}`)).json().data).toEqual(dir);
  });

  it('accepts every page component the contract lists (the console registry is typed by the same list)', async () => {
    expect(MENU_PAGE_COMPONENTS).toContain('system/menu/index');
    const seeded = ((await as('admin', '/api/system/menu/list')).json().rows as MenuRow[])
      .filter((r) => r.menuType === 'C' && r.isFrame === '1')
      .map((r) => r.component);
    for (const c of seeded) expect(MENU_PAGE_COMPONENTS).toContain(c);
  });
});
