/**
 * A paged server list behind a generic table: the query, page number and size, loading, and the
 * `{rows, total}` answer. A newer request wins over a slower older one. A kept tab asks for its page again when shown
 * (docs/architecture.md §4 "Keep-alive tabs"), the rows it had staying on screen meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult } from '@contract/common';
import { DEFAULT_PAGE_SIZE } from '@contract/common';
import { sameOrNew, useOnPageShown } from '../lifecycle/page-activity';

export interface PagedList<R, Q> {
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

export function usePagedList<R, Q extends object>(
  fetchPage: (params: Q & { pageNum: number; pageSize: number }) => Promise<PageResult<R>>,
  initialQuery: Q,
  /** false, or false for the query it holds: nothing is asked */
  enabledFor: boolean | ((query: Q) => boolean) = true,
): PagedList<R, Q> {
  const [query, setQuery] = useState<Q>(initialQuery);
  const enabled = typeof enabledFor === 'function' ? enabledFor(query) : enabledFor;
  const [page, setPageState] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [result, setResult] = useState<{ rows: R[]; total: number }>({ rows: [], total: 0 });
  const [round, setRound] = useState(0);
  // Loading is derived: the request for this key has not been answered yet.
  const requestKey = JSON.stringify([query, page, round]);
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  const latest = useRef('');

  // Asks for the current page; the answer is shown only while `key` is still the latest request, and replaces the
  // rows on screen only if it differs from them.
  const ask = useCallback(
    (key: string) =>
      fetchPage({ ...query, ...page })
        .then((reply) => {
          if (latest.current !== key) return;
          setResult((shown) => sameOrNew(shown, { rows: reply.rows ?? [], total: reply.total ?? 0 }));
        })
        .catch(() => {
          /* the client already told the user */
        }),
    [fetchPage, query, page],
  );
  useEffect(() => {
    if (!enabled) return;
    latest.current = requestKey;
    void ask(requestKey).finally(() => {
      if (latest.current === requestKey) setAnsweredKey(requestKey);
    });
  }, [ask, requestKey, enabled]);
  // Shown again: the same request once more, with no loading state, so an unchanged list renders nothing.
  useOnPageShown(
    useCallback(() => {
      if (enabled) void ask(latest.current);
    }, [ask, enabled]),
  );
  const loading = enabled && answeredKey !== requestKey;

  const search = useCallback((next: Q) => {
    setQuery(next);
    setPageState((p) => ({ ...p, pageNum: 1 }));
  }, []);
  const setPage = useCallback((pageNum: number, pageSize: number) => setPageState({ pageNum, pageSize }), []);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  return { ...result, loading, query, ...page, search, setPage, reload };
}

/** The generic table's paging props from a paged list, so a page spreads them instead of repeating six. */
export function pagedTableProps<R, Q>(list: PagedList<R, Q>) {
  return {
    rows: list.rows,
    total: list.total,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    loading: list.loading,
  };
}
