/**
 * The report's period choice, pure (docs/architecture.md §3 "Energy"): the default range of each granularity, the
 * query the server takes (first and last day, inclusive), the period count the server allows and the export's file
 * name.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  ENERGY_RULE,
  type EnergyKind,
  type EnergyReportQuery,
  type ReportGranularity,
} from '@contract/energy';
import { DATE_FORMAT } from '@/shared/dates';

export type ReportRange = [Dayjs, Dayjs];

const UNIT: Record<ReportGranularity, 'day' | 'month' | 'year'> = {
  day: 'day',
  month: 'month',
  year: 'year',
};

/** Day: this month so far; month: this year so far; year: the last five years. */
export function defaultRange(granularity: ReportGranularity, today: Dayjs = dayjs()): ReportRange {
  if (granularity === 'day') return [today.startOf('month'), today.startOf('day')];
  if (granularity === 'month') return [today.startOf('year'), today.startOf('month')];
  return [today.subtract(4, 'year').startOf('year'), today.startOf('year')];
}

/** How many periods the range covers, both ends included. */
export function periodCount(granularity: ReportGranularity, [start, end]: ReportRange): number {
  const unit = UNIT[granularity];
  return end.startOf(unit).diff(start.startOf(unit), unit) + 1;
}

/** null when the server would take it, else the largest count allowed. */
export function tooManyPeriods(granularity: ReportGranularity, range: ReportRange): number | null {
  const max = ENERGY_RULE.MAX_REPORT_PERIODS[granularity];
  return periodCount(granularity, range) > max ? max : null;
}

export function toReportQuery(
  granularity: ReportGranularity,
  [start, end]: ReportRange,
  factoryId: number | null,
  kind: EnergyKind | undefined,
): EnergyReportQuery {
  const unit = UNIT[granularity];
  return {
    granularity,
    start: start.startOf(unit).format(DATE_FORMAT),
    end: end.endOf(unit).format(DATE_FORMAT),
    ...(factoryId === null ? {} : { factoryId }),
    ...(kind ? { kind } : {}),
  };
}

/** e.g. 能耗报表_day_2026-11-01_2026-11-30.csv */
export const reportFilename = (prefix: string, query: EnergyReportQuery): string =>
  `${prefix}_${query.granularity}_${query.start}_${query.end}.xlsx`;
