/**
 * useQuery for a page that may be kept in a hidden tab (docs/architecture.md §4 "Keep-alive tabs"): when the tab is
 * shown again, a stale answer is fetched again, the last one staying on screen meanwhile.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOnPageShown } from '../lifecycle/page-activity';

export function usePageQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  const query = useQuery(options);
  const { refetch, isStale } = query;
  const enabled = options.enabled !== false;
  useOnPageShown(
    useCallback(() => {
      if (enabled && isStale) void refetch();
    }, [enabled, isStale, refetch]),
  );
  return query;
}
