/**
 * The demo at a realistic size and its readings (docs/architecture.md §3 "Energy"): the generated devices and meters
 * follow the ledger's rules and leave the fixed rows alone; the readings are plausible, their registers, roll-up and
 * last readings agree, silent meters stop when they fell silent; the hourly catch-up continues them idempotently on a
 * fixed clock, fills a gap once a meter is back, and runs once an hour.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_UNITS } from '../../contract/asset/schemas';
import type { Db } from '../../server/src/db/client';
import { DEMO_COLLECTORS } from '../../server/src/setup/seed/alarms';
import { DEMO_SCALE } from '../../server/src/setup/seed/demo-scale';
import { DEMO_DEVICES } from '../../server/src/setup/seed/devices';
import { catchUp, startEnergyCatchUp } from '../../server/src/modules/energy/catch-up';
import { meterIdOf, newestReading, TZ } from './helpers/energy';
import { count, openSeededDb, testClock } from './helpers/test-app';

let db: Db;
const HOUR = 3_600_000;
const SITES: Record<number, string> = { 11: 'SH01', 12: 'SZ01', 21: 'GZ01', 22: 'QH01' };

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(async () => {
  await db.close();
});

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> =>
  (await db.query<T>(sql, params)).rows;

/**
 * Every way the readings must agree with each other, as counts of the rows that do not: of every reading, or of the
 * readings after `since` (each against the reading before it, at most a day older: `since` is no later than the last
 * reading of a meter whose gap a run fills) and of the days they fall in. A catch-up only appends readings and rolls
 * up their days, so what it wrote is checked without reading the ~280,000 readings of the seed again: that took most
 * of each catch-up test, the more the busier the machine (docs/architecture.md §5 "Tests": no timeout above 15 s).
 */
