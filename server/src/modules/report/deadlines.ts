/**
 * When a report is due (docs/architecture.md §3 "Daily and weekly reports", "Report urges"): a daily report by the
 * fill time on the day after its day, a weekly report by the fill time on the Monday after its week. The clock times
 * are the server's REPORT_* settings (config.reportUrgeTimes, defaults URGE_SCHEDULE); deadlines are
 * 'YYYY-MM-DD HH:mm', China time.
 */
import type { ReportKind } from '../../../../contract/report';
import type { ReportUrgeTimes } from '../../config';
import { addDays } from '../../shared/china-time';

export type DeadlineTimes = Pick<ReportUrgeTimes, 'dailyFillDue' | 'weeklyFillDue'>;

/** The fill deadline of the report of a day (daily) or of the week starting on that Monday (weekly). */
export function fillDue(kind: ReportKind, period: string, times: DeadlineTimes): string {
  return kind === 'daily'
    ? `${addDays(period, 1)} ${times.dailyFillDue}`
    : `${addDays(period, 7)} ${times.weeklyFillDue}`;
}

/** Whether the instant is past the deadline (China keeps +08:00 all year). */
export const isPast = (due: string, nowMs: number): boolean =>
  nowMs > Date.parse(`${due.replace(' ', 'T')}:00+08:00`);
