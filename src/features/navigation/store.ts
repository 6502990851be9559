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
  /**
   * Asks for the menus again with the permissions of the last load, keeping the chosen subsystem: the server names
   * them in the console's language (docs/i18n.md), so a language switch calls this.
   */
  reload: () => Promise<void>;
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

/** What the last load filtered by, for `reload`. */
let granted: { permissions: string[]; adminLike: boolean } | null = null;

export const useNavigationStore = create<NavigationState>((set, get) => ({
  loaded: false,
  nav: EMPTY,
  currentId: null,

  load: async (permissions, adminLike, routers = fetchRouters()) => {
    granted = { permissions, adminLike };
    const items = await routers;
    const nav = filterByPermissions(buildNavigation(items), permissions, adminLike);
    const initial = pickInitial(nav);
    if (initial) remember(initial);
    set({ loaded: true, nav, currentId: initial?.id ?? null });
  },

  reload: async () => {
    if (!get().loaded || !granted) return;
    const { permissions, adminLike } = granted;
    const nav = filterByPermissions(buildNavigation(await fetchRouters()), permissions, adminLike);
    // signed out meanwhile: nothing to relabel
    if (!get().loaded) return;
    const current = nav.subsystems.find((s) => s.id === get().currentId) ?? pickInitial(nav);
    if (current) remember(current);
    set({ nav, currentId: current?.id ?? null });
  },

  choose: (subsystemId) => {
    const subsystem = get().nav.subsystems.find((s) => s.id === subsystemId);
    if (!subsystem) return undefined;
    remember(subsystem);
    set({ currentId: subsystem.id });
    return subsystem.firstPath;
  },

  reset: () => {
    granted = null;
    removeKey(STORAGE_KEYS.SYS_NAME);
    removeKey(STORAGE_KEYS.ROUTES);
    set({ loaded: false, nav: EMPTY, currentId: null });
  },
}));

export function currentSubsystem(state: Pick<NavigationState, 'nav' | 'currentId'>): Subsystem | undefined {
  return state.nav.subsystems.find((s) => s.id === state.currentId);
}
