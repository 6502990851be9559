/** The alarm feature's keys in the query cache (src/shared/query): the alarm window, polled by the alarm store, and the shelved list. */
export const alarmKeys = {
  all: ['alarms'],
  window: ['alarms', 'window'],
  /** the caller's shelved alarms (the panel's 已搁置 tab) */
  shelved: ['alarms', 'shelved'],
  /** the administrator's longest shelve (the shelve dialog's bound) */
  shelveMax: ['alarms', 'shelveMax'],
} as const;
