/**
 * The demo readings generator (docs/architecture.md §3 "Energy"): the readings of the meters that have a demo profile
 * (energy_demo_profile) over given spans, computed in SQL, with the daily roll-up and each meter's last reading kept
 * alongside. The hourly catch-up appends them (appendReadings), the seed bulk-loads its 90 days (loadReadings): the
 * demo's history and its continuation come from the same formula.
 *
 * A reading closes an hour (hourly meters) or a China day (daily meters, read at 00:00). Its figure is the profile's
 * base times a daily cycle (hourly meters), a weekend change, a yearly cycle and noise; the noise is a hash of the
 * hour and the profile's seed, so the same meter and hour always read the same. Electricity, water and gas meters
 * add the figure (rounded to 3 decimals) as the period's usage to their register; flow and quality meters read it.
 */
import { ALARM_KIND, SUPPRESSED_BY_COLLECTOR } from '../../../../contract/alarm';
import { ENERGY_KINDS } from '../../../../contract/energy/schemas';
import type { Db } from '../../db/client';
import { CHINA_TZ } from '../../shared/china-time';

/**
 * What the spans' SELECT answers, one row per meter with a profile: readings are due after `after` up to `upto`
 * (inclusive); `start_value` is the register at `after` (cumulative kinds); a meter `reporting` is online again once
 * it has written readings.
 */
export const SPAN_COLUMNS = 'meter_id, after, upto, start_value, reporting';

/**
 * When meter `m` (alarm_meter) fell silent, or NULL: an active offline or online-without-data alarm of it (its last
 * reading came a quarter of an hour before), or an active error of its collector (docs/architecture.md §3 "Alarms").
 */
export const SILENT_SINCE = `LEAST(
    (SELECT min(r.raised_at) - interval '15 minutes' FROM alarm_record r
      WHERE r.meter_id = m.meter_id AND r.released_at IS NULL
        AND r.kind IN (${SUPPRESSED_BY_COLLECTOR.join(', ')})),
    (SELECT min(r.raised_at) FROM alarm_record r
      WHERE r.collector_id = m.collector_id AND r.released_at IS NULL AND r.kind = ${ALARM_KIND.COLLECTOR_ERROR}))`;

/** The interval between two readings of profile `p`. */
export const STEP = `(CASE WHEN p.hourly THEN interval '1 hour' ELSE interval '24 hours' END)`;

