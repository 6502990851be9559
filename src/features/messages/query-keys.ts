/**
 * The message feature's keys in the query cache (src/shared/query): the drawer's list of a factory's tab, and the
 * badge's unread counts per factory (live/message-counts.ts).
 */
import type { MsgTab } from '@contract/message';

export const messageKeys = {
  all: ['messages'],
  list: (factoryId: number, tab: MsgTab) => ['messages', 'list', factoryId, tab] as const,
  counts: ['messages', 'count'],
} as const;
