/**
 * What a page asks of the shell's top-bar tools, which it may not import (features never import each other): open
 * the alarm panel on one kind of alarm of a factory, or the message drawer's 待办 tab on one kind of to-do. Home's
 * figures ask (docs/requirements.md §2 "Home"); the alarm tool and the shell open. Client state only. Each request
 * carries a growing `seq`, so asking twice for the same thing opens twice.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { TodoKind } from '@contract/message';

export interface AlarmPanelFilter {
  kind: number;
  /** the factory's alarms only; null: every factory of the window */
  factoryId: number | null;
}

interface Requests {
  alarms: { filter: AlarmPanelFilter; seq: number } | null;
  todos: { kind: TodoKind; seq: number } | null;
}

const useShellRequests = create<Requests>(() => ({ alarms: null, todos: null }));

/** Calls `onRequest` (keep it stable: useCallback) on every new request of `key` while mounted. */
export function useShellRequest<K extends keyof Requests>(
  key: K,
  onRequest: (request: NonNullable<Requests[K]>) => void,
): void {
  useEffect(
    () =>
      useShellRequests.subscribe((now, before) => {
        const request = now[key];
        if (request && request !== before[key]) onRequest(request as NonNullable<Requests[K]>);
      }),
    [key, onRequest],
  );
}

let seq = 0;

export function openAlarmPanel(filter: AlarmPanelFilter): void {
  seq += 1;
  useShellRequests.setState({ alarms: { filter, seq } });
}

export function openTodos(kind: TodoKind): void {
  seq += 1;
  useShellRequests.setState({ todos: { kind, seq } });
}
