/**
 * SQL of the energy report (docs/architecture.md §3 "Energy", docs/energy.md "The report's pages"): its meter rows,
 * a page of them chosen before any usage is read, and the kind totals over the whole report. Usage is read from the
 * roll-ups: energy_daily per meter and day (reports by day), energy_meter_monthly per meter and month (by month and
 * year, whose months lie whole in the span: periods.ts), and for the kind totals energy_factory_daily and
 * energy_factory_monthly (migration 048) per factory, kind and day or month, each attributed to the factory and kind
 * the usage was recorded under.
 */
import type { EnergyKind, EnergyReportRow } from '../../../../contract/energy/schemas';
import { ENERGY_KINDS } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import type { PageWindow } from '../../shared/paging';

const ENERGY_IN = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;
/** the order of ENERGY_KINDS: electricity, water, gas */
const kindOrder = (column: string): string =>
  `array_position(ARRAY[${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')}]::varchar[], ${column})`;

/** A report's periods: 'day', 'month' or 'year' over the days [from, to]. */
export interface ReportSpanSql {
  from: string;
  to: string;
  unit: 'day' | 'month' | 'year';
}

/** A meter row as the SQL answers it: the usage by period, not yet the report's values, unit and total. */
export type ReportMeterRow = Omit<EnergyReportRow, 'unit' | 'values' | 'total'> & {
  /** usage (rounded to the stored 3 decimals) by the first day 'YYYY-MM-DD' of each period that has some */
  usage: Record<string, number>;
};

export interface ReportKindSums {
  kind: EnergyKind;
  /** the kind's usage by the first day of each period that has some: exact numeric sums of the stored usages */
  usage: Record<string, number>;
  /** over every period */
  total: number;
}

export interface ReportPageRows {
  /** the page's rows (every row without a page), in the report's order */
  rows: ReportMeterRow[];
  /** the meter rows of the whole report */
  total: number;
  /** one per kind with a meter row in the whole report, in ENERGY_KINDS' order */
  totals: ReportKindSums[];
}

export class ReportRepository {
  constructor(private readonly db: Db) {}

