/**
 * The shell calls this once with the signed-in username (docs/architecture.md §6: live data is fed by one
 * owner, never by page effects that keep-alive tabs re-run). Sign-out stops the channels through the logout
 * hooks as well, so none outlives the session even if the shell stays mounted a moment longer.
 */
import { useEffect } from 'react';
import { useLiveStore } from './live-store';

export function useLiveChannels(username: string | null | undefined): void {
  useEffect(() => {
    if (!username) return;
    useLiveStore.getState().start(username);
    return () => useLiveStore.getState().stop();
  }, [username]);
}

/** The badge's count of a factory and the HTTP resync after reads and deletes (docs/requirements.md §2). */
export const resyncMessageCount = (factoryId: number): Promise<void> =>
  useLiveStore.getState().resync(factoryId);
