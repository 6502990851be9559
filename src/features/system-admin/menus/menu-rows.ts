/**
 * The pure side of 菜单管理: the server's flat list as a tree for the table and the parent picker, the components a
 * type may name (the contract's lists, the same the server checks), and the form's defaults.
 */
import {
  MENU_DIR_COMPONENTS,
  MENU_FRAME,
  MENU_PAGE_COMPONENTS,
  MENU_TYPE,
  type MenuForm,
  type MenuRow,
  type MenuType,
} from '@contract/menu';
import { MENU_COMPONENT } from '@contract/menu-paths';

export interface MenuTreeRow extends MenuRow {
  children?: MenuTreeRow[];
}

/** Rows nested by parentId in list order; a row whose parent is not listed (a filtered list) is a root. */
export function menuTree(rows: readonly MenuRow[]): MenuTreeRow[] {
  const byId = new Map<number, MenuTreeRow>(rows.map((r) => [r.menuId, { ...r }]));
  const roots: MenuTreeRow[] = [];
  for (const row of rows) {
    const node = byId.get(row.menuId)!;
    const parent = byId.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (nodes: MenuTreeRow[]) => {
    nodes.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    nodes.forEach((n) => n.children && sort(n.children));
  };
  sort(roots);
  return roots;
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * The parent picker: directories and pages (buttons hold nothing), with `self` and everything below it disabled, so
 * a menu cannot be moved under itself (the server refuses it too).
 */
export function parentOptions(
  tree: readonly MenuTreeRow[],
  self: number | null,
  rootTitle: string,
): ParentOption[] {
  const walk = (nodes: readonly MenuTreeRow[], inside: boolean): ParentOption[] =>
    nodes
      .filter((n) => n.menuType !== MENU_TYPE.BUTTON)
      .map((n) => {
        const off = inside || n.menuId === self;
        const children = walk(n.children ?? [], off);
        return {
          value: n.menuId,
          title: n.menuName,
          ...(off ? { disabled: true } : {}),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return [{ value: 0, title: rootTitle, children: walk(tree, false) }];
}

/** The components a menu of this type may name at this place: the contract's lists, which the server enforces. */
export function componentChoices(type: MenuType, parentId: number): readonly string[] {
  if (type === MENU_TYPE.PAGE) return MENU_PAGE_COMPONENTS;
  if (type === MENU_TYPE.DIR) {
    return parentId === 0
      ? [MENU_COMPONENT.SUBSYSTEM]
      : MENU_DIR_COMPONENTS.filter((c) => c !== MENU_COMPONENT.SUBSYSTEM);
  }
  return [];
}

/** A new menu under `parentId` (of type `parentType`, or the top level): the type that may sit there. */
export function newMenu(parentId: number, parentType: MenuType | null): MenuForm {
  const type =
    parentType === MENU_TYPE.PAGE ? MENU_TYPE.BUTTON : parentType === null ? MENU_TYPE.DIR : MENU_TYPE.PAGE;
  return {
    parentId,
    menuName: '',
    menuType: type,
    orderNum: 1,
    path: '',
    component: componentChoices(type, parentId)[0] ?? '',
    perms: '',
    icon: '',
    visible: '0',
    status: '0',
    isFrame: MENU_FRAME.ROUTE,
    keepAlive: type === MENU_TYPE.PAGE,
    affix: false,
    allowBack: false,
    activeMenu: '',
    target: '',
  };
}
