/**
 * The one refresh loop of a big screen (docs/requirements.md §2 big screens): loads at once, then every `intervalMs`
 * on ONE interval, and again shortly after a live `pulse` changes (several pulses within `debounceMs` are one
 * refetch). A failed load keeps the last figures and says they are stale rather than blanking a wall display.
 *
 * It runs a whole day unattended, so nothing accumulates: one interval and at most one debounce timer, both
 * cleared when the effect ends; a load is never started while the previous one is still out (a slow server does
 * not pile requests up); an answer arriving after the end is dropped. Inside the console's keep-alive stack a hidden
 * tab stays mounted (docs/architecture.md §4 "Keep-alive tabs"): the loop stops while its page is not the one on
 * screen, so a hidden screen has no timer at all, and a shown one loads at once and starts its interval again.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageActive } from '@/shared/lifecycle/page-activity';

export const REFRESH_MS = 30_000;
export const PULSE_DEBOUNCE_MS = 1_500;

export interface ScreenData<T> {
  data: T | null;
  /** the last load failed: `data` is older than it should be */
  stale: boolean;
  /** local time (ms) of the last successful load */
  updatedAt: number | null;
}

interface Options<T> {
  intervalMs?: number;
  debounceMs?: number;
  /** any value that changes when a live event arrives (an alarm window, a count frame) */
  pulse?: unknown;
  /** folds a new answer into the one shown (pure; stable like `load`), e.g. to keep a bounded list of events */
  combine?: (shown: T | null, next: T) => T;
}

/** `load` must be stable (a module function or useCallback): a new one starts the loop over. */
export function useScreenRefresh<T>(
  load: (() => Promise<T>) | null,
  { intervalMs = REFRESH_MS, debounceMs = PULSE_DEBOUNCE_MS, pulse, combine }: Options<T> = {},
): ScreenData<T> {
  const [state, setState] = useState<ScreenData<T>>({ data: null, stale: false, updatedAt: null });
  /** the current effect's refresh; null while none runs (unmounted, hidden, no load) */
  const refresh = useRef<(() => void) | null>(null);
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
          setState((s) => ({ data: combine ? combine(s.data, data) : data, stale: false, updatedAt }));
        },
        () => {
          inFlight = false;
          if (alive) setState((s) => (s.stale ? s : { ...s, stale: true }));
        },
      );
    };
    refresh.current = run;
    run();
    const interval = setInterval(run, intervalMs);
    return () => {
      alive = false;
      refresh.current = null;
      clearInterval(interval);
    };
  }, [load, intervalMs, combine, active]);

  // Only a change is news: the effect running again (its load ran already) is not.
  const lastPulse = useRef(pulse);
  useEffect(() => {
    if (Object.is(lastPulse.current, pulse)) return undefined;
    lastPulse.current = pulse;
    const timer = setTimeout(() => refresh.current?.(), debounceMs);
    return () => clearTimeout(timer);
  }, [pulse, debounceMs]);

  return state;
}
