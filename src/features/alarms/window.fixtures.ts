/**
 * A window as the server answers it, for the alarm tests (alarms.fixtures.ts) and the alarm panel bench
 * (bench/alarm-panel): apart from msw, so the bench page can load it.
 */
import type { AlarmWindow, AlarmWindowItem } from '@contract/alarm';

/** A window of these alarms as the server answers it: no voice flag, no flood, unless `overrides` says so. */
export function aWindow(list: AlarmWindowItem[], overrides: Partial<AlarmWindow> = {}): AlarmWindow {
  return {
    deviceAlarmWindow: list,
    collAlarmVoice: false,
    linkageAlarmVoice: false,
    meterDataAbnormalVoice: false,
    meterNotOnlineVoice: false,
    meterOnlineNoDataVoice: false,
    raisedRecently: 0,
    serverTime: '2026-03-02 16:00:30',
    ...overrides,
  };
}
