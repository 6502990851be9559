/**
 * Keeps the demo's readings current (docs/architecture.md §3 "Energy"): at start and then within minutes after every
 * full hour, each meter with a demo profile gets the readings due since its last one, up to the last full hour (or
 * for a daily meter the last midnight), from the generator that wrote the seed's history. A meter that fell silent
 * (an active offline or online-without-data alarm, or its collector in error) reads up to that moment only; once
 * it reports again its gap is filled (a collector buffers what it could not send) and it is online. A gap is filled
 * for at most ENERGY_RULE.MAX_READING_DAYS days.
 *
 * Each run is one transaction that first takes a transaction-scoped advisory lock and writes nothing when another
 * instance holds it; readings already stored are skipped, so a run repeated (or racing) writes nothing twice.
 */
import { ENERGY_RULE } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { appendReadings, dueAt, SILENT_SINCE, SPAN_COLUMNS } from './generator';
import { HOUR_MS } from '../../shared/china-time';

const CATCH_UP_LOCK = 727_010;
const BACKFILL_HOURS = ENERGY_RULE.MAX_READING_DAYS * 24;
/** how often the timer looks whether a new hour has begun */
export const CATCH_UP_TICK_MS = 5 * 60_000;

/** Each profiled meter's readings due after its last one; only those with something due. */
const SPANS = `SELECT ${SPAN_COLUMNS} FROM (
    SELECT p.meter_id,
           GREATEST(l.read_at, ${dueAt('$1::timestamptz')} - interval '${BACKFILL_HOURS} hours') AS after,
           ${dueAt('LEAST($1::timestamptz, s.silent)')} AS upto,
           l.value AS start_value,
           s.silent IS NULL AS reporting
      FROM energy_demo_profile p
      JOIN alarm_meter m ON m.meter_id = p.meter_id
     CROSS JOIN LATERAL (SELECT r.read_at, r.value FROM energy_reading r
                          WHERE r.meter_id = p.meter_id ORDER BY r.read_at DESC LIMIT 1) l
     CROSS JOIN LATERAL (SELECT ${SILENT_SINCE} AS silent) s
  ) due
  WHERE upto > after`;

/**
 * One run: the readings written, or null when another instance holds the lock (it is doing the same work).
 */
export async function catchUp(db: Db, clock: Clock): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ granted: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS granted', [
      CATCH_UP_LOCK,
    ]);
    if (!rows[0]?.granted) return null;
    // The planner's estimate of the generated hours crosses jit_above_cost, and PostgreSQL then compiled the statement
    // on every run: 1.4 s of CPU for a statement that runs in milliseconds, even with nothing due (docs/architecture.md
    // §3 "Energy"). PGlite has no JIT; the setting is accepted there as well.
    await tx.query('SET LOCAL jit = off');
    return appendReadings(tx, SPANS, [at(clock)]);
  });
}

/**
 * Runs `run` now and then once in every hour of `clock`: the timer ticks every CATCH_UP_TICK_MS and runs again only
 * when the hour has changed since the last run that was not skipped for the lock (a cache of this instance: another
 * instance checks for itself).
 */
export function startEnergyCatchUp(
  run: () => Promise<number | null>,
  clock: Clock,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = CATCH_UP_TICK_MS,
): Periodic {
  let doneHour = Number.NaN;
  return startPeriodic(
    async () => {
      const hour = Math.floor(clock.now() / HOUR_MS);
      if (hour === doneHour) return;
      const written = await run();
      if (written === null) return;
      doneHour = hour;
      if (written > 0) report.info(`energy readings: ${written} written`);
    },
    (err) => report.error(`energy readings failed: ${err.message}`),
    everyMs,
    true,
  );
}
