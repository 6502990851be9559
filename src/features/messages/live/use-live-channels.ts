/**
 * The shell calls this once with the signed-in username (docs/architecture.md §6: live data is fed by one
 * owner, never by page effects that keep-alive tabs re-run). The live hub is shared (src/shared/live); this
 * feature starts it because its counts (message-counts.ts) must be subscribed before the first connect. Sign-out
 * stops the channels through the logout hooks as well, so none outlives the session even if the shell stays
 * mounted a moment longer.
 */
import { useEffect } from 'react';
import { useLiveHub } from '@/shared/live/live-hub';
// Subscribes the counts to the hub before the first connect.
import './message-counts';

export function useLiveChannels(username: string | null | undefined): void {
  useEffect(() => {
    if (!username) return;
    useLiveHub.getState().start(username);
    return () => useLiveHub.getState().stop();
  }, [username]);
}
