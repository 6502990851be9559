/** The age of the alarm data on screen (docs/requirements.md §4 "Alarm": polled every interval). */

/** `YYYY-MM-DD HH:mm:ss` in China time (UTC+8, no daylight saving) → epoch ms; NaN when malformed. */
export function parseChinaTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h - 8, mi, s);
}

export type Age = { unit: 'now' } | { unit: 'minutes' | 'hours'; n: number };

/** Whole minutes under an hour, whole hours beyond; under a minute is "just now". */
export function ageOf(fetchedAt: number, now: number): Age {
  const minutes = Math.floor(Math.max(0, now - fetchedAt) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  return { unit: 'hours', n: Math.floor(minutes / 60) };
}
