/**
 * Pure pieces: password hashing, validation messages, throttle delays, menu → route tree, favourite page paths,
 * startup checks.
 */
import { describe, expect, it } from 'vitest';
import { buildApp, loggableUrl } from '../../server/src/app';
import { formatValidationErrors } from '../../server/src/errors';
import { pagePaths } from '../../server/src/modules/favourite/page-paths';
import { buildRouterTree, routeName } from '../../server/src/modules/menu/router-tree';
import type { MenuRow } from '../../server/src/modules/menu/repository';
import { lockDelayMs, paceMs } from '../../server/src/modules/auth/throttle';
import { hashPassword, verifyPassword } from '../../server/src/shared/password';
import { scopeCondition, inScope } from '../../server/src/shared/factory-scope';
import { stubDb } from './helpers/stub-db';
import { testConfig } from './helpers/test-app';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt and verifies', async () => {
    const a = await hashPassword('admin123');
    const b = await hashPassword('admin123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('admin123', a)).toBe(true);
    expect(await verifyPassword('admin124', a)).toBe(false);
    expect(await verifyPassword('admin123', 'plain')).toBe(false);
  });
});

describe('formatValidationErrors', () => {
  const e = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string) => ({
    keyword,
    instancePath,
    schemaPath: '',
    params,
    message,
  });
  it('names the field', () => {
    expect(
      formatValidationErrors(
        [e('maxLength', '/username', { limit: 64 }, 'must NOT have more than 64 characters')],
        'body',
      ).message,
    ).toBe('body/username must NOT have more than 64 characters');
    expect(formatValidationErrors([e('required', '', { missingProperty: 'code' })], 'body').message).toBe(
      'body/code is required',
    );
    expect(
      formatValidationErrors(
        [
          e('const', '/g', { allowedValue: 'a' }),
          e('const', '/g', { allowedValue: 'b' }),
          e('anyOf', '/g', {}),
        ],
        'body',
      ).message,
    ).toBe('body/g must be one of a, b');
  });
});

describe('lockDelayMs', () => {
  it('starts at 30 s at the limit, doubles, and caps at 15 min', () => {
    expect([4, 5, 6, 7, 20].map((n) => lockDelayMs(n, 5))).toEqual([0, 30_000, 60_000, 120_000, 900_000]);
  });
});

describe('paceMs', () => {
  it('paces an account from its 21st failure of the day, a second more each, at most a minute', () => {
    expect([20, 21, 22, 50, 80, 500].map(paceMs)).toEqual([0, 1_000, 2_000, 30_000, 60_000, 60_000]);
  });
});

describe('factory scope helpers', () => {
  it('builds SQL conditions and checks ids', () => {
    const params: unknown[] = ['x'];
    expect(scopeCondition([11, 12], 'w.factory_id', params)).toBe('w.factory_id = ANY($2::int[])');
    expect(params).toEqual(['x', [11, 12]]);
    expect(scopeCondition('all', 'w.factory_id', params)).toBe('TRUE');
    expect(inScope([11], 11)).toBe(true);
    expect(inScope([11], 12)).toBe(false);
    expect(inScope([11], null)).toBe(false);
    expect(inScope('all', 99)).toBe(true);
  });
});

