/** The alarm feature's keys in the query cache (src/shared/query): the alarm window, polled by the alarm store. */
export const alarmKeys = {
  all: ['alarms'],
  window: ['alarms', 'window'],
} as const;
