/**
 * The console's one cache of server data (docs/architecture.md §4 "Server data"): TanStack Query. Requests for the
 * same key at once are merged, a newer key's answer never loses to an older one, and an answer equal to the one
 * on screen keeps its references (structural sharing), so an unchanged list renders nothing.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client has already told the user of a failure, refreshed an expired token and replayed the
        // call once (src/shared/api): a second try here would repeat the message.
        retry: false,
        // Kept tabs ask again when shown (usePageQuery), not when the window regains focus: a console left open
        // on a wall screen must not refetch every page each time someone clicks it.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client: signing out or a lost session clears it, so the next user never sees the last one's data. */
export const queryClient = createQueryClient();
