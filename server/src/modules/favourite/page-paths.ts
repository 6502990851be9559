/**
 * The console route path of every page in a getRouters tree, by menu id, by the contract's menu → path
 * rule (contract/menu-paths/index.ts, the one the console builds its routes with). External links have no
 * console route and are left out.
 */
import type { FavouriteItem } from '../../../../contract/favourite/schemas';
import { foldSubsystem } from '../../../../contract/menu-paths';
import type { RouteItem } from '../../../../contract/system/schemas';

export function pagePaths(subsystems: RouteItem[]): Map<number, FavouriteItem> {
  const out = new Map<number, FavouriteItem>();
  for (const subsystem of subsystems) {
    foldSubsystem<null>(subsystem, {
      link: () => null,
      folder: () => null,
      page(item, path, ancestors) {
        // the page's icon, else the nearest folder's (contract/favourite/index.ts)
        const icon = [item, ...ancestors.toReversed()].find((a) => a.meta.icon)?.meta.icon ?? '';
        // The first subsystem offering a page owns its route (as in the console).
        if (!out.has(item.id)) out.set(item.id, { menuId: item.id, title: item.meta.title, path, icon });
        return null;
      },
    });
  }
  return out;
}
