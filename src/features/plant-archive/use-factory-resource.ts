/**
 * What a plant archive page shows of its factory (docs/architecture.md §4 "Factory pages"), from the query cache:
 * loaded for the factory the page shows (`[...scope, factoryId]`), again when the factory changes, when a write
 * invalidates `scope` and when a kept tab is shown; an answer for a key no longer current is dropped, and another
 * factory's answer is never shown for this one.
 */
import { usePageQuery } from '@/shared/query';

export function useFactoryResource<T>(
  scope: readonly unknown[],
  factoryId: number | null,
  load: (factoryId: number) => Promise<T>,
) {
  const query = usePageQuery({
    queryKey: [...scope, factoryId],
    queryFn: () => load(factoryId as number),
    enabled: factoryId !== null,
  });
  // A refused request keeps what the page had (the client has shown the refusal).
  const data: T | null = factoryId === null ? null : (query.data ?? null);
  const loading = factoryId !== null && query.isFetching;
  return { data, loading };
}
