/**
 * The console route path of every page in a getRouters tree, by menu id. Mirrors the console's menu
 * assembly (docs/requirements.md §2 "Top bar"): a subsystem's Layout child hangs under '/', menu 199998 and any child
 * without a Layout wrapper under /DataQuery, and relative paths join their parent's. External links
 * have no console route and are left out.
 */
import {
  DATA_QUERY_MENU_ID,
  DATA_QUERY_PATH,
  MENU_COMPONENT,
  type RouteItem,
} from '../../../../contract/system';
import type { FavouriteItem } from '../../../../contract/favourite';

const STRUCTURAL = new Set<string>([
  MENU_COMPONENT.SUBSYSTEM,
  MENU_COMPONENT.LAYOUT,
  MENU_COMPONENT.PARENT_VIEW,
]);
const isExternal = (path: string | undefined): boolean => !!path && /^https?:\/\//i.test(path);

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.endsWith('/') ? base.slice(0, -1) : base}/${path}`;
}

function walk(item: RouteItem, base: string, icon: string, out: Map<number, FavouriteItem>): void {
  if (isExternal(item.path) || isExternal(item.meta.path)) return;
  const ownIcon = item.meta.icon || icon;
  if (STRUCTURAL.has(item.component)) {
    const here = joinPath(base, item.path);
    for (const child of item.children ?? []) walk(child, here, ownIcon, out);
    return;
  }
  const path = joinPath(base, item.path);
  // The first subsystem offering a page owns its route (as in the console).
  if (!out.has(item.id)) out.set(item.id, { menuId: item.id, title: item.meta.title, path, icon: ownIcon });
}

export function pagePaths(subsystems: RouteItem[]): Map<number, FavouriteItem> {
  const out = new Map<number, FavouriteItem>();
  for (const subsystem of subsystems) {
    for (const child of subsystem.children ?? []) {
      if (child.id === DATA_QUERY_MENU_ID) {
        walk({ ...child, component: MENU_COMPONENT.PARENT_VIEW, path: '' }, DATA_QUERY_PATH, '', out);
      } else {
        const base = child.component === MENU_COMPONENT.LAYOUT ? '/' : DATA_QUERY_PATH;
        walk(child, base, '', out);
      }
    }
  }
  return out;
}
