import { create } from 'zustand';
import {
  applyClose,
  clearTabs,
  EMPTY_TABS,
  openTab,
  pinTabs,
  refreshTab,
  retitleTabs,
  type CloseAction,
  type Tab,
  type TabsState,
} from './tabs-model';

interface TabsStore extends TabsState {
  open: (tab: Omit<Tab, 'key' | 'version' | 'visitedAt'>) => void;
  /** Adds the fixed tabs of affix pages without showing them. */
  pin: (pages: readonly { path: string; title: string }[]) => void;
  /** Applies a closing action; returns where to navigate, if anywhere. */
  close: (action: CloseAction, key: string, fallback: string) => string | undefined;
  refresh: (key: string) => void;
  /** Titles every tab anew from `titleOf` (a language switch). */
  retitle: (titleOf: (path: string) => string | undefined) => void;
  clear: () => void;
  reset: () => void;
}

export const useTabsStore = create<TabsStore>((set, get) => ({
  ...EMPTY_TABS,
  open: (tab) => set((s) => openTab(s, tab, Date.now())),
  pin: (pages) => set((s) => pinTabs(s, pages, Date.now())),
  close: (action, key, fallback) => {
    const result = applyClose(get(), action, key, fallback);
    set(result.state);
    return result.next;
  },
  refresh: (key) => set((s) => refreshTab(s, key)),
  retitle: (titleOf) => set((s) => retitleTabs(s, titleOf)),
  clear: () => set((s) => clearTabs(s)),
  reset: () => set(EMPTY_TABS),
}));
