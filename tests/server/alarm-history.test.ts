/**
 * The demo's 90 days of alarm history (docs/alarms.md "Demo history", server/src/setup/seed/alarm-history.ts): all of
 * it released before the seed time, so the window still holds only the demo's active alarms; every alarm's journal
 * tells the story its columns end in, by the accounts that work its factory; the 告警分析 figures over the 90 days show
 * floods, chattering, bad actors, a priority mix near EEMUA 191's and mean times; the history is the same for the same
 * seed time and moves with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_API, type AlarmAnalysis } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { alarmHistory, HISTORY_DAYS, type HistorySources } from '../../server/src/setup/seed/alarm-history';
import { DEMO_COLLECTORS } from '../../server/src/setup/seed/alarms';
import { DEMO_USER_ID } from '../../server/src/setup/seed/demo-data';
import { chinaDateTime } from '../../server/src/shared/china-time';
import { alarmCall } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import { SEEDED_AT } from './setup/seed-instant';

const DAY = 86_400_000;
let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: testClock(SEEDED_AT + 10 * 60_000) });
  for (const name of ['admin', 'operator']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await db.query<Record<string, T>>(sql, params)).rows.map((r) => Object.values(r)[0] as T)[0]!;

/** The demo's active alarms: one per meter with an alarm, one per collector in error (alarms.ts). */
const DEMO_ACTIVE = DEMO_COLLECTORS.reduce(
  (n, c) => n + (c.failedMinutesAgo === undefined ? 0 : 1) + c.meters.filter((m) => m.alarm).length,
  0,
);

