/**
 * Date helpers of docs/requirements.md §9 (today 00:00:00–23:59:59, week Monday–Sunday, month first–last day) and the
 * value formats of the generic form's date pickers (docs/requirements.md §5), plus the debounce used by `doEdit`.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';
export const YEAR_FORMAT = 'YYYY';

export type DateRange = [start: string, end: string];

const CHINA_OFFSET_MIN = 480;

/**
 * Now as China's wall clock, whatever the browser's time zone: the server reads and answers times as China time
 * (docs/architecture.md §3), so a range the user picks is written in it. Equal to dayjs() in China.
 */
export function chinaNow(now: number = Date.now()): Dayjs {
  return dayjs(now + (CHINA_OFFSET_MIN + new Date(now).getTimezoneOffset()) * 60_000);
}

const range = (start: Dayjs, end: Dayjs): DateRange => [
  start.startOf('day').format(DATE_TIME_FORMAT),
  end.endOf('day').format(DATE_TIME_FORMAT),
];

/** Today from 00:00:00 to 23:59:59. */
export function todayRange(now: Date = new Date()): DateRange {
  const d = dayjs(now);
  return range(d, d);
}

/** The week of `now`, Monday to Sunday (independent of the locale's first day of week). */
export function weekRange(now: Date = new Date()): DateRange {
  const d = dayjs(now);
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return range(monday, monday.add(6, 'day'));
}

/** The month of `now`, first to last day. */
export function monthRange(now: Date = new Date()): DateRange {
  const d = dayjs(now);
  return range(d.startOf('month'), d.endOf('month'));
}

/** ISO week number and its year (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date | Dayjs): { year: number; week: number } {
  const d = dayjs(date).startOf('day');
  const thursday = d.add(3 - ((d.day() + 6) % 7), 'day');
  const yearStart = thursday.startOf('year');
  return { year: thursday.year(), week: Math.floor(thursday.diff(yearStart, 'day') / 7) + 1 };
}

export { debounce, useDebouncedCallback } from './debounce';
export type { Debounced } from './debounce';
