/** en-US texts of wo-priority.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { woPriorityZh } from '../wo-priority';

export const woPriorityEn: Record<keyof typeof woPriorityZh, string> = {
  'woPriority.1': 'Urgent',
  'woPriority.2': 'High',
  'woPriority.3': 'Medium',
  'woPriority.4': 'Low',
  'woPriority.col.priority': 'Priority',
  'woPriority.col.dueTime': 'Due',
  'woPriority.overdue': 'Overdue',
  'woPriority.f.priority': 'Priority',
  'woPriority.f.priorityHint':
    "The due time is the report time plus this priority's completion target, or the planned time when given",
  'woPriority.todoOverdue': 'Overdue',
  'woPriority.settings.open': 'Time targets',
  'woPriority.settings.title': 'Order priority targets',
  'woPriority.settings.intro':
    'Counted from the report: dispatch within the response target, handle within the completion target. Overdue orders urge the executor, then the dispatcher, then the factory supervisors.',
  'woPriority.settings.priority': 'Priority',
  'woPriority.settings.response': 'Response (minutes)',
  'woPriority.settings.complete': 'Completion (minutes)',
  'woPriority.settings.interval': 'Urge interval (minutes)',
  'woPriority.settings.intervalHint':
    'An overdue order urges its executor first, then after each interval its dispatcher and the factory supervisors',
  'woPriority.settings.responseAfter': 'The response target cannot be later than the completion target',
  'woPriority.settings.saved': 'Targets saved',
  'woPriority.settings.lastSaved': 'Last saved: {name} {time}',
  'woPriority.settings.required': 'Enter a target',
} as const;
