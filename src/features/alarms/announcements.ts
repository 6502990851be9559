/**
 * What to say about new alarms (docs/requirements.md §4 "Alarm"): one sound and one pop-up per alarm; in a
 * flood (flood.ts) one of each per kind and factory instead, 低 alarms left out, e.g. 告警洪流：上海第一水厂 仪表离线 12 条.
 */
import { ALARM_PRIORITY, type AlarmKind, type AlarmWindowItem } from '@contract/alarm';

export interface Announcement {
  key: string;
  kind: AlarmKind;
  /** one alarm, or the flood summary of `count` alarms of a kind in a factory */
  alarm: AlarmWindowItem | null;
  factoryName: string;
  count: number;
}

/** The key of one alarm's announcement (a flood's summaries have their own). */
export const alarmKey = (alarmRecordId: number) => `alarm-${alarmRecordId}`;

export function announcements(fresh: readonly AlarmWindowItem[], flooding: boolean): Announcement[] {
  if (!flooding) {
    return fresh.map((alarm) => ({
      key: alarmKey(alarm.alarmRecordId),
      kind: alarm.windowAlarmType,
      alarm,
      factoryName: alarm.factoryName,
      count: 1,
    }));
  }
  const groups = new Map<string, Announcement>();
  // In a flood a 低 alarm never speaks (EEMUA 191: the operator hears what matters first; docs/alarms.md).
  for (const a of fresh.filter((f) => f.priority !== ALARM_PRIORITY.LOW)) {
    const key = `flood-${a.factoryId}-${a.windowAlarmType}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, kind: a.windowAlarmType, alarm: null, factoryName: a.factoryName, count: 1 });
  }
  return [...groups.values()];
}
