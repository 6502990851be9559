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
  params.push(new Date(range.begin), new Date(end), new Date(now), [...RELIABILITY.FAILURE_KINDS]);
  const [b, e, n, kinds] = [params.length - 3, params.length - 2, params.length - 1, params.length].map(
    (i) => `$${i}`,
  );
  const baseParams = params.length;

  // Each failure's clipped interval; the intervals of one device merged into islands (two orders open on one
  // device at once are one stop), then cut at the trend's buckets.
  const failuresCte = `
    dev AS (SELECT d.device_id, d.factory_id, d.device_show_code AS code, d.device_name AS name
              FROM wo_device d WHERE ${devWhere.join(' AND ')}),
    f AS (
      SELECT t.task_id, t.device_id, COALESCE(NULLIF(t.handle_fix_type, ''), t.fix_type) AS fix_type,
             LEAST(t.report_time, t.fix_start_time,
                   (SELECT min(a.raised_at) FROM alarm_record a WHERE a.task_id = t.task_id)) AS s,
             CASE WHEN t.status = ${WO_STATUS.CLOSED} THEN
               (SELECT max(c.accept_time) FROM wo_accept c
                 WHERE c.task_id = t.task_id AND c.accept_result = ${VERDICT.PASS}) END AS e
        FROM wo_task t JOIN dev ON dev.device_id = t.device_id
       WHERE t.is_statistics = 1 AND t.kind = ANY(${kinds}::text[])),
    cut AS (
      SELECT device_id, fix_type, s, GREATEST(s, ${b}::timestamptz) AS cs,
             LEAST(COALESCE(e, ${n}::timestamptz), ${e}::timestamptz) AS ce
        FROM f WHERE s < ${e}::timestamptz AND COALESCE(e, ${n}::timestamptz) > ${b}::timestamptz),
    marked AS (
      SELECT device_id, cs, ce,
             CASE WHEN cs <= max(ce) OVER (PARTITION BY device_id ORDER BY cs, ce
                                           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
                  THEN 0 ELSE 1 END AS fresh
        FROM cut WHERE ce > cs),
    islands AS (
      SELECT device_id, min(cs) AS cs, max(ce) AS ce
        FROM (SELECT *, sum(fresh) OVER (PARTITION BY device_id ORDER BY cs, ce ROWS UNBOUNDED PRECEDING) AS k
                FROM marked) m
       GROUP BY device_id, k)`;
  const seconds = (from: string, to: string) => `extract(epoch FROM ${to} - ${from})`;

  params.push(bucket, CHINA_TZ);
  const [unit, tz] = [`$${params.length - 1}::text`, `$${params.length}::text`];
  const trendSql = `
    WITH ${failuresCte},
    buckets AS (
      SELECT (g AT TIME ZONE ${tz}) AS b0, ((g + ('1 ' || ${unit})::interval) AT TIME ZONE ${tz}) AS b1, g
        FROM generate_series(date_trunc(${unit}, ${b}::timestamptz AT TIME ZONE ${tz}),
                             ${e}::timestamptz AT TIME ZONE ${tz}, ('1 ' || ${unit})::interval) AS g),
    spans AS (
      SELECT g, GREATEST(b0, ${b}::timestamptz) AS b0, LEAST(b1, ${e}::timestamptz) AS b1 FROM buckets)
    SELECT to_char(sp.g, CASE WHEN ${unit} = 'day' THEN 'YYYY-MM-DD' ELSE 'YYYY-MM' END) AS at,
           GREATEST(${seconds('sp.b0', 'sp.b1')}, 0)::float8 / 3600 AS hours,
           (SELECT count(*) FROM cut WHERE cut.s >= sp.b0 AND cut.s < sp.b1)::int AS failures,
           COALESCE((SELECT sum(${seconds('GREATEST(i.cs, sp.b0)', 'LEAST(i.ce, sp.b1)')}) FROM islands i
                      WHERE i.cs < sp.b1 AND i.ce > sp.b0), 0)::float8 AS down_s
      FROM spans sp WHERE sp.b1 > sp.b0 ORDER BY sp.g`;
  const trendParams = [...params];
  params.length = baseParams;

  const deviceSql = `
    WITH ${failuresCte},
    per AS (SELECT device_id, sum(${seconds('cs', 'ce')}) AS down_s FROM islands GROUP BY device_id),
    counted AS (SELECT device_id, count(*) AS failures FROM cut
                 WHERE s >= ${b}::timestamptz GROUP BY device_id)
    SELECT dev.device_id, dev.factory_id, dev.code, dev.name, COALESCE(c.failures, 0)::int AS failures,
           COALESCE(p.down_s, 0)::float8 AS down_s
      FROM dev LEFT JOIN per p USING (device_id) LEFT JOIN counted c USING (device_id)`;
  const kindSql = `
    WITH ${failuresCte}
    SELECT fix_type, count(*) FILTER (WHERE s >= ${b}::timestamptz)::int AS failures,
           sum(GREATEST(${seconds('cs', 'ce')}, 0))::float8 AS down_s
      FROM cut GROUP BY fix_type ORDER BY fix_type`;

  const orderParams = params.slice(0, baseParams - 4);
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

  const [devices, trend, kindRows, pm, backlog] = await Promise.all([
    db.query<DeviceRow>(deviceSql, params),
    db.query<TrendRow>(trendSql, trendParams),
    db.query<KindRow>(kindSql, params),
    db.query<{ due: number; on_time: number }>(pmSql, pmParams),
    db.query<{ backlog: number; overdue: number }>(backlogSql, backlogParams),
  ]);

  const periodHours = Math.max(0, end - range.begin) / HOUR_MS;
  const all = devices.rows;
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
    trend: trend.rows.map((r) => ({
      at: r.at,
      failures: r.failures,
      downtimeHours: round(r.down_s / 3600),
      availability: figures(all.length, r.hours, r.failures, r.down_s / 3600).availability,
    })),
    byKind: kindRows.rows.map((r) => ({
      fixType: r.fix_type,
      failures: r.failures,
      downtimeHours: round(r.down_s / 3600),
    })),
    worstDevices,
  };
}
