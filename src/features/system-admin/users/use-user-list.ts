/** The list state of the user page: the filter, the page, and the rows of GET /system/user/list. */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UserFilter } from '@contract/user';
import type { FormValues } from '@/shared/form';
import { usePagedQuery } from '@/shared/query';
import { LINK_PARAMS, linkParam } from '@/shared/routes/paths';
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

/**
 * The shared paged list over GET /system/user/list, named as the page uses it. An address `?userName=` (the global
 * search's link, docs/search.md) starts it on that account; `linkValues` are then the query form's initial values.
 */
export function useUserList() {
  const { search } = useLocation();
  const [linkValues] = useState((): FormValues => {
    const userName = linkParam(search, LINK_PARAMS.USER_NAME);
    return userName ? { userName } : {};
  });
  const list = usePagedQuery(adminKeys.users, fetchUsers, cleanFilter(linkValues));
  return { ...list, filter: list.query, changePage: list.setPage, linkValues };
}
