/**
 * The energy report (docs/architecture.md §3 "Energy"): the usage of every energy meter of the scope per day, month
 * or year over a range of whole periods, from the daily roll-up, with one total row per kind; and the same as CSV.
 * A range that is no calendar day, reversed or too long is bad input naming the field, before anything is read.
 */
import {
  ENERGY_MSG,
  METER_UNIT,
  type EnergyKind,
  type EnergyReport,
  type EnergyReportQuery,
  type ReportGranularity,
} from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import type { FactoryScope } from '../../shared/factory-scope';
import { exportText } from '../../shared/i18n/export-catalog';
import type { Lang } from '../../shared/i18n/lang';
import { pageWindow, type PageWindow } from '../../shared/paging';
import type { XlsxCell } from '../../shared/xlsx';
import { round3 } from './overview';
import { maxPeriods, periodCount, reportSpan, type ReportSpan } from './periods';
import { isDay } from '../../shared/china-time';
import { ReportRepository } from './report-repository';

/** Where the query came from, as Ajv names fields: `querystring/end`, `body/end`. */
export type Source = 'querystring' | 'body';

/** A period's label ('YYYY-MM-DD', 'YYYY-MM', 'YYYY') from its first day. */
const LABEL_LENGTH: Record<ReportGranularity, number> = { day: 10, month: 7, year: 4 };

/** The report's span, or 400 naming the field: not a calendar day, end before start, more periods than allowed. */
export function checkReport(query: EnergyReportQuery, source: Source): ReportSpan {
  for (const field of ['start', 'end'] as const) {
    if (!isDay(query[field])) throw badInput(`${source}/${field}`, 'has an invalid format');
  }
  if (query.end < query.start) throw badInput(`${source}/end`, ENERGY_MSG.RANGE_REVERSED);
  if (periodCount(query.granularity, query.start, query.end) > maxPeriods(query.granularity))
    throw badInput(`${source}/end`, ENERGY_MSG.RANGE_TOO_LONG);
  return reportSpan(query.granularity, query.start, query.end);
}

/** The page a report query asks for: with pageNum or pageSize (PageQuery's default for the other), else none. */
export const reportPage = (query: EnergyReportQuery): PageWindow | undefined =>
  query.pageNum === undefined && query.pageSize === undefined ? undefined : pageWindow(query);

/**
 * The report of the query: that page of its rows, or every row without one (the export). The kind totals and `total`
 * are the whole report's either way.
 */
export async function buildReport(
  db: Db,
  scope: FactoryScope,
  query: EnergyReportQuery,
  span: ReportSpan,
  page?: PageWindow,
): Promise<EnergyReport> {
  const answer = await new ReportRepository(db).page(
    scope,
    { from: span.from, to: span.to, unit: query.granularity },
    query.kind,
    page,
  );
  const index = new Map(span.periods.map((p, i) => [p, i]));
  /** one value per period of the span, 0 where the answer has none */
  const valuesOf = (usage: Record<string, number>): number[] => {
    const values = span.periods.map(() => 0);
    for (const [first, amount] of Object.entries(usage)) {
      const at = index.get(first.slice(0, LABEL_LENGTH[query.granularity]));
      if (at !== undefined) values[at] = amount;
    }
    return values;
  };
  const rows = answer.rows.map(({ usage, ...meter }) => {
    const values = valuesOf(usage);
    return {
      ...meter,
      unit: METER_UNIT[meter.kind],
      values,
      total: round3(values.reduce((a, b) => a + b, 0)),
    };
  });
  const totals = answer.totals.map(({ kind, usage, total }) => ({
    kind,
    unit: METER_UNIT[kind],
    values: valuesOf(usage),
    total,
  }));
  return { periods: span.periods, rows, total: answer.total, totals };
}

/** The report's texts in the export, in Chinese (exportText puts them in the request's language). */
const KIND_LABEL: Record<EnergyKind, string> = { electricity: '用电', water: '用水', gas: '用气' };
const TOTAL_LABEL = '合计';
/** The page's name: the export's sheet and file (docs/secure-space.md "Exports"). */
export const ENERGY_REPORT_PAGE = '能耗报表';

/**
 * The report as a sheet: one row per meter, then one total row per kind; figures as numbers. Headers and the kinds in
 * `lang` (docs/i18n.md "Exports"); factories, meters and units are data.
 */
export function reportSheet(report: EnergyReport, lang: Lang): { header: string[]; rows: XlsxCell[][] } {
  const text = (zh: string): string => exportText(lang, zh);
  const total = text(TOTAL_LABEL);
  const header = [
    ...['工厂', '能源类型', '仪表编码', '仪表名称', '单位'].map(text),
    ...report.periods,
    total,
  ];
  const rows: XlsxCell[][] = [
    ...report.rows.map((r) => [
      r.factoryName,
      text(KIND_LABEL[r.kind]),
      r.code,
      r.name,
      r.unit,
      ...r.values,
      r.total,
    ]),
    ...report.totals.map((t) => [total, text(KIND_LABEL[t.kind]), '', '', t.unit, ...t.values, t.total]),
  ];
  return { header, rows };
}
