/**
 * Client errors of this browser session (docs/requirements.md §2 "Error log dialog", §8 "Unhandled UI errors"). In
 * memory only: the log is for the person at the screen now, and a reload starts clean.
 */
import { create } from 'zustand';

export interface ErrorLogEntry {
  id: string;
  /** ISO 8601 */
  time: string;
  route: string;
  message: string;
  detail: string;
}

export type NewErrorLogEntry = Pick<ErrorLogEntry, 'route' | 'message'> &
  Partial<Pick<ErrorLogEntry, 'detail' | 'time'>>;

/** A page failing in a loop must not grow memory without bound: the newest 200 are kept. */
export const ERROR_LOG_MAX = 200;

interface ErrorLogState {
  /** newest first */
  entries: ErrorLogEntry[];
  /** "do not show for now": the header button stays away until a new error arrives */
  hidden: boolean;
  add: (entry: NewErrorLogEntry) => void;
  clear: () => void;
  hideForNow: () => void;
}

let sequence = 0;

export const useErrorLogStore = create<ErrorLogState>()((set) => ({
  entries: [],
  hidden: false,
  add: (entry) => {
    sequence += 1;
    const time = entry.time ?? new Date().toISOString();
    const next: ErrorLogEntry = {
      id: `${Date.now().toString(36)}-${sequence}`,
      time,
      route: entry.route,
      message: entry.message,
      detail: entry.detail ?? '',
    };
    set((s) => ({ entries: [next, ...s.entries].slice(0, ERROR_LOG_MAX), hidden: false }));
  },
  clear: () => set({ entries: [] }),
  hideForNow: () => set({ hidden: true }),
}));
