/**
 * Turns the server's menu tree (getRouters) into what the console needs: subsystems for the top bar,
 * a side-menu tree per subsystem, and a flat list of page routes. The paths come from the contract's
 * menu → path rule (contract/menu-paths/index.ts: Layout wrappers, the /DataQuery wrapping of menu 199998 and
 * of unwrapped pages), the same the server names favourites with; what is built around them is here.
 */
import { foldSubsystem, type MenuFold } from '@contract/menu-paths';
import type { RouteItem } from '@contract/system';

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
  /** a fixed tab, opened at sign-in and never closed (docs/requirements.md §3 route meta) */
  affix: boolean;
  /** the side-menu item lit while this page is shown, when it is not its own (a hidden page) */
  activeMenu?: string;
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

function toPage(item: RouteItem, path: string, trail: string[], subsystemId: number): PageRoute {
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
    ...(item.meta.activeMenu ? { activeMenu: item.meta.activeMenu } : {}),
    hidden: item.hidden,
    permissions: item.meta.permissions ?? [],
    subsystemId,
    trail,
  };
}

/** The side menu of a subsystem; every page it meets, hidden ones included, is pushed to `pages`. */
function menuFold(subsystem: RouteItem, pages: PageRoute[]): MenuFold<MenuNode> {
  return {
    link: (item, href) =>
      item.hidden ? null : { key: `ext-${item.id}`, title: item.meta.title, icon: item.meta.icon, href },
    page(item, path, ancestors) {
      const trail = [subsystem.meta.title, ...ancestors.map((a) => a.meta.title), item.meta.title];
      pages.push(toPage(item, path, trail, subsystem.id));
      return item.hidden ? null : { key: path, title: item.meta.title, icon: item.meta.icon };
    },
    folder(item, children) {
      if (item.hidden || children.length === 0) return null;
      // A Layout at '/' wraps one root-level page: show the page itself, not a one-item folder, with the Layout's icon
      // when the page has none (the seed gives icons to folders), so it lines up with the folders beside it.
      if (item.path === '/' && children.length === 1) {
        const only = children[0];
        return only ? { ...only, icon: only.icon || item.meta.icon } : null;
      }
      return { key: `dir-${item.id}`, title: item.meta.title, icon: item.meta.icon, children };
    },
  };
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
  const pages: PageRoute[] = [];
  const menus = foldSubsystem(item, menuFold(item, pages));
  return {
    id: item.id,
    name: item.name,
    path: item.path,
    title: item.meta.title,
    icon: item.meta.icon,
    hidden: item.hidden,
    menus,
    pages,
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

/** The pages shown as fixed tabs (meta.affix), in menu order. */
export function fixedPages(nav: Navigation): PageRoute[] {
  return nav.pages.filter((p) => p.affix);
}

/**
 * The side-menu key lit on `pathname`: the page's activeMenu when it names one (a hidden page lights the item it
 * belongs to, docs/requirements.md §3 route meta), else the page itself.
 */
export function menuKeyOf(subsystem: Subsystem | undefined, pathname: string): string {
  return subsystem?.pages.find((p) => p.path === pathname)?.activeMenu ?? pathname;
}

export function subsystemOfPath(nav: Navigation, pathname: string): Subsystem | undefined {
  return nav.subsystems.find((s) => s.pages.some((p) => p.path === pathname));
}
