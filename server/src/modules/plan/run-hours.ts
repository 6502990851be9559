/**
 * A device's running hours from the readings we store (docs/plans.md "Running hours"): each hour closed by a reading
 * of its electricity meter that came one hour after the meter's previous reading (an hourly meter: a daily reading
 * cannot say how many of its hours ran) and recorded usage above zero. One SQL fragment for the list and the scheduler.
 */

/** The running hours counted by meter `meter` in readings after `from` (SQL expressions: a meter id, a timestamptz). */
export const runHoursSql = (meter: string, from: string): string =>
  `(SELECT count(*)::int FROM energy_reading e
     WHERE e.meter_id = ${meter} AND e.read_at > ${from} AND e.usage > 0
       AND EXISTS (SELECT 1 FROM energy_reading q
                    WHERE q.meter_id = e.meter_id AND q.read_at = e.read_at - interval '1 hour'))`;

/** The time of meter `meter`'s latest reading: where a running-hours count starts again. */
export const lastReadAtSql = (meter: string): string =>
  `(SELECT max(e.read_at) FROM energy_reading e WHERE e.meter_id = ${meter})`;
