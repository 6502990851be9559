import { badInput } from '../../errors';
import { CHINA_OFFSET_MS, chinaDateTime } from '../../shared/china-time';

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

/** Checks the optional range of a journal filter (`part` names where it came from: querystring or body). */
export function checkJournalTimes(q: { beginTime?: string; endTime?: string }, part: string): void {
  if (q.beginTime !== undefined) chinaInstant(q.beginTime, `${part}/beginTime`);
  if (q.endTime !== undefined) chinaInstant(q.endTime, `${part}/endTime`);
}
