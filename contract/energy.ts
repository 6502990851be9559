/**
 * Energy management (能耗管理, docs/architecture.md §3 "Energy"): hourly readings of the meters of the meter ledger,
 * rolled up per meter and day, and the three pages built on them: the overview, the report and the reading query.
 * Electricity, water and gas meters count a cumulative register, so a period's usage is the sum of its hourly
 * usages; flow and quality meters read an instantaneous value and have no usage.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
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

const Id = Type.Integer({ minimum: 1 });
const EnergyKindSchema = Type.Union(ENERGY_KINDS.map((k) => Type.Literal(k)));
const Day = Type.String({ pattern: ENERGY_RULE.DATE });
const Amount = Type.Number();

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/overview

/** Without factoryId: every factory of the caller's scope. */
export const EnergyOverviewQuery = Type.Object({ factoryId: Type.Optional(Id) });
export type EnergyOverviewQuery = Static<typeof EnergyOverviewQuery>;

export const EnergyKindSummary = Type.Object({
  kind: EnergyKindSchema,
  unit: Type.String(),
  /** today from 00:00 to the last full hour */
  today: Amount,
  /** yesterday over the same hours, the comparison for today */
  yesterday: Amount,
  /** this month from its first day to the last full hour */
  month: Amount,
  /** last month over the same days and hours, the comparison for this month */
  lastMonth: Amount,
});
export type EnergyKindSummary = Static<typeof EnergyKindSummary>;

export const EnergyTrendDay = Type.Object({
  day: Day,
  electricity: Amount,
  water: Amount,
  gas: Amount,
});
export type EnergyTrendDay = Static<typeof EnergyTrendDay>;

export const EnergyTopMeter = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  factoryName: Type.String(),
  kind: EnergyKindSchema,
  unit: Type.String(),
  /** this month's usage */
  usage: Amount,
});
export type EnergyTopMeter = Static<typeof EnergyTopMeter>;

export const EnergyIntensity = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  /** this month */
  electricity: Amount,
  water: Amount,
  /** kWh per m³ of water; null while no water was metered */
  kwhPerM3: Type.Union([Type.Number(), Type.Null()]),
});
export type EnergyIntensity = Static<typeof EnergyIntensity>;

export const EnergyOverview = Type.Object({
  /** ISO time of the last full hour the figures include */
  asOf: Type.String(),
  kinds: Type.Array(EnergyKindSummary),
  /** the last TREND_DAYS whole days, oldest first, ending yesterday (today so far is in `kinds`) */
  trend: Type.Array(EnergyTrendDay),
  /** this month's largest electricity meters */
  top: Type.Array(EnergyTopMeter),
  intensity: Type.Array(EnergyIntensity),
});
export type EnergyOverview = Static<typeof EnergyOverview>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/report, POST /api/energy/report/export (CSV)

export const REPORT_GRANULARITIES = ['day', 'month', 'year'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

export const EnergyReportQuery = Type.Object({
  /** without it: every factory of the caller's scope */
  factoryId: Type.Optional(Id),
  granularity: Type.Union(REPORT_GRANULARITIES.map((g) => Type.Literal(g))),
  /** first and last day of the range, inclusive (for month and year: any day inside the first and last period) */
  start: Day,
  end: Day,
  kind: Type.Optional(EnergyKindSchema),
});
export type EnergyReportQuery = Static<typeof EnergyReportQuery>;

export const EnergyReportRow = Type.Object({
  meterId: Type.Integer(),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  code: Type.String(),
  name: Type.String(),
  kind: EnergyKindSchema,
  unit: Type.String(),
  /** one usage per period of EnergyReport.periods */
  values: Type.Array(Amount),
  total: Amount,
});
export type EnergyReportRow = Static<typeof EnergyReportRow>;

export const EnergyReportTotal = Type.Object({
  kind: EnergyKindSchema,
  unit: Type.String(),
  values: Type.Array(Amount),
  total: Amount,
});
export type EnergyReportTotal = Static<typeof EnergyReportTotal>;

export const EnergyReport = Type.Object({
  /** period labels: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' */
  periods: Type.Array(Type.String()),
  /** factory, then kind, then meter code */
  rows: Type.Array(EnergyReportRow),
  /** one per kind present in rows */
  totals: Type.Array(EnergyReportTotal),
});
export type EnergyReport = Static<typeof EnergyReport>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/meters (the meter picker), GET /api/energy/readings (paged table), GET /api/energy/readings/series

export const EnergyMeterQuery = Type.Object({ factoryId: Id });
export type EnergyMeterQuery = Static<typeof EnergyMeterQuery>;

export const EnergyMeterOption = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  unit: Type.String(),
});
export type EnergyMeterOption = Static<typeof EnergyMeterOption>;

const readingRange = {
  /** repeated key: ?meterIds=1&meterIds=2 */
  meterIds: Type.Array(Id, { minItems: 1, maxItems: ENERGY_RULE.MAX_READING_METERS }),
  /** ISO date-times, start inclusive, end exclusive */
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
};

export const ReadingSeriesQuery = Type.Object(readingRange);
export type ReadingSeriesQuery = Static<typeof ReadingSeriesQuery>;

export const ReadingSeries = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  unit: Type.String(),
  /** [ISO time, value], oldest first */
  points: Type.Array(Type.Tuple([Type.String(), Type.Number()])),
});
export type ReadingSeries = Static<typeof ReadingSeries>;

export const ReadingPageQuery = Type.Composite([PageQuery, Type.Object(readingRange)]);
export type ReadingPageQuery = Static<typeof ReadingPageQuery>;

export const ReadingRow = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  unit: Type.String(),
  /** ISO time of the reading (the end of its hour) */
  readAt: Type.String(),
  /** the register (cumulative kinds) or the instantaneous value */
  value: Type.Number(),
  /** the hour's usage for cumulative kinds, null for flow and quality */
  usage: Type.Union([Type.Number(), Type.Null()]),
});
export type ReadingRow = Static<typeof ReadingRow>;