  /**
   * The report's meter rows: every energy meter of the scope (of `kind`, when given) today, and the meters the
   * roll-up attributes usage to in the range, by factory, kind (ENERGY_KINDS' order), code and meter id; `page`
   * takes one page of them, chosen before their usage is read, so a page costs its meters' periods whatever the
   * number of meters. The kind totals are over the whole report, from the factories' roll-ups (numeric sums, so
   * they equal the sums of the rows' values). The whole answer is one JSON text (hundreds of rows of arrays cost
   * several times more as rows of a result).
   */
  async page(
    scope: FactoryScope,
    span: ReportSpanSql,
    kind: EnergyKind | undefined,
    page?: PageWindow,
  ): Promise<ReportPageRows> {
    const params: unknown[] = [span.from, span.to, kind ?? null, page?.limit ?? null, page?.offset ?? 0];
    const inScope = (column: string): string => scopeCondition(scope, column, params);
    const ofKind = (column: string): string => `($3::varchar IS NULL OR ${column} = $3)`;
    // Days from the daily roll-ups (at most MAX_REPORT_PERIODS.day of them); months and years from the monthly ones
    // (the kind totals of 13 months of 50 plants: 1,950 rows of energy_factory_monthly, not 59,000 days).
    const [source, kindSource, at] =
      span.unit === 'day'
        ? ['energy_daily', 'energy_factory_daily', 'day']
        : ['energy_meter_monthly', 'energy_factory_monthly', 'month'];
    const trunc = (column: string): string =>
      span.unit === 'day' ? column : `date_trunc('${span.unit}', ${column}::timestamp)::date`;
    // The rows of meters moved or re-kinded since (energy_meter_moved, migration 048; seldom any) under the factories
    // and kinds their usage in the range was recorded with: from the monthly roll-up, for a report by day its months
    // that hold the range, kept only where a day of the range has usage.
    const movedInRange =
      span.unit === 'day'
        ? `mm.month BETWEEN date_trunc('month', $1::date::timestamp)::date AND $2::date
           AND EXISTS (SELECT 1 FROM energy_daily d WHERE d.meter_id = mm.meter_id AND d.factory_id = mm.factory_id
                          AND d.kind = mm.kind AND d.day BETWEEN $1::date AND $2::date)`
        : 'mm.month BETWEEN $1::date AND $2::date';
    // (not the meter's factory and kind today: those rows are the scope's meters' own)
    const moved = `SELECT DISTINCT mm.meter_id, mm.factory_id, mm.kind
         FROM energy_meter_moved v JOIN energy_meter_monthly mm ON mm.meter_id = v.meter_id
        WHERE ${movedInRange} AND ${ofKind('mm.kind')} AND ${inScope('mm.factory_id')}
          AND NOT EXISTS (SELECT 1 FROM alarm_meter a
                           WHERE a.meter_id = mm.meter_id AND a.factory_id = mm.factory_id AND a.kind = mm.kind)`;
    const { rows } = await this.db.query<{ report: string }>(
      `WITH keys AS MATERIALIZED (
         SELECT meter_id, factory_id, kind, code, name FROM alarm_meter
          WHERE kind IN ${ENERGY_IN} AND ${ofKind('kind')} AND ${inScope('factory_id')}
         UNION ALL
         SELECT o.meter_id, o.factory_id, o.kind, m.code, m.name
           FROM (${moved}) o JOIN alarm_meter m ON m.meter_id = o.meter_id
       ),
       counted AS MATERIALIZED (SELECT count(*)::int AS n FROM keys),
       ordered AS (
         SELECT k.meter_id, k.factory_id, k.kind, f.name AS factory_name, k.code, k.name,
                f.order_num, ${kindOrder('k.kind')} AS kind_order
           FROM keys k JOIN sys_area f ON f.id = k.factory_id
       ),
       -- the page: a top-N sort of the report's order, not the whole of it sorted; a page in the second half is
       -- the same rows counted from the end (the order's keys are unique, so the reverse order is exact). Only one
       -- branch runs: each is gated by a condition on the count alone.
       chosen AS MATERIALIZED (
         SELECT * FROM (SELECT * FROM ordered
                         ORDER BY order_num, factory_id, kind_order, code, meter_id
                         LIMIT $4::int OFFSET $5::int) forward
          WHERE $5::int <= (SELECT n FROM counted) / 2
         UNION ALL
         SELECT * FROM (SELECT * FROM ordered
                         ORDER BY order_num DESC, factory_id DESC, kind_order DESC, code DESC, meter_id DESC
                         LIMIT greatest(0, least($4::int, (SELECT n FROM counted) - $5::int))
                         OFFSET greatest(0, (SELECT n FROM counted) - $5::int - $4::int)) backward
          WHERE $5::int > (SELECT n FROM counted) / 2
       ),
       sums AS (
         SELECT s.meter_id, s.factory_id, s.kind, ${trunc(`s.${at}`)}::text AS period, round(sum(s.usage), 3) AS usage
           FROM chosen c
           JOIN ${source} s ON s.meter_id = c.meter_id AND s.factory_id = c.factory_id AND s.kind = c.kind
          WHERE s.${at} BETWEEN $1::date AND $2::date
          GROUP BY s.meter_id, s.factory_id, s.kind, ${trunc(`s.${at}`)}
       ),
       page_rows AS (
         SELECT c.order_num, c.factory_id, c.kind_order, c.code, c.meter_id, json_build_object(
                  'meterId', c.meter_id, 'factoryId', c.factory_id, 'factoryName', c.factory_name, 'code', c.code,
                  'name', c.name, 'kind', c.kind,
                  'usage', COALESCE(json_object_agg(s.period, s.usage) FILTER (WHERE s.period IS NOT NULL), '{}')
                ) AS row
           FROM chosen c
           LEFT JOIN sums s ON s.meter_id = c.meter_id AND s.factory_id = c.factory_id AND s.kind = c.kind
          GROUP BY c.order_num, c.factory_id, c.kind_order, c.code, c.meter_id, c.factory_name, c.name, c.kind
       ),
       kind_days AS (
         SELECT kind, ${trunc(at)}::text AS period, sum(usage) AS usage
           FROM ${kindSource}
          WHERE ${at} BETWEEN $1::date AND $2::date AND ${ofKind('kind')} AND ${inScope('factory_id')}
          GROUP BY kind, ${trunc(at)}
       ),
       kinds AS (
         SELECT k.kind, json_build_object(
                  'kind', k.kind,
                  'usage', COALESCE(json_object_agg(d.period, d.usage) FILTER (WHERE d.period IS NOT NULL), '{}'),
                  'total', COALESCE(sum(d.usage), 0)
                ) AS sums
           FROM (SELECT DISTINCT kind FROM keys) k
           LEFT JOIN kind_days d ON d.kind = k.kind
          GROUP BY k.kind
       )
       SELECT json_build_object(
                'rows', COALESCE((SELECT json_agg(row ORDER BY order_num, factory_id, kind_order, code, meter_id)
                                   FROM page_rows), '[]'),
                'total', (SELECT n FROM counted),
                'totals', COALESCE((SELECT json_agg(sums ORDER BY ${kindOrder('kind')}) FROM kinds), '[]')
              )::text AS report`,
      params,
    );
    return JSON.parse(rows[0]!.report) as ReportPageRows;
  }
}
