/**
 * The one refresh loop of a public big screen (docs/requirements.md §2 big screens): loads at once, then every
 * `intervalMs` on ONE interval. (The signed-in wall, internal-screen-page.tsx, is on the query cache and follows the
 * live frames.) A failed load keeps the last figures and says they are stale rather than blanking a wall display.
 *
 * It runs a whole day unattended, so nothing accumulates: one interval, cleared when the effect ends; a load is never started while the previous one is still out (a slow server does
 * not pile requests up); an answer arriving after the end is dropped. Inside the console's keep-alive stack a hidden
 * tab stays mounted (docs/architecture.md §4 "Keep-alive tabs"): the loop stops while its page is not the one on
 * screen, so a hidden screen has no timer at all, and a shown one loads at once and starts its interval again.
 */
import { useEffect, useState } from 'react';
import { usePageActive } from '@/shared/lifecycle/page-activity';

export const REFRESH_MS = 30_000;

export interface ScreenData<T> {
  data: T | null;
  /** the last load failed: `data` is older than it should be */
  stale: boolean;
  /** local time (ms) of the last successful load */
  updatedAt: number | null;
}

interface Options {
  intervalMs?: number;
}

/** `load` must be stable (a module function or useCallback): a new one starts the loop over. */
export function useScreenRefresh<T>(
  load: (() => Promise<T>) | null,
  { intervalMs = REFRESH_MS }: Options = {},
): ScreenData<T> {
  const [state, setState] = useState<ScreenData<T>>({ data: null, stale: false, updatedAt: null });
  const active = usePageActive();

  useEffect(() => {
    if (!load || !active) return undefined;
    let alive = true;
    let inFlight = false;
    const run = () => {
      if (inFlight) return;
      inFlight = true;
      load().then(
        (data) => {
          inFlight = false;
          if (!alive) return;
          const updatedAt = Date.now();
          setState({ data, stale: false, updatedAt });
        },
        () => {
          inFlight = false;
          if (alive) setState((s) => (s.stale ? s : { ...s, stale: true }));
        },
      );
    };
    run();
    const interval = setInterval(run, intervalMs);
    return () => {
      alive = false;
      clearInterval(interval);
    };
  }, [load, intervalMs, active]);

  return state;
}
