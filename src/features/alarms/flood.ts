/**
 * Alarm flood (ISA-18.2; contract ALARM_LIMITS): more than FLOOD_ENTER_ABOVE alarms raised within the flood
 * window enters a flood, fewer than FLOOD_LEAVE_BELOW ends it; in between the state holds (hysteresis), so
 * a count hovering around one threshold does not flip the announcements back and forth.
 */
import { ALARM_LIMITS } from '@contract/alarm';

export function nextFlood(flooding: boolean, raisedRecently: number): boolean {
  if (raisedRecently > ALARM_LIMITS.FLOOD_ENTER_ABOVE) return true;
  if (raisedRecently < ALARM_LIMITS.FLOOD_LEAVE_BELOW) return false;
  return flooding;
}
