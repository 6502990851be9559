/** The list state of the user page: the filter, the page, and the rows of GET /system/user/list. */
import type { UserFilter } from '@contract/user';
import { usePagedQuery } from '@/shared/query';
import { fetchUsers } from './api';
import { adminKeys } from '../query-keys';

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

/** The shared paged list over GET /system/user/list, named as the page uses it. */
export function useUserList() {
  const list = usePagedQuery(adminKeys.users, fetchUsers, {} as UserFilter);
  return { ...list, filter: list.query, changePage: list.setPage };
}