describe('the demo alarm history', () => {
  it('spans the 90 days before the seed, all released, and leaves the active alarms as the demo has them', async () => {
    const span = await db.query<{ first: Date; last: Date; released: Date; n: number }>(
      `SELECT min(raised_at) AS first, max(raised_at) AS last, max(released_at) AS released, count(*)::int AS n
         FROM alarm_record WHERE released_at IS NOT NULL`,
    );
    const h = span.rows[0]!;
    expect(h.n).toBeGreaterThan(3000);
    expect(new Date(h.first).getTime()).toBeGreaterThanOrEqual(SEEDED_AT - HISTORY_DAYS * DAY);
    expect(new Date(h.first).getTime()).toBeLessThan(SEEDED_AT - (HISTORY_DAYS - 1) * DAY);
    expect(new Date(h.last).getTime()).toBeLessThan(SEEDED_AT);
    expect(new Date(h.released).getTime()).toBeLessThan(SEEDED_AT);
    // The active ones are the demo's, raised within the last 4 hours, after (numbered above) the whole history.
    const active = await db.query<{ n: number; oldest: Date; lowest: number; highest: number }>(
      `SELECT count(*)::int AS n, min(raised_at) AS oldest, min(alarm_record_id) AS lowest,
              (SELECT max(alarm_record_id) FROM alarm_record WHERE released_at IS NOT NULL) AS highest
         FROM alarm_record WHERE released_at IS NULL`,
    );
    const a = active.rows[0]!;
    expect(a.n).toBe(DEMO_ACTIVE);
    expect(new Date(a.oldest).getTime()).toBeGreaterThanOrEqual(SEEDED_AT - 4 * 3_600_000);
    expect(a.lowest).toBeGreaterThan(a.highest);
    // Nothing of it is shelved, nor waits for an escalation rung or the shelve-expiry job.
    expect(await one<number>('SELECT count(*)::int FROM alarm_record WHERE shelved_until IS NOT NULL')).toBe(
      0,
    );
  });

  it('journals each alarm’s story as its columns end: raised first, released last, with who and why', async () => {
    const broken = await db.query(
      `SELECT r.alarm_record_id
         FROM alarm_record r
         JOIN LATERAL (SELECT array_agg(e.event ORDER BY e.at, e.event_id) AS events,
                              count(*) FILTER (WHERE e.event = 'escalated') AS escalated,
                              count(*) FILTER (WHERE e.event = 'shelved') AS shelved,
                              count(*) FILTER (WHERE e.event = 'unshelved') AS unshelved
                         FROM alarm_event e WHERE e.alarm_record_id = r.alarm_record_id) s ON true
        WHERE r.released_at IS NOT NULL
          AND (s.events[1] <> 'raised' OR s.events[array_length(s.events, 1)] <> 'released'
               OR NOT EXISTS (SELECT 1 FROM alarm_event e WHERE e.alarm_record_id = r.alarm_record_id
                                 AND e.event = 'raised' AND e.at = r.raised_at AND e.user_id IS NULL)
               OR NOT EXISTS (SELECT 1 FROM alarm_event e WHERE e.alarm_record_id = r.alarm_record_id
                                 AND e.event = 'released' AND e.at = r.released_at
                                 AND e.user_id IS NOT DISTINCT FROM r.released_by
                                 AND e.note IS NOT DISTINCT FROM r.release_reason)
               OR (r.cleared_at IS NULL) <> NOT EXISTS (SELECT 1 FROM alarm_event e
                                 WHERE e.alarm_record_id = r.alarm_record_id AND e.event = 'cleared'
                                   AND e.at = r.cleared_at AND e.user_id IS NULL)
               OR (r.ack_time IS NULL) <> NOT EXISTS (SELECT 1 FROM alarm_event e
                                 WHERE e.alarm_record_id = r.alarm_record_id AND e.event = 'acknowledged'
                                   AND e.at = r.ack_time AND e.user_id = r.ack_by
                                   AND e.note IS NOT DISTINCT FROM r.ack_note)
               -- still active when released: a user with a reason (docs/alarms.md "States")
               OR (r.cleared_at IS NULL AND (r.released_by IS NULL OR r.release_reason IS NULL))
               OR (r.cleared_at IS NOT NULL AND r.released_at < r.cleared_at)
               OR s.escalated <> r.escalated_rung OR (r.escalated_rung > 0 AND r.priority > 2)
               OR s.shelved <> s.unshelved)
        LIMIT 5`,
    );
    expect(broken.rows).toEqual([]);
    const events = await db.query<{ event: string; n: number; users: number }>(
      `SELECT event, count(*)::int AS n, count(DISTINCT user_id)::int AS users FROM alarm_event GROUP BY event`,
    );
    const of = new Map(events.rows.map((e) => [e.event, e]));
    for (const e of ['raised', 'cleared', 'acknowledged', 'shelved', 'unshelved', 'escalated', 'released'])
      expect(of.get(e)?.n ?? 0, e).toBeGreaterThan(0);
    expect(of.get('acknowledged')!.users).toBeGreaterThan(1);
    expect(events.rows.reduce((n, e) => n + e.n, 0)).toBeGreaterThan(10_000);
  });

  it('has each factory’s alarms worked by the demo accounts that hold it', async () => {
    const wrong = await db.query(
      `SELECT e.event_id FROM alarm_event e
        WHERE e.user_id IS NOT NULL AND NOT (
              e.user_id = ${DEMO_USER_ID.admin}
           OR (e.user_id = ${DEMO_USER_ID.operator} AND e.factory_id = 11)
           OR (e.user_id = ${DEMO_USER_ID.supervisor} AND e.factory_id IN (11, 12)))
        LIMIT 5`,
    );
    expect(wrong.rows).toEqual([]);
  });

  it('names the demo orders raised from a device alarm, linked to the alarm', async () => {
    const orders = await db.query<{ task_no: string; linked: number; journaled: number }>(
      `SELECT t.task_no,
              (SELECT count(*)::int FROM alarm_record r WHERE r.task_id = t.task_id) AS linked,
              (SELECT count(*)::int FROM alarm_event e JOIN alarm_record r ON r.alarm_record_id = e.alarm_record_id
                WHERE r.task_id = t.task_id AND e.event = 'order_raised' AND e.note = t.task_no
                  AND e.user_id = t.report_by) AS journaled
         FROM wo_task t
        WHERE t.kind = 'fix' AND t.report_source = '3' AND EXISTS (SELECT 1 FROM alarm_meter m WHERE m.device_id = t.device_id)`,
    );
    expect(orders.rows.length).toBeGreaterThan(0);
    for (const o of orders.rows) expect([o.task_no, o.linked, o.journaled]).toEqual([o.task_no, 1, 1]);
  });

  it('gives every figure of 告警分析 over the 90 days something to show', async () => {
    const search = new URLSearchParams({
      beginTime: chinaDateTime(SEEDED_AT - HISTORY_DAYS * DAY),
      endTime: chinaDateTime(SEEDED_AT),
    });
    const res = await alarmCall(t.app, tokens.admin!, 'GET', `${ALARM_API.ANALYSIS}?${search.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = (res.json() as { data: AlarmAnalysis }).data;
    expect(a.total).toBeGreaterThan(3000);
    expect(a.perTenMinutes).toBeGreaterThan(0);
    expect(a.floodPeriods).toBeGreaterThanOrEqual(5);
    expect(a.peakTenMinutes.count).toBeGreaterThan(20);
    // EEMUA 191's 5 / 15 / 80 %, near enough.
    const share = Object.fromEntries(a.priorityMix.map((p) => [p.priority, p.share]));
    expect(share[1]).toBeGreaterThan(0.02);
    expect(share[1]).toBeLessThan(0.1);
    expect(share[2]).toBeGreaterThan(0.08);
    expect(share[2]).toBeLessThan(0.22);
    expect(a.badActors).toHaveLength(10);
    expect(a.badActors[0]!.share).toBeGreaterThan(0.03);
    const chattering = a.chattering.map((c) => c.deviceCode);
    expect(chattering).toEqual(expect.arrayContaining(['SH01-FM-01', 'GZ01-QM-01']));
    expect(a.meanAckMinutes).toBeGreaterThan(0);
    expect(a.meanReleaseMinutes).toBeGreaterThan(a.meanAckMinutes!);
    // The operator's own factory only.
    const own = await alarmCall(t.app, tokens.operator!, 'GET', `${ALARM_API.ANALYSIS}?${search.toString()}`);
    const mine = (own.json() as { data: AlarmAnalysis }).data;
    expect(mine.total).toBe(
      await one<number>(
        'SELECT count(*)::int FROM alarm_record WHERE factory_id = 11 AND raised_at >= $1 AND raised_at < $2',
        [new Date(SEEDED_AT - HISTORY_DAYS * DAY), new Date(SEEDED_AT)],
      ),
    );
    expect(mine.total).toBeLessThan(a.total);
  });
});

describe('alarmHistory', () => {
  const sources = async (): Promise<HistorySources> => {
    const meters = await db.query<HistorySources['meters'][number]>(
      `SELECT m.meter_id AS "meterId", m.factory_id AS "factoryId", m.collector_id AS "collectorId",
              m.device_id AS "deviceId", d.device_show_code AS "deviceCode", d.device_name AS "deviceName",
              m.code, m.name, m.instrument_addr AS address, m.kind
         FROM alarm_meter m LEFT JOIN wo_device d ON d.device_id = m.device_id
        WHERE m.code = ANY($1::text[]) ORDER BY m.meter_id`,
      [DEMO_COLLECTORS.flatMap((c) => c.meters.map((m) => m.code))],
    );
    const collectors = await db.query<HistorySources['collectors'][number]>(
      `SELECT collector_id AS "collectorId", factory_id AS "factoryId", code, name, address
         FROM alarm_collector WHERE code = ANY($1::text[]) ORDER BY collector_id`,
      [DEMO_COLLECTORS.map((c) => c.code)],
    );
    const rules = await db.query<{ kind: number; device_type: number; priority: 1 | 2 | 3 | 4 }>(
      'SELECT kind, device_type, priority FROM alarm_priority_rule',
    );
    return {
      meters: meters.rows,
      collectors: collectors.rows,
      rules: new Map(rules.rows.map((r) => [`${r.kind}:${r.device_type}`, r.priority])),
      orders: [],
    };
  };
  /** the history as comparable rows, times `shift` earlier */
  const rows = (h: ReturnType<typeof alarmHistory>, shift = 0) =>
    h.map((x) => [
      x.alarm.code,
      x.alarm.kind,
      x.alarm.content,
      x.priority,
      x.released.by,
      x.events.map((e) => [e.event, Math.round(e.at - shift), e.by, e.note]),
    ]);

  it('is the same for the same seed time and moves with it (always the last 90 days)', async () => {
    const s = await sources();
    const first = alarmHistory(SEEDED_AT, s);
    expect(rows(alarmHistory(SEEDED_AT, s))).toEqual(rows(first));
    // A week later (same weekday and hour) it is the same history a week later.
    const week = 7 * DAY;
    expect(rows(alarmHistory(SEEDED_AT + week, s), week)).toEqual(rows(first));
  });
});
