/**
 * Days, hours and report periods of energy management (docs/architecture.md §3 "Energy"), pure. Days are China
 * calendar days, as everywhere in the repository (the work orders' dates, DISPLAY_TZ): China keeps +08:00 all year,
 * so a fixed offset is exact. A reading closes the hour (or day) before its time, so the reading at 00:00 counts for
 * the day before.
 */
import { ENERGY_RULE, type ReportGranularity } from '../../../../contract/energy-schemas';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** 'YYYY-MM-DD' of the instant in China. */
export const chinaDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a China day begins. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant as an ISO time in China time, `2026-03-02T16:00:00+08:00` (how the meter ledger answers times). */
export const isoChina = (ms: number): string =>
  `${new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** The last full hour at or before the instant. */
export const lastFullHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Whether the text is a real calendar day 'YYYY-MM-DD' (the schema checks only its shape). */
export function isDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `n` months earlier (or later), the last day of that month when it is shorter (31 March → 28 February). */
export function shiftMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

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
