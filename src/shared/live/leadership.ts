/**
 * Whether this browser tab leads the user's live channels (docs/architecture.md §3 "Live channels": one tab
 * per user holds the sockets). The live hub (live-hub.ts) sets it; features read it, e.g. only the leading tab
 * speaks alarms.
 */
import { create } from 'zustand';

interface Leadership {
  leading: boolean;
  setLeading: (leading: boolean) => void;
}

export const useLeadership = create<Leadership>((set) => ({
  leading: false,
  setLeading: (leading) => set((s) => (s.leading === leading ? s : { leading })),
}));
