/** en-US texts of alarm-rules.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { alarmRulesZh } from '../alarm-rules';

export const alarmRulesEn: Record<keyof typeof alarmRulesZh, string> = {
  'alarmRules.title': 'Alarm rules',
  'alarmRules.priorityCard': 'Priority rules',
  'alarmRules.priorityHint':
    'The priority an alarm of each type takes when a device of each type raises it. A change applies to alarms raised after it: an alarm still active keeps the priority it was raised with (ISA-18.2 rationalisation is about new alarms).',
  'alarmRules.kind': 'Alarm type',
  'alarmRules.deviceType.1': 'Collector',
  'alarmRules.deviceType.2': 'Meter',
  'alarmRules.deviceType.3': 'Device',
  'alarmRules.never': 'Never occurs',
  'alarmRules.priorityOf': 'Priority of {kind} ({device})',
  'alarmRules.pair': '{kind} ({device})',
  'alarmRules.timesCard': 'Shelving and escalation',
  'alarmRules.timesHint':
    'Escalation times apply from the next check (every minute) to every unacknowledged urgent or high alarm; the longest shelve applies from the next shelve, and alarms already shelved keep their end.',
  'alarmRules.shelveMax': 'Longest shelve',
  'alarmRules.shelveMaxHelp': 'The longest an operator may shelve an alarm',
  'alarmRules.escalateSupervisor': 'Tell the supervisors',
  'alarmRules.escalateSupervisorHelp':
    "An urgent or high alarm unacknowledged this long tells its factory's supervisors",
  'alarmRules.escalateAdmin': 'Tell the administrators',
  'alarmRules.escalateAdminHelp':
    "Unacknowledged this long, the administrators are told (later than the supervisors')",
  'alarmRules.minutes': 'min',
  'alarmRules.required': 'Please fill in {label}',
  'alarmRules.range': '{label} must be a whole number from {min} to {max}',
  'alarmRules.adminAfterSupervisor': "Must be later than the supervisors' time",
  'alarmRules.save': 'Save',
  'alarmRules.revert': 'Undo changes',
  'alarmRules.lastSaved': 'Last saved: {who} {when}',
  'alarmRules.neverSaved': 'Never changed: the initial rules apply',
  'alarmRules.readOnly':
    'You may read the alarm rules; changing them needs the "Edit alarm rules" permission.',
} as const;
