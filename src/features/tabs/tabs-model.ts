/**
 * The tab bar's rules (docs/requirements.md §2 "Tab bar", §9 keep-alive 99) as pure functions over an immutable state,
 * so every action and closing rule is tested without React.
 */
import { KEEP_ALIVE_MAX } from '@/shared/config/constants';

export interface Tab {
  /** path + query: the same page with two orders is two tabs (docs/architecture.md §6) */
  key: string;
  path: string;
  search: string;
  title: string;
  /** the fixed home tab (docs/requirements.md §2: index route 'home', fixed tab) */
  affix: boolean;
  /** bumped by "refresh": a new value remounts the page */
  version: number;
  /** last time the tab was shown, for evicting the oldest */
  visitedAt: number;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string | null;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null };

export function tabKey(path: string, search: string): string {
  return `${path}${search}`;
}

export function isClosable(state: TabsState, tab: Tab): boolean {
  return !tab.affix && state.tabs.length > 1;
}

/**
 * Adds the fixed tabs of the pages whose meta says affix (docs/requirements.md §3), after the fixed ones already open,
 * without showing them; a page already open as a tab becomes fixed.
 */
export function pinTabs(
  state: TabsState,
  pages: readonly { path: string; title: string }[],
  now: number,
): TabsState {
  let tabs = state.tabs;
  for (const page of pages) {
    const key = tabKey(page.path, '');
    const open = tabs.find((t) => t.key === key);
    if (open) {
      if (!open.affix) tabs = tabs.map((t) => (t === open ? { ...t, affix: true } : t));
      continue;
    }
    const at = tabs.filter((t) => t.affix).length;
    const pinned: Tab = {
      key,
      path: page.path,
      search: '',
      title: page.title,
      affix: true,
      version: 0,
      visitedAt: now,
    };
    tabs = [...tabs.slice(0, at), pinned, ...tabs.slice(at)];
  }
  return tabs === state.tabs ? state : { ...state, tabs };
}

/**
 * Every tab titled anew (the language changed, so did the menus' titles: docs/i18n.md); the state itself when no
 * title changes. A path `titleOf` does not know keeps its title.
 */
export function retitleTabs(state: TabsState, titleOf: (path: string) => string | undefined): TabsState {
  let changed = false;
  const tabs = state.tabs.map((tab) => {
    const title = titleOf(tab.path);
    if (!title || title === tab.title) return tab;
    changed = true;
    return { ...tab, title };
  });
  return changed ? { ...state, tabs } : state;
}

/** Shows a tab, adding it when new; past the keep-alive limit the least recently shown page goes. */
export function openTab(
  state: TabsState,
  tab: Omit<Tab, 'key' | 'version' | 'visitedAt'>,
  now: number,
  max = KEEP_ALIVE_MAX,
): TabsState {
  const key = tabKey(tab.path, tab.search);
  const existing = state.tabs.find((t) => t.key === key);
  let tabs = existing
    ? state.tabs.map((t) => (t.key === key ? { ...t, title: tab.title || t.title, visitedAt: now } : t))
    : [...state.tabs, { ...tab, key, version: 0, visitedAt: now }];
  while (tabs.length > max) {
    const victim = tabs
      .filter((t) => !t.affix && t.key !== key)
      .reduce<Tab | undefined>(
        (oldest, t) => (!oldest || t.visitedAt < oldest.visitedAt ? t : oldest),
        undefined,
      );
    if (!victim) break;
    tabs = tabs.filter((t) => t !== victim);
  }
  return { tabs, activeKey: key };
}

export interface Closed {
  state: TabsState;
  /** where to go when the active tab was closed; undefined: stay */
  next?: string;
}

/** docs/requirements.md §2: closing the active tab goes to the last remaining tab; none left → the fallback. */
function settle(before: TabsState, tabs: Tab[], fallback: string): Closed {
  const activeKept = tabs.some((t) => t.key === before.activeKey);
  if (activeKept) return { state: { tabs, activeKey: before.activeKey } };
  const last = tabs[tabs.length - 1];
  if (!last) return { state: { tabs, activeKey: null }, next: fallback };
  return { state: { tabs, activeKey: last.key }, next: last.key };
}

export function closeTab(state: TabsState, key: string, fallback: string): Closed {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab || !isClosable(state, tab)) return { state };
  return settle(
    state,
    state.tabs.filter((t) => t.key !== key),
    fallback,
  );
}

export function closeOthers(state: TabsState, key: string, fallback: string): Closed {
  return settle(
    state,
    state.tabs.filter((t) => t.affix || t.key === key),
    fallback,
  );
}

export function closeLeft(state: TabsState, key: string, fallback: string): Closed {
  const at = state.tabs.findIndex((t) => t.key === key);
  if (at < 0) return { state };
  return settle(
    state,
    state.tabs.filter((t, i) => t.affix || i >= at),
    fallback,
  );
}

export function closeRight(state: TabsState, key: string, fallback: string): Closed {
  const at = state.tabs.findIndex((t) => t.key === key);
  if (at < 0) return { state };
  return settle(
    state,
    state.tabs.filter((t, i) => t.affix || i <= at),
    fallback,
  );
}

export function closeAll(state: TabsState, fallback: string): Closed {
  return settle(
    state,
    state.tabs.filter((t) => t.affix),
    fallback,
  );
}

export type CloseAction = 'close' | 'others' | 'left' | 'right' | 'all';

export function applyClose(state: TabsState, action: CloseAction, key: string, fallback: string): Closed {
  if (action === 'close') return closeTab(state, key, fallback);
  if (action === 'others') return closeOthers(state, key, fallback);
  if (action === 'left') return closeLeft(state, key, fallback);
  if (action === 'right') return closeRight(state, key, fallback);
  return closeAll(state, fallback);
}

/** The keys of the tabs `action` would close (a guard asks first when one holds unsaved typing). */
export function closingKeys(state: TabsState, action: CloseAction, key: string, fallback: string): string[] {
  const kept = new Set(applyClose(state, action, key, fallback).state.tabs.map((t) => t.key));
  return state.tabs.filter((t) => !kept.has(t.key)).map((t) => t.key);
}

export function refreshTab(state: TabsState, key: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t)) };
}

/** Switching subsystem clears the tabs (docs/requirements.md §2 "Top bar"), the fixed ones stay. */
export function clearTabs(state: TabsState): TabsState {
  const tabs = state.tabs.filter((t) => t.affix);
  return { tabs, activeKey: tabs.some((t) => t.key === state.activeKey) ? state.activeKey : null };
}
