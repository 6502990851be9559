/** What the energy tests share (docs/architecture.md §3 "Energy"): a clock on the demo's data and plain SQL figures. */
import type { Db } from '../../../server/src/db/client';
import { testClock, type TestClock } from './test-app';

/** China time, as the tests compute days independently of the server's helpers. */
export const TZ = 'Asia/Shanghai';

/**
 * The newest reading of the demo (the seed's last full hour, or later after a catch-up): each meter's newest through
 * the primary key (meter, time), about 600 index lookups where `max(read_at)` read all ~290,000 readings (every
 * reading has its meter: the foreign key).
 */
export async function newestReading(db: Db): Promise<number> {
  const { rows } = await db.query<{ at: Date }>(
    `SELECT max(l.read_at) AS at FROM alarm_meter m
      CROSS JOIN LATERAL (SELECT r.read_at FROM energy_reading r WHERE r.meter_id = m.meter_id
                           ORDER BY r.read_at DESC LIMIT 1) l`,
  );
  return rows[0]!.at.getTime();
}

/** A clock ten minutes after the demo's newest reading: "now" for the figures the snapshot holds. */
export async function dataClock(db: Db): Promise<TestClock> {
  return testClock((await newestReading(db)) + 10 * 60_000);
}

/** Sum of the usage of the energy meters of `factories` read after `after` up to `upto` (SQL timestamptz texts). */
export async function usageBetween(
  db: Db,
  factories: number[],
  kind: string,
  after: string,
  upto: string,
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ s: string | null }>(
    `SELECT sum(r.usage)::text AS s
       FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
      WHERE m.factory_id = ANY($1::int[]) AND m.kind = $2 AND r.read_at > ${after} AND r.read_at <= ${upto}`,
    [factories, kind, ...params],
  );
  return Number(rows[0]?.s ?? 0);
}

/** The meter of that code. */
export async function meterIdOf(db: Db, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT meter_id AS id FROM alarm_meter WHERE code = $1', [
    code,
  ]);
  if (rows.length !== 1) throw new Error(`no single meter ${code}`);
  return rows[0]!.id;
}
