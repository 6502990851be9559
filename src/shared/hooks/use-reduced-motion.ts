/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`): the console
 * then turns antd's motion off (docs/architecture.md §4 "Motion"). Follows a change of the setting while the console is open.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const current = (): boolean => media()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
