/**
 * The downtime and reliability figures of a range (docs/reliability.md): a failure is a repair order (RELIABILITY.
 * FAILURE_KINDS) on a ledger device that counts downtime (is_statistics = 1); it runs from the fault's start (the
 * earliest of its report time, the fault start its reporter gave and the raising of the alarms it came from) to its
 * passing acceptance, or to now while open. Read in one statement over the scope's flagged orders (partial index of
 * migration 041); the per-device, per-bucket and per-kind rows come back small, the rest is arithmetic.
 */
import {
  RELIABILITY,
  type Reliability,
  type ReliabilityBucket,
  type ReliabilityDeviceRow,
  type ReliabilityFigures,
} from '../../../../contract/reliability';
import { VERDICT, WO_OPEN_STATUSES, WO_STATUS } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { CHINA_TZ, HOUR_MS } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { overdueCondition } from '../work-order/overdue-rule';

export interface ReliabilityRange {
  /** ms since the epoch */
  begin: number;
  end: number;
  factoryId?: number;
  deviceId?: number;
  /** China time as asked, echoed */
  beginText: string;
  endText: string;
}

const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** MTTR, MTBF and availability of `devices` devices over `periodHours` each with `failures` and `downtimeHours`. */
export function figures(
  devices: number,
  periodHours: number,
  failures: number,
  downtimeHours: number,
): ReliabilityFigures {
  const fleet = devices * periodHours;
  const up = Math.max(0, fleet - downtimeHours);
  return {
    devices,
    failures,
    periodHours: round(fleet),
    downtimeHours: round(downtimeHours),
    mttrHours: failures > 0 ? round(downtimeHours / failures) : null,
    mtbfHours: failures > 0 ? round(up / failures) : null,
    availability: fleet > 0 ? round(up / fleet, 4) : null,
  };
}

/** The trend's bucket of a range: per day up to RELIABILITY.DAILY_MAX_DAYS days, per month beyond. */
export const bucketOf = (begin: number, end: number): ReliabilityBucket =>
  end - begin <= RELIABILITY.DAILY_MAX_DAYS * 24 * HOUR_MS ? 'day' : 'month';

interface DeviceRow {
  device_id: number;
  factory_id: number;
  code: string;
  name: string;
  failures: number;
  down_s: number;
}
interface TrendRow {
  at: string;
  hours: number;
  failures: number;
  down_s: number;
}
interface KindRow {
  fix_type: string;
  failures: number;
  down_s: number;
}

/** The factory of ledger device `deviceId` (null: no such device, or deleted). */
export async function deviceFactory(db: Db, deviceId: number): Promise<number | null> {
  const { rows } = await db.query<{ factory_id: number }>(
    'SELECT factory_id FROM wo_device WHERE device_id = $1 AND deleted_at IS NULL',
    [deviceId],
  );
  return rows[0]?.factory_id ?? null;
}

