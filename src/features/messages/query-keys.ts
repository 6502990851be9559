/** The message feature's keys in the query cache (src/shared/query): the drawer's list of a factory's tab. */
import type { MsgTab } from '@contract/message';

export const messageKeys = {
  all: ['messages'],
  list: (factoryId: number, tab: MsgTab) => ['messages', 'list', factoryId, tab] as const,
} as const;
