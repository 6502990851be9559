/**
 * SQL of the reading query (docs/architecture.md §3 "Energy"): the meter picker of a factory and the readings of a
 * few meters over a time range, through the readings' primary key (meter, time). Times are China ISO times.
 */
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import type { PageWindow } from '../../shared/paging';
import { shownIso } from '../../shared/china-time';

export interface MeterRef {
  meterId: number;
  code: string;
  name: string;
  kind: string;
}

export interface StoredReading {
  meterId: number;
  /** epoch milliseconds */
  at: number;
  value: number;
  usage: number | null;
}

/** The readings of the meters $1 with $2 <= read_at < $3. */
const RANGE = 'r.meter_id = ANY($1::int[]) AND r.read_at >= $2 AND r.read_at < $3';
const COLUMNS = `r.meter_id AS "meterId", (extract(epoch FROM r.read_at) * 1000)::float8 AS at,
                 r.value::float8 AS value, r.usage::float8 AS usage`;

export class ReadingRepository {
  constructor(private readonly db: Db) {}

  /** The factory's meters of every kind, by code. */
  async meters(factoryId: number): Promise<MeterRef[]> {
    const { rows } = await this.db.query<MeterRef>(
      `SELECT meter_id AS "meterId", code, name, kind FROM alarm_meter WHERE factory_id = $1 ORDER BY code, meter_id`,
      [factoryId],
    );
    return rows;
  }

  /** Those of the meters that exist and lie in the scope. */
  async metersInScope(meterIds: number[], scope: FactoryScope): Promise<MeterRef[]> {
    const params: unknown[] = [meterIds];
    const { rows } = await this.db.query<MeterRef>(
      `SELECT meter_id AS "meterId", code, name, kind FROM alarm_meter
        WHERE meter_id = ANY($1::int[]) AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    return rows;
  }

  /** One page of the readings, newest first (then by meter), and how many there are in all. */
  async page(
    meterIds: number[],
    start: Date,
    end: Date,
    window: PageWindow,
  ): Promise<{ rows: (StoredReading & { code: string })[]; total: number }> {
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM energy_reading r WHERE ${RANGE}`,
      [meterIds, start, end],
    );
    const { rows } = await this.db.query<StoredReading & { code: string }>(
      `SELECT ${COLUMNS}, m.code
         FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE ${RANGE}
        ORDER BY r.read_at DESC, m.code, r.meter_id
        LIMIT $4 OFFSET $5`,
      [meterIds, start, end, window.limit, window.offset],
    );
    return { rows, total: counted.rows[0]?.n ?? 0 };
  }

  /**
   * Every reading of the meters in the range as each meter's points [ISO time, value], oldest first. One JSON text per
   * meter: a 90-day line of 5 meters is 10,000 readings, which cost several times more as rows of a result.
   */
  async series(meterIds: number[], start: Date, end: Date): Promise<Map<number, [string, number][]>> {
    const { rows } = await this.db.query<{ meterId: number; points: string }>(
      `SELECT r.meter_id AS "meterId",
              json_agg(json_build_array(${shownIso('r.read_at')}, r.value) ORDER BY r.read_at)::text AS points
         FROM energy_reading r WHERE ${RANGE} GROUP BY r.meter_id`,
      [meterIds, start, end],
    );
    return new Map(rows.map((r) => [r.meterId, JSON.parse(r.points) as [string, number][]]));
  }
}
