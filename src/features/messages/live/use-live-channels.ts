/**
 * The shell calls this once with the signed-in username (docs/architecture.md §6: live data is fed by one
 * owner, never by page effects that keep-alive tabs re-run). The live hub is shared (src/shared/live); this
 * feature starts it because its counts (message-counts.ts) must be subscribed before the first connect. Sign-out
 * stops the channels through the logout hooks as well, so none outlives the session even if the shell stays
 * mounted a moment longer.
 */
import { useEffect } from 'react';
import { useLiveHub } from '@/shared/live/live-hub';
import { useMessageCounts } from './message-counts';

export function useLiveChannels(username: string | null | undefined): void {
  useEffect(() => {
    if (!username) return;
    useLiveHub.getState().start(username);
    return () => useLiveHub.getState().stop();
  }, [username]);
}

/** The badge's count of a factory and the HTTP resync after reads and deletes (docs/requirements.md §2). */
export const resyncMessageCount = (factoryId: number): Promise<void> =>
  useMessageCounts.getState().resync(factoryId);
