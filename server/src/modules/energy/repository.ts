/**
 * SQL of the energy overview (docs/architecture.md §3 "Energy", docs/energy.md; the report's: report-repository.ts).
 * Whole days come from the roll-ups (energy_daily per meter and day, energy_factory_daily per factory, kind and day,
 * energy_meter_monthly per meter and month, energy_factory_hourly per factory, kind and reading time, each attributed
 * to the factory and kind the usage was recorded under); the readings themselves only for what a day holds beyond the
 * hour the figures run to.
 */
import type { EnergyKind } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';

export interface Factory {
  factoryId: number;
  factoryName: string;
}

/** A kind's usage on a day, the factories of the scope summed. */
export interface DayTotal {
  kind: EnergyKind;
  day: string;
  usage: number;
}

export interface FactoryUsage {
  factoryId: number;
  kind: EnergyKind;
  usage: number;
}

export interface MeterUsage {
  meterId: number;
  factoryId: number;
  kind: EnergyKind;
  usage: number;
}

export interface MeterName {
  meterId: number;
  code: string;
  name: string;
  factoryName: string;
}

export class EnergyRepository {
  constructor(private readonly db: Db) {}

  /** The factories of the scope, in the area tree's order. */
  async factories(scope: FactoryScope): Promise<Factory[]> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<Factory>(
      `SELECT id AS "factoryId", name AS "factoryName" FROM sys_area
        WHERE type = 'factory' AND ${scopeCondition(scope, 'id', params)}
        ORDER BY order_num, id`,
      params,
    );
    return rows;
  }

  /**
   * The newest time at or before `notAfter` at which a meter of the scope read energy: the hourly roll-up's index read
   * backwards from `notAfter` (a few rows, whatever the number of meters).
   */
  async newestReading(scope: FactoryScope, notAfter: Date): Promise<Date | null> {
    const params: unknown[] = [notAfter];
    const { rows } = await this.db.query<{ at: Date | null }>(
      `SELECT max(read_at) AS at FROM energy_factory_hourly
        WHERE read_at <= $1 AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    return rows[0]?.at ?? null;
  }

  /**
   * Usage per factory and kind read after `after` up to `upto` (the hours of a day not yet over): the hourly roll-up,
   * a row per factory, kind and reading time (docs/energy.md).
   */
  async hours(scope: FactoryScope, after: Date, upto: Date): Promise<FactoryUsage[]> {
    const params: unknown[] = [after, upto];
    const { rows } = await this.db.query<FactoryUsage>(
      `SELECT factory_id AS "factoryId", kind, sum(usage)::float8 AS usage
         FROM energy_factory_hourly
        WHERE read_at > $1 AND read_at <= $2 AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY factory_id, kind`,
      params,
    );
    return rows;
  }

  /**
   * Usage per kind and day over the days [from, until), the factories of the scope summed: the factories' daily
   * roll-up, a row per kind and day whatever the number of meters and factories (docs/energy.md).
   */
  async dayTotals(scope: FactoryScope, from: string, until: string): Promise<DayTotal[]> {
    const params: unknown[] = [from, until];
    const { rows } = await this.db.query<DayTotal>(
      `SELECT kind, day::text AS day, sum(usage)::float8 AS usage
         FROM energy_factory_daily
        WHERE day >= $1::date AND day < $2::date AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY kind, day`,
      params,
    );
    return rows;
  }

  /** Usage per factory and kind in the month of `monthStart`: the factories' monthly roll-up (all its days so far). */
  async monthTotals(scope: FactoryScope, monthStart: string): Promise<FactoryUsage[]> {
    const params: unknown[] = [monthStart];
    const { rows } = await this.db.query<FactoryUsage>(
      `SELECT factory_id AS "factoryId", kind, usage::float8 AS usage FROM energy_factory_monthly
        WHERE month = $1::date AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    return rows;
  }

  /** Usage per factory and kind over the days [from, until): the factories' daily roll-up. */
  async factoryTotals(scope: FactoryScope, from: string, until: string): Promise<FactoryUsage[]> {
    const params: unknown[] = [from, until];
    const { rows } = await this.db.query<FactoryUsage>(
      `SELECT factory_id AS "factoryId", kind, sum(usage)::float8 AS usage
         FROM energy_factory_daily
        WHERE day >= $1::date AND day < $2::date AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY factory_id, kind`,
      params,
    );
    return rows;
  }

  /**
   * Usage per meter of one kind over the days [from, until): the months that hold the range from the monthly
   * roll-up, less the days of those months outside it from energy_daily (a month to date: the days from `until` on,
   * mostly none or today), so a row per meter however long the range. A meter none of whose days lie in the range
   * has no row, as in energy_daily (docs/energy.md).
   */
  async meterTotals(
    scope: FactoryScope,
    kind: EnergyKind,
    from: string,
    until: string,
  ): Promise<MeterUsage[]> {
    const params: unknown[] = [from, until, kind];
    const inScope = (column: string): string => scopeCondition(scope, column, params);
    const { rows } = await this.db.query<MeterUsage>(
      `WITH bounds AS (
         SELECT date_trunc('month', $1::date::timestamp)::date AS first,
                (date_trunc('month', ($2::date - 1)::timestamp) + interval '1 month')::date AS after
       ),
       parts AS (
         SELECT meter_id, factory_id, kind, usage, days FROM energy_meter_monthly, bounds
          WHERE month >= bounds.first AND month < $2::date AND kind = $3 AND ${inScope('factory_id')}
         UNION ALL
         SELECT meter_id, factory_id, kind, -usage, -1 FROM energy_daily, bounds
          WHERE ((day >= bounds.first AND day < $1::date) OR (day >= $2::date AND day < bounds.after))
            AND kind = $3 AND ${inScope('factory_id')}
       )
       SELECT meter_id AS "meterId", factory_id AS "factoryId", kind, sum(usage)::float8 AS usage
         FROM parts
        WHERE $1::date < $2::date
        GROUP BY meter_id, factory_id, kind
       HAVING sum(days) > 0`,
      params,
    );
    return rows;
  }

  /** Whether a meter of the scope read energy after `after` (the clock behind the data): the hourly roll-up's index. */
  async readsAfter(scope: FactoryScope, after: Date): Promise<boolean> {
    const params: unknown[] = [after];
    const { rows } = await this.db.query<{ yes: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM energy_factory_hourly
                       WHERE read_at > $1 AND ${scopeCondition(scope, 'factory_id', params)}) AS yes`,
      params,
    );
    return rows[0]?.yes ?? false;
  }

  /**
   * The `limit` largest meters of one kind by their usage in the month of `monthStart` (all its rows: the month to
   * date while no reading came after the hour the figures run to), largest first, then by meter.
   */
  async largestInMonth(scope: FactoryScope, kind: EnergyKind, monthStart: string, limit: number) {
    const params: unknown[] = [monthStart, kind, limit];
    const { rows } = await this.db.query<{ meterId: number; usage: number }>(
      `SELECT meter_id AS "meterId", sum(usage)::float8 AS usage FROM energy_meter_monthly
        WHERE month = $1::date AND kind = $2 AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY meter_id
        ORDER BY sum(usage) DESC, meter_id
        LIMIT $3`,
      params,
    );
    return rows;
  }

  /**
   * Usage per meter of one kind read after `after` up to `upto` on the China day `day`, under the factory and kind of
   * that day's roll-up: what a day's row holds beyond the hour the figures run to (when readsAfter says there is some).
   */
  async dayAfter(
    scope: FactoryScope,
    kind: EnergyKind,
    day: string,
    after: Date,
    upto: Date,
  ): Promise<MeterUsage[]> {
    const params: unknown[] = [day, after, upto, kind];
    const { rows } = await this.db.query<MeterUsage>(
      `SELECT d.meter_id AS "meterId", d.factory_id AS "factoryId", d.kind, sum(r.usage)::float8 AS usage
         FROM energy_daily d
         JOIN energy_reading r ON r.meter_id = d.meter_id AND r.read_at > $2 AND r.read_at <= $3
        WHERE d.day = $1::date AND d.kind = $4 AND ${scopeCondition(scope, 'd.factory_id', params)}
        GROUP BY d.meter_id, d.factory_id, d.kind`,
      params,
    );
    return rows;
  }

  /** Code, name and factory of the meters. */
  async meterNames(meterIds: number[]): Promise<MeterName[]> {
    const { rows } = await this.db.query<MeterName>(
      `SELECT m.meter_id AS "meterId", m.code, m.name, f.name AS "factoryName"
         FROM alarm_meter m JOIN sys_area f ON f.id = m.factory_id
        WHERE m.meter_id = ANY($1::int[])`,
      [meterIds],
    );
    return rows;
  }
}
