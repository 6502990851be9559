/**
 * Forgets idempotency keys older than a day, now and hourly (docs/architecture.md §3 "Idempotent writes"). Only
 * housekeeping: a key past its day is ignored when claimed whether or not the sweep ran.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { IDEMPOTENCY_TTL_MS } from '../../plugins/idempotency';
import { IdempotencyRepository } from './repository';

const HOUR_MS = 3_600_000;

export function startIdempotencySweep(
  db: Db,
  clock: Clock,
  report: { error(msg: string): void },
  everyMs = HOUR_MS,
): Periodic {
  const repo = new IdempotencyRepository(db);
  return startPeriodic(
    async () => {
      await repo.sweep(new Date(clock.now() - IDEMPOTENCY_TTL_MS));
    },
    (err) => report.error(`idempotency sweep failed: ${err.message}`),
    everyMs,
    true,
  );
}