/** The instant `t` (a timestamptz expression) floored to the full hour, whatever the session's time zone. */
export const fullHour = (t: string): string =>
  `(date_trunc('hour', (${t}) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** China midnight at or before the instant `t`. */
export const chinaMidnight = (t: string): string =>
  `(date_trunc('day', (${t}) AT TIME ZONE '${CHINA_TZ}') AT TIME ZONE '${CHINA_TZ}')`;

/** The last reading of profile `p` due at or before `t`: its last full hour, or for a daily meter the last midnight. */
export const dueAt = (t: string): string =>
  `(CASE WHEN p.hourly THEN ${fullHour(t)} ELSE ${chinaMidnight(t)} END)`;

/** The China day whose usage a reading at `readAt` closes (the reading at 00:00 closes the day before). */
export const usageDay = (readAt: string): string =>
  `((${readAt} - interval '1 hour') AT TIME ZONE '${CHINA_TZ}')::date`;

const CUMULATIVE = `(${ENERGY_KINDS.map((k) => `'${k}'`).join(', ')})`;

/**
 * The hours of the spans with what every meter's figure shares: the daily cycle's cosines and sines at the middle of
 * the hour, the weekend and the yearly cycle, and the China day its usage counts for. Computed once per hour, not once
 * per meter and hour.
 */
const HOURS = `SELECT g.at, l.lt::date AS day, floor(extract(epoch FROM g.at) / 3600)::bigint AS h,
         cos(a.x) AS c1, sin(a.x) AS s1, cos(2 * a.x) AS c2, sin(2 * a.x) AS s2,
         extract(isodow FROM l.lt) >= 6 AS weekend,
         cos(2 * pi() * (extract(doy FROM l.lt) - 196) / 365.25) AS year
    FROM generate_series((SELECT min(after) FROM spans) + interval '1 hour', (SELECT max(upto) FROM spans),
                         interval '1 hour') AS g(at)
   CROSS JOIN LATERAL (SELECT (g.at - interval '1 hour') AT TIME ZONE '${CHINA_TZ}' AS lt) l
   CROSS JOIN LATERAL (SELECT 2 * pi() * (extract(hour FROM l.lt) + 0.5) / 24 AS x) a`;

/** The daily cycle: a main peak at peak_hour and a smaller one twelve hours later (cos(a − b) expanded). */
const DAILY = `(1 + p.swing * (0.7 * (hr.c1 * p.pc1 + hr.s1 * p.ps1) + 0.3 * (hr.c2 * p.pc2 + hr.s2 * p.ps2)))`;

/**
 * The figure of profile `p` for the hour `hr`, rounded to the stored 3 decimals (as float8: summing a few thousand of
 * them stays far within half a thousandth of the exact decimal sum, and numeric arithmetic costs more).
 */
const FIGURE = `round(p.base
    * (CASE WHEN p.cumulative AND NOT p.hourly THEN 24 ELSE ${DAILY} END)
    * (CASE WHEN hr.weekend THEN 1 + p.weekend ELSE 1 END)
    * (1 + p.season * hr.year)
    * greatest(0.05, 1 + p.noise * (((hashint8extended(hr.h, p.seed::bigint) & 1048575)::float8 / 524288) - 1))
    * 1000) / 1000`;

/**
 * WITH parts ending in `readings (meter_id, read_at, day, value, usage)`: the readings due over the spans (a SELECT
 * answering SPAN_COLUMNS). A cumulative meter's value is its register at `after` plus the usages since.
 */
const generated = (spans: string): string => `spans (${SPAN_COLUMNS}) AS (${spans}),
     hours AS MATERIALIZED (${HOURS}),
     -- once per meter: its profile, whether it counts a register, the cycle's peak as cosines and sines
     meters AS MATERIALIZED (
       SELECT s.meter_id, s.after, s.upto, s.start_value::float8 AS start_value, p.hourly, p.base, p.swing,
              p.weekend, p.season, p.noise, p.seed, m.kind IN ${CUMULATIVE} AS cumulative,
              cos(q.x) AS pc1, sin(q.x) AS ps1, cos(2 * q.x) AS pc2, sin(2 * q.x) AS ps2
         FROM spans s
         JOIN energy_demo_profile p ON p.meter_id = s.meter_id
         JOIN alarm_meter m ON m.meter_id = s.meter_id
        CROSS JOIN LATERAL (SELECT 2 * pi() * p.peak_hour / 24 AS x) q
     ),
     gen AS (
       SELECT p.meter_id, hr.at, hr.day, p.cumulative, p.start_value, ${FIGURE} AS x
         FROM meters p
        CROSS JOIN LATERAL generate_series(p.after + ${STEP}, p.upto, ${STEP}) AS g(at)
         JOIN hours hr ON hr.at = g.at
     ),
     readings AS (
       SELECT meter_id, at AS read_at, day,
              round((CASE WHEN cumulative THEN start_value + sum(x) OVER running ELSE x END)::numeric, 3) AS value,
              CASE WHEN cumulative THEN x::numeric END AS usage
         FROM gen
       WINDOW running AS (PARTITION BY meter_id ORDER BY at ROWS UNBOUNDED PRECEDING)
     )`;

/**
 * WITH parts adding the usage `added (meter_id, factory_id, kind, day, usage)` of the days `rolled (meter_id,
 * factory_id, kind, day, new_day)` just written to energy_daily (new_day: the meter's day was not there before) to the
 * roll-ups above it: per factory, kind and day, and per meter and month (migration 044), and the readings written,
 * `written` (a relation of meter_id, read_at, usage, day), per factory, kind and reading time under their day's
 * factory and kind (migration 047; docs/energy.md). Every key once per statement, so each upsert touches a row once.
 * Ends without a comma.
 */
const rollUps = (written: string): string => `factory_hours AS (
       INSERT INTO energy_factory_hourly (factory_id, kind, read_at, usage, readings)
       SELECT r.factory_id, r.kind, w.read_at, sum(w.usage), count(*)
         FROM ${written} w JOIN rolled r ON r.meter_id = w.meter_id AND r.day = w.day
        WHERE w.usage IS NOT NULL
        GROUP BY r.factory_id, r.kind, w.read_at
       ON CONFLICT (factory_id, kind, read_at)
         DO UPDATE SET usage = energy_factory_hourly.usage + EXCLUDED.usage,
                       readings = energy_factory_hourly.readings + EXCLUDED.readings
     ),
     factory_days AS (
       INSERT INTO energy_factory_daily (factory_id, kind, day, usage)
       SELECT r.factory_id, r.kind, r.day, sum(a.usage)
         FROM rolled r JOIN added a ON a.meter_id = r.meter_id AND a.day = r.day
        GROUP BY r.factory_id, r.kind, r.day
       ON CONFLICT (factory_id, day, kind) DO UPDATE SET usage = energy_factory_daily.usage + EXCLUDED.usage
     ),
     meter_months AS (
       INSERT INTO energy_meter_monthly (meter_id, factory_id, kind, month, usage, days)
       SELECT r.meter_id, r.factory_id, r.kind, date_trunc('month', r.day::timestamp)::date, sum(a.usage),
              count(*) FILTER (WHERE r.new_day)
         FROM rolled r JOIN added a ON a.meter_id = r.meter_id AND a.day = r.day
        GROUP BY r.meter_id, r.factory_id, r.kind, date_trunc('month', r.day::timestamp)::date
       ON CONFLICT (meter_id, month, factory_id, kind)
         DO UPDATE SET usage = energy_meter_monthly.usage + EXCLUDED.usage, days = energy_meter_monthly.days + EXCLUDED.days
     ),
     -- per factory, kind and month (migration 048): the report's kind totals by month and year
     factory_months AS (
       INSERT INTO energy_factory_monthly (factory_id, kind, month, usage)
       SELECT r.factory_id, r.kind, date_trunc('month', r.day::timestamp)::date, sum(a.usage)
         FROM rolled r JOIN added a ON a.meter_id = r.meter_id AND a.day = r.day
        GROUP BY r.factory_id, r.kind, date_trunc('month', r.day::timestamp)::date
       ON CONFLICT (factory_id, month, kind) DO UPDATE SET usage = energy_factory_monthly.usage + EXCLUDED.usage
     )`;

/**
 * Appends the readings of the spans, adds their usage to the daily roll-up and the roll-ups above it and sets each meter's last reading, in
 * one statement (the hourly catch-up). Idempotent: a reading already stored is skipped, and so not counted twice in
 * the roll-up. Answers the readings written.
 */
export async function appendReadings(db: Db, spans: string, params: readonly unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH ${generated(spans)},
     ins AS (
       INSERT INTO energy_reading (meter_id, read_at, value, usage)
       SELECT meter_id, read_at, value, usage FROM readings
       ON CONFLICT DO NOTHING
       RETURNING meter_id, read_at, value, usage
     ),
     added AS (
       SELECT i.meter_id, m.factory_id, m.kind, ${usageDay('i.read_at')} AS day, sum(i.usage) AS usage
         FROM ins i JOIN alarm_meter m ON m.meter_id = i.meter_id
        WHERE i.usage IS NOT NULL
        GROUP BY i.meter_id, m.factory_id, m.kind, ${usageDay('i.read_at')}
     ),
     -- Data-modifying WITH parts run once and to completion, read or not (PostgreSQL's rule). A day already rolled
     -- up keeps the factory and kind it was recorded under, and so do the roll-ups above it (what RETURNING says).
     rolled AS (
       INSERT INTO energy_daily (meter_id, factory_id, kind, day, usage)
       SELECT meter_id, factory_id, kind, day, usage FROM added
       ON CONFLICT (meter_id, day) DO UPDATE SET usage = energy_daily.usage + EXCLUDED.usage
       RETURNING meter_id, factory_id, kind, day, (xmax = 0) AS new_day
     ),
     ${rollUps(`(SELECT meter_id, read_at, usage, ${usageDay('read_at')} AS day FROM ins)`)},
     latest AS (
       SELECT DISTINCT ON (meter_id) meter_id, read_at, value FROM ins ORDER BY meter_id, read_at DESC
     ),
     marked AS (
       UPDATE alarm_meter m
          SET last_value = l.value, last_read_at = l.read_at, online = m.online OR s.reporting
         FROM latest l JOIN spans s ON s.meter_id = l.meter_id
        WHERE m.meter_id = l.meter_id
     )
     SELECT count(*)::int AS n FROM ins`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Loads the readings of the spans into a table that holds none of those meters' readings yet (the seed) with their
 * roll-ups, then sets their last readings: the readings appendReadings would write, loaded the way PostgreSQL's
 * "Populating a Database" advises for a quarter of a million rows: without the primary key and the foreign key while
 * inserting (no conflict check, no per-row check; both are built once afterwards), in one transaction with the
 * caller. Answers the readings written.
 */
