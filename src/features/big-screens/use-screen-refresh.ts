/**
 * The refresh loop of a public big screen (docs/requirements.md §2 big screens), on the query cache
 * (src/shared/query, `screenKeys`): loads at once, then every `intervalMs` (`refetchInterval`). A failed load keeps
 * the last figures and says they are stale rather than blanking a wall display.
 *
 * It runs a whole day unattended, so nothing accumulates: the observer's one interval ends with the component; a tick
 * while a load is still out joins it (a slow server does not pile requests up). Inside the console's keep-alive stack
 * a hidden tab stays mounted (docs/architecture.md §4 "Keep-alive tabs"): a hidden screen has no interval, and a shown
 * one loads at once (usePageQuery) and starts its interval again.
 */
import type { QueryKey } from '@tanstack/react-query';
import { usePageActive } from '@/shared/lifecycle/page-activity';
import { usePageQuery } from '@/shared/query';

export const REFRESH_MS = 30_000;

export interface ScreenData<T> {
  data: T | null;
  /** the last load failed: `data` is older than it should be */
  stale: boolean;
  /** local time (ms) of the last successful load */
  updatedAt: number | null;
}

interface Options {
  intervalMs?: number;
}

/** `load` answers `queryKey` (null: nothing to load yet). */
export function useScreenRefresh<T>(
  queryKey: QueryKey,
  load: (() => Promise<T>) | null,
  { intervalMs = REFRESH_MS }: Options = {},
): ScreenData<T> {
  const active = usePageActive();
  const query = usePageQuery<T, QueryKey>({
    queryKey,
    queryFn: () => (load ? load() : Promise.reject(new Error('nothing to load'))),
    enabled: load !== null,
    refetchInterval: active ? intervalMs : false,
    // A wall display runs in a browser tab nobody looks at: it must keep its pace there too.
    refetchIntervalInBackground: true,
  });
  const data = query.data ?? null;
  return { data, stale: query.isError, updatedAt: query.data === undefined ? null : query.dataUpdatedAt };
}
