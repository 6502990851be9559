/**
 * Turns the server's menu tree (getRouters) into what the console needs: subsystems for the top bar,
 * a side-menu tree per subsystem, and a flat list of page routes. Pure, so the rules of docs/requirements.md §2
 * (Layout wrappers, the /DataQuery wrapping of menu 199998 and of unwrapped pages) are unit-tested.
 */
import { DATA_QUERY_MENU_ID, DATA_QUERY_PATH, MENU_COMPONENT, type RouteItem } from '@contract/system';

export interface PageRoute {
  id: number;
  /** unique route name, from the menu id (docs/architecture.md §6: avoids duplicate-name clashes) */
  name: string;
  path: string;
  component: string;
  title: string;
  icon?: string;
  keepAlive: boolean;
  allowBack: boolean;
  affix: boolean;
  hidden: boolean;
  permissions: string[];
  subsystemId: number;
  /** titles from the subsystem down to this page, for the breadcrumb */
  trail: string[];
}

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  /** an external address opened in a new window instead of a route */
  href?: string;
  children?: MenuNode[];
}

export interface Subsystem {
  id: number;
  name: string;
  path: string;
  title: string;
  icon?: string;
  /** the application system is listed in the pop-over but has no top-bar icon (docs/requirements.md §2) */
  hidden: boolean;
  menus: MenuNode[];
  pages: PageRoute[];
  /** where choosing the subsystem lands: its first visible page */
  firstPath?: string;
  /** the raw children, saved as the route list when the subsystem is chosen */
  raw: RouteItem[];
}

const STRUCTURAL = new Set<string>([
  MENU_COMPONENT.SUBSYSTEM,
  MENU_COMPONENT.LAYOUT,
  MENU_COMPONENT.PARENT_VIEW,
]);

export function isExternal(path: string | undefined): path is string {
  return !!path && /^https?:\/\//i.test(path);
}

export function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${left}/${path}`;
}

function externalOf(item: RouteItem): string | undefined {
  if (isExternal(item.meta.path)) return item.meta.path;
  if (isExternal(item.path)) return item.path;
  return undefined;
}

interface Walk {
  subsystemId: number;
  pages: PageRoute[];
}

function toPage(item: RouteItem, path: string, trail: string[], walk: Walk): PageRoute {
  return {
    id: item.id,
    name: `menu-${item.id}`,
    path,
    component: item.component,
    title: item.meta.title,
    icon: item.meta.icon,
    keepAlive: item.meta.keepAlive ?? false,
    allowBack: item.meta.allowBack ?? false,
    affix: item.meta.affix ?? false,
    hidden: item.hidden,
    permissions: item.meta.permissions ?? [],
    subsystemId: walk.subsystemId,
    trail,
  };
}

/** Walks a node below a subsystem; `base` is the path its children are joined to. */
function walkNode(item: RouteItem, base: string, trail: string[], walk: Walk): MenuNode | null {
  const href = externalOf(item);
  const title = item.meta.title;
  if (href) return item.hidden ? null : { key: `ext-${item.id}`, title, icon: item.meta.icon, href };
  const here = [...trail, title];
  if (STRUCTURAL.has(item.component)) {
    const ownPath = joinPath(base, item.path);
    const children = (item.children ?? [])
      .map((child) => walkNode(child, ownPath, here, walk))
      .filter((node): node is MenuNode => node !== null);
    if (item.hidden || children.length === 0) return null;
    // A Layout at '/' wraps one root-level page: show the page itself, not a one-item folder.
    if (item.path === '/' && children.length === 1) return children[0] ?? null;
    return { key: `dir-${item.id}`, title, icon: item.meta.icon, children };
  }
  const path = joinPath(base, item.path);
  walk.pages.push(toPage(item, path, here, walk));
  return item.hidden ? null : { key: path, title, icon: item.meta.icon };
}

/** The base a subsystem's direct child hangs under (docs/requirements.md §2 "Top bar"). */
function baseFor(child: RouteItem): string {
  if (child.id === DATA_QUERY_MENU_ID) return DATA_QUERY_PATH;
  if (child.component === MENU_COMPONENT.LAYOUT) return '/';
  // A page or ParentView with no Layout wrapper is wrapped under /DataQuery.
  return DATA_QUERY_PATH;
}

function firstPage(nodes: MenuNode[]): string | undefined {
  for (const node of nodes) {
    if (node.children) {
      const inner = firstPage(node.children);
      if (inner) return inner;
    } else if (!node.href) {
      return node.key;
    }
  }
  return undefined;
}

export function buildSubsystem(item: RouteItem): Subsystem {
  const walk: Walk = { subsystemId: item.id, pages: [] };
  const menus: MenuNode[] = [];
  for (const child of item.children ?? []) {
    const base = baseFor(child);
    const node =
      child.id === DATA_QUERY_MENU_ID
        ? walkNode(
            { ...child, component: MENU_COMPONENT.PARENT_VIEW, path: '' },
            base,
            [item.meta.title],
            walk,
          )
        : walkNode(child, base, [item.meta.title], walk);
    if (node) menus.push(node);
  }
  return {
    id: item.id,
    name: item.name,
    path: item.path,
    title: item.meta.title,
    icon: item.meta.icon,
    hidden: item.hidden,
    menus,
    pages: walk.pages,
    firstPath: firstPage(menus),
    raw: item.children ?? [],
  };
}

export interface Navigation {
  subsystems: Subsystem[];
  pages: PageRoute[];
}

export function buildNavigation(items: RouteItem[]): Navigation {
  const subsystems = items.map(buildSubsystem);
  const seen = new Set<string>();
  const pages: PageRoute[] = [];
  for (const page of subsystems.flatMap((s) => s.pages)) {
    if (seen.has(page.path)) continue; // the first subsystem that offers a page owns its route
    seen.add(page.path);
    pages.push(page);
  }
  return { subsystems, pages };
}

/** Keeps the routes whose meta permissions the user holds (docs/requirements.md §6); admin-like users keep all. */
export function filterByPermissions(nav: Navigation, permissions: string[], adminLike: boolean): Navigation {
  if (adminLike) return nav;
  const allowed = (page: PageRoute) =>
    page.permissions.length === 0 || page.permissions.some((code) => permissions.includes(code));
  const keepPaths = new Set(nav.pages.filter(allowed).map((p) => p.path));
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .map((node) => (node.children ? { ...node, children: prune(node.children) } : node))
      .filter((node) =>
        node.children ? node.children.length > 0 : node.href !== undefined || keepPaths.has(node.key),
      );
  const subsystems = nav.subsystems.map((s) => {
    const menus = prune(s.menus);
    return { ...s, menus, pages: s.pages.filter(allowed), firstPath: firstPage(menus) };
  });
  return { subsystems: subsystems.filter((s) => s.menus.length > 0), pages: nav.pages.filter(allowed) };
}

export function subsystemOfPath(nav: Navigation, pathname: string): Subsystem | undefined {
  return nav.subsystems.find((s) => s.pages.some((p) => p.path === pathname));
}
