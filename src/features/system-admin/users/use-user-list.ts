/** The list state of the user page: the filter, the page, and the rows of GET /system/user/list. */
import { useCallback, useEffect, useState } from 'react';
import type { UserFilter, UserRow } from '@contract/user';
import { DEFAULT_PAGE_SIZE } from '@/shared/table';
import { fetchUsers } from './api';

/** Drops empty values: the server's filter schema refuses '' for numeric ids. */
export function cleanFilter(values: Record<string, unknown>): UserFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as UserFilter;
}

export function useUserList() {
  const [filter, setFilter] = useState<UserFilter>({});
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [rows, setRows] = useState<UserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [version, setVersion] = useState(0);
  // Loading until the answer of the current request key arrives (no setState inside the effect body).
  const key = JSON.stringify([filter, pageNum, pageSize, version]);
  const [answered, setAnswered] = useState<string>();
  const loading = answered !== key;

  useEffect(() => {
    let alive = true;
    fetchUsers({ ...filter, pageNum, pageSize })
      .then((reply) => {
        if (!alive) return;
        setRows(Array.isArray(reply.rows) ? reply.rows : []);
        setTotal(reply.total ?? 0);
      })
      .catch(() => undefined)
      .finally(() => alive && setAnswered(key));
    return () => {
      alive = false;
    };
  }, [filter, pageNum, pageSize, key]);

  /** A new filter starts again at page 1. */
  const search = useCallback((next: UserFilter) => {
    setFilter(next);
    setPageNum(1);
    setVersion((v) => v + 1);
  }, []);
  const changePage = useCallback((page: number, size: number) => {
    setPageNum(page);
    setPageSize(size);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { filter, pageNum, pageSize, rows, total, loading, search, changePage, reload };
}
