/**
 * Journals the alarm shelves that ended (docs/alarms.md "Shelving"), now and every minute, as the other sweeps run (a
 * background job on the jobs' database, main.ts). Only the journal and the consoles' live frame depend on it: an
 * expired shelve already reads as over (the window compares shelved_until with now), so a late or skipped run changes
 * nothing anyone sees but the event's arrival. The UPDATE locks each row, so with several instances each end is
 * journaled once.
 */
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { AlarmStateRepository } from './state-repository';

export const SHELVE_EXPIRY_EVERY_MS = 60_000;

/** Journals the shelves ended by `clock`'s now; answers how many. */
export function expireShelves(db: Db, clock: Clock): Promise<number> {
  return db.transaction((tx) => new AlarmStateRepository(tx).expireShelves(at(clock)));
}

export function startShelveExpiry(
  run: () => Promise<number>,
  report: { error(msg: string): void },
  everyMs = SHELVE_EXPIRY_EVERY_MS,
): Periodic {
  return startPeriodic(
    async () => void (await run()),
    (err) => report.error(`alarm shelve expiry failed: ${err.message}`),
    everyMs,
    true,
  );
}
