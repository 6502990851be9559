/**
 * Days, weeks and months of the report pages (docs/architecture.md §3 "Daily and weekly reports"): a daily report
 * belongs to a China day, a weekly one to a week from Monday to Sunday (docs/requirements.md §9 "Date helpers"),
 * named by its Monday. Dates are 'YYYY-MM-DD', months 'YYYY-MM', as the contract sends them; "today" is the
 * browser's, for the month picker only (the server says which days are open).
 */
import dayjs from 'dayjs';
import { DATE_FORMAT, MONTH_FORMAT } from '@/shared/dates';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export const isDay = (text: string): boolean =>
  DAY_PATTERN.test(text) && dayjs(text).format(DATE_FORMAT) === text;

/** 0 = Monday … 6 = Sunday, whatever the locale's first day of the week. */
export const weekdayIndex = (date: string): number => (dayjs(date).day() + 6) % 7;

export const isMonday = (date: string): boolean => isDay(date) && weekdayIndex(date) === 0;

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string): string =>
  dayjs(date).subtract(weekdayIndex(date), 'day').format(DATE_FORMAT);

/** The Sunday of the week starting on `monday`. */
export const sundayOf = (monday: string): string => dayjs(monday).add(6, 'day').format(DATE_FORMAT);

export const monthOf = (date: string): string => date.slice(0, 7);

export const thisMonth = (now: Date = new Date()): string => dayjs(now).format(MONTH_FORMAT);

/** Every day of the month, first to last. */
export function daysOfMonth(month: string): string[] {
  const first = dayjs(`${month}-01`);
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format(DATE_FORMAT));
}

/** A month after the one holding `now` has no report yet: the month picker offers none. */
export const isFutureMonth = (month: string, now: Date = new Date()): boolean => month > thisMonth(now);
