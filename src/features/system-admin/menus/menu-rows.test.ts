import { describe, expect, it } from 'vitest';
import { MENU_PAGE_COMPONENTS, type MenuRow } from '@contract/menu';
import { componentChoices, menuTree, newMenu, parentOptions } from './menu-rows';
import { menuRow } from './menus.fixtures';

const row = (menuId: number, parentId: number, menuType: MenuRow['menuType'], orderNum = 1): MenuRow =>
  menuRow({ menuId, parentId, menuType, orderNum });

describe('menu rows', () => {
  it('nests by parent in order, a row whose parent is not listed (a filtered list) at the top', () => {
    const tree = menuTree([
      row(1, 0, 'M'),
      row(11, 1, 'M', 2),
      row(12, 1, 'M', 1),
      row(111, 11, 'C'),
      row(9, 77, 'C'),
    ]);
    expect(tree.map((n) => n.menuId)).toEqual([1, 9]);
    expect(tree[0]?.children?.map((n) => n.menuId)).toEqual([12, 11]);
    expect(tree[0]?.children?.[1]?.children?.map((n) => n.menuId)).toEqual([111]);
  });

  it('offers as parents the top level, directories and pages, the menu itself and those below it disabled', () => {
    const tree = menuTree([
      row(1, 0, 'M'),
      row(11, 1, 'M'),
      row(111, 11, 'C'),
      row(1111, 111, 'F'),
      row(12, 1, 'C'),
    ]);
    expect(parentOptions(tree, 11, 'top')).toEqual([
      {
        value: 0,
        title: 'top',
        children: [
          {
            value: 1,
            title: 'm1',
            children: [
              {
                value: 11,
                title: 'm11',
                disabled: true,
                children: [{ value: 111, title: 'm111', disabled: true }],
              },
              { value: 12, title: 'm12' },
            ],
          },
        ],
      },
    ]);
  });

  it('offers each type the components the server accepts there, and a new menu the type its parent holds', () => {
    expect(componentChoices('C', 601)).toEqual(MENU_PAGE_COMPONENTS);
    expect(componentChoices('M', 0)).toEqual(['SubSystem']);
    expect(componentChoices('M', 6)).toEqual(['Layout', 'ParentView']);
    expect(componentChoices('F', 6011)).toEqual([]);
    expect(newMenu(0, null)).toMatchObject({ menuType: 'M', component: 'SubSystem', keepAlive: false });
    expect(newMenu(601, 'M')).toMatchObject({
      menuType: 'C',
      component: MENU_PAGE_COMPONENTS[0],
      keepAlive: true,
    });
    expect(newMenu(6011, 'C')).toMatchObject({ menuType: 'F', component: '' });
  });
});
