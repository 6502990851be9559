/**
 * The alarm window in the query cache (docs/architecture.md §4 "Server data", "Alarms"): `alarmKeys.window`. The
 * alarm store (alarm-store.ts) is the one that polls it; the widget, panel and data age read it here without
 * fetching, and a release or an order edits it at once (withoutAlarms, withOrder) while the one reload that
 * confirms the edit comes from the live frame or its fallback (alarm-store.ts `changed`).
 */
import { useQuery } from '@tanstack/react-query';
import type { AlarmWindow, AlarmWindowItem } from '@contract/alarm';
import { isApiError } from '@/shared/api';
import { NO_RESPONSE } from '@/shared/api/errors';
import { alarmKeys } from './query-keys';

/** No answer or a 5xx: the service is down (a 4xx is a refusal, which the client showed). */
export const isUnreachable = (error: unknown): boolean =>
  !isApiError(error) || error.code === NO_RESPONSE || (error.status ?? 0) >= 500;

export interface AlarmWindowView {
  alarms: AlarmWindowItem[];
  /** a window has been received since the polling started */
  loaded: boolean;
  /** the last poll got no answer or a 5xx */
  unreachable: boolean;
  /** the server's time of the last window, and when it arrived here (local ms) */
  serverTime: string | null;
  fetchedAt: number | null;
}

const NONE: AlarmWindowItem[] = [];

/** What the alarm store's polling last brought, for the widget and the panel; never fetches by itself. */
export function useAlarmWindow(): AlarmWindowView {
  const { data, error, isError, dataUpdatedAt } = useQuery<AlarmWindow>({
    queryKey: alarmKeys.window,
    enabled: false,
  });
  return {
    alarms: data?.deviceAlarmWindow ?? NONE,
    loaded: data !== undefined,
    unreachable: isError && isUnreachable(error),
    serverTime: data?.serverTime ?? null,
    fetchedAt: data === undefined ? null : dataUpdatedAt,
  };
}

/** The window without the alarms just released. */
export const withoutAlarms =
  (ids: readonly number[]) =>
  (window: AlarmWindow): AlarmWindow => ({
    ...window,
    deviceAlarmWindow: window.deviceAlarmWindow.filter((a) => !ids.includes(a.alarmRecordId)),
  });

/** The window with the repair order just raised from this alarm. */
export const withOrder =
  (alarmRecordId: number, taskId: number, taskNo: string) =>
  (window: AlarmWindow): AlarmWindow => ({
    ...window,
    deviceAlarmWindow: window.deviceAlarmWindow.map((a) =>
      a.alarmRecordId === alarmRecordId ? { ...a, taskId, taskNo } : a,
    ),
  });

/** The window with the alarms just acknowledged marked so (who and when follow with the reload). */
export const withAcknowledged =
  (ids: readonly number[]) =>
  (window: AlarmWindow): AlarmWindow => ({
    ...window,
    deviceAlarmWindow: window.deviceAlarmWindow.map((a) =>
      ids.includes(a.alarmRecordId) ? { ...a, acknowledged: true } : a,
    ),
  });

/** Newest first: `YYYY-MM-DD HH:mm:ss` compares as plain text, which is far cheaper than localeCompare's collation. */
const newerFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The panel's order (docs/alarms.md "Priority"): unacknowledged first, then by priority (紧急 first), then newest
 * first. The window's own order is newest first; sorting a copy keeps the cached window as the server sent it. Each
 * opening sorts the whole window (5,000 alarms: docs/bench-log.md, the alarm panel).
 */
export function panelOrder(alarms: readonly AlarmWindowItem[]): AlarmWindowItem[] {
  return [...alarms].sort(
    (a, b) =>
      Number(a.acknowledged) - Number(b.acknowledged) ||
      a.priority - b.priority ||
      newerFirst(a.alarmTime, b.alarmTime) ||
      b.alarmRecordId - a.alarmRecordId,
  );
}

/** What the badge counts: the alarms nobody acknowledged yet. */
export const unacknowledged = (alarms: readonly AlarmWindowItem[]): number =>
  alarms.reduce((n, a) => (a.acknowledged ? n : n + 1), 0);