export async function reliabilityOf(
  db: Db,
  scope: FactoryScope,
  range: ReliabilityRange,
  now: number,
): Promise<Reliability> {
  // The figures end at now: hours still to come are neither up nor down.
  const end = Math.min(range.end, now);
  const bucket = bucketOf(range.begin, range.end);
  const params: unknown[] = [];
  // One parameter for the scope, whichever table it limits (a statement may leave no parameter unused).
  const inScope = scopeCondition(scope, '@', params);
  const devWhere = ['d.deleted_at IS NULL', inScope.replace('@', 'd.factory_id')];
  const orderWhere = [inScope.replace('@', 't.factory_id')];
  if (range.factoryId !== undefined) {
    params.push(range.factoryId);
    devWhere.push(`d.factory_id = $${params.length}`);
    orderWhere.push(`t.factory_id = $${params.length}`);
  }
  if (range.deviceId !== undefined) {
    params.push(range.deviceId);
    devWhere.push(`d.device_id = $${params.length}`);
    orderWhere.push(`t.device_id = $${params.length}`);
  }
  const orderParams = [...params];
  params.push(new Date(range.begin), new Date(end), new Date(now), bucket, CHINA_TZ);
  const at = (offset: number) => `$${params.length - offset}::timestamptz`;
  const [b, e, n] = [at(4), at(3), at(2)];
  const [unit, tz] = [`$${params.length - 1}::text`, `$${params.length}::text`];
  const step = `('1 ' || ${unit})::interval`;
  const local = (instant: string) => `(${instant} AT TIME ZONE ${tz})`;
  const seconds = (from: string, to: string) => `extract(epoch FROM ${to} - ${from})`;
  const kinds = RELIABILITY.FAILURE_KINDS.map((k) => `'${k}'`).join(', ');

  // One statement (docs/reliability.md "Trend, list, cost"): each failure's interval cut to the range (an order closed
  // before the range has its passing acceptance before it and is never read; a closed order has one pass), then the
  // intervals of one device made disjoint — in fault-start order, each keeps only what passes the latest end before it
  // — so two orders open on one device at once are one stop; summed per device, per kind and per bucket.
  const failuresSql = `
    WITH alarmed AS (
      SELECT task_id, min(raised_at) AS s FROM alarm_record
       WHERE task_id IS NOT NULL AND raised_at < ${e} GROUP BY task_id),
    cut AS MATERIALIZED (
      SELECT t.device_id, COALESCE(NULLIF(t.handle_fix_type, ''), t.fix_type) AS fix_type, x.s,
             GREATEST(x.s, ${b}) AS cs, LEAST(COALESCE(p.accept_time, ${n}), ${e}) AS ce
        FROM wo_task t
        JOIN wo_device d ON d.device_id = t.device_id AND ${devWhere.join(' AND ')}
        LEFT JOIN wo_accept p ON p.task_id = t.task_id AND p.accept_result = ${VERDICT.PASS} AND p.accept_time > ${b}
        LEFT JOIN alarmed a ON a.task_id = t.task_id
        CROSS JOIN LATERAL (SELECT LEAST(t.report_time, t.fix_start_time, a.s) AS s) x
       WHERE t.is_statistics = 1 AND t.kind IN (${kinds})
         AND (t.status <> ${WO_STATUS.CLOSED} OR p.task_id IS NOT NULL) AND x.s < ${e}),
    segments AS MATERIALIZED (
      SELECT device_id, ss AS cs, ce
        FROM (SELECT device_id, ce,
                     GREATEST(cs, max(ce) OVER (PARTITION BY device_id ORDER BY cs
                                                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) AS ss
                FROM cut WHERE ce > cs) o
       WHERE ce > ss),
    buckets AS (
      SELECT g, GREATEST(g AT TIME ZONE ${tz}, ${b}) AS b0, LEAST((g + ${step}) AT TIME ZONE ${tz}, ${e}) AS b1
        FROM generate_series(date_trunc(${unit}, ${local(b)}), ${local(e)}, ${step}) AS g),
    bucket_failures AS (
      SELECT date_trunc(${unit}, ${local('s')}) AS g, count(*) AS n FROM cut WHERE s >= ${b} GROUP BY 1),
    bucket_down AS (
      -- a stop within one bucket counts there; the few that cross a bucket's end are cut at each bucket they touch
      SELECT g, sum(down) AS down FROM (
        SELECT date_trunc(${unit}, ${local('cs')}) AS g, ${seconds('cs', 'ce')} AS down FROM segments
         WHERE date_trunc(${unit}, ${local('cs')}) = date_trunc(${unit}, ${local('ce')})
        UNION ALL
        SELECT g, ${seconds(`GREATEST(i.cs, g AT TIME ZONE ${tz})`, `LEAST(i.ce, (g + ${step}) AT TIME ZONE ${tz})`)}
          FROM segments i
         CROSS JOIN LATERAL generate_series(date_trunc(${unit}, ${local('i.cs')}), ${local('i.ce')}, ${step}) AS g
         WHERE date_trunc(${unit}, ${local('i.cs')}) <> date_trunc(${unit}, ${local('i.ce')})) parts
       GROUP BY g)
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('device_id', d.device_id, 'factory_id', d.factory_id,
                                                  'code', d.device_show_code, 'name', d.device_name, 'failures', COALESCE(c.n, 0),
                                                  'down_s', COALESCE(w.down, 0))), '[]')
         FROM wo_device d
         LEFT JOIN (SELECT device_id, count(*) AS n FROM cut WHERE s >= ${b} GROUP BY device_id) c USING (device_id)
         LEFT JOIN (SELECT device_id, sum(${seconds('cs', 'ce')}) AS down FROM segments GROUP BY device_id) w
           USING (device_id)
        WHERE ${devWhere.join(' AND ')}) AS devices,
      (SELECT COALESCE(json_agg(json_build_object('fix_type', fix_type, 'failures', failures, 'down_s', down)
                                ORDER BY fix_type), '[]')
         FROM (SELECT fix_type, count(*) FILTER (WHERE s >= ${b}) AS failures,
                      sum(GREATEST(${seconds('cs', 'ce')}, 0)) AS down
                 FROM cut GROUP BY fix_type) k) AS kinds,
      (SELECT COALESCE(json_agg(json_build_object(
                'at', to_char(u.g, CASE WHEN ${unit} = 'day' THEN 'YYYY-MM-DD' ELSE 'YYYY-MM' END),
                'hours', ${seconds('u.b0', 'u.b1')} / 3600, 'failures', COALESCE(f.n, 0), 'down_s', COALESCE(w.down, 0))
                ORDER BY u.g), '[]')
         FROM buckets u LEFT JOIN bucket_failures f USING (g) LEFT JOIN bucket_down w USING (g)
        WHERE u.b1 > u.b0) AS trend`;

  const pmParams = [...orderParams, new Date(range.begin), new Date(end)];
  const pmSql = `
    SELECT count(*)::int AS due,
           count(*) FILTER (WHERE t.status IN (${[WO_STATUS.AUDITING, WO_STATUS.ACCEPT_DISPATCH, WO_STATUS.ACCEPTING, WO_STATUS.CLOSED].join(', ')})
                              AND t.handle_finish_time <= t.due_time)::int AS on_time
      FROM wo_task t
     WHERE ${orderWhere.join(' AND ')} AND t.plan_id IS NOT NULL AND t.kind IN ('maint', 'inspect')
       AND t.due_time >= $${orderParams.length + 1} AND t.due_time < $${orderParams.length + 2}`;
  const backlogParams = [...orderParams];
  const overdue = overdueCondition('t', new Date(now), backlogParams);
  const backlogSql = `
    SELECT count(*)::int AS backlog, count(*) FILTER (WHERE ${overdue})::int AS overdue
      FROM wo_task t WHERE ${orderWhere.join(' AND ')} AND t.status IN (${WO_OPEN_STATUSES.join(', ')})`;

  const [failures, pm, backlog] = await Promise.all([
    db.query<{ devices: DeviceRow[]; kinds: KindRow[]; trend: TrendRow[] }>(failuresSql, params),
    db.query<{ due: number; on_time: number }>(pmSql, pmParams),
    db.query<{ backlog: number; overdue: number }>(backlogSql, backlogParams),
  ]);
  const { devices: all, kinds: kindRows, trend } = failures.rows[0] ?? { devices: [], kinds: [], trend: [] };

  const periodHours = Math.max(0, end - range.begin) / HOUR_MS;
  const total = figures(
    all.length,
    periodHours,
    all.reduce((s, r) => s + r.failures, 0),
    all.reduce((s, r) => s + r.down_s, 0) / 3600,
  );
  const worstDevices: ReliabilityDeviceRow[] = all
    .filter((r) => r.failures > 0 || r.down_s > 0)
    .sort((x, y) => y.down_s - x.down_s || y.failures - x.failures || x.device_id - y.device_id)
    .slice(0, RELIABILITY.WORST_DEVICES)
    .map((r) => {
      const one = figures(1, periodHours, r.failures, r.down_s / 3600);
      return {
        deviceId: r.device_id,
        deviceShowCode: r.code,
        deviceName: r.name,
        factoryId: r.factory_id,
        failures: one.failures,
        downtimeHours: one.downtimeHours,
        mttrHours: one.mttrHours,
        mtbfHours: one.mtbfHours,
        availability: one.availability,
      };
    });
  const pmRow = pm.rows[0] ?? { due: 0, on_time: 0 };
  return {
    ...total,
    beginTime: range.beginText,
    endTime: range.endText,
    bucket,
    pmDue: pmRow.due,
    pmOnTime: pmRow.on_time,
    pmCompliance: pmRow.due > 0 ? round(pmRow.on_time / pmRow.due, 4) : null,
    backlog: backlog.rows[0]?.backlog ?? 0,
    overdue: backlog.rows[0]?.overdue ?? 0,
    trend: trend.map((r) => ({
      at: r.at,
      failures: r.failures,
      downtimeHours: round(r.down_s / 3600),
      availability: figures(all.length, r.hours, r.failures, r.down_s / 3600).availability,
    })),
    byKind: kindRows.map((r) => ({
      fixType: r.fix_type,
      failures: r.failures,
      downtimeHours: round(r.down_s / 3600),
    })),
    worstDevices,
  };
}
