/**
 * The demo alarms and the simulator (docs/architecture.md §3 "Alarms"): the seed has every kind in every
 * factory and a failed collector; burst, collector failure, clear and the timer tick with a fixed random
 * source and the test clock; POST simulate (admin; 404 when ALARM_SIMULATOR=off).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_API, ALARM_KINDS, type AlarmWindow } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import {
  burst,
  CLEARED_KEPT_MS,
  clear,
  collectorFailure,
  startAlarmSimulator,
  tick,
  type Random,
} from '../../server/src/modules/alarm/simulator';
import { activeIds, alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let off: TestApp;
const tokens: Record<string, string> = {};

/** mulberry32: a small seeded generator, so every run draws the same numbers */
function seeded(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { env: { ALARM_SIMULATOR: 'manual' } });
  off = await createTestApp(db, { env: { ALARM_SIMULATOR: 'off' } });
  for (const name of ['admin', 'operator']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await off.app.close();
  await t.app.close();
  await db.close();
});

async function activeKinds(): Promise<Record<number, number[]>> {
  const { rows } = await db.query<{ factory_id: number; kinds: number[] }>(
    `SELECT factory_id, array_agg(DISTINCT kind ORDER BY kind)::int[] AS kinds
       FROM alarm_record WHERE released_at IS NULL GROUP BY factory_id ORDER BY factory_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.factory_id, r.kinds]));
}

const EVERY_KIND_EVERYWHERE = { 11: ALARM_KINDS, 12: ALARM_KINDS, 21: ALARM_KINDS, 22: ALARM_KINDS };

describe('the demo seed', () => {
  it('has active alarms of every kind in every factory, and collectors in error hiding their meters', async () => {
    expect(await activeKinds()).toEqual(EVERY_KIND_EVERYWHERE);
    const { rows } = await db.query<{ code: string; offline: number }>(
      `SELECT c.code, count(*) FILTER (WHERE NOT m.online)::int AS offline
         FROM alarm_collector c JOIN alarm_meter m ON m.collector_id = c.collector_id
        WHERE c.state = 'error' GROUP BY c.code ORDER BY c.code`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.offline).toBeGreaterThan(0);

    const res = await alarmCall(t.app, tokens.admin ?? '', 'GET', ALARM_API.WINDOW);
    const items = (res.json() as { data: AlarmWindow }).data.deviceAlarmWindow;
    const errors = items.filter((a) => a.windowAlarmType === 1);
    expect(errors.map((a) => a.deviceCode).sort()).toEqual(rows.map((r) => r.code));
    for (const e of errors) expect(e.suppressedCount).toBeGreaterThan(0);
  });
});

describe('the simulator', () => {
  beforeEach(async () => {
    await wipeAlarms(db);
    await db.query(`UPDATE alarm_collector SET state = 'online'`);
    await db.query('UPDATE alarm_meter SET online = true');
  });

  it('bursts 20–40 alarms of one factory within the two minutes up to now', async () => {
    for (const [seed, low] of [
      [1, () => 0],
      [2, () => 0.999_999],
      [3, seeded(3)],
    ] as const) {
      await wipeAlarms(db);
      const written = await burst(db, t.clock, low, 12);
      const { rows } = await db.query<{ n: number; factories: number[]; oldest: number; newest: number }>(
        `SELECT count(*)::int AS n, array_agg(DISTINCT factory_id)::int[] AS factories,
                EXTRACT(EPOCH FROM min(raised_at))::float * 1000 AS oldest,
                EXTRACT(EPOCH FROM max(raised_at))::float * 1000 AS newest
           FROM alarm_record`,
      );
      const r = rows[0]!;
      expect({ seed, n: r.n }).toEqual({ seed, n: written });
      expect(written).toBeGreaterThanOrEqual(20);
      expect(written).toBeLessThanOrEqual(40);
      expect(r.factories).toEqual([12]);
      expect(r.oldest).toBeGreaterThan(t.clock.now() - 120_000);
      expect(r.newest).toBeLessThanOrEqual(t.clock.now());
    }
    expect(await burst(db, t.clock, () => 0, 12)).toBe(20);
    expect(await burst(db, t.clock, () => 0.999_999, 12)).toBe(40);
  });

  it('fails a collector: its error, its meters offline, their alarms suppressed in the window', async () => {
    const written = await collectorFailure(db, t.clock, seeded(7), 11);
    const { rows } = await db.query<{ collector_id: number; code: string; meters: number; online: number }>(
      `SELECT c.collector_id, c.code, count(m.*)::int AS meters, count(*) FILTER (WHERE m.online)::int AS online
         FROM alarm_collector c JOIN alarm_meter m ON m.collector_id = c.collector_id
        WHERE c.state = 'error' GROUP BY c.collector_id, c.code`,
    );
    expect(rows).toHaveLength(1);
    const failed = rows[0]!;
    expect(failed.online).toBe(0);
    expect(written).toBe(1 + failed.meters);

    const res = await alarmCall(t.app, tokens.operator ?? '', 'GET', ALARM_API.WINDOW);
    const items = (res.json() as { data: AlarmWindow }).data.deviceAlarmWindow;
    expect(items.map((a) => [a.windowAlarmType, a.deviceCode, a.suppressedCount])).toEqual([
      [1, failed.code, failed.meters],
    ]);
  });

  it('clears conditions by itself (已恢复, journaled by the system), keeping the newest two of each factory and kind; the system releases them CLEARED_KEPT_MS later', async () => {
    const ids: number[] = [];
    for (const minutesAgo of [50, 40, 30, 20, 10]) {
      ids.push(await raise(db, { kind: 3, minutesAgo, on: 'SH01-FM-01', now: t.clock.now() }));
    }
    const linkage = await raise(db, { kind: 2, minutesAgo: 60, on: 'SH01-EM-01', now: t.clock.now() });
    expect(await clear(db, t.clock, () => 0)).toBe(3);
    const cleared = async () =>
      (
        await db.query<{ id: number }>(
          'SELECT alarm_record_id AS id FROM alarm_record WHERE cleared_at = $1::timestamptz ORDER BY 1',
          [new Date(t.clock.now())],
        )
      ).rows.map((r) => r.id);
    expect(await cleared()).toEqual([ids[0], ids[1], ids[2]]);
    // Cleared is not released: they stay in the window until someone (or the system, later) releases them.
    expect(await activeIds(db)).toEqual([...ids, linkage]);
    const { rows: events } = await db.query(
      `SELECT event, user_id, count(*)::int AS n FROM alarm_event WHERE event = 'cleared' GROUP BY 1, 2`,
    );
    expect(events).toEqual([{ event: 'cleared', user_id: null, n: 3 }]);
    expect(await clear(db, t.clock, () => 0)).toBe(0);

    // As if they cleared CLEARED_KEPT_MS ago (the shared clock stays: the file's sign-ins must not expire).
    await db.query("UPDATE alarm_record SET cleared_at = cleared_at - $1 * interval '1 millisecond'", [
      CLEARED_KEPT_MS,
    ]);
    expect(await clear(db, t.clock, () => 0)).toBe(3);
    expect(await activeIds(db)).toEqual([ids[3], ids[4], linkage]);
    const { rows } = await db.query(
      'SELECT DISTINCT released_by, released_at = $1::timestamptz AS at_now FROM alarm_record WHERE released_at IS NOT NULL',
      [new Date(t.clock.now())],
    );
    expect(rows).toEqual([{ released_by: null, at_now: true }]);
  });

  it('brings a cleared collector back with its meters, clearing their alarms', async () => {
    for (let i = 0; i < 3; i += 1) {
      await collectorFailure(db, t.clock, () => 0, 11);
      t.clock.advance(60_000);
    }
    const { rows: first } = await db.query<{ collector_id: number }>(
      'SELECT collector_id FROM alarm_record WHERE kind = 1 ORDER BY raised_at LIMIT 1',
    );
    const oldest = first[0]!.collector_id;
    // The first draw picks the first candidate (the oldest collector error, written first); no other is drawn.
    let draws = 0;
    await clear(db, t.clock, () => (draws++ === 0 ? 0 : 0.9));
    const { rows } = await db.query(
      `SELECT c.state, bool_and(m.online) AS meters_online,
              (SELECT count(*)::int FROM alarm_record r WHERE r.collector_id = c.collector_id AND r.cleared_at IS NULL) AS active
         FROM alarm_collector c JOIN alarm_meter m ON m.collector_id = c.collector_id
        WHERE c.collector_id = $1 GROUP BY c.collector_id, c.state`,
      [oldest],
    );
    expect(rows).toEqual([{ state: 'online', meters_online: true, active: 0 }]);
  });

  it('tops up every kind in every factory on a tick, and a tick without the lock writes nothing', async () => {
    expect(await tick(db, t.clock, seeded(11))).toBeGreaterThan(0);
    expect(await activeKinds()).toEqual(EVERY_KIND_EVERYWHERE);

    await wipeAlarms(db);
    // Another instance holds the lock: pg_try_advisory_xact_lock answers false.
    const busy: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              sql.includes('pg_try_advisory_xact_lock')
                ? Promise.resolve({ rows: [{ granted: false }] as never[] })
                : tx.query(sql, params),
          }),
        ),
    };
    expect(await tick(busy, t.clock, seeded(11))).toBeNull();
    expect(await activeIds(db)).toEqual([]);
  });
});

describe('the timer', () => {
  it('ticks every interval (not at start), reports a failed tick and goes on, and stops', async () => {
    vi.useFakeTimers();
    try {
      const errors: string[] = [];
      let runs = 0;
      const timer = startAlarmSimulator(
        async () => {
          runs += 1;
          if (runs === 2) throw new Error('boom');
          return 1;
        },
        { error: (msg) => errors.push(msg) },
        20_000,
      );
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(3);
      expect(errors).toEqual(['alarm simulator failed: boom']);
      await timer.stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST simulate', () => {
  const post = (app: TestApp, token: string | undefined, payload: object) =>
    app.app.inject({
      method: 'POST',
      url: ALARM_API.SIMULATE,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lets an admin burst one factory', async () => {
    await wipeAlarms(db);
    const res = await post(t, tokens.admin, { what: 'burst', factoryId: 21 });
    expect(res.statusCode).toBe(200);
    const { changed } = (res.json() as { data: { changed: number } }).data;
    expect(changed).toBeGreaterThanOrEqual(20);
    expect(changed).toBeLessThanOrEqual(40);
    expect(await activeKinds()).toEqual({ 21: expect.any(Array) });
  });

  it('trickles one alarm of the kind asked', async () => {
    await wipeAlarms(db);
    for (const kind of [3, 4, 5] as const) {
      const res = await post(t, tokens.admin, { what: 'trickle', factoryId: 11, kind });
      expect((res.json() as { data: { changed: number } }).data.changed).toBe(1);
    }
    const { rows } = await db.query<{ kind: number }>(
      'SELECT kind FROM alarm_record WHERE released_at IS NULL ORDER BY alarm_record_id',
    );
    expect(rows.map((r) => r.kind)).toEqual([3, 4, 5]);
    expect((await post(t, tokens.admin, { what: 'trickle', kind: 9 })).statusCode).toBe(400);
  });

  it('refuses non-admins (403), anonymous callers (401), unknown factories (404) and bad input (400)', async () => {
    expect((await post(t, tokens.operator, { what: 'trickle' })).statusCode).toBe(403);
    expect((await post(t, undefined, { what: 'trickle' })).statusCode).toBe(401);
    expect((await post(t, tokens.admin, { what: 'burst', factoryId: 999 })).json()).toEqual({
      code: 404,
      msg: '工厂不存在',
    });
    expect((await post(t, tokens.admin, { what: 'storm' })).statusCode).toBe(400);
  });

  it('answers 404 when ALARM_SIMULATOR=off, and writes nothing', async () => {
    await wipeAlarms(db);
    const res = await post(off, tokens.admin, { what: 'trickle' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: `接口不存在：POST ${ALARM_API.SIMULATE}` });
    expect(await activeIds(db)).toEqual([]);
  });
});
