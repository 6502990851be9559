/** A Db that only listens on `channel`: the test plays the notifications and the lost connection. */
import { expect } from 'vitest';
import type { Db, ListenEvents } from '../../../server/src/db/client';

export function listeningDb(channel: string): {
  db: Db;
  notify: (payload: string) => void;
  events: () => ListenEvents;
} {
  let handler: (payload: string) => void = () => undefined;
  let events: ListenEvents = {};
  const db = {
    listen: async (heard: string, onNotify: (payload: string) => void, e?: ListenEvents) => {
      expect(heard).toBe(channel);
      handler = onNotify;
      events = e ?? {};
      return async () => undefined;
    },
  } as unknown as Db;
  return { db, notify: (payload) => handler(payload), events: () => events };
}
