/**
 * Which optional top bar services the server offers (GET settings), from the query cache (src/shared/query): asked
 * once per sign-in (signing out clears the cache) and shared by the QR button and the weather widget. Until it has
 * answered, or when it failed, neither shows: the console never shows a service the server did not say it has. A
 * failure is silent and asked again at the next mount.
 */
import { useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '@contract/top-bar';
import { fetchConsoleSettings } from './api';
import { topBarKeys } from './query-keys';

/** The settings, loading them on first use. */
export function useConsoleSettings(): ConsoleSettings | null {
  const { data } = useQuery({
    queryKey: topBarKeys.settings,
    queryFn: fetchConsoleSettings,
    staleTime: Infinity,
  });
  return data ?? null;
}
