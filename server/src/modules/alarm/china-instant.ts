import { badInput } from '../../errors';
import { CHINA_OFFSET_MS, chinaDateTime, DAY_MS } from '../../shared/china-time';

/**
 * A China time 'YYYY-MM-DD HH:mm:ss' of a query or filter as an instant, or the 400 naming the field when it is no
 * real moment (the database would refuse it with an error, not a 400).
 */
export function chinaInstant(text: string, field: string): number {
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(ms) || chinaDateTime(ms - CHINA_OFFSET_MS) !== text)
    throw badInput(field, 'is no real time');
  return ms - CHINA_OFFSET_MS;
}

/**
 * The range [beginTime, endTime) of an analysis query as instants; a range that ends before it begins or spans more
 * than `maxDays` days is a 400 naming `querystring/endTime`.
 */
export function queryRange(q: { beginTime: string; endTime: string }, maxDays: number): [number, number] {
  const begin = chinaInstant(q.beginTime, 'querystring/beginTime');
  const end = chinaInstant(q.endTime, 'querystring/endTime');
  if (end <= begin) throw badInput('querystring/endTime', 'must be after beginTime');
  if (end - begin > maxDays * DAY_MS)
    throw badInput('querystring/endTime', `must be within ${maxDays} days of beginTime`);
  return [begin, end];
}

/** Checks the optional range of a journal filter (`part` names where it came from: querystring or body). */
export function checkJournalTimes(q: { beginTime?: string; endTime?: string }, part: string): void {
  if (q.beginTime !== undefined) chinaInstant(q.beginTime, `${part}/beginTime`);
  if (q.endTime !== undefined) chinaInstant(q.endTime, `${part}/endTime`);
}
