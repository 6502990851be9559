import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageResult } from '@contract/common';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { createPageActivity } from '../lifecycle/page-activity';
import { pagedTableProps, usePagedQuery } from './use-paged-query';

type Q = { name?: string };
type Params = Q & { pageNum: number; pageSize: number };

/** A fetcher whose answers the test releases one by one, in any order. */
function controlledFetch() {
  const pending: { params: Params; resolve: (r: PageResult<string>) => void }[] = [];
  const fetchPage = (params: Params) =>
    new Promise<PageResult<string>>((resolve) => pending.push({ params, resolve }));
  const answer = (i: number, rows: string[]) =>
    act(() => pending[i]?.resolve({ code: 200, msg: 'ok', rows, total: rows.length }));
  return { pending, fetchPage, answer };
}

describe('usePagedQuery', () => {
  it('loads page 1 of 100 and is loading until the answer', async () => {
    const api = controlledFetch();
    const { result } = renderHook(() => usePagedQuery(['t'], api.fetchPage, {} as Q), {
      wrapper: queryWrapper(),
    });
    expect(result.current.loading).toBe(true);
    expect(api.pending[0]?.params).toEqual({ pageNum: 1, pageSize: 100 });
    await api.answer(0, ['a', 'b']);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual(['a', 'b']);
    expect(pagedTableProps(result.current)).toMatchObject({ total: 2, pageNum: 1, pageSize: 100 });
  });

  it('a new search goes back to page 1, and a slower older answer never wins', async () => {
    const api = controlledFetch();
    const { result } = renderHook(() => usePagedQuery(['t'], api.fetchPage, {} as Q), {
      wrapper: queryWrapper(),
    });
    act(() => result.current.setPage(3, 50));
    act(() => result.current.search({ name: 'x' }));
    const last = api.pending.length - 1;
    expect(api.pending[last]?.params).toEqual({ name: 'x', pageNum: 1, pageSize: 50 });
    await api.answer(last, ['new']);
    await api.answer(0, ['stale']);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual(['new']);
  });

  it('asks for the same page again when its kept tab is shown, keeping the rows meanwhile', async () => {
    const api = controlledFetch();
    const activity = createPageActivity(true);
    const wrapper = queryWrapper(activity);
    const { result } = renderHook(() => usePagedQuery(['t'], api.fetchPage, {} as Q), { wrapper });
    act(() => result.current.setPage(2, 50));
    await api.answer(1, ['old']);
    await waitFor(() => expect(result.current.rows).toEqual(['old']));
    expect(api.pending).toHaveLength(2);
    act(() => activity.set(false));
    expect(api.pending).toHaveLength(2);
    act(() => activity.set(true));
    expect(api.pending).toHaveLength(3);
    expect(api.pending[2]?.params).toEqual({ pageNum: 2, pageSize: 50 });
    expect(result.current).toMatchObject({ rows: ['old'], loading: false });
    await api.answer(2, ['fresh']);
    await waitFor(() => expect(result.current.rows).toEqual(['fresh']));
    // the same answer again keeps the rows on screen as they are: the table is not rendered again
    const rows = result.current.rows;
    act(() => activity.set(false));
    act(() => activity.set(true));
    await api.answer(3, ['fresh']);
    expect(result.current.rows).toBe(rows);
  });

  it('asks again for a search of what is on screen', async () => {
    const api = controlledFetch();
    const { result } = renderHook(() => usePagedQuery(['t'], api.fetchPage, {} as Q), {
      wrapper: queryWrapper(),
    });
    act(() => result.current.search({ name: 'x' }));
    await api.answer(1, ['x1']);
    await waitFor(() => expect(result.current.rows).toEqual(['x1']));
    act(() => result.current.search({ name: 'x' }));
    await waitFor(() => expect(api.pending).toHaveLength(3));
    expect(api.pending[2]?.params).toEqual({ name: 'x', pageNum: 1, pageSize: 100 });
  });

  it('asks nothing while disabled', () => {
    const api = controlledFetch();
    const { result } = renderHook(() => usePagedQuery(['t'], api.fetchPage, {} as Q, false), {
      wrapper: queryWrapper(),
    });
    expect(api.pending).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });
});
