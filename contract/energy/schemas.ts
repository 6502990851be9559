/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { ENERGY_KINDS, ENERGY_RULE, REPORT_GRANULARITIES } from './index';

export * from './index';

const Id = Type.Integer({ minimum: 1 });
const EnergyKindSchema = Type.Union(ENERGY_KINDS.map((k) => Type.Literal(k)));
const Day = Type.String({ pattern: ENERGY_RULE.DATE });
const Amount = Type.Number();

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/overview

/** Without factoryId: every factory of the caller's scope. */
export const EnergyOverviewQuery = Type.Object({ factoryId: Type.Optional(Id) });
export type EnergyOverviewQuery = Declared.EnergyOverviewQuery;

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
export type EnergyKindSummary = Declared.EnergyKindSummary;

export const EnergyTrendDay = Type.Object({
  day: Day,
  electricity: Amount,
  water: Amount,
  gas: Amount,
});
export type EnergyTrendDay = Declared.EnergyTrendDay;

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
export type EnergyTopMeter = Declared.EnergyTopMeter;

export const EnergyIntensity = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  /** this month */
  electricity: Amount,
  water: Amount,
  /** kWh per m³ of water; null while no water was metered */
  kwhPerM3: Type.Union([Type.Number(), Type.Null()]),
});
export type EnergyIntensity = Declared.EnergyIntensity;

export const EnergyOverview = Type.Object({
  /** ISO time of the last full hour the figures include */
  asOf: Type.String(),
  /**
   * the complete hours of asOf's China day in the today figures: 0 in the first hour of a day, when today (and on the
   * first of a month, the month) has no figure yet and no comparison
   */
  todayHours: Type.Integer({ minimum: 0, maximum: 23 }),
  kinds: Type.Array(EnergyKindSummary),
  /** the last TREND_DAYS whole days, oldest first, ending yesterday (today so far is in `kinds`) */
  trend: Type.Array(EnergyTrendDay),
  /** this month's largest electricity meters */
  top: Type.Array(EnergyTopMeter),
  intensity: Type.Array(EnergyIntensity),
});
export type EnergyOverview = Declared.EnergyOverview;

/**
 * PageQuery's bounds without its defaults (the validator would fill them in): a report asked for without a page is
 * every row, as the export needs it.
 */
const ReportPage = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PageQuery.properties.pageSize.maximum })),
};

export const EnergyReportQuery = Type.Object({
  ...ReportPage,
  /** without it: every factory of the caller's scope */
  factoryId: Type.Optional(Id),
  granularity: Type.Union(REPORT_GRANULARITIES.map((g) => Type.Literal(g))),
  /** first and last day of the range, inclusive (for month and year: any day inside the first and last period) */
  start: Day,
  end: Day,
  kind: Type.Optional(EnergyKindSchema),
});
export type EnergyReportQuery = Declared.EnergyReportQuery;

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
export type EnergyReportRow = Declared.EnergyReportRow;

export const EnergyReportTotal = Type.Object({
  kind: EnergyKindSchema,
  unit: Type.String(),
  values: Type.Array(Amount),
  total: Amount,
});
export type EnergyReportTotal = Declared.EnergyReportTotal;

export const EnergyReport = Type.Object({
  /** period labels: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' */
  periods: Type.Array(Type.String()),
  /** factory, then kind, then meter code; with pageNum and pageSize, that page of them */
  rows: Type.Array(EnergyReportRow),
  /** the meter rows of the whole report (of every page) */
  total: Type.Integer(),
  /** one per kind present in the whole report, over all of its rows (not only the page's) */
  totals: Type.Array(EnergyReportTotal),
});
export type EnergyReport = Declared.EnergyReport;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/energy/meters (the meter picker), GET /api/energy/readings (paged table), GET /api/energy/readings/series

export const EnergyMeterQuery = Type.Object({ factoryId: Id });
export type EnergyMeterQuery = Declared.EnergyMeterQuery;

export const EnergyMeterOption = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  unit: Type.String(),
});
export type EnergyMeterOption = Declared.EnergyMeterOption;

const readingRange = {
  /** repeated key: ?meterIds=1&meterIds=2 */
  meterIds: Type.Array(Id, { minItems: 1, maxItems: ENERGY_RULE.MAX_READING_METERS }),
  /** ISO date-times, start inclusive, end exclusive */
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
};

export const ReadingSeriesQuery = Type.Object(readingRange);
export type ReadingSeriesQuery = Declared.ReadingSeriesQuery;

export const ReadingSeries = Type.Object({
  meterId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  unit: Type.String(),
  /** [ISO time, value], oldest first */
  points: Type.Array(Type.Tuple([Type.String(), Type.Number()])),
});
export type ReadingSeries = Declared.ReadingSeries;

export const ReadingPageQuery = Type.Composite([PageQuery, Type.Object(readingRange)]);
export type ReadingPageQuery = Declared.ReadingPageQuery;

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
export type ReadingRow = Declared.ReadingRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof EnergyOverviewQuery, Declared.EnergyOverviewQuery>(true),
  same<typeof EnergyKindSummary, Declared.EnergyKindSummary>(true),
  same<typeof EnergyTrendDay, Declared.EnergyTrendDay>(true),
  same<typeof EnergyTopMeter, Declared.EnergyTopMeter>(true),
  same<typeof EnergyIntensity, Declared.EnergyIntensity>(true),
  same<typeof EnergyOverview, Declared.EnergyOverview>(true),
  same<typeof EnergyReportQuery, Declared.EnergyReportQuery>(true),
  same<typeof EnergyReportRow, Declared.EnergyReportRow>(true),
  same<typeof EnergyReportTotal, Declared.EnergyReportTotal>(true),
  same<typeof EnergyReport, Declared.EnergyReport>(true),
  same<typeof EnergyMeterQuery, Declared.EnergyMeterQuery>(true),
  same<typeof EnergyMeterOption, Declared.EnergyMeterOption>(true),
  same<typeof ReadingSeriesQuery, Declared.ReadingSeriesQuery>(true),
  same<typeof ReadingSeries, Declared.ReadingSeries>(true),
  same<typeof ReadingPageQuery, Declared.ReadingPageQuery>(true),
  same<typeof ReadingRow, Declared.ReadingRow>(true),
] as const;
