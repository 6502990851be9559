/**
 * What a message link to a report page asks for (docs/requirements.md §2 "Message drawer"): `factoryId` and `time`,
 * the report's day (`fillDate`) for the daily pages, the week's first day (`startDate`) for the weekly ones;
 * `projectName` and `factoryType` are carried too but the page reads the factory's name and kind from the report.
 */
import type { ReportKind } from '@contract/report';
import { isDay, mondayOf } from './week-dates';

export interface ReportLink {
  factoryId: number | null;
  /** the day, or the Monday of the week for the weekly pages; null when the link names none */
  date: string | null;
}

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The day at the start of `time`: a message may carry 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. */
const dayOf = (time: string | null): string | null => {
  const day = (time ?? '').trim().slice(0, 10);
  return isDay(day) ? day : null;
};

export function readReportLink(search: string, kind: ReportKind): ReportLink {
  const params = new URLSearchParams(search);
  const day = dayOf(params.get('time'));
  return {
    factoryId: positiveInt(params.get('factoryId')),
    date: day === null ? null : kind === 'weekly' ? mondayOf(day) : day,
  };
}
