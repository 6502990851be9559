import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './use-loaded';

/** A loader whose answers the test releases one by one, in any order. */
function controlledLoad() {
  const pending: { key: number; resolve: (value: string) => void }[] = [];
  const load = (key: number) => new Promise<string>((resolve) => pending.push({ key, resolve }));
  const answer = (i: number, value: string) => act(() => pending[i]?.resolve(value));
  return { pending, load, answer };
}

describe('useLoaded', () => {
  it('loads the key, keeps the last answer while a new key loads, and never shows an older answer', async () => {
    const api = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useLoaded(key, api.load), {
      initialProps: { key: 1 as number | null },
    });
    expect(result.current).toEqual({ data: null, loading: true });
    await api.answer(0, 'one');
    await waitFor(() => expect(result.current).toEqual({ data: 'one', loading: false }));

    rerender({ key: 2 });
    expect(result.current).toEqual({ data: 'one', loading: true });
    rerender({ key: 3 });
    await api.answer(2, 'three');
    await api.answer(1, 'two, too late');
    await waitFor(() => expect(result.current).toEqual({ data: 'three', loading: false }));
    expect(api.pending.map((p) => p.key)).toEqual([1, 2, 3]);
  });

  it('asks nothing while the key is null', () => {
    const api = controlledLoad();
    const { result } = renderHook(() => useLoaded(null, api.load));
    expect(api.pending).toEqual([]);
    expect(result.current).toEqual({ data: null, loading: false });
  });
});
