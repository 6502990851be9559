/**
 * Which alarms of a window this browser announces (docs/requirements.md §4 "Alarm"): those it has not
 * announced yet, not acknowledged, whose kind's voice flag is up (an alarm of the kind was raised within the polling interval).
 * On the first window after sign-in, alarms older than one interval are taken as known: signing in must not
 * replay the whole backlog.
 */
import { ALARM_VOICE_FLAG, type AlarmWindow, type AlarmWindowItem } from '@contract/alarm';
import { parseChinaTime } from './age';

export interface NewAlarms {
  fresh: AlarmWindowItem[];
  /** the ids to remember: every id of this window (released ones cannot come back, so the set stays small) */
  announced: Set<number>;
}

export function newAlarms(
  window: AlarmWindow,
  announced: ReadonlySet<number> | null,
  intervalMin: number,
): NewAlarms {
  const since = parseChinaTime(window.serverTime) - intervalMin * 60_000;
  const fresh = window.deviceAlarmWindow.filter((a) => {
    if (announced?.has(a.alarmRecordId)) return false;
    // Acknowledged: someone has it in hand (docs/alarms.md), it never speaks nor pops up.
    if (a.acknowledged) return false;
    // 检修中: its device is being repaired or maintained (docs/alarms.md "Suppression by design"); shown, not said.
    if (a.inMaintenance) return false;
    if (!window[ALARM_VOICE_FLAG[a.windowAlarmType]]) return false;
    return announced !== null || parseChinaTime(a.alarmTime) >= since;
  });
  return { fresh, announced: new Set(window.deviceAlarmWindow.map((a) => a.alarmRecordId)) };
}
