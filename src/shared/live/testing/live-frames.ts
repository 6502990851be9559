/**
 * For the tests of features that subscribe to the live hub: says a frame to this tab's listeners as if the count
 * or task channel (or the leading tab) had heard it, without sockets, so no before-connect hook or HTTP resync runs.
 */
import type { AlarmsFrame } from '@contract/live';
import { say, type LiveEvents, type LiveKind } from '../live-hub';

export function sayLive<K extends LiveKind>(kind: K, payload: LiveEvents[K]): void {
  say(kind, payload);
}

/** An alarms frame as the hub says it: only a frame naming a factory is said at all (live-channel.ts). */
export function sayAlarmsChanged(factoryIds: readonly number[]): void {
  const frame: AlarmsFrame = { alarmsChanged: [...factoryIds] };
  if (factoryIds.length > 0) say('alarms', frame);
}
