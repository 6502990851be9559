/**
 * "The active alarms of these factories changed" (docs/architecture.md §3 "Live channels", §4 "Alarms"): the
 * live store of the messages feature hears it on the count channel (or from the leading tab) and says it here;
 * the alarm store listens without importing that feature (docs/architecture.md §2), like leadership.ts.
 */
export type AlarmsChangedListener = (factoryIds: readonly number[]) => void;

const listeners = new Set<AlarmsChangedListener>();

/** Calls `listener` on every signal until the returned function is called. */
export function onAlarmsChanged(listener: AlarmsChangedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener. */
export function alarmsChanged(factoryIds: readonly number[]): void {
  for (const listener of [...listeners]) listener(factoryIds);
}
