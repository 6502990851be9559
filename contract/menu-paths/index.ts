/**
 * The menu → page-path rule (docs/requirements.md §2 "Top bar"): how the getRouters tree becomes console route
 * paths. The console builds its routes and menus with it and the server names favourites with it, so
 * both give a page the same path. Pure: constants, types and functions only, no TypeBox (the console
 * imports this module).
 *
 * - a subsystem's `Layout` child hangs under '/';
 * - menu 199998 (DATA_QUERY_MENU_ID) is a folder at /DataQuery whatever its own path and component, and
 *   any other child without a Layout wrapper (a page or a ParentView) hangs under /DataQuery too;
 * - a relative path joins its parent's, an absolute one stands alone;
 * - an external link (http/https in path or meta.path) is a link, never a route, and has no children.
 */
import type { RouteItem } from '../system';

/**
 * Component names the server uses for structural menu nodes. A subsystem is a top-level entry of the
 * top bar; `Layout` wraps first-level menus; `ParentView` nests further; anything else names a page
 * in the console's page registry (e.g. `WorkOrderTask/WarrantyTasks/index`).
 */
export const MENU_COMPONENT = {
  SUBSYSTEM: 'SubSystem',
  LAYOUT: 'Layout',
  PARENT_VIEW: 'ParentView',
  INNER_LINK: 'InnerLink',
} as const;

/** The menu whose pages are always wrapped under /DataQuery (docs/requirements.md §2 "Top bar"). */
export const DATA_QUERY_MENU_ID = 199998;
export const DATA_QUERY_PATH = '/DataQuery';

const STRUCTURAL: ReadonlySet<string> = new Set([
  MENU_COMPONENT.SUBSYSTEM,
  MENU_COMPONENT.LAYOUT,
  MENU_COMPONENT.PARENT_VIEW,
]);

export function isExternal(path: string | undefined): path is string {
  return !!path && /^https?:\/\//i.test(path);
}

/** The external address of a link menu item (meta.path first), or undefined for a route. */
export function externalOf(item: RouteItem): string | undefined {
  if (isExternal(item.meta.path)) return item.meta.path;
  if (isExternal(item.path)) return item.path;
  return undefined;
}

/** `path` below `base`: an absolute path stands alone, a relative one is joined without doubling '/'. */
export function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${left}/${path}`;
}

/** What a walk of one subsystem makes of each kind of node; null leaves the node out. */
export interface MenuFold<T> {
  /** an external link menu item */
  link(item: RouteItem, href: string): T | null;
  /** a page and its route path; `ancestors` are the folders above it below the subsystem, outermost first */
  page(item: RouteItem, path: string, ancestors: readonly RouteItem[]): T | null;
  /** a folder (SubSystem, Layout or ParentView component) with what its children made, in order */
  folder(item: RouteItem, children: T[]): T | null;
}

function foldNode<T>(
  item: RouteItem,
  base: string,
  ancestors: readonly RouteItem[],
  fold: MenuFold<T>,
): T | null {
  const href = externalOf(item);
  if (href) return fold.link(item, href);
  const path = joinPath(base, item.path);
  if (!STRUCTURAL.has(item.component)) return fold.page(item, path, ancestors);
  const inside = [...ancestors, item];
  const children = (item.children ?? [])
    .map((child) => foldNode(child, path, inside, fold))
    .filter((made): made is T => made !== null);
  return fold.folder(item, children);
}

/** Walks a subsystem's children (not the subsystem itself) by the rule above, in menu order. */
export function foldSubsystem<T>(subsystem: RouteItem, fold: MenuFold<T>): T[] {
  const out: T[] = [];
  for (const child of subsystem.children ?? []) {
    const made =
      child.id === DATA_QUERY_MENU_ID
        ? foldNode({ ...child, component: MENU_COMPONENT.PARENT_VIEW, path: '' }, DATA_QUERY_PATH, [], fold)
        : foldNode(child, child.component === MENU_COMPONENT.LAYOUT ? '/' : DATA_QUERY_PATH, [], fold);
    if (made !== null) out.push(made);
  }
  return out;
}
