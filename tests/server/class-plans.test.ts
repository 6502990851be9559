/**
 * Plans per device class (docs/plans.md "Plans per device class"): the add refuses a plan naming both a device and a
 * class, neither, an unknown class or a meter (400 naming the field, nothing written); a class with no device in the
 * factory is taken and makes nothing; when due, a class plan makes one order per device of the class and none before,
 * once across two schedulers at once; a device that joins the class later counts from the plan's next cycle, one that
 * leaves stops; an after-completion class plan waits per device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanAddBody, PlanRow } from '../../contract/maint-plan/schemas';
import { WO_STATUS } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { generateDuePlans } from '../../server/src/modules/work-order/plan-scheduler';
import {
  count,
  createTestApp,
  getAs,
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
const OPERATOR = 2;
const FACTORY = 11;
/** 仪表 (oms_asset_type): the demo's factory 11 has its 出厂水浊度仪 and perhaps more */
const CLASS = '1033';
// the scheduler's clock, 2026-03-02 16:00 in China; the app keeps its own (a session outlives no week)
const clock = testClock(Date.parse('2026-03-02T08:00:00Z'));
const run = () => generateDuePlans(db, clock);
const DAY = 86_400_000;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  token = (await login(t.app, 'supervisor')).access_token;
  // only the plans these tests make count
  await db.query('UPDATE wo_maint_plan SET enabled = false');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const body = (over: Partial<PlanAddBody> = {}): PlanAddBody => ({
  factoryId: FACTORY,
  kind: 'maint',
  assetType: CLASS,
  title: '仪表月度校验',
  cycleUnit: 'week',
  cycleEvery: 1,
  nextRun: '2026-03-05',
  leadDays: 0,
  checklist: [],
  parts: '',
  execBy: OPERATOR,
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

/** The live devices of the class in the factory, by id. */
async function classDevices(assetType = CLASS): Promise<number[]> {
  const { rows } = await db.query<{ device_id: number }>(
    `SELECT device_id FROM wo_device WHERE factory_id = $1 AND asset_type = $2 AND deleted_at IS NULL
      ORDER BY device_id`,
    [FACTORY, assetType],
  );
  return rows.map((r) => r.device_id);
}

const ordersPerDevice = (planId: number) => plans.ordersPerDevice(planId);

const nextRuns = async (planId: number): Promise<Record<number, string>> =>
  Object.fromEntries(
    (
      await db.query<{ device_id: number; next_run: string }>(
        `SELECT device_id, to_char(next_run, 'YYYY-MM-DD') AS next_run FROM wo_plan_device WHERE plan_id = $1`,
        [planId],
      )
    ).rows.map((r) => [r.device_id, r.next_run]),
  );

async function newDevice(code: string, assetType = CLASS): Promise<number> {
  const { rows } = await db.query<{ device_id: number }>(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name, asset_type)
     VALUES ($1, $2, $3, $4) RETURNING device_id`,
    [FACTORY, code, `${code} 仪表`, assetType],
  );
  return rows[0]!.device_id;
}

describe('class plan input', () => {
  it('refuses a bad target or a meter with 400 naming the field, and writes nothing', async () => {
    const before = await count(db, 'wo_maint_plan');
    const [device] = await classDevices();
    const { rows } = await db.query<{ meter_id: number }>(
      'SELECT meter_id FROM alarm_meter WHERE factory_id = $1 AND device_id IS NOT NULL LIMIT 1',
      [FACTORY],
    );
    const cases: [Partial<PlanAddBody>, string][] = [
      [{ deviceId: device }, 'body/assetType'],
      [{ assetType: null }, 'body/deviceId'],
      [{ assetType: '9999' }, 'body/assetType'],
      [{ meterId: rows[0]!.meter_id, meterEvery: 100 }, 'body/meterId'],
      [
        { cycleUnit: null, cycleEvery: null, nextRun: null, meterId: rows[0]!.meter_id, meterEvery: 100 },
        'body/meterId',
      ],
    ];
    for (const [over, field] of cases) {
      const res = await sendAs(t.app, token, 'POST', BASE, body(over));
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { msg: string }).msg, field).toContain(field);
    }
    expect(await count(db, 'wo_maint_plan')).toBe(before);
  });

  it('takes a class with no device in the factory, which makes nothing', async () => {
    // the supervisor's factory 12 made to hold no device of the class (the demo has every class everywhere)
    await db.query("UPDATE wo_device SET asset_type = '1031' WHERE factory_id = 12 AND asset_type = $1", [
      CLASS,
    ]);
    const empty = CLASS;
    const planId = await add({ factoryId: 12, assetType: empty, nextRun: '2026-03-02', execBy: null });
    const list = await getAs(t.app, token, `${BASE}/list?factoryId=12&kind=maint&pageSize=200`);
    expect((list.json() as { rows: PlanRow[] }).rows.find((r) => r.planId === planId)).toMatchObject({
      assetType: empty,
      deviceId: null,
      members: [],
    });
    expect(await run()).toBe(0);
    expect(await ordersPerDevice(planId)).toEqual({});
    await sendAs(t.app, token, 'DELETE', `${BASE}/${planId}`);
  });
});

describe('the scheduler and class plans', () => {
  it('makes one order per device when due, none before, once; tracks a joiner from the next cycle', async () => {
    const devices = await classDevices();
    // a second device of the class, so "one per device" means more than one
    devices.push(await newDevice('SH01-M-901'));
    const planId = await add();
    const row = await rowOf(planId);
    expect(row.members.map((m) => m.deviceId).sort((a, b) => a - b)).toEqual(devices);
    expect(row.members.every((m) => m.nextRun === '2026-03-05')).toBe(true);

    // 03-02 … 03-04: not due
    expect(await run()).toBe(0);
    clock.advance(2 * DAY);
    expect(await run()).toBe(0);
    expect(await ordersPerDevice(planId)).toEqual({});

    // 03-05: due on every device; two schedulers at once make each device's order once
    clock.advance(DAY);
    const made = (await Promise.all([run(), run()])).reduce((a, b) => a + b);
    expect(made).toBe(devices.length);
    expect(await ordersPerDevice(planId)).toEqual(Object.fromEntries(devices.map((d) => [d, 1])));
    expect(Object.values(await nextRuns(planId))).toEqual(devices.map(() => '2026-03-12'));
    expect(await run()).toBe(0);
    // the list names the device of each order
    const names = (await rowOf(planId)).recentOrders.map((o) => o.deviceName);
    expect(names).toContain('SH01-M-901 仪表');

    // a device joins the class on 03-05: counted from the next date of the series, not at once
    const joiner = await newDevice('SH01-M-902');
    // and one leaves it (retyped): it stops
    const leaver = devices[0]!;
    await db.query("UPDATE wo_device SET asset_type = '1031' WHERE device_id = $1", [leaver]);
    expect(await run()).toBe(0);
    const runs = await nextRuns(planId);
    expect(runs[joiner]).toBe('2026-03-12');
    expect(runs[leaver]).toBeUndefined();

    // 03-12: the devices still of the class, the joiner with them
    clock.advance(7 * DAY);
    const stayed = [...devices.slice(1), joiner];
    expect(await run()).toBe(stayed.length);
    const orders = await ordersPerDevice(planId);
    expect(orders[leaver]).toBe(1);
    expect(orders[joiner]).toBe(1);
    for (const d of devices.slice(1)) expect(orders[d]).toBe(2);
    await sendAs(t.app, token, 'PUT', `${BASE}/changeStatus`, { planId, enabled: false });
  });

  it('an after-completion class plan waits on each device for its own order', async () => {
    const devices = await classDevices();
    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const planId = await add({ nextRun: today, cycleBasis: 'completion', cycleUnit: 'day' });
    expect(await run()).toBe(devices.length);
    const { rows } = await db.query<{ task_id: number; device_id: number }>(
      'SELECT task_id, device_id FROM wo_task WHERE plan_id = $1 ORDER BY task_id',
      [planId],
    );
    expect((await rowOf(planId)).members.every((m) => m.waitTaskNo !== '')).toBe(true);
    // days pass: no device's calendar is due while its order is open
    clock.advance(3 * DAY);
    expect(await run()).toBe(0);
    // the first device's order is closed (handled today): that device alone counts one day from it
    await db.query('UPDATE wo_task SET status = $2, handle_finish_time = $3 WHERE task_id = $1', [
      rows[0]!.task_id,
      WO_STATUS.CLOSED,
      new Date(clock.now()),
    ]);
    expect(await run()).toBe(0);
    clock.advance(DAY);
    expect(await run()).toBe(1);
    expect(await ordersPerDevice(planId)).toMatchObject({ [rows[0]!.device_id]: 2 });
  });
});