async function disagreements(since?: number): Promise<Record<string, number>> {
  const day = `(($1::timestamptz - interval '1 hour') AT TIME ZONE '${TZ}')::date`;
  const [row] = await q<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM (
          SELECT read_at, value - lag(value) OVER (PARTITION BY meter_id ORDER BY read_at) AS rise, usage
            FROM energy_reading WHERE usage IS NOT NULL AND read_at >= $1::timestamptz - interval '1 day') x
         WHERE read_at > $1 AND rise IS NOT NULL AND rise <> usage) AS "registerVsUsage",
       (SELECT count(*)::int FROM (
          SELECT meter_id, ((read_at - interval '1 hour') AT TIME ZONE '${TZ}')::date AS day, sum(usage) AS s
            FROM energy_reading WHERE usage IS NOT NULL AND read_at > $1::timestamptz - interval '25 hours'
           GROUP BY 1, 2) x
          FULL JOIN (SELECT * FROM energy_daily WHERE day >= ${day}) d ON d.meter_id = x.meter_id AND d.day = x.day
         WHERE COALESCE(x.day, d.day) >= ${day} AND d.usage IS DISTINCT FROM x.s) AS "rollUp",
       (SELECT count(*)::int FROM alarm_meter m JOIN energy_demo_profile p ON p.meter_id = m.meter_id
         CROSS JOIN LATERAL (SELECT read_at, value FROM energy_reading r WHERE r.meter_id = m.meter_id
                              ORDER BY read_at DESC LIMIT 1) l
         WHERE m.last_read_at IS DISTINCT FROM l.read_at OR m.last_value IS DISTINCT FROM l.value) AS "lastReading",
       (SELECT count(*)::int FROM energy_reading WHERE read_at > $1 AND (usage < 0 OR value < 0)) AS negative`,
    [since === undefined ? '-infinity' : new Date(since)],
  );
  return row!;
}

const AGREEING = { registerVsUsage: 0, rollUp: 0, lastReading: 0, negative: 0 };

/** How many readings are newer than `since`: meter by meter through the primary key, not a count of them all. */
async function readingsAfter(since: number): Promise<number> {
  const [row] = await q<{ n: number }>(
    `SELECT sum(c.n)::int AS n FROM alarm_meter m
      CROSS JOIN LATERAL (SELECT count(*) AS n FROM energy_reading r
                           WHERE r.meter_id = m.meter_id AND r.read_at > $1) c`,
    [new Date(since)],
  );
  return row!.n;
}

/** Meters that fell silent: an active offline or silent alarm, or a collector in error; when that began. */
const SILENT = `SELECT m.meter_id, m.code, LEAST(
    (SELECT min(r.raised_at) - interval '15 minutes' FROM alarm_record r
      WHERE r.meter_id = m.meter_id AND r.released_at IS NULL AND r.kind IN (4, 5)),
    (SELECT min(r.raised_at) FROM alarm_record r
      WHERE r.collector_id = m.collector_id AND r.released_at IS NULL AND r.kind = 1)) AS since
  FROM alarm_meter m`;

describe('the demo at a realistic size', () => {
  it('gives each demo factory about 60 devices and 120 meters, the fixed rows among them unchanged', async () => {
    const rows = await q<{
      factory_id: number;
      devices: number;
      meters: number;
      hourly: number;
      collectors: number;
    }>(
      `SELECT f.id AS factory_id,
              (SELECT count(*)::int FROM wo_device d WHERE d.factory_id = f.id) AS devices,
              (SELECT count(*)::int FROM alarm_meter m WHERE m.factory_id = f.id) AS meters,
              (SELECT count(*)::int FROM alarm_meter m JOIN energy_demo_profile p ON p.meter_id = m.meter_id
                WHERE m.factory_id = f.id AND p.hourly) AS hourly,
              (SELECT count(*)::int FROM alarm_collector c WHERE c.factory_id = f.id) AS collectors
         FROM sys_area f WHERE f.type = 'factory' ORDER BY f.id`,
    );
    for (const r of rows) {
      expect(r.devices).toBeGreaterThanOrEqual(55);
      expect(r.devices).toBeLessThanOrEqual(70);
      expect(r.meters).toBeGreaterThanOrEqual(110);
      expect(r.meters).toBeLessThanOrEqual(125);
      expect(r.hourly).toBeGreaterThanOrEqual(28);
      expect(r.hourly).toBeLessThanOrEqual(33);
    }
    // The fixed collectors keep exactly their own meters.
    for (const c of DEMO_COLLECTORS) {
      const behind = await q<{ code: string }>(
        `SELECT m.code FROM alarm_meter m JOIN alarm_collector c ON c.collector_id = m.collector_id
          WHERE c.code = $1 AND c.factory_id = $2 ORDER BY m.code`,
        [c.code, c.factoryId],
      );
      expect(behind.map((m) => m.code)).toEqual(c.meters.map((m) => m.code).sort());
    }
    const fixed = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM wo_device WHERE device_show_code = ANY($1::text[])',
      [DEMO_DEVICES.map((d) => d.code)],
    );
    expect(fixed[0]!.n).toBe(DEMO_DEVICES.length);
  });

  it('follows the codes, the asset types and the unit rule of the ledgers', async () => {
    const devices = await q<{
      factory_id: number;
      code: string;
      asset_type: string;
      unit: string;
      in_dict: boolean;
    }>(
      `SELECT d.factory_id, d.device_show_code AS code, d.asset_type, d.unit,
              EXISTS (SELECT 1 FROM sys_dict_data x WHERE x.dict_type = 'oms_asset_type' AND x.dict_value = d.asset_type)
                AS in_dict
         FROM wo_device d`,
    );
    for (const d of devices) {
      expect(d.code).toMatch(new RegExp(`^${SITES[d.factory_id]}-[A-Z]-\\d{3}$`));
      expect(d.in_dict).toBe(true);
      expect(
        d.asset_type === '1034' ? (DEVICE_UNITS as readonly string[]).includes(d.unit) : d.unit === '',
      ).toBe(true);
    }
    expect(new Set(devices.map((d) => d.code)).size).toBe(devices.length);
    const meters = await q<{ factory_id: number; code: string; name: string; kind: string }>(
      'SELECT factory_id, code, name, kind FROM alarm_meter',
    );
    const prefix: Record<string, string> = {
      electricity: 'EM',
      water: 'WM',
      gas: 'GM',
      flow: 'FM',
      quality: 'QM',
    };
    for (const m of meters) {
      expect(m.code).toMatch(new RegExp(`^${SITES[m.factory_id]}-${prefix[m.kind]}-\\d{2}$`));
      expect(m.name.length).toBeLessThanOrEqual(20);
    }
    // Generated deterministically: the database holds exactly the generated rows.
    expect(await count(db, 'wo_device')).toBe(DEMO_DEVICES.length + DEMO_SCALE.devices.length);
    expect(await count(db, 'alarm_meter')).toBe(
      DEMO_COLLECTORS.reduce((n, c) => n + c.meters.length, 0) + DEMO_SCALE.meters.length,
    );
  });
});

describe('the demo readings', () => {
  it('keep 90 days: ~250,000 hourly readings of the main metering points, one a day for the others', async () => {
    const [r] = await q<{ hourly: number; daily: number; days: number }>(
      `SELECT count(*) FILTER (WHERE p.hourly)::int AS hourly, count(*) FILTER (WHERE NOT p.hourly)::int AS daily,
              (extract(epoch FROM max(read_at) - min(read_at)) / 86400)::int AS days
         FROM energy_reading r JOIN energy_demo_profile p ON p.meter_id = r.meter_id`,
    );
    expect(r!.hourly).toBeGreaterThan(240_000);
    expect(r!.hourly).toBeLessThan(280_000);
    expect(r!.daily).toBeGreaterThan(25_000);
    expect(r!.days).toBeGreaterThanOrEqual(89);
  });

  it('are plausible: a water plant supplies 100–300 thousand m³ a day at 0.25–0.4 kWh/m³', async () => {
    const rows = await q<{ factory_id: number; water: number; kwh: number }>(
      `SELECT factory_id, avg(w)::float8 AS water, (sum(e) / sum(w))::float8 AS kwh FROM (
         SELECT factory_id, day, sum(usage) FILTER (WHERE kind = 'water') AS w,
                sum(usage) FILTER (WHERE kind = 'electricity') AS e
           FROM energy_daily WHERE day < (SELECT max(day) FROM energy_daily) GROUP BY factory_id, day) x
        GROUP BY factory_id ORDER BY factory_id`,
    );
    for (const plant of rows.filter((r) => r.factory_id === 11 || r.factory_id === 21)) {
      expect(plant.water).toBeGreaterThan(100_000);
      expect(plant.water).toBeLessThan(300_000);
      expect(plant.kwh).toBeGreaterThan(0.25);
      expect(plant.kwh).toBeLessThan(0.4);
    }
    // An energy station burns gas and runs on electricity; flows and turbidity have values, never usage.
    const [station] = await q<{ gas: number }>(
      "SELECT sum(usage)::float8 AS gas FROM energy_daily WHERE factory_id = 22 AND kind = 'gas'",
    );
    expect(station!.gas).toBeGreaterThan(1_000_000);
    const [instant] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE m.kind IN ('flow', 'quality') AND r.usage IS NOT NULL`,
    );
    expect(instant!.n).toBe(0);
  });

  it("agree: a register rises by each usage, the roll-up sums them, a meter's last reading is its newest", async () => {
    expect(await disagreements()).toEqual(AGREEING);
  });

  it('stop when a meter fell silent and run to the last full hour for the others', async () => {
    const newest = await newestReading(db);
    const rows = await q<{ code: string; since: Date | null; last: Date; hourly: boolean }>(
      `SELECT s.code, s.since, m.last_read_at AS last, p.hourly
         FROM (${SILENT}) s JOIN alarm_meter m ON m.meter_id = s.meter_id
         JOIN energy_demo_profile p ON p.meter_id = s.meter_id`,
    );
    const silent = rows.filter((r) => r.since !== null);
    expect(silent.length).toBeGreaterThan(10);
    for (const r of silent) expect(r.last.getTime()).toBeLessThanOrEqual(r.since!.getTime());
    for (const r of rows.filter((x) => x.since === null && x.hourly)) expect(r.last.getTime()).toBe(newest);
  });
});

