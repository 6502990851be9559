/**
 * Energy management (能耗管理, docs/architecture.md §3 "Energy"): hourly readings of the meters of the meter ledger,
 * rolled up per meter and day, and the three pages built on them: the overview, the report and the reading query.
 * Electricity, water and gas meters count a cumulative register, so a period's usage is the sum of its hourly
 * usages; flow and quality meters read an instantaneous value and have no usage.
 */
import type { MeterKind } from '../asset-meter';
import type { PageQuery } from '../common';

/** The kinds that are consumed (and so have a usage); in the overview's and the report's order. */
export const ENERGY_KINDS = ['electricity', 'water', 'gas'] as const satisfies readonly MeterKind[];
export type EnergyKind = (typeof ENERGY_KINDS)[number];

/** The unit each meter kind reads in (flow m³/h, quality: outflow turbidity in NTU). */
export const METER_UNIT: Record<MeterKind, string> = {
  electricity: 'kWh',
  water: 'm³',
  gas: 'm³',
  flow: 'm³/h',
  quality: 'NTU',
};

export const ENERGY_RULE = {
  /** days of the overview's trend */
  TREND_DAYS: 30,
  /** meters in the overview's top list */
  TOP_METERS: 10,
  /** at most this many meters in one reading query (one chart line each) */
  MAX_READING_METERS: 10,
  /** a reading query spans at most this many days (the demo keeps 90 days of hourly readings) */
  MAX_READING_DAYS: 92,
  /** a report spans at most 62 days, 24 months or 10 years */
  MAX_REPORT_PERIODS: { day: 62, month: 24, year: 10 },
  DATE: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;

export const ENERGY_MSG = {
  RANGE_REVERSED: '结束时间不能早于开始时间',
  RANGE_TOO_LONG: '查询时间跨度过长',
  METER_NOT_FOUND: '仪表不存在或无权访问',
  TOO_MANY_METERS: `一次最多查询${ENERGY_RULE.MAX_READING_METERS}个仪表`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/report, POST /api/energy/report/export (CSV)

export const REPORT_GRANULARITIES = ['day', 'month', 'year'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/** Without factoryId: every factory of the caller's scope. */
export type EnergyOverviewQuery = {
  factoryId?: number;
};

export type EnergyKindSummary = {
  kind: EnergyKind;
  unit: string;
  /** today from 00:00 to the last full hour */
  today: number;
  /** yesterday over the same hours, the comparison for today */
  yesterday: number;
  /** this month from its first day to the last full hour */
  month: number;
  /** last month over the same days and hours, the comparison for this month */
  lastMonth: number;
};

export type EnergyTrendDay = {
  day: string;
  electricity: number;
  water: number;
  gas: number;
};

export type EnergyTopMeter = {
  meterId: number;
  code: string;
  name: string;
  factoryName: string;
  kind: EnergyKind;
  unit: string;
  /** this month's usage */
  usage: number;
};

export type EnergyIntensity = {
  factoryId: number;
  factoryName: string;
  /** this month */
  electricity: number;
  water: number;
  /** kWh per m³ of water; null while no water was metered */
  kwhPerM3: number | null;
};

export type EnergyOverview = {
  /** ISO time of the last full hour the figures include */
  asOf: string;
  /**
   * the complete hours of asOf's China day in the today figures: 0 in the first hour of a day, when today (and on the
   * first of a month, the month) has no figure yet and no comparison
   */
  todayHours: number;
  kinds: EnergyKindSummary[];
  /** the last TREND_DAYS whole days, oldest first, ending yesterday (today so far is in `kinds`) */
  trend: EnergyTrendDay[];
  /** this month's largest electricity meters */
  top: EnergyTopMeter[];
  intensity: EnergyIntensity[];
};

/** Without pageNum and pageSize: every row (the export). */
export type EnergyReportQuery = PageQuery & {
  /** without it: every factory of the caller's scope */
  factoryId?: number;
  granularity: ReportGranularity;
  /** first and last day of the range, inclusive (for month and year: any day inside the first and last period) */
  start: string;
  end: string;
  kind?: EnergyKind;
};

export type EnergyReportRow = {
  meterId: number;
  factoryId: number;
  factoryName: string;
  code: string;
  name: string;
  kind: EnergyKind;
  unit: string;
  /** one usage per period of EnergyReport.periods */
  values: number[];
  total: number;
};

export type EnergyReportTotal = {
  kind: EnergyKind;
  unit: string;
  values: number[];
  total: number;
};

export type EnergyReport = {
  /** period labels: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' */
  periods: string[];
  /** factory, then kind, then meter code; with pageNum and pageSize, that page of them */
  rows: EnergyReportRow[];
  /** the meter rows of the whole report (of every page) */
  total: number;
  /** one per kind present in the whole report, over all of its rows (not only the page's) */
  totals: EnergyReportTotal[];
};

export type EnergyMeterQuery = {
  factoryId: number;
};

export type EnergyMeterOption = {
  meterId: number;
  code: string;
  name: string;
  kind: string;
  unit: string;
};

export type ReadingSeriesQuery = {
  /** repeated key: ?meterIds=1&meterIds=2 */
  meterIds: number[];
  start: string;
  end: string;
};

export type ReadingSeries = {
  meterId: number;
  code: string;
  name: string;
  kind: string;
  unit: string;
  /** [ISO time, value], oldest first */
  points: [string, number][];
};

export type ReadingPageQuery = PageQuery & {
  /** repeated key: ?meterIds=1&meterIds=2 */
  meterIds: number[];
  start: string;
  end: string;
};

export type ReadingRow = {
  meterId: number;
  code: string;
  name: string;
  kind: string;
  unit: string;
  /** ISO time of the reading (the end of its hour) */
  readAt: string;
  /** the register (cumulative kinds) or the instantaneous value */
  value: number;
  /** the hour's usage for cumulative kinds, null for flow and quality */
  usage: number | null;
};
