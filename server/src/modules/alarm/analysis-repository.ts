/**
 * The alarm-load figures of a range (docs/alarms.md "Analysis", EEMUA 191 / ISA-18.2): the alarms raised in
 * [begin, end) within the caller's factories (or one of them), read by a handful of aggregate queries over
 * alarm_record (`alarm_record_raised` covers factory and time); the rest is arithmetic on their small answers.
 */
import {
  ALARM_LOAD,
  ALARM_PRIORITIES,
  type AlarmAnalysis,
  type AlarmKind,
  type AlarmPriority,
  type AlarmSource,
} from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { CHINA_OFFSET_MS } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';

const TEN_MINUTES_S = 600;
const HOUR_S = 3600;

export interface AnalysisRange {
  /** ms since the epoch */
  begin: number;
  end: number;
  factoryId?: number;
  /** China time as asked, echoed */
  beginText: string;
  endText: string;
}

const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** 'YYYY-MM-DD HH:mm' in China time of an epoch second. */
const chinaMinute = (seconds: number): string =>
  new Date(seconds * 1000 + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

interface SourceRow {
  code: string;
  name: string;
  kind: AlarmKind;
  n: number;
}

export async function analyseAlarms(
  db: Db,
  scope: FactoryScope,
  range: AnalysisRange,
  now: number,
): Promise<AlarmAnalysis> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'r.factory_id', params)];
  if (range.factoryId !== undefined) {
    params.push(range.factoryId);
    where.push(`r.factory_id = $${params.length}`);
  }
  const scoped = [...where];
  params.push(new Date(range.begin).toISOString(), new Date(range.end).toISOString());
  where.push(
    `r.raised_at >= $${params.length - 1}::timestamptz`,
    `r.raised_at < $${params.length}::timestamptz`,
  );
  const inRange = `FROM alarm_record r WHERE ${where.join(' AND ')}`;

  const [totals, priorities, buckets, hours, actors, chatter] = await Promise.all([
    db.query<{ total: number; ack: number | null; rel: number | null }>(
      `SELECT count(*)::int AS total,
              (avg(extract(epoch FROM r.ack_time - r.raised_at)) FILTER (WHERE r.ack_time IS NOT NULL) / 60)::float8
                AS ack,
              (avg(extract(epoch FROM r.released_at - r.raised_at)) FILTER (WHERE r.released_at IS NOT NULL) / 60)::float8
                AS rel
         ${inRange}`,
      params,
    ),
    db.query<{ priority: AlarmPriority; n: number }>(
      `SELECT r.priority, count(*)::int AS n ${inRange} GROUP BY r.priority`,
      params,
    ),
    db.query<{ b: number; n: number }>(
      `SELECT (floor(extract(epoch FROM r.raised_at) / ${TEN_MINUTES_S}) * ${TEN_MINUTES_S})::float8 AS b,
              count(*)::int AS n
         ${inRange} GROUP BY 1`,
      params,
    ),
    db.query<{ b: number; n: number }>(
      `SELECT (floor(extract(epoch FROM r.raised_at) / ${HOUR_S}) * ${HOUR_S})::float8 AS b, count(*)::int AS n
         ${inRange} GROUP BY 1`,
      params,
    ),
    db.query<SourceRow>(
      `SELECT r.code, max(r.name) AS name, r.kind, count(*)::int AS n
         ${inRange} GROUP BY r.code, r.kind ORDER BY n DESC, r.code, r.kind LIMIT ${ALARM_LOAD.BAD_ACTORS}`,
      params,
    ),
    // A raise whose (CHATTER_RAISES − 1)th successor of the same source follows within CHATTER_SECONDS starts a burst.
    db.query<SourceRow & { bursts: number }>(
      `SELECT code, max(name) AS name, kind, count(*)::int AS n, count(*) FILTER (WHERE chatter)::int AS bursts
         FROM (SELECT r.code, r.name, r.kind,
                      lead(r.raised_at, ${ALARM_LOAD.CHATTER_RAISES - 1})
                        OVER (PARTITION BY r.code, r.kind ORDER BY r.raised_at)
                        - r.raised_at <= interval '${ALARM_LOAD.CHATTER_SECONDS} seconds' AS chatter
                 ${inRange}) s
        GROUP BY code, kind HAVING count(*) FILTER (WHERE chatter) > 0
        ORDER BY bursts DESC, code, kind LIMIT 20`,
      params,
    ),
  ]);
  const staleParams = params.slice(0, params.length - 2);
  staleParams.push(new Date(now - ALARM_LOAD.STALE_HOURS * HOUR_S * 1000).toISOString());
  const stale = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alarm_record r
      WHERE ${scoped.join(' AND ')} AND r.released_at IS NULL AND r.raised_at < $${staleParams.length}::timestamptz`,
    staleParams,
  );

  const total = totals.rows[0]?.total ?? 0;
  const minutes = (range.end - range.begin) / 60_000;
  const periods = Math.max(1, Math.ceil(minutes / 10));
  const flood = buckets.rows.filter((b) => b.n > ALARM_LOAD.FLOOD_PER_10_MIN);
  const peak = buckets.rows.reduce<{ b: number; n: number } | null>(
    (best, b) => (best === null || b.n > best.n || (b.n === best.n && b.b < best.b) ? b : best),
    null,
  );
  const byPriority = new Map(priorities.rows.map((p) => [Number(p.priority), p.n]));
  const share = (n: number) => (total === 0 ? 0 : round(n / total, 4));
  const source = (r: SourceRow): AlarmSource => ({
    deviceCode: r.code,
    deviceName: r.name,
    kind: Number(r.kind) as AlarmKind,
    count: r.n,
    share: share(r.n),
  });
  const perHour = new Map(hours.rows.map((h) => [Math.round(h.b), h.n]));
  const hourly: AlarmAnalysis['hourly'] = [];
  for (let s = Math.floor(range.begin / 1000 / HOUR_S) * HOUR_S; s * 1000 < range.end; s += HOUR_S)
    hourly.push({ at: `${chinaMinute(s).slice(0, 13)}:00`, count: perHour.get(s) ?? 0 });
  const mean = (v: number | null | undefined) => (v === null || v === undefined ? null : round(Number(v), 1));

  return {
    beginTime: range.beginText,
    endTime: range.endText,
    total,
    perTenMinutes: round(total / periods),
    perHour: round(total / Math.max(minutes / 60, 1 / 6)),
    floodShare: round(flood.length / periods, 4),
    floodPeriods: flood.length,
    peakTenMinutes: { count: peak?.n ?? 0, at: peak ? chinaMinute(Math.round(peak.b)) : null },
    priorityMix: ALARM_PRIORITIES.map((priority) => {
      const count = byPriority.get(priority) ?? 0;
      return { priority, count, share: share(count), target: ALARM_LOAD.PRIORITY_TARGET[priority] };
    }),
    badActors: actors.rows.map(source),
    chattering: chatter.rows.map((r) => ({ ...source(r), bursts: r.bursts })),
    stale: stale.rows[0]?.n ?? 0,
    meanAckMinutes: mean(totals.rows[0]?.ack),
    meanReleaseMinutes: mean(totals.rows[0]?.rel),
    hourly,
  };
}
