/**
 * One order (GET …/{kind}/{id}) while a dialog is open, from the query cache (workOrderKeys.order): keyed by the
 * opened order and fetched again at each opening (a dialog never acts on an answer from an earlier opening, so none
 * is shown until this opening's arrives); a change to the order invalidates its key (workOrderKeys.all).
 */
import type { WoDetail, WoKind } from '@contract/work-order';
import { usePageQuery } from '@/shared/query';
import { fetchOrder } from '../api';
import { workOrderKeys } from '../query-keys';

export function useOrder(open: boolean, kind: WoKind, taskId: number | null) {
  const enabled = open && taskId !== null;
  const query = usePageQuery({
    queryKey: workOrderKeys.order(kind, taskId ?? -1),
    queryFn: () => fetchOrder(kind, taskId ?? -1),
    enabled,
    refetchOnMount: 'always',
  });
  // Not found or out of scope: the client showed the msg; the dialog shows nothing to act on.
  const order: WoDetail | null = query.isFetchedAfterMount && !query.isError ? (query.data ?? null) : null;
  return { order, loading: enabled && !query.isFetchedAfterMount };
}
