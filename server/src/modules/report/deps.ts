/** What the report services need (docs/architecture.md §3 "Daily and weekly reports"): database, clock, deadlines. */
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { DeadlineTimes } from './deadlines';

export interface ReportDeps {
  db: Db;
  clock: Clock;
  times: DeadlineTimes;
}

export const reportDeps = (ctx: AppContext): ReportDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  times: ctx.config.reportUrgeTimes,
});
