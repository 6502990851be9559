/**
 * Whether the page a component belongs to is the tab on screen (docs/architecture.md §4 "Keep-alive tabs"). A kept
 * tab that another tab hides stays mounted and live: its state, its effects and its subscriptions go on, and only
 * its drawing is skipped. What should not go on unseen (a refresh loop) reads `usePageActive`; what should be fresh
 * when the user comes back (a list, a loaded record, the browser title) runs again through `useOnPageShown`, which
 * renders nothing by itself, so showing a tab does not render its whole page again.
 * Outside the keep-alive stack (a full-screen route, a component test) a page is always active and never re-shown.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

export interface PageActivity {
  isActive: () => boolean;
  /** calls `listener` after each change of `isActive()`; answers the unsubscribe */
  subscribe: (listener: () => void) => () => void;
}

/** A tab's activity, changed by the keep-alive stack with `set`. */
export function createPageActivity(active: boolean): PageActivity & { set: (active: boolean) => void } {
  const listeners = new Set<() => void>();
  let current = active;
  return {
    isActive: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export const PageActivityContext = createContext<PageActivity>(createPageActivity(true));

/** Whether the page is on screen; the component renders again when that changes. */
export function usePageActive(): boolean {
  const activity = useContext(PageActivityContext);
  return useSyncExternalStore(activity.subscribe, activity.isActive);
}

/** Calls `onShown` (stable: a useCallback) each time the page is shown again after being hidden. */
export function useOnPageShown(onShown: () => void): void {
  const activity = useContext(PageActivityContext);
  useEffect(
    () =>
      activity.subscribe(() => {
        if (activity.isActive()) onShown();
      }),
    [activity, onShown],
  );
}

/**
 * The answer on screen when a new one says the same thing (compared as JSON), else the new one: what a tab asks again
 * each time it is shown must not render its table again when nothing changed. A few hundred microseconds for a page
 * of 100 rows. Here beside `useOnPageShown` rather than in a module of its own, which the build made a chunk of its
 * own (one more request for every list page).
 */
export function sameOrNew<T>(shown: T, next: T): T {
  return JSON.stringify(shown) === JSON.stringify(next) ? shown : next;
}
