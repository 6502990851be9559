/**
 * The message feature's keys in the query cache (src/shared/query): the drawer's list of a factory's tab, and the
 * badge's unread counts per factory (live/message-counts.ts).
 */
import type { MsgTab } from '@contract/message';
import type { MessageFilter } from './api';

export const messageKeys = {
  all: ['messages'],
  /** every list of a factory's tab, whatever its filter */
  lists: (factoryId: number, tab: MsgTab) => ['messages', 'list', factoryId, tab] as const,
  list: (factoryId: number, tab: MsgTab, filter: MessageFilter = {}) =>
    ['messages', 'list', factoryId, tab, filter] as const,
  counts: ['messages', 'count'],
} as const;
