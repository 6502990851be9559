/**
 * Class plans by meter (docs/plans.md "Plans per device class"): a class plan names a meter kind, and each device of
 * the class counts by its own meter of that kind (the lowest meter_id measuring it). A device comes due only when its
 * own readings cross the step, once across two schedulers at once; a device with no such meter makes nothing and
 * shows no meter in the list; a plan by running hours counts each device's own hours; calendar and meter together
 * make a device due by whichever comes first. The add
 * refuses a class plan naming one meter and the other meter mistakes with 400 naming the field, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanAddBody } from '../../contract/maint-plan/schemas';
import type { Db } from '../../server/src/db/client';
import { generateDuePlans } from '../../server/src/modules/work-order/plan-scheduler';
import {
  count,
  createTestApp,
  login,
  openSeededDb,
  sendAs,
  testClock,
  type TestApp,
} from './helpers/test-app';
import { classPlanApi } from './helpers/class-plan-api';

let db: Db;
let t: TestApp;
let token = '';
const BASE = '/api/system/base/plan';
const FACTORY = 11;
/** 仪表 (oms_asset_type): emptied of the demo's devices in factory 11, so only the devices made here are of it */
const CLASS = '1033';
const OTHER_CLASS = '1031';
// the scheduler's clock, 2026-03-02 16:00 in China
const clock = testClock(Date.parse('2026-03-02T08:00:00Z'));
const run = () => generateDuePlans(db, clock);
const DAY = 86_400_000;
/** the devices: two with electricity meters (the first with two), one with none */
const dev = { a: 0, b: 0, none: 0 };
const meter = { a: 0, aSecond: 0, b: 0 };