describe('router tree', () => {
  const row = (m: Partial<MenuRow> & Pick<MenuRow, 'menu_id' | 'parent_id' | 'menu_type'>): MenuRow => ({
    menu_name: `m${m.menu_id}`,
    path: `p${m.menu_id}`,
    component: '',
    perms: '',
    visible: '0',
    icon: '',
    is_frame: '1',
    keep_alive: true,
    affix: false,
    allow_back: false,
    target: '',
    active_menu: '',
    ...m,
  });
  it('nests rows, drops orphans and names routes uniquely', () => {
    const tree = buildRouterTree([
      row({ menu_id: 1, parent_id: 0, menu_type: 'M', path: '/sys', component: 'SubSystem' }),
      row({ menu_id: 10, parent_id: 1, menu_type: 'M', path: '/A', component: 'Layout' }),
      row({
        menu_id: 100,
        parent_id: 10,
        menu_type: 'C',
        path: 'Page',
        component: 'A/Page/index',
        perms: 'x:y:z',
        affix: true,
        visible: '1',
        active_menu: '/A/Other',
      }),
      row({ menu_id: 500, parent_id: 77, menu_type: 'C', path: 'Orphan', component: 'O/index' }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children?.[0]?.children?.[0]).toEqual({
      id: 100,
      name: 'Page100',
      path: 'Page',
      component: 'A/Page/index',
      hidden: true,
      meta: {
        title: 'm100',
        keepAlive: true,
        allowBack: false,
        affix: true,
        activeMenu: '/A/Other',
        permissions: ['x:y:z'],
      },
    });
    expect(routeName({ menu_id: 7, path: '/', component: 'Layout', is_frame: '1' })).toBe('Layout7');
    expect(routeName({ menu_id: 8, path: 'https://x.y', component: '', is_frame: '0' })).toBe('Link8');
  });

  // The contract's menu → path rule (contract/menu-paths/index.ts), the console's too (menu-tree.test.ts).
  it('gives favourites the console route path of every page, with its or its folder’s icon', () => {
    const tree = buildRouterTree([
      row({ menu_id: 1, parent_id: 0, menu_type: 'M', path: '/sys', component: 'SubSystem', icon: 'sub' }),
      row({ menu_id: 10, parent_id: 1, menu_type: 'M', path: '/A', component: 'Layout', icon: 'a' }),
      row({ menu_id: 100, parent_id: 10, menu_type: 'C', path: 'Page', component: 'A/Page/index' }),
      row({ menu_id: 11, parent_id: 1, menu_type: 'M', path: '/', component: 'Layout' }),
      row({ menu_id: 110, parent_id: 11, menu_type: 'C', path: 'Root', component: 'R/index', icon: 'r' }),
      row({
        menu_id: 199998,
        parent_id: 1,
        menu_type: 'M',
        path: 'DataQuery',
        component: 'ParentView',
        icon: 'q',
      }),
      row({
        menu_id: 1999981,
        parent_id: 199998,
        menu_type: 'C',
        path: 'Meter',
        component: 'DataQuery/M/index',
      }),
      row({ menu_id: 12, parent_id: 1, menu_type: 'C', path: 'Loose', component: 'L/index' }),
      row({ menu_id: 13, parent_id: 1, menu_type: 'C', path: 'https://x.y', component: '', is_frame: '0' }),
    ]);
    const paths = [...pagePaths(tree).values()].map(({ menuId, path, icon }) => ({ menuId, path, icon }));
    expect(paths).toEqual([
      { menuId: 100, path: '/A/Page', icon: 'a' },
      { menuId: 110, path: '/Root', icon: 'r' },
      { menuId: 1999981, path: '/DataQuery/Meter', icon: 'q' },
      { menuId: 12, path: '/DataQuery/Loose', icon: '' },
    ]);
  });
});

describe('startup checks', () => {
  it('refuses a route registered without a permission marker', async () => {
    const app = buildApp({ config: testConfig(), db: stubDb() });
    app.register(async (i) => {
      i.get('/api/forgotten', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten has no config.permission');
  });

  it('refuses an API route without a response schema', async () => {
    const app = buildApp({ config: testConfig(), db: stubDb() });
    app.register(async (i) => {
      i.get('/api/loose', { config: { permission: 'signed-in' } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/loose has no response schema');
  });

  it('answers an unexpected failure with 500 服务器内部错误 and no details', async () => {
    const app = buildApp({ config: testConfig(), db: stubDb() });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/code' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, msg: '服务器内部错误' });
      expect(res.body).not.toContain('stub database');
    } finally {
      await app.close();
    }
  });

  it('never logs query strings of auth and live-channel calls', () => {
    expect(loggableUrl('/api/auth/oauth/token?password=secret')).toBe('/api/auth/oauth/token');
    expect(loggableUrl('/api/ws/count/admin?access_token=t')).toBe('/api/ws/count/admin');
    expect(loggableUrl('/api/system/area/tree/list?name=x')).toBe('/api/system/area/tree/list?name=x');
  });
});
