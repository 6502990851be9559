import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

/** A media query list whose `matches` the test flips, notifying its listeners as a browser does. */
function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    list,
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

describe('useReducedMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows prefers-reduced-motion, also when it changes, and stops listening on unmount', () => {
    const media = fakeMedia(false);
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(() => media.list as unknown as MediaQueryList);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(result.current).toBe(false);

    act(() => media.set(true));
    expect(result.current).toBe(true);

    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
