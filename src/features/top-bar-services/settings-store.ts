/**
 * Which optional top bar services the server offers (GET settings), asked once per sign-in and shared by
 * the QR button and the weather widget. Until it has answered, or when it failed, neither shows: the
 * console never shows a service the server did not say it has.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { ConsoleSettings } from '@contract/top-bar';
import { onLogout } from '@/shared/lifecycle/logout-hooks';
import { fetchConsoleSettings } from './api';

interface SettingsState {
  settings: ConsoleSettings | null;
  load: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

export const useConsoleSettingsStore = create<SettingsState>((set, get) => ({
  settings: null,
  load: () => {
    if (get().settings) return Promise.resolve();
    inFlight ??= fetchConsoleSettings()
      .then((settings) => set({ settings }))
      // Silent: the widgets stay absent; the next mount after a sign-in asks again.
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

onLogout(() => useConsoleSettingsStore.setState({ settings: null }));

/** The settings, loading them on first use. */
export function useConsoleSettings(): ConsoleSettings | null {
  const settings = useConsoleSettingsStore((s) => s.settings);
  useEffect(() => {
    void useConsoleSettingsStore.getState().load();
  }, []);
  return settings;
}
