/**
 * Trailing debounce (docs/requirements.md §9 "a debounce list includes doEdit"): a burst of calls runs the last one
 * once, `wait` ms after the burst ends. Pages wrap `doEdit` with `useDebouncedCallback` so a double
 * click on 修改 opens one editor and sends one request.
 */
import { useEffect, useMemo } from 'react';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

export const DEFAULT_DEBOUNCE_MS = 300;

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = DEFAULT_DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}

/**
 * A debounced callback cancelled on unmount. Pass a stable `fn` (useCallback): a new `fn` makes a new
 * debounced function and drops the pending call of the old one.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = DEFAULT_DEBOUNCE_MS,
): Debounced<A> {
  const debounced = useMemo(() => debounce(fn, wait), [fn, wait]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
