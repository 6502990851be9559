/**
 * Which periods of an energy answer have no complete hour yet (docs/architecture.md §3 "Energy", "The first hour of a
 * day"): the energy overview and both big screens show '—' and why for them, never a figure or a comparison.
 */

export interface EmptyPeriods {
  today: boolean;
  month: boolean;
}

/**
 * In the first hour of a China day an answer's figures end at its 00:00 (`todayHours` 0): today has no figure yet, and
 * on the first of a month neither has the month. `asOf` is China time, 'YYYY-MM-DDTHH:mm:ss+08:00' or
 * 'YYYY-MM-DD HH:mm:ss': its day of the month is characters 8–9 in both.
 */
export function emptyPeriods(todayHours: number, asOf: string): EmptyPeriods {
  const today = todayHours === 0;
  return { today, month: today && asOf.slice(8, 10) === '01' };
}

/**
 * The China wall-clock minute of an answer's `asOf` ('YYYY-MM-DDTHH:mm:ss+08:00' or 'YYYY-MM-DD HH:mm:ss'), read from
 * the text: a browser in another time zone shows the plant's time, as every other figure of the page is the plant's.
 */
export function chinaMinute(asOf: string): string {
  return asOf.slice(0, 16).replace('T', ' ');
}
