/**
 * Turns menu rows into the console's route tree (docs/architecture.md §3: RuoYi RouterVo + the spec's meta).
 * Directories (M) keep their component (SubSystem, Layout, ParentView); pages (C) carry the page-registry
 * key; an external link (is_frame '0') keeps its address as path and meta.path and opens in meta.target.
 */
import type { RouteItem, RouteMeta } from '../../../../contract/system/schemas';
import { MENU_COMPONENT } from '../../../../contract/menu-paths';
import type { MenuRow } from './repository';

/** Unique route name from path and id (docs/architecture.md §6: names from the id avoid duplicate-name clashes). */
export function routeName(m: Pick<MenuRow, 'menu_id' | 'path' | 'component' | 'is_frame'>): string {
  const base =
    m.is_frame === '0'
      ? 'Link'
      : m.path.replace(/[^A-Za-z0-9]/g, '') || m.component.replace(/[^A-Za-z0-9]/g, '');
  return `${base.charAt(0).toUpperCase()}${base.slice(1)}${m.menu_id}`;
}

/** A menu's title as shown (docs/i18n.md: seeded titles in the request's language). */
export type MenuTitle = (menuId: number, title: string) => string;

const asStored: MenuTitle = (_id, title) => title;

function meta(m: MenuRow, title: MenuTitle): RouteMeta {
  const out: RouteMeta = { title: title(m.menu_id, m.menu_name) };
  if (m.icon) out.icon = m.icon;
  if (m.menu_type === 'C' && m.is_frame !== '0') {
    out.keepAlive = m.keep_alive;
    out.allowBack = m.allow_back;
    if (m.affix) out.affix = true;
    if (m.active_menu) out.activeMenu = m.active_menu;
    if (m.perms) out.permissions = [m.perms];
  }
  if (m.is_frame === '0') out.path = m.path;
  if (m.target) out.target = m.target;
  return out;
}

function toRoute(m: MenuRow, children: Map<number, MenuRow[]>, title: MenuTitle): RouteItem {
  const base = {
    id: m.menu_id,
    name: routeName(m),
    path: m.path,
    hidden: m.visible === '1',
    meta: meta(m, title),
  };
  if (m.is_frame === '0') return { ...base, component: MENU_COMPONENT.LAYOUT };
  if (m.menu_type === 'C') return { ...base, component: m.component };
  const kids = (children.get(m.menu_id) ?? []).map((c) => toRoute(c, children, title));
  // A Layout at '/' only wraps one root-level page: the console shows that page, not a folder (RuoYi).
  const folder = m.path !== '/';
  return {
    ...base,
    component: m.component || MENU_COMPONENT.LAYOUT,
    ...(folder ? { alwaysShow: true, redirect: 'noRedirect' } : {}),
    ...(kids.length > 0 ? { children: kids } : {}),
  };
}

/**
 * Rows must be ordered by order_num; a row whose parent is not in the list is dropped with it. Titles are as `title`
 * shows them (docs/i18n.md).
 */
export function buildRouterTree(rows: MenuRow[], title: MenuTitle = asStored): RouteItem[] {
  const children = new Map<number, MenuRow[]>();
  for (const m of rows) {
    const list = children.get(m.parent_id) ?? [];
    list.push(m);
    children.set(m.parent_id, list);
  }
  return (children.get(0) ?? []).map((m) => toRoute(m, children, title));
}
