/**
 * The month a filling page shows (docs/architecture.md §3 "Daily and weekly reports"): the daily calendar as weeks
 * of seven days from Monday, the weekly list of the month's weeks, and how each report state is shown. The server's
 * `periods` say which days or weeks can be filled (up to today) and their state; a day without a period is not open.
 */
import { REPORT_STATUS, type ReportPeriod, type ReportStatus } from '@contract/report';
import { daysOfMonth, sundayOf, weekdayIndex } from './week-dates';

export interface DayCell {
  date: string;
  /** day of the month, 1–31 */
  day: number;
  /** null: not open for reports (after today) */
  period: ReportPeriod | null;
}

/** Weeks of the month, Monday first; null pads the days of the neighbouring months. */
export function monthGrid(month: string, periods: readonly ReportPeriod[]): (DayCell | null)[][] {
  const byDate = new Map(periods.map((p) => [p.date, p]));
  const days = daysOfMonth(month);
  const cells: (DayCell | null)[] = [
    ...Array.from({ length: weekdayIndex(days[0]!) }, () => null),
    ...days.map((date, i) => ({ date, day: i + 1, period: byDate.get(date) ?? null })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export interface WeekRow {
  monday: string;
  sunday: string;
  period: ReportPeriod;
}

/** The month's weeks as the server lists them (Monday in the month, up to this week), oldest first. */
export const weekRows = (periods: readonly ReportPeriod[]): WeekRow[] =>
  [...periods]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((period) => ({ monday: period.date, sunday: sundayOf(period.date), period }));

/** antd Tag preset colours: they follow the light and dark theme. */
export type StatusColor = 'default' | 'processing' | 'warning' | 'success' | 'error';

const COLOR: Readonly<Record<ReportStatus, StatusColor>> = {
  [REPORT_STATUS.DRAFT]: 'processing',
  [REPORT_STATUS.SUBMITTED]: 'warning',
  [REPORT_STATUS.APPROVED]: 'success',
  [REPORT_STATUS.REJECTED]: 'error',
};

export const statusColor = (status: ReportStatus | null): StatusColor =>
  status === null ? 'default' : COLOR[status];

/** The catalog key of a state: 未填报 / 草稿 / 待审批 / 已通过 / 已驳回. */
export const statusKey = (status: ReportStatus | null) =>
  status === null ? ('report.status.none' as const) : (`report.status.${status}` as const);
