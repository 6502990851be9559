/**
 * Energy management (能耗管理, docs/architecture.md §3 "Energy"): hourly readings of the meters of the meter ledger,
 * rolled up per meter and day, and the three pages built on them: the overview, the report and the reading query.
 * Electricity, water and gas meters count a cumulative register, so a period's usage is the sum of its hourly
 * usages; flow and quality meters read an instantaneous value and have no usage.
 */
import type { MeterKind } from './asset-meter';

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

// The types of the route schemas, for the console (the schemas themselves are in energy-schemas.ts, server only).
export type {
  EnergyOverviewQuery,
  EnergyKindSummary,
  EnergyTrendDay,
  EnergyTopMeter,
  EnergyIntensity,
  EnergyOverview,
  EnergyReportQuery,
  EnergyReportRow,
  EnergyReportTotal,
  EnergyReport,
  EnergyMeterQuery,
  EnergyMeterOption,
  ReadingSeriesQuery,
  ReadingSeries,
  ReadingPageQuery,
  ReadingRow,
} from './energy-schemas';
