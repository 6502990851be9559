/**
 * The user's menus from the server and the chosen subsystem (docs/requirements.md §2 "Top bar": choosing one stores
 * sysName and saves its children as the route list).
 */
import { create } from 'zustand';
import type { RouteItem } from '@contract/system';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readText, removeKey, writeJson, writeText } from '@/shared/storage/local';
import { fetchRouters } from './api';
import { buildNavigation, filterByPermissions, type Navigation, type Subsystem } from './menu-tree';

interface NavigationState {
  loaded: boolean;
  nav: Navigation;
  currentId: number | null;
  /** Builds the menus the permissions allow, from `routers` (getRouters already asked for) or a call of its own. */
  load: (permissions: string[], adminLike: boolean, routers?: Promise<RouteItem[]>) => Promise<void>;
  /** Makes a subsystem current; returns the path of its first page. */
  choose: (subsystemId: number) => string | undefined;
  reset: () => void;
}

const EMPTY: Navigation = { subsystems: [], pages: [] };

function pickInitial(nav: Navigation): Subsystem | undefined {
  const stored = readText(STORAGE_KEYS.SYS_NAME);
  return (
    nav.subsystems.find((s) => s.title === stored) ??
    nav.subsystems.find((s) => !s.hidden) ??
    nav.subsystems[0]
  );
}

function remember(subsystem: Subsystem): void {
  writeText(STORAGE_KEYS.SYS_NAME, subsystem.title);
  writeJson(STORAGE_KEYS.ROUTES, subsystem.raw);
}

export const useNavigationStore = create<NavigationState>((set, get) => ({
  loaded: false,
  nav: EMPTY,
  currentId: null,

  load: async (permissions, adminLike, routers = fetchRouters()) => {
    const items = await routers;
    const nav = filterByPermissions(buildNavigation(items), permissions, adminLike);
    const initial = pickInitial(nav);
    if (initial) remember(initial);
    set({ loaded: true, nav, currentId: initial?.id ?? null });
  },

  choose: (subsystemId) => {
    const subsystem = get().nav.subsystems.find((s) => s.id === subsystemId);
    if (!subsystem) return undefined;
    remember(subsystem);
    set({ currentId: subsystem.id });
    return subsystem.firstPath;
  },

  reset: () => {
    removeKey(STORAGE_KEYS.SYS_NAME);
    removeKey(STORAGE_KEYS.ROUTES);
    set({ loaded: false, nav: EMPTY, currentId: null });
  },
}));

export function currentSubsystem(state: Pick<NavigationState, 'nav' | 'currentId'>): Subsystem | undefined {
  return state.nav.subsystems.find((s) => s.id === state.currentId);
}
