/**
 * One answer of the server for the current key, from the query cache (src/shared/query): fetched again when the key
 * changes, a slower answer to an older key never shown, nothing fetched while the key is null. `data` is the last
 * answer (kept while a newer one loads, so a page dims rather than blanks); `loading` says whether it belongs to an
 * older key. A kept tab fetches it again when shown (docs/architecture.md §4 "Keep-alive tabs"), the last answer
 * staying on screen meanwhile. `scope` is the feature's query key (its query-keys.ts), which mutations invalidate.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { usePageQuery } from './use-page-query';

export interface Kept<T> {
  data: T | null;
  loading: boolean;
}

export function useKeptQuery<K, T>(
  scope: readonly unknown[],
  key: K | null,
  load: (key: K) => Promise<T>,
): Kept<T> {
  const query = usePageQuery({
    queryKey: [...scope, key] as const,
    queryFn: () => load(key as K),
    enabled: key !== null,
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    loading: key !== null && (query.isPending || query.isPlaceholderData),
  };
}
