/** Alarm calls (docs/architecture.md §3 "Alarms", docs/requirements.md §7 "Alarms"). */
import {
  ALARM_API,
  type AlarmConfig,
  type AlarmConfigBody,
  type AlarmChangeResult,
  type AlarmClearResult,
  type AlarmShelvedItem,
  type AlarmShelveMax,
  type AlarmOrderBody,
  type AlarmOrderResult,
  type AlarmWindow,
} from '@contract/alarm';
import type { DataResult } from '@contract/common';
import { get, post, put } from '@/shared/api';

/** The client's base is /api already. */
const path = (route: string) => route.replace(/^\/api/, '');

/** Silent: a poll every few minutes must not toast each failure; the widget says the service is unreachable. */
export async function fetchAlarmWindow(): Promise<AlarmWindow> {
  return (await get<DataResult<AlarmWindow>>(path(ALARM_API.WINDOW), undefined, { silent: true })).data;
}

/** null: nothing saved (the defaults apply, docs/requirements.md §4 "Alarm"). */
export async function fetchAlarmConfig(): Promise<AlarmConfig | null> {
  return (
    (await get<DataResult<AlarmConfig | null>>(path(ALARM_API.CONFIG), undefined, { silent: true })).data ??
    null
  );
}

/** A refusal is shown by the client with the server's msg (docs/requirements.md §8 "Alarm config save"). */
export const saveAlarmConfig = (body: AlarmConfigBody) =>
  put<DataResult<AlarmConfig>>(path(ALARM_API.CONFIG), body);

/** `reason` is required by the server while any of them has not cleared (docs/alarms.md). */
export const releaseAlarms = (ids: readonly number[], reason?: string) =>
  put<DataResult<AlarmClearResult>>(path(ALARM_API.CLEAR), {
    alarmRecordIds: ids.join(','),
    ...(reason ? { reason } : {}),
  });

export const ackAlarms = (ids: readonly number[], note?: string) =>
  put<DataResult<AlarmChangeResult>>(path(ALARM_API.ACK), {
    alarmRecordIds: ids.join(','),
    ...(note ? { note } : {}),
  });

export const shelveAlarms = (ids: readonly number[], minutes: number, reason: string) =>
  put<DataResult<AlarmChangeResult>>(path(ALARM_API.SHELVE), {
    alarmRecordIds: ids.join(','),
    minutes,
    reason,
  });

export const unshelveAlarms = (ids: readonly number[]) =>
  put<DataResult<AlarmChangeResult>>(path(ALARM_API.UNSHELVE), { alarmRecordIds: ids.join(',') });

export async function fetchShelveMax(): Promise<AlarmShelveMax> {
  return (await get<DataResult<AlarmShelveMax>>(path(ALARM_API.SHELVE_MAX))).data;
}

export async function fetchShelved(): Promise<AlarmShelvedItem[]> {
  return (await get<DataResult<AlarmShelvedItem[]>>(path(ALARM_API.SHELVED))).data;
}

export const orderAlarm = (alarmRecordId: number, body: AlarmOrderBody = {}) =>
  post<DataResult<AlarmOrderResult>>(`${path(ALARM_API.ORDER)}/${alarmRecordId}/order`, body);
