/**
 * The alarm journal (docs/alarms.md "Events", "Journal"): what it records and 告警记录's query and rows. Constants and
 * types only; exported from ./index.ts with the rest of the alarm contract.
 */
import type { AlarmKind, AlarmPriority } from './kinds';

/** What the alarm journal records (docs/alarms.md "Events"); user null = the system. */
export const ALARM_EVENT = {
  RAISED: 'raised',
  CLEARED: 'cleared',
  ACKNOWLEDGED: 'acknowledged',
  SHELVED: 'shelved',
  UNSHELVED: 'unshelved',
  ESCALATED: 'escalated',
  RELEASED: 'released',
  ORDER_RAISED: 'order_raised',
} as const;
export type AlarmEventKind = (typeof ALARM_EVENT)[keyof typeof ALARM_EVENT];
export const ALARM_EVENTS: readonly AlarmEventKind[] = Object.values(ALARM_EVENT);

/** GET journal query (paged; times China time `YYYY-MM-DD HH:mm:ss`). */
export interface AlarmJournalQuery {
  pageNum?: number;
  pageSize?: number;
  beginTime?: string;
  endTime?: string;
  factoryId?: number;
  deviceCode?: string;
  kind?: AlarmKind;
  priority?: AlarmPriority;
  event?: AlarmEventKind;
  /** the acting user's account or nick name, part of it */
  userName?: string;
  /** one alarm's story, oldest first */
  alarmRecordId?: number;
}

export type AlarmJournalRow = {
  eventId: number;
  alarmRecordId: number;
  event: AlarmEventKind;
  /** China time */
  at: string;
  /** nick name; null = the system */
  userName: string | null;
  note: string | null;
  factoryId: number;
  factoryName: string;
  deviceCode: string;
  deviceName: string;
  kind: AlarmKind;
  priority: AlarmPriority;
  content: string;
};
