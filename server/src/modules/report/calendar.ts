/**
 * The weeks and months of the reports (docs/architecture.md §3 "Daily and weekly reports"), pure: China calendar days
 * as the whole server counts them (shared/china-time.ts), weeks from Monday to Sunday. A day is 'YYYY-MM-DD', a week
 * is named by its Monday, a month is 'YYYY-MM'.
 */
import { addDays, shiftMonths } from '../../shared/china-time';

/** 1 Monday … 7 Sunday (ISO), of a calendar day. */
const isoWeekday = (day: string): number => {
  const d = new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay();
  return d === 0 ? 7 : d;
};

export const isMonday = (day: string): boolean => isoWeekday(day) === 1;

/** The Monday of the week holding the day. */
export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

/** The Sunday of the week that starts on `monday`. */
export const sundayOf = (monday: string): string => addDays(monday, 6);

/** The first and the last day of a month 'YYYY-MM'. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(shiftMonths(first, 1), -1) };
}

/** Every day of the month up to `today` (none for a month after today's). */
export function daysOfMonth(month: string, today: string): string[] {
  const { first, last } = monthBounds(month);
  const end = last < today ? last : today;
  const days: string[] = [];
  for (let day = first; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Mondays in the month, up to the Monday of `today`'s week. */
export function mondaysOfMonth(month: string, today: string): string[] {
  const { first, last } = monthBounds(month);
  const thisWeek = mondayOf(today);
  const end = last < thisWeek ? last : thisWeek;
  const mondays: string[] = [];
  // The first Monday on or after the first: the Monday of the week holding the first's sixth day after.
  for (let day = mondayOf(addDays(first, 6)); day <= end; day = addDays(day, 7)) mondays.push(day);
  return mondays;
}

/** 11月23日: a day as the messages and titles name it. */
export function monthDayLabel(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日`;
}
