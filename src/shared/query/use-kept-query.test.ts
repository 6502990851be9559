import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { createPageActivity } from '../lifecycle/page-activity';
import { useKeptQuery } from './use-kept-query';

/** A loader whose answers the test releases one by one, in any order. */
function controlledLoad() {
  const pending: { key: number; resolve: (value: string) => void }[] = [];
  const load = (key: number) => new Promise<string>((resolve) => pending.push({ key, resolve }));
  const answer = (i: number, value: string) => act(() => pending[i]?.resolve(value));
  return { pending, load, answer };
}

describe('useKeptQuery', () => {
  it('loads the key, keeps the last answer while a new key loads, and never shows an older answer', async () => {
    const api = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useKeptQuery(['t'], key, api.load), {
      wrapper: queryWrapper(),
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

  it('loads the same key again when its kept tab is shown, showing the last answer meanwhile', async () => {
    const api = controlledLoad();
    const activity = createPageActivity(true);
    const wrapper = queryWrapper(activity);
    const { result } = renderHook(() => useKeptQuery(['t'], 7, api.load), { wrapper });
    await api.answer(0, 'before');
    await waitFor(() => expect(result.current).toEqual({ data: 'before', loading: false }));
    act(() => activity.set(false));
    act(() => activity.set(true));
    expect(api.pending.map((p) => p.key)).toEqual([7, 7]);
    expect(result.current).toEqual({ data: 'before', loading: false });
    await api.answer(1, 'after');
    await waitFor(() => expect(result.current).toEqual({ data: 'after', loading: false }));
  });

  it('keeps the answer on screen when the same key answers the same again', async () => {
    const api = {
      load: (key: number) => Promise.resolve({ key, rows: [1, 2] }),
    };
    const activity = createPageActivity(true);
    const wrapper = queryWrapper(activity);
    const { result } = renderHook(() => useKeptQuery(['t'], 7, api.load), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ key: 7, rows: [1, 2] }));
    const data = result.current.data;
    act(() => activity.set(false));
    act(() => activity.set(true));
    await act(() => Promise.resolve());
    expect(result.current.data).toBe(data);
  });

  it('asks nothing while the key is null', () => {
    const api = controlledLoad();
    const { result } = renderHook(() => useKeptQuery(['t'], null, api.load), { wrapper: queryWrapper() });
    expect(api.pending).toEqual([]);
    expect(result.current).toEqual({ data: null, loading: false });
  });
});
