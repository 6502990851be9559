/**
 * SQL of the energy overview (docs/architecture.md §3 "Energy", docs/energy.md; the report's: report-repository.ts).
 * Whole days come from the roll-ups (energy_daily per meter and day, energy_factory_daily per factory, kind and day,
 * energy_meter_monthly per meter and month, each attributed to the factory and kind the usage was recorded under);
 * the hours of a day not yet over come from the readings, through their primary key, one meter at a time.
 */
import type { EnergyKind } from '../../../../contract/energy/schemas';
import { ENERGY_KINDS } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';

const ENERGY_IN = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;

export interface Factory {
  factoryId: number;
  factoryName: string;
}

export interface DayTotal {
  factoryId: number;
  kind: EnergyKind;
  day: string;
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

  /** The newest reading at or before `notAfter` of the energy meters of the scope (one index probe per meter). */
  async newestReading(scope: FactoryScope, notAfter: Date): Promise<Date | null> {
    const params: unknown[] = [notAfter];
    const { rows } = await this.db.query<{ at: Date | null }>(
      `SELECT max(l.read_at) AS at
         FROM alarm_meter m
        CROSS JOIN LATERAL (SELECT r.read_at FROM energy_reading r
                             WHERE r.meter_id = m.meter_id AND r.read_at <= $1
                             ORDER BY r.read_at DESC LIMIT 1) l
        WHERE m.kind IN ${ENERGY_IN} AND ${scopeCondition(scope, 'm.factory_id', params)}`,
      params,
    );
    return rows[0]?.at ?? null;
  }

  /**
   * Usage per factory, kind and day over the days [from, until): the factories' daily roll-up, a row per factory,
   * kind and day whatever the number of meters (docs/energy.md).
   */
  async dayTotals(scope: FactoryScope, from: string, until: string): Promise<DayTotal[]> {
    const params: unknown[] = [from, until];
    const { rows } = await this.db.query<DayTotal>(
      `SELECT factory_id AS "factoryId", kind, day::text AS day, usage::float8 AS usage
         FROM energy_factory_daily
        WHERE day >= $1::date AND day < $2::date AND ${scopeCondition(scope, 'factory_id', params)}`,
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

  /** Usage per energy meter of the scope read after `after` up to `upto` (hours of a day not yet rolled up whole). */
  async partial(scope: FactoryScope, after: Date, upto: Date): Promise<MeterUsage[]> {
    const params: unknown[] = [after, upto];
    const { rows } = await this.db.query<MeterUsage>(
      `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.kind, sum(r.usage)::float8 AS usage
         FROM alarm_meter m
         JOIN energy_reading r ON r.meter_id = m.meter_id AND r.read_at > $1 AND r.read_at <= $2
        WHERE m.kind IN ${ENERGY_IN} AND ${scopeCondition(scope, 'm.factory_id', params)}
        GROUP BY m.meter_id, m.factory_id, m.kind`,
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