describe('the hourly catch-up', () => {
  it('appends what is due up to the last full hour, once however often it runs, and keeps everything agreeing', async () => {
    const newest = await newestReading(db);
    const clock = testClock(newest + 3 * HOUR + 20 * 60_000);
    const written = await catchUp(db, clock);
    expect(written).toBeGreaterThan(0);
    expect(await readingsAfter(newest)).toBe(written);
    expect(await newestReading(db)).toBe(newest + 3 * HOUR);
    expect(await catchUp(db, clock)).toBe(0);
    // Two at once (two instances): the second finds nothing left, or skips for the lock.
    clock.advance(HOUR);
    const both = await Promise.all([catchUp(db, clock), catchUp(db, clock)]);
    expect(both.filter((n) => n !== null && n > 0)).toHaveLength(1);
    expect(await newestReading(db)).toBe(newest + 4 * HOUR);
    expect(await disagreements(newest)).toEqual(AGREEING);
    // Every hourly meter not silent reads the last full hour; the silent ones do not.
    const behind = await q<{ code: string }>(
      `SELECT s.code FROM (${SILENT}) s JOIN energy_demo_profile p ON p.meter_id = s.meter_id
         JOIN alarm_meter m ON m.meter_id = s.meter_id
        WHERE p.hourly AND s.since IS NULL AND m.last_read_at <> $1`,
      [new Date(newest + 4 * HOUR)],
    );
    expect(behind).toEqual([]);
  });

  it('fills the gap of a meter once it reports again, and marks it online', async () => {
    const id = await meterIdOf(db, 'SH01-EM-03');
    const [m] = await q<{ online: boolean; last: Date }>(
      'SELECT online, last_read_at AS last FROM alarm_meter WHERE meter_id = $1',
      [id],
    );
    expect(m!.online).toBe(false);
    const newest = await newestReading(db);
    expect(m!.last.getTime()).toBeLessThan(newest);
    await db.query(
      'UPDATE alarm_record SET released_at = now() WHERE meter_id = $1 AND released_at IS NULL',
      [id],
    );
    await catchUp(db, testClock(newest + 10 * 60_000));
    const [after] = await q<{ online: boolean; last: Date; n: number }>(
      `SELECT m.online, m.last_read_at AS last,
              (SELECT count(*)::int FROM energy_reading r WHERE r.meter_id = m.meter_id AND r.read_at > $2) AS n
         FROM alarm_meter m WHERE m.meter_id = $1`,
      [id, m!.last],
    );
    expect(after).toEqual({ online: true, last: new Date(newest), n: (newest - m!.last.getTime()) / HOUR });
    expect(await disagreements(m!.last.getTime())).toEqual(AGREEING);
  });

  it('runs at start and then once in each new hour of its clock', async () => {
    vi.useFakeTimers();
    const clock = testClock(Date.parse('2026-03-02T08:10:00Z'));
    const run = vi.fn(() => Promise.resolve(0));
    const job = startEnergyCatchUp(run, clock, { info: vi.fn(), error: vi.fn() }, 60_000);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(run).toHaveBeenCalledTimes(1);
      clock.advance(40 * 60_000);
      await vi.advanceTimersByTimeAsync(40 * 60_000);
      expect(run).toHaveBeenCalledTimes(1);
      clock.advance(15 * 60_000);
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      await job.stop();
      vi.useRealTimers();
    }
  });
});
