/**
 * Hours and report periods of energy management (docs/architecture.md §3 "Energy"), pure. Days are China calendar
 * days, as everywhere in the server (shared/china-time.ts). A reading closes the hour (or day) before its time, so the
 * reading at 00:00 counts for the day before.
 */
import { ENERGY_RULE, type ReportGranularity } from '../../../../contract/energy/schemas';
import { addDays, DAY_MS, HOUR_MS, shiftMonths } from '../../shared/china-time';

/** The last full hour at or before the instant. */
export const lastFullHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** A report's periods and the days they cover, first and last inclusive. */
export interface ReportSpan {
  /** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' */
  periods: string[];
  from: string;
  to: string;
}

/** How many periods of the granularity lie between the two days, both ends included. */
export function periodCount(granularity: ReportGranularity, start: string, end: string): number {
  if (granularity === 'day') return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  const [y1, m1] = start.split('-').map(Number) as [number, number];
  const [y2, m2] = end.split('-').map(Number) as [number, number];
  return granularity === 'month' ? (y2 - y1) * 12 + (m2 - m1) + 1 : y2 - y1 + 1;
}

/** The whole periods from the one holding `start` to the one holding `end`. */
export function reportSpan(granularity: ReportGranularity, start: string, end: string): ReportSpan {
  const count = periodCount(granularity, start, end);
  if (granularity === 'day') {
    return { periods: Array.from({ length: count }, (_, i) => addDays(start, i)), from: start, to: end };
  }
  if (granularity === 'month') {
    const first = firstOfMonth(start);
    const periods = Array.from({ length: count }, (_, i) => shiftMonths(first, i).slice(0, 7));
    return { periods, from: first, to: addDays(shiftMonths(firstOfMonth(end), 1), -1) };
  }
  const year = Number(start.slice(0, 4));
  const periods = Array.from({ length: count }, (_, i) => String(year + i));
  return { periods, from: `${year}-01-01`, to: `${end.slice(0, 4)}-12-31` };
}

/** The most periods a report of the granularity may span. */
export const maxPeriods = (granularity: ReportGranularity): number =>
  ENERGY_RULE.MAX_REPORT_PERIODS[granularity];
