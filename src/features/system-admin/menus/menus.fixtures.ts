/** Shared fixtures of the 菜单管理 tests: a menu row with the form's defaults. */
import type { MenuRow } from '@contract/menu';

type Named = Pick<MenuRow, 'menuId' | 'parentId' | 'menuType'> & Partial<MenuRow>;

export function menuRow(fields: Named): MenuRow {
  return {
    menuName: `m${fields.menuId}`,
    orderNum: 1,
    path: '',
    component: '',
    perms: '',
    icon: '',
    visible: '0',
    status: '0',
    isFrame: '1',
    keepAlive: false,
    affix: false,
    allowBack: false,
    activeMenu: '',
    target: '',
    version: 0,
    ...fields,
  };
}
