/**
 * The shell calls this once with the signed-in username (docs/architecture.md §6: one owner, never page
 * effects). Sign-out stops the polling through the logout hooks as well (alarm-store.ts).
 */
import { useEffect } from 'react';
import { useAlarmStore } from './alarm-store';

export function useAlarmPolling(username: string | null | undefined): void {
  useEffect(() => {
    if (!username) return;
    useAlarmStore.getState().start();
    return () => useAlarmStore.getState().stop();
  }, [username]);
}
