/**
 * The page registry read as it is: each key loads a module whose default export is the page, each key
 * names a page of the demo menus (a key no menu names is a page nobody can open, a typo or a stale
 * entry), its keys are the contract's list of page components, and each work-order page configuration has its key
 * registered.
 */
import { describe, expect, it } from 'vitest';
import { MENU_PAGE_COMPONENTS } from '@contract/menu';
import { isConsolePage, PAGE_REGISTRY, resolvePage } from '@/app/page-registry';
import { WO_PAGE_LIST } from '@/features/work-orders/pages/page-configs';
import { flattenMenus } from '../../server/src/setup/seed/menus';

const keys = Object.keys(PAGE_REGISTRY);

/** Page components of the demo menus: pages (type C) with a component, links aside. */
const menuPages = flattenMenus()
  .filter((m) => m.type === 'C' && m.component && !m.link)
  .map((m) => m.component as string);

describe('page registry', () => {
  it('has pages', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it('loads a module with a default component for every key, and resolves the key as the menus give it', async () => {
    for (const key of keys) {
      const page = await PAGE_REGISTRY[key]!();
      expect(typeof page.default, key).toBe('function');
      expect(resolvePage(key), key).not.toBeNull();
      expect(resolvePage(`/${key}`), key).toBe(resolvePage(key));
    }
    expect(resolvePage('No/Such/index')).toBeNull();
  });

  it('registers only pages the demo menus name', () => {
    expect(keys.filter((key) => !menuPages.includes(key))).toEqual([]);
  });

  // 菜单管理 offers, and the server accepts, exactly these components (docs/administration.md "菜单管理"); the registry
  // is typed by the list too, so this is the same check at run time.
  it('has exactly the keys of the contract list the server checks menus against', () => {
    expect([...keys].sort()).toEqual([...MENU_PAGE_COMPONENTS].sort());
  });

  it('registers every work-order page', () => {
    expect(WO_PAGE_LIST.map((c) => c.component).filter((c) => !keys.includes(c))).toEqual([]);
  });

  it('knows every page address, so a deep link outside the menus is 401 and any other address 404', () => {
    for (const path of [
      '/SystemManage/User',
      '/EnergyMonitor/EnergyOverview',
      '/WorkOrderTask/WarrantyTasks/',
    ])
      expect(isConsolePage(path), path).toBe(true);
    for (const path of ['/No/Such/Page', '/EnergyMonitor', '/', '/SystemManage/User/extra'])
      expect(isConsolePage(path), path).toBe(false);
  });
});
