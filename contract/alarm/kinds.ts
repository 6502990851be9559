/**
 * An alarm's kind and priority (docs/alarms.md "Priority"): what every other part of the alarm contract (window,
 * journal, analysis) speaks of. Exported from ./index.ts.
 */

/** The five kinds of alarm (`windowAlarmType`). */
export const ALARM_KIND = {
  COLLECTOR_ERROR: 1,
  LINKAGE: 2,
  METER_DATA_ABNORMAL: 3,
  METER_OFFLINE: 4,
  METER_ONLINE_NO_DATA: 5,
} as const;
export type AlarmKind = (typeof ALARM_KIND)[keyof typeof ALARM_KIND];
export const ALARM_KINDS: readonly AlarmKind[] = [1, 2, 3, 4, 5];

export const ALARM_KIND_LABEL: Readonly<Record<AlarmKind, string>> = {
  1: '采集器异常',
  2: '联动告警',
  3: '仪表数据异常',
  4: '仪表离线',
  5: '仪表在线无数据',
};

/** An alarm's priority (docs/alarms.md): from alarm_priority_rule by kind and device type when raised (告警规则). */
export const ALARM_PRIORITY = { URGENT: 1, HIGH: 2, MEDIUM: 3, LOW: 4 } as const;
export type AlarmPriority = (typeof ALARM_PRIORITY)[keyof typeof ALARM_PRIORITY];
export const ALARM_PRIORITIES: readonly AlarmPriority[] = [1, 2, 3, 4];