async function newDevice(code: string): Promise<number> {
  const { rows } = await db.query<{ device_id: number }>(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type)
     VALUES ($1, $2, $3, $4) RETURNING device_id`,
    [FACTORY, code, `${code} 仪表`, CLASS],
  );
  return rows[0]!.device_id;
}

async function newMeter(code: string, deviceId: number): Promise<number> {
  const { rows } = await db.query<{ meter_id: number }>(
    `INSERT INTO alarm_meter (factory_id, collector_id, device_id, code, name, instrument_addr, energy_addr, kind)
     SELECT $1, collector_id, $3, $2, $2, '1', '1', 'electricity' FROM alarm_collector
      WHERE factory_id = $1 ORDER BY collector_id LIMIT 1
     RETURNING meter_id`,
    [FACTORY, code, deviceId],
  );
  return rows[0]!.meter_id;
}

/** The meter's next reading (an hour after its latest), as the readings writer stores it. */
async function reading(meterId: number, value: number): Promise<void> {
  await db.query(
    `INSERT INTO energy_reading (meter_id, read_at, value, usage)
     SELECT $1, COALESCE(max(read_at), '2026-03-01T00:00:00Z'::timestamptz) + interval '1 hour', $2, 0
       FROM energy_reading WHERE meter_id = $1`,
    [meterId, value],
  );
}

/** The meter's next reading, an hour after its latest, with that hour's usage (above zero: the device ran). */
async function ranHour(meterId: number, usage: number): Promise<void> {
  await db.query(
    `INSERT INTO energy_reading (meter_id, read_at, value, usage)
     SELECT $1, max(read_at) + interval '1 hour', max(value) + $2, $2 FROM energy_reading WHERE meter_id = $1`,
    [meterId, usage],
  );
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  token = (await login(t.app, 'supervisor')).access_token;
  // only the plans and devices these tests make count
  await db.query('UPDATE wo_maint_plan SET enabled = false');
  await db.query('UPDATE wo_device SET asset_type = $3 WHERE factory_id = $1 AND asset_type = $2', [
    FACTORY,
    CLASS,
    OTHER_CLASS,
  ]);
  dev.a = await newDevice('CM-A');
  dev.b = await newDevice('CM-B');
  dev.none = await newDevice('CM-N');
  meter.a = await newMeter('CM-EM-A', dev.a);
  meter.aSecond = await newMeter('CM-EM-A2', dev.a);
  meter.b = await newMeter('CM-EM-B', dev.b);
  for (const m of Object.values(meter)) await reading(m, 1000);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const body = (over: Partial<PlanAddBody> = {}): PlanAddBody => ({
  factoryId: FACTORY,
  kind: 'maint',
  assetType: CLASS,
  title: '仪表按电量保养',
  cycleUnit: null,
  cycleEvery: null,
  nextRun: null,
  meterKind: 'electricity',
  meterEvery: 100,
  leadDays: 0,
  checklist: [],
  parts: '',
  execBy: null,
  ...over,
});

const plans = classPlanApi(
  // db and the app exist once beforeAll ran
  () => db,
  () => ({ t, token }),
  FACTORY,
  body,
);
const { add, rowOf } = plans;

const ordersPerDevice = (planId: number) => plans.ordersPerDevice(planId);

describe('class meter plan input', () => {
  it('refuses one meter, a half meter part, a meter kind on a device plan, hours of water: 400, nothing written', async () => {
    const before = await count(db, 'wo_maint_plan');
    const cases: [Partial<PlanAddBody>, string][] = [
      [{ meterId: meter.a }, 'body/meterId'],
      [{ meterKind: null }, 'body/meterKind'],
      [{ meterEvery: null }, 'body/meterEvery'],
      [{ assetType: null, deviceId: dev.a }, 'body/meterKind'],
      [{ meterKind: 'water', meterMeasure: 'hours' }, 'body/meterMeasure'],
    ];
    for (const [over, field] of cases) {
      const res = await sendAs(t.app, token, 'POST', BASE, body(over));
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { msg: string }).msg, field).toContain(field);
    }
    expect(await count(db, 'wo_maint_plan')).toBe(before);
  });
});

describe('the scheduler and class meter plans', () => {
  it("makes a device's order only when its own meter crosses the step, once; a device without one makes nothing", async () => {
    const planId = await add();
    const members = (await rowOf(planId)).members;
    expect(members.map((m) => [m.deviceId, m.meterId, m.counted])).toEqual([
      [dev.a, meter.a, 0],
      [dev.b, meter.b, 0],
      [dev.none, null, null],
    ]);
    expect((await rowOf(planId)).meterKind).toBe('electricity');

    // the second meter of device A (not its meter: a higher id) and a short step of A's own: nothing
    await reading(meter.aSecond, 5000);
    await reading(meter.a, 1099.9);
    expect(await run()).toBe(0);

    // A's own meter crosses: one order for A alone, under two schedulers at once
    await reading(meter.a, 1100.5);
    expect((await Promise.all([run(), run()])).reduce((x, y) => x + y)).toBe(1);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 1 });
    expect(await run()).toBe(0);
    // A's count starts again at the reading that crossed
    const after = (await rowOf(planId)).members;
    expect(after.find((m) => m.deviceId === dev.a)?.counted).toBe(0);

    // B's crosses later: B's order; the device with no meter never has one
    await reading(meter.b, 1100);
    expect(await run()).toBe(1);
    clock.advance(30 * DAY);
    expect(await run()).toBe(0);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 1, [dev.b]: 1 });
    await sendAs(t.app, token, 'PUT', `${BASE}/changeStatus`, { planId, enabled: false });
  });

  it("counts each device's own running hours from its own meter; a device's order when its hours cross, once", async () => {
    // only this plan: the calendar one above is due again in a week of its own
    await db.query('UPDATE wo_maint_plan SET enabled = false');
    const planId = await add({ meterMeasure: 'hours', meterEvery: 2, title: '仪表按运行小时保养' });
    const counted = async () =>
      Object.fromEntries((await rowOf(planId)).members.map((m) => [m.deviceId, m.counted]));
    expect(await counted()).toEqual({ [dev.a]: 0, [dev.b]: 0, [dev.none]: null });

    // A runs an hour, idles an hour; B runs an hour; A's second meter (not its own) runs for hours
    await ranHour(meter.a, 1.5);
    await ranHour(meter.a, 0);
    await ranHour(meter.b, 2);
    for (let i = 0; i < 3; i += 1) await ranHour(meter.aSecond, 4);
    expect(await counted()).toEqual({ [dev.a]: 1, [dev.b]: 1, [dev.none]: null });
    expect(await run()).toBe(0);

    // A's second running hour crosses A's step: A's order alone, once under two schedulers at once
    await ranHour(meter.a, 0.5);
    expect((await Promise.all([run(), run()])).reduce((x, y) => x + y)).toBe(1);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 1 });
    expect(await counted()).toEqual({ [dev.a]: 0, [dev.b]: 1, [dev.none]: null });
    expect(await run()).toBe(0);

    // B's own second hour: B's order
    await ranHour(meter.b, 2);
    expect(await run()).toBe(1);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 1, [dev.b]: 1 });
    await sendAs(t.app, token, 'PUT', `${BASE}/changeStatus`, { planId, enabled: false });
  });

  it('with a calendar too, each device comes due by whichever comes first', async () => {
    const due = new Date(clock.now() + 8 * 3_600_000 + 7 * DAY).toISOString().slice(0, 10);
    const planId = await add({ cycleUnit: 'week', cycleEvery: 1, nextRun: due, title: '仪表周或电量' });
    // A's meter crosses today: A's order; A's calendar starts again from today, a week on
    const { rows } = await db.query<{ v: number }>(
      'SELECT max(value)::float8 AS v FROM energy_reading WHERE meter_id = $1',
      [meter.a],
    );
    await reading(meter.a, rows[0]!.v + 150);
    expect(await run()).toBe(1);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 1 });
    expect((await rowOf(planId)).members.find((m) => m.deviceId === dev.a)?.nextRun).toBe(due);
    // a week on: the calendar is due on B and the meterless device; A's calendar restarted today, so due too
    clock.advance(7 * DAY);
    expect(await run()).toBe(3);
    expect(await ordersPerDevice(planId)).toEqual({ [dev.a]: 2, [dev.b]: 1, [dev.none]: 1 });
  });
});
