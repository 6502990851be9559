/**
 * Favourite menu items (docs/requirements.md §7 getFavorites, userFavorite add/delete): only pages the user may open,
 * with the console's full route path; idempotent add and delete; one user's favourites never touch
 * another's; a page lost through a role change drops out of the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { addLinkMenu } from './helpers/fixtures';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const LIST = '/api/system/menu/getFavorites';
const SUPERVISOR_ROLE = 3;

/** An external link the supervisor sees in the menus (the demo seeds none). */
const LINK_MENU = 599;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  await addLinkMenu(db, {
    id: LINK_MENU,
    parentId: 5,
    title: '数据大屏说明',
    url: 'https://example.com/screen-guide',
    roleIds: [SUPERVISOR_ROLE],
  });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const add = (who: string, menuId: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/system/menu/userFavorite/add/${menuId}`,
    headers: bearer(tokens[who] ?? ''),
  });
const remove = (who: string, menuId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/system/menu/userFavorite/delete/${menuId}`,
    headers: bearer(tokens[who] ?? ''),
  });
const list = async (who: string) => (await getAs(t.app, tokens[who] ?? '', LIST)).json().data;

describe('add and list', () => {
  it('adds pages the user may open and lists them in order with path, title and icon', async () => {
    for (const id of [3011, 1011, 3041]) {
      expect((await add('operator', id)).json()).toEqual({ code: 200, msg: '收藏成功' });
    }
    expect(await getAs(t.app, tokens.operator ?? '', LIST).then((r) => r.json())).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        { menuId: 3011, title: '维修工单', path: '/WorkOrderTask/WarrantyTasks', icon: 'task' },
        { menuId: 1011, title: '设备台账', path: '/AssetLedger/DeviceLedger', icon: 'ledger' },
        // A root-level page (Layout at '/') lives at its own absolute path.
        { menuId: 3041, title: '故障排查', path: '/Troubleshoot', icon: 'troubleshoot' },
      ],
    });
  });

  it('adding twice is idempotent and keeps the first place', async () => {
    const before = await count(db, 'sys_user_favorite');
    expect((await add('operator', 3011)).json()).toEqual({ code: 200, msg: '收藏成功' });
    expect(await count(db, 'sys_user_favorite')).toBe(before);
    expect((await list('operator')).map((f: { menuId: number }) => f.menuId)).toEqual([3011, 1011, 3041]);
  });

  it('wraps menu 199998 pages under /DataQuery (docs/requirements.md §2)', async () => {
    expect((await add('viewer', 1999981)).json().code).toBe(200);
    expect(await list('viewer')).toEqual([
      { menuId: 1999981, title: '抄表数据', path: '/DataQuery/MeterReading', icon: 'query' },
    ]);
  });

  it('lets admin add any page, the hidden application system too', async () => {
    expect((await add('admin', 6011)).json().code).toBe(200);
    expect(await list('admin')).toEqual([
      { menuId: 6011, title: '用户管理', path: '/SystemManage/User', icon: 'system' },
    ]);
  });
});

describe('refusals write nothing', () => {
  it.each([
    ['operator', 3014, 403, '没有权限收藏该菜单'], // a page of another role
    ['operator', 6011, 403, '没有权限收藏该菜单'], // admin-only page
    ['viewer', 3011, 403, '没有权限收藏该菜单'],
    ['operator', 301, 404, '菜单不存在'], // a directory
    ['operator', 30111, 404, '菜单不存在'], // a button
    ['operator', 3, 404, '菜单不存在'], // a subsystem
    ['supervisor', LINK_MENU, 404, '菜单不存在'], // an external link has no console route
    ['admin', 999999, 404, '菜单不存在'],
  ])('%s adding %i → %i', async (who, menuId, status, msg) => {
    const before = await count(db, 'sys_user_favorite');
    const res = await add(who, menuId);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
    expect(await count(db, 'sys_user_favorite')).toBe(before);
  });

  it.each([
    ['abc', 'params/menuId must be integer'],
    ['0', 'params/menuId must be >= 1'],
  ])('menuId %s → 400', async (id, msg) => {
    const res = await add('operator', id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/system/menu/userFavorite/add/3011' })).statusCode,
    ).toBe(401);
  });
});

describe('delete', () => {
  it('removes one favourite of the caller only, idempotently', async () => {
    await add('supervisor', 3011);
    expect((await remove('operator', 3011)).json()).toEqual({ code: 200, msg: '取消收藏成功' });
    expect((await list('operator')).map((f: { menuId: number }) => f.menuId)).toEqual([1011, 3041]);
    expect((await remove('operator', 3011)).json()).toEqual({ code: 200, msg: '取消收藏成功' });
    expect((await remove('operator', 999999)).json().code).toBe(200);
    // The supervisor's favourite of the same page stays.
    expect((await list('supervisor')).map((f: { menuId: number }) => f.menuId)).toEqual([3011]);
  });
});

describe('a page lost through a role change', () => {
  it('drops out of the list and comes back when the page is granted again', async () => {
    expect((await add('supervisor', 3014)).json().code).toBe(200);
    await db.query('DELETE FROM sys_role_menu WHERE role_id = $1 AND menu_id = 3014', [SUPERVISOR_ROLE]);
    expect((await list('supervisor')).map((f: { menuId: number }) => f.menuId)).toEqual([3011]);
    expect((await add('supervisor', 3014)).statusCode).toBe(403);
    await db.query('INSERT INTO sys_role_menu (role_id, menu_id) VALUES ($1, 3014)', [SUPERVISOR_ROLE]);
    expect((await list('supervisor')).map((f: { menuId: number }) => f.menuId)).toEqual([3011, 3014]);
  });
});
