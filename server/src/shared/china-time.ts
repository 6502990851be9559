/**
 * China time, the one place the server keeps it (docs/architecture.md §3 "Envelope"): the requirement gives times
 * without a zone and the users are Chinese operations staff (docs/architecture.md §4), so every date, day and time the
 * server shows or counts by is China's, whatever the process's or the database session's zone is. China keeps +08:00
 * all year (no daylight saving), so a fixed offset is exact in JavaScript; SQL converts with the zone name.
 *
 * Days are 'YYYY-MM-DD' China calendar days; the day arithmetic below works on the text and needs no zone.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** The zone of China time in SQL (`AT TIME ZONE`). */
export const CHINA_TZ = 'Asia/Shanghai';

/** 'YYYY-MM-DD' of the instant in China. */
export const chinaDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD HH:mm:ss' of the instant in China (the contract's DateTime). */
export const chinaDateTime = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The instant as an ISO time in China time, `2026-03-02T16:00:00+08:00` (how the meter ledger answers times). */
export const isoChina = (ms: number): string =>
  `${new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** The instant a China day begins. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whether the text is a real calendar day 'YYYY-MM-DD' (the schema checks only its shape). */
export function isDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

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

/** SQL: timestamptz `column` as 'YYYY-MM-DD HH:mm:ss' China time (NULL stays NULL). */
export const shown = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CHINA_TZ}', 'YYYY-MM-DD HH24:MI:SS')`;

/** SQL: timestamptz `column` as an ISO time in China time, like isoChina, so the console shows it as it reads. */
export const shownIso = (column: string): string =>
  `to_char(${column} AT TIME ZONE '${CHINA_TZ}', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"')`;

/** SQL: a 'YYYY-MM-DD HH:mm:ss' parameter read as China time, stored as an instant. */
export const chinaTime = (param: string): string => `(${param}::timestamp AT TIME ZONE '${CHINA_TZ}')`;
