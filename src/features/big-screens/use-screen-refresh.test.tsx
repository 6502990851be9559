import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageActivity, PageActivityContext } from '@/shared/lifecycle/page-activity';
import { REFRESH_MS, useScreenRefresh } from './use-screen-refresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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
    await act(async () => pending.shift()?.resolve(value));
  };
  const fail = async () => {
    await act(async () => pending.shift()?.reject(new Error('down')));
  };
  return { load, answer, fail, pending };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useScreenRefresh (a wall display refreshing for days)', () => {
  it('loads at once and then every 30 s on one interval; never two loads at a time', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useScreenRefresh(load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    await answer(1);
    expect(result.current).toMatchObject({ data: 1, stale: false });

    await tick(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
    // The server is slow: the next ticks start nothing while this load is out.
    await tick(REFRESH_MS * 3);
    expect(load).toHaveBeenCalledTimes(2);
    await answer(2);
    expect(result.current.data).toBe(2);
    await tick(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('keeps the last figures when a load fails and says they are stale, until one succeeds', async () => {
    const { load, answer, fail } = controlledLoad();
    const { result } = renderHook(() => useScreenRefresh(load));
    await answer(7);
    const at = result.current.updatedAt;
    await tick(REFRESH_MS);
    await fail();
    expect(result.current).toEqual({ data: 7, stale: true, updatedAt: at });
    await tick(REFRESH_MS);
    await answer(8);
    expect(result.current).toMatchObject({ data: 8, stale: false });
  });

  it('leaves no timer and drops a late answer once unmounted', async () => {
    const { load, answer } = controlledLoad();
    const { unmount } = renderHook(() => useScreenRefresh(load));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await answer(1);
    await tick(REFRESH_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops while its keep-alive tab is hidden and loads at once when shown again', async () => {
    const { load, answer } = controlledLoad();
    const activity = createPageActivity(true);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageActivityContext.Provider value={activity}>{children}</PageActivityContext.Provider>
    );
    const { result } = renderHook(() => useScreenRefresh(load), { wrapper });
    await answer(1);
    act(() => activity.set(false));
    expect(vi.getTimerCount()).toBe(0);
    await tick(REFRESH_MS * 5);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => activity.set(true));
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    // The figures of before stay on screen until the new ones arrive.
    expect(result.current.data).toBe(1);
    await answer(2);
    expect(result.current.data).toBe(2);
  });
});