export async function loadReadings(tx: Db, spans: string, params: readonly unknown[]): Promise<number> {
  await tx.query(`SET LOCAL work_mem = '64MB'`);
  await tx.query(
    'ALTER TABLE energy_reading DROP CONSTRAINT energy_reading_meter_id_fkey, DROP CONSTRAINT energy_reading_pkey',
  );
  const { rows } = await tx.query<{ n: number }>(
    `WITH ${generated(spans)},
     ins AS (
       INSERT INTO energy_reading (meter_id, read_at, value, usage)
       SELECT meter_id, read_at, value, usage FROM readings
       RETURNING 1
     ),
     added AS (
       SELECT r.meter_id, m.factory_id, m.kind, r.day, sum(r.usage) AS usage
         FROM readings r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE r.usage IS NOT NULL
        GROUP BY r.meter_id, m.factory_id, m.kind, r.day
     ),
     rolled AS (
       INSERT INTO energy_daily (meter_id, factory_id, kind, day, usage)
       SELECT meter_id, factory_id, kind, day, usage FROM added
       RETURNING meter_id, factory_id, kind, day, true AS new_day
     ),
     ${rollUps('readings')}
     SELECT count(*)::int AS n FROM ins`,
    params,
  );
  await tx.query(
    `ALTER TABLE energy_reading ADD PRIMARY KEY (meter_id, read_at),
       ADD CONSTRAINT energy_reading_meter_id_fkey
         FOREIGN KEY (meter_id) REFERENCES alarm_meter (meter_id) ON DELETE CASCADE`,
  );
  await tx.query(
    `UPDATE alarm_meter m SET last_value = l.value, last_read_at = l.read_at
       FROM energy_demo_profile p
      CROSS JOIN LATERAL (SELECT r.read_at, r.value FROM energy_reading r
                           WHERE r.meter_id = p.meter_id ORDER BY r.read_at DESC LIMIT 1) l
      WHERE m.meter_id = p.meter_id`,
  );
  return rows[0]?.n ?? 0;
}
