import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageActivity } from '@/shared/lifecycle/page-activity';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { REFRESH_MS, useScreenRefresh } from './use-screen-refresh';

// The cache notifies on a 0 ms timeout: every step below lets fake time run, never a real sleep.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const KEY = ['screens', 'test'];
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A load whose answers the test hands out one by one. */
function controlledLoad() {
  const pending: { resolve: (n: number) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<number>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = async (value: number) => {
    pending.shift()?.resolve(value);
    await tick(0);
  };
  const fail = async () => {
    pending.shift()?.reject(new Error('down'));
    await tick(0);
  };
  return { load, answer, fail, pending };
}

describe('useScreenRefresh (a wall display refreshing for days)', () => {
  it('loads at once and then every 30 s on one interval; never two loads at a time', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useScreenRefresh(KEY, load), { wrapper: queryWrapper() });
    await tick(0);
    expect(load).toHaveBeenCalledTimes(1);
    await answer(1);
    expect(result.current).toMatchObject({ data: 1, stale: false });

    await tick(REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(load).toHaveBeenCalledTimes(2);
    // The server is slow: the next ticks start nothing while this load is out.
    await tick(REFRESH_MS * 3);
    expect(load).toHaveBeenCalledTimes(2);
    await answer(2);
    expect(result.current.data).toBe(2);
    // one interval: one load per period, not one per tick that came while the load was out
    await tick(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await answer(3);
    await tick(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps the last figures when a load fails and says they are stale, until one succeeds', async () => {
    const { load, answer, fail } = controlledLoad();
    const { result } = renderHook(() => useScreenRefresh(KEY, load), { wrapper: queryWrapper() });
    await tick(0);
    await answer(7);
    const at = result.current.updatedAt;
    expect(at).not.toBeNull();
    await tick(REFRESH_MS);
    await fail();
    expect(result.current).toEqual({ data: 7, stale: true, updatedAt: at });
    await tick(REFRESH_MS);
    await answer(8);
    expect(result.current).toMatchObject({ data: 8, stale: false });
    expect(result.current.updatedAt).toBeGreaterThan(at as number);
  });

  it('asks nothing more once unmounted', async () => {
    const { load, answer } = controlledLoad();
    const { unmount } = renderHook(() => useScreenRefresh(KEY, load), { wrapper: queryWrapper() });
    await tick(0);
    unmount();
    await answer(1);
    await tick(REFRESH_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a load', async () => {
    const { load } = controlledLoad();
    const { result, rerender } = renderHook(
      ({ on }: { on: boolean }) => useScreenRefresh(KEY, on ? load : null),
      { wrapper: queryWrapper(), initialProps: { on: false } },
    );
    await tick(REFRESH_MS * 2);
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ data: null, stale: false, updatedAt: null });
    rerender({ on: true });
    await tick(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops while its keep-alive tab is hidden and loads at once when shown again', async () => {
    const { load, answer } = controlledLoad();
    const activity = createPageActivity(true);
    const { result } = renderHook(() => useScreenRefresh(KEY, load), { wrapper: queryWrapper(activity) });
    await tick(0);
    await answer(1);
    act(() => activity.set(false));
    await tick(REFRESH_MS * 5);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => activity.set(true));
    await tick(0);
    expect(load).toHaveBeenCalledTimes(2);
    // The figures of before stay on screen until the new ones arrive.
    expect(result.current.data).toBe(1);
    await answer(2);
    expect(result.current.data).toBe(2);
    // and the interval runs again
    await tick(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
