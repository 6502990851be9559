/** The paged list of a work-order page: a kind's list, or the acceptance list over every kind. */
import { useCallback } from 'react';
import type { PageResult } from '@contract/common';
import type { AcceptListRow, WoAnyKindListQuery, WoRow } from '@contract/work-order';
import { usePagedQuery } from '@/shared/query';
import { fetchAcceptOrders, fetchOrders, type WoAnyKindPagedQuery } from '../api';
import type { WoListSource } from './page-configs';
import { workOrderKeys } from '../query-keys';

export type ListRow = WoRow | AcceptListRow;

export function useOrderList(source: WoListSource, initialQuery: WoAnyKindListQuery) {
  const fetchPage = useCallback(
    (query: WoAnyKindPagedQuery): Promise<PageResult<ListRow>> =>
      source === 'accept' ? fetchAcceptOrders(query) : fetchOrders(source, query),
    [source],
  );
  return usePagedQuery<ListRow, WoAnyKindListQuery>(workOrderKeys.list(source), fetchPage, initialQuery);
}
