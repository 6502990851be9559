/**
 * A paged server list behind a generic table, from the query cache (src/shared/query): the query, page number and
 * size, loading, and the `{rows, total}` answer. A newer request wins over a slower older one. A kept tab asks for
 * its page again when shown (docs/architecture.md §4 "Keep-alive tabs"), the rows it had staying on screen
 * meanwhile. `scope` is the feature's query key (its query-keys.ts): `reload` and the feature's mutations
 * invalidate it.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PageResult } from '@contract/common';
import { DEFAULT_PAGE_SIZE } from '@contract/common';
import { usePageQuery } from './use-page-query';

export interface PagedQuery<R, Q> {
  rows: R[];
  total: number;
  loading: boolean;
  query: Q;
  pageNum: number;
  pageSize: number;
  search: (query: Q) => void;
  setPage: (pageNum: number, pageSize: number) => void;
  reload: () => void;
}

const NO_ROWS: never[] = [];

export function usePagedQuery<R, Q extends object>(
  scope: readonly unknown[],
  fetchPage: (params: Q & { pageNum: number; pageSize: number }) => Promise<PageResult<R>>,
  initialQuery: Q,
  /** false, or false for the query it holds: nothing is asked */
  enabledFor: boolean | ((query: Q) => boolean) = true,
): PagedQuery<R, Q> {
  const [query, setQuery] = useState<Q>(initialQuery);
  const enabled = typeof enabledFor === 'function' ? enabledFor(query) : enabledFor;
  const [page, setPageState] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const client = useQueryClient();
  const answer = usePageQuery({
    queryKey: [...scope, query, page] as const,
    queryFn: () => fetchPage({ ...query, ...page }),
    enabled,
    placeholderData: keepPreviousData,
  });

  // A search for what is on screen already asks again (the same key would otherwise be answered from the cache).
  const { refetch } = answer;
  const search = useCallback(
    (next: Q) => {
      if (page.pageNum === 1 && JSON.stringify(next) === JSON.stringify(query)) void refetch();
      setQuery(next);
      setPageState((p) => ({ ...p, pageNum: 1 }));
    },
    [page.pageNum, query, refetch],
  );
  const setPage = useCallback((pageNum: number, pageSize: number) => setPageState({ pageNum, pageSize }), []);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: scope }), [client, scope]);

  return {
    rows: (answer.data?.rows as R[] | undefined) ?? NO_ROWS,
    total: answer.data?.total ?? 0,
    loading: enabled && (answer.isPending || answer.isPlaceholderData),
    query,
    ...page,
    search,
    setPage,
    reload,
  };
}

/** The generic table's paging props from a paged list, so a page spreads them instead of repeating six. */
export function pagedTableProps<R, Q>(list: PagedQuery<R, Q>) {
  return {
    rows: list.rows,
    total: list.total,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    loading: list.loading,
  };
}
