/**
 * The logs' cleaner (docs/administration.md "操作日志"): rows of both logs older than the retention setting go, at
 * start and hourly, as the orphan file sweep runs (a background job on the jobs' database, main.ts). In batches with
 * SKIP LOCKED, so two instances sweeping at once share the rows; nothing is kept in memory between runs, and the
 * setting is read from the database at each run, so a change on one instance holds for all.
 */
import { DAY_MS } from '../../shared/china-time';
import { at, type Clock } from '../../shared/clock';
import { startPeriodic, type Periodic } from '../../shared/periodic';
import { LOG_TABLES, RetentionRepository } from './retention-repository';
import type { Db } from '../../db/client';

const HOUR_MS = 3_600_000;
/** Rows per statement: a short lock on each batch, never a statement over a year of rows. */
const SWEEP_BATCH = 5_000;
export const LOG_SWEEP_EVERY_MS = HOUR_MS;

export interface LogSweepResult {
  operLog: number;
  loginLog: number;
}

/** Deletes every row older than the retention at `clock`'s now. */
export async function sweepOldLogs(db: Db, clock: Clock, batch = SWEEP_BATCH): Promise<LogSweepResult> {
  const repo = new RetentionRepository(db);
  const before = at(clock, -(await repo.days()) * DAY_MS);
  const counts: number[] = [];
  for (const table of LOG_TABLES) {
    let total = 0;
    for (;;) {
      const n = await repo.deleteBatch(table, before, batch);
      total += n;
      // A short batch was the last: whatever another instance holds is its to delete.
      if (n < batch) break;
    }
    counts.push(total);
  }
  return { operLog: counts[0] ?? 0, loginLog: counts[1] ?? 0 };
}

/** Runs `sweep` now and then every `everyMs` (hourly by default). */
export function startLogSweep(
  sweep: () => Promise<LogSweepResult>,
  report: { info(msg: string): void; error(msg: string): void },
  everyMs = LOG_SWEEP_EVERY_MS,
): Periodic {
  return startPeriodic(
    async () => {
      const { operLog, loginLog } = await sweep();
      if (operLog + loginLog > 0)
        report.info(`old log rows removed: ${operLog} operation, ${loginLog} sign-in`);
    },
    (err) => report.error(`log sweep failed: ${err.message}`),
    everyMs,
    true,
  );
}
