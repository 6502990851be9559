/**
 * 保养计划 / 巡检计划 (docs/plans.md): the routes (list, meters, add, edit at a version, pause/resume, delete) with
 * their 400s naming the field, permission codes and factory scope; the scheduler on a fake clock: calendar plans,
 * a meter plan due when the readings cross its step and not before, once; whichever comes first; lead time; the
 * checklist made into an inspection order's items.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_MSG, type PlanAddBody, type PlanRow } from '../../contract/maint-plan/schemas';
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

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const ids = { device: 0, meter: 0, otherDevice: 0, otherMeter: 0, device12: 0 };
const OPERATOR = 2;
const BASE = '/api/system/base/plan';
const TZ = 'Asia/Shanghai';

async function idOf(sql: string, param: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql, [param]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}
const deviceId = (code: string) =>
  idOf('SELECT device_id AS id FROM wo_device WHERE device_show_code = $1', code);
const meterId = (code: string) => idOf('SELECT meter_id AS id FROM alarm_meter WHERE code = $1', code);

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
  ids.device = await deviceId('SH01-P-002');
  ids.meter = await meterId('SH01-EM-02');
  ids.otherDevice = await deviceId('SH01-P-001');
  ids.otherMeter = await meterId('SH01-EM-01');
  ids.device12 = await deviceId('SZ01-B-002');
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The meter's latest reading (the demo's, or those a test wrote). */
async function latest(meter: number): Promise<number> {
  const { rows } = await db.query<{ v: number }>(
    'SELECT value::float8 AS v FROM energy_reading WHERE meter_id = $1 ORDER BY read_at DESC LIMIT 1',
    [meter],
  );
  return rows[0]?.v ?? 0;
}

/** The meter's next reading (an hour after its latest), as the readings writer stores it. */
async function reading(meter: number, value: number): Promise<void> {
  await db.query(
    `INSERT INTO energy_reading (meter_id, read_at, value, usage)
     SELECT $1, COALESCE(max(read_at), now()) + interval '1 hour', $2, 0 FROM energy_reading WHERE meter_id = $1`,
    [meter, value],
  );
}

const body = (over: Partial<PlanAddBody> = {}): PlanAddBody => ({
  factoryId: 11,
  kind: 'maint',
  deviceId: ids.device,
  title: '2#送水泵润滑保养',
  cycleUnit: 'month',
  cycleEvery: 1,
  nextRun: '2026-03-20',
  meterId: null,
  meterEvery: null,
  leadDays: 0,
  checklist: [],
  parts: '润滑脂 2 支',
  execBy: OPERATOR,
  ...over,
});

async function add(over: Partial<PlanAddBody> = {}, who = 'supervisor'): Promise<number> {
  const res = await sendAs(t.app, tokens[who]!, 'POST', BASE, body(over));
  expect(res.json()).toMatchObject({ code: 200, msg: PLAN_MSG.ADDED });
  return (res.json() as { data: { planId: number } }).data.planId;
}

async function rowOf(planId: number, kind = 'maint'): Promise<PlanRow> {
  const res = await getAs(t.app, tokens.supervisor!, `${BASE}/list?factoryId=11&kind=${kind}&pageSize=200`);
  expect(res.statusCode).toBe(200);
  const row = (res.json() as { rows: PlanRow[] }).rows.find((r) => r.planId === planId);
  expect(row).toBeDefined();
  return row!;
}

describe('plan routes', () => {
  it('adds, lists, edits at its version, pauses, resumes and deletes a plan', async () => {
    const start = await latest(ids.meter);
    const planId = await add({ meterId: ids.meter, meterEvery: 500 });
    const row = await rowOf(planId);
    expect(row).toMatchObject({
      kind: 'maint',
      deviceName: '2#送水泵',
      cycleUnit: 'month',
      cycleEvery: 1,
      nextRun: '2026-03-20',
      meterId: ids.meter,
      meterKind: 'electricity',
      meterEvery: 500,
      // the count starts at the meter's latest reading
      meterBase: start,
      meterValue: start,
      parts: '润滑脂 2 支',
      execBy: OPERATOR,
      execByName: '运维员小王',
      enabled: true,
      orderCount: 0,
      recentOrders: [],
      version: 0,
    });
    // an inspection plan is not on the maintenance page
    const inspections = await getAs(t.app, tokens.supervisor!, `${BASE}/list?factoryId=11&kind=inspect`);
    expect((inspections.json() as { rows: PlanRow[] }).rows.map((r) => r.planId)).not.toContain(planId);

    const edit = { ...body({ title: '2#送水泵季度保养', cycleUnit: 'quarter' }), planId, version: 0 };
    expect((await sendAs(t.app, tokens.supervisor!, 'PUT', BASE, edit)).json()).toMatchObject({ code: 200 });
    expect(await rowOf(planId)).toMatchObject({
      title: '2#送水泵季度保养',
      cycleUnit: 'quarter',
      meterId: null,
    });
    // the same version again is stale: 409 with the stored plan, nothing changed
    const stale = await sendAs(t.app, tokens.admin!, 'PUT', BASE, { ...edit, title: '覆盖' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ data: { version: 1, current: { title: '2#送水泵季度保养' } } });

    const pause = await sendAs(t.app, tokens.supervisor!, 'PUT', `${BASE}/changeStatus`, {
      planId,
      enabled: false,
    });
    expect(pause.json()).toMatchObject({ code: 200, msg: PLAN_MSG.PAUSED });
    expect((await rowOf(planId)).enabled).toBe(false);
    await sendAs(t.app, tokens.supervisor!, 'PUT', `${BASE}/changeStatus`, { planId, enabled: true });
    expect((await rowOf(planId)).enabled).toBe(true);

    expect((await sendAs(t.app, tokens.supervisor!, 'DELETE', `${BASE}/${planId}`)).json()).toMatchObject({
      code: 200,
      msg: PLAN_MSG.DELETED,
    });
    expect((await sendAs(t.app, tokens.supervisor!, 'DELETE', `${BASE}/${planId}`)).json()).toEqual({
      code: 404,
      msg: PLAN_MSG.NOT_FOUND,
    });
  });

  it('refuses a bad plan with 400 naming the field, and writes nothing', async () => {
    const before = await count(db, 'wo_maint_plan');
    const cases: [Partial<PlanAddBody>, string][] = [
      [{ nextRun: null }, 'body/nextRun'],
      [{ cycleUnit: null, cycleEvery: null, nextRun: null }, 'body/cycleUnit'],
      [{ meterId: ids.meter, meterEvery: null }, 'body/meterEvery'],
      [{ meterEvery: 100 }, 'body/meterId'],
      [{ nextRun: '2026-02-30' }, 'body/nextRun'],
      [{ title: '   ' }, 'body/title'],
      [{ meterId: ids.otherMeter, meterEvery: 100 }, 'body/meterId'],
      [{ deviceId: ids.device12 }, 'body/deviceId'],
      [{ execBy: 4 }, 'body/execBy'],
      [
        { kind: 'inspect', checklist: [{ name: '油位', type: 'pass', standard: '', min: 1 }] },
        'body/checklist/0/min',
      ],
      [
        { kind: 'inspect', checklist: [{ name: '温度', type: 'number', standard: '℃', min: 80, max: 20 }] },
        'body/checklist/0/min',
      ],
      [
        {
          cycleUnit: null,
          cycleEvery: null,
          nextRun: null,
          meterId: ids.meter,
          meterEvery: 100,
          cycleBasis: 'completion',
        },
        'body/cycleBasis',
      ],
      // running hours need the device's electricity meter
      [{ meterMeasure: 'hours' }, 'body/meterMeasure'],
      [{ cycleEvery: 0 }, 'body/cycleEvery'],
      [{ leadDays: 31 }, 'body/leadDays'],
    ];
    for (const [over, field] of cases) {
      const res = await sendAs(t.app, tokens.supervisor!, 'POST', BASE, body(over));
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { msg: string }).msg, field).toContain(field);
    }
    expect(await count(db, 'wo_maint_plan')).toBe(before);
  });

  it('answers to its codes and the factory scope', async () => {
    // the operator holds no plan code (计划管理 is the supervisor's)
    expect((await getAs(t.app, tokens.operator!, `${BASE}/list?factoryId=11&kind=maint`)).statusCode).toBe(
      403,
    );
    expect((await sendAs(t.app, tokens.operator!, 'POST', BASE, body())).statusCode).toBe(403);
    expect((await sendAs(t.app, tokens.operator!, 'DELETE', `${BASE}/1`)).statusCode).toBe(403);
    // the supervisor is bound to 11 and 12, not 21
    expect((await getAs(t.app, tokens.supervisor!, `${BASE}/list?factoryId=21&kind=maint`)).statusCode).toBe(
      403,
    );
    const far = await add({ factoryId: 21, deviceId: await deviceId('GZ01-F-001'), execBy: null }, 'admin');
    expect((await sendAs(t.app, tokens.supervisor!, 'DELETE', `${BASE}/${far}`)).statusCode).toBe(404);
    const meters = await getAs(t.app, tokens.supervisor!, `${BASE}/meters?factoryId=11`);
    expect((meters.json() as { data: { meterId: number; kind: string }[] }).data).toContainEqual(
      expect.objectContaining({ meterId: ids.meter, kind: 'electricity', deviceId: ids.device }),
    );
  });
});

describe('the scheduler', () => {
  // 2026-03-02 16:00 in China
  const clock = testClock(Date.parse('2026-03-02T08:00:00Z'));
  const run = () => generateDuePlans(db, clock);
  const ordersOf = async (planId: number) =>
    (
      await db.query<{
        kind: string;
        status: number;
        exec_by: number | null;
        exec_time: string;
        remark: string;
      }>(
        `SELECT kind, status, exec_by, remark, to_char(exec_time AT TIME ZONE '${TZ}', 'YYYY-MM-DD HH24:MI') AS exec_time
           FROM wo_task WHERE plan_id = $1 ORDER BY task_id`,
        [planId],
      )
    ).rows;
  const planState = async (planId: number) =>
    (
      await db.query<{ next_run: string | null; meter_base: number | null }>(
        `SELECT to_char(next_run, 'YYYY-MM-DD') AS next_run, meter_base::float8 AS meter_base FROM wo_maint_plan
          WHERE plan_id = $1`,
        [planId],
      )
    ).rows[0];

  beforeEach(async () => {
    // only the plans a test makes count
    await db.query('UPDATE wo_maint_plan SET enabled = false');
  });

  it('makes a meter plan due when the readings cross its step, not before, once', async () => {
    const base = await latest(ids.meter);
    const planId = await add({
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      meterId: ids.meter,
      meterEvery: 200,
    });
    await reading(ids.meter, base + 199.9);
    expect(await run()).toBe(0);
    expect(await ordersOf(planId)).toEqual([]);

    await reading(ids.meter, base + 200.5);
    // two runs at once (two instances): one order
    expect((await Promise.all([run(), run()])).reduce((a, b) => a + b)).toBe(1);
    expect(await ordersOf(planId)).toEqual([
      { kind: 'maint', status: 1, exec_by: OPERATOR, exec_time: '2026-03-02 08:00', remark: '润滑脂 2 支' },
    ]);
    // the count starts again at the reading that crossed
    expect(await planState(planId)).toEqual({ next_run: null, meter_base: base + 200.5 });
    expect(await run()).toBe(0);
    await reading(ids.meter, base + 400);
    expect(await run()).toBe(0);
    await reading(ids.meter, base + 400.5);
    expect(await run()).toBe(1);
    expect(await ordersOf(planId)).toHaveLength(2);
  });

  it('picks whichever comes first and restarts both counts', async () => {
    const base = await latest(ids.meter);
    // the meter first: the calendar (due 03-20) starts again from today
    const meterFirst = await add({ meterId: ids.meter, meterEvery: 100, cycleUnit: 'week', cycleEvery: 2 });
    // the calendar first: due today, the meter far from its step
    const calendarFirst = await add({ meterId: ids.meter, meterEvery: 1e6, nextRun: '2026-03-02' });
    await reading(ids.meter, base + 150);
    expect(await run()).toBe(2);
    expect(await ordersOf(meterFirst)).toHaveLength(1);
    expect(await planState(meterFirst)).toEqual({ next_run: '2026-03-16', meter_base: base + 150 });
    expect(await ordersOf(calendarFirst)).toHaveLength(1);
    expect(await planState(calendarFirst)).toEqual({ next_run: '2026-04-02', meter_base: base + 150 });
    expect(await run()).toBe(0);
  });

  it('runs calendar plans on their series with their lead time', async () => {
    const missed = await add({ nextRun: '2026-01-31', execBy: null });
    const ahead = await add({ cycleUnit: 'year', nextRun: '2026-03-05', leadDays: 3 });
    const later = await add({ cycleUnit: 'day', cycleEvery: 10, nextRun: '2026-03-06', leadDays: 3 });
    expect(await run()).toBe(2);
    // one order for a plan missed for a month, planned for today and waiting for dispatch; the month end is kept
    expect(await ordersOf(missed)).toMatchObject([
      { status: 0, exec_by: null, exec_time: '2026-03-02 08:00' },
    ]);
    expect((await planState(missed))!.next_run).toBe('2026-03-31');
    // made three days ahead, planned for its due date
    expect(await ordersOf(ahead)).toMatchObject([{ status: 1, exec_time: '2026-03-05 08:00' }]);
    expect((await planState(ahead))!.next_run).toBe('2027-03-05');
    expect(await ordersOf(later)).toEqual([]);
    clock.advance(24 * 3600_000);
    expect(await run()).toBe(1);
    expect((await planState(later))!.next_run).toBe('2026-03-16');
  });

  it('counts an after-completion plan from the day its order was handled, once that order is closed', async () => {
    // its own clock: 2026-03-02 16:00 in China
    const own = testClock(Date.parse('2026-03-02T08:00:00Z'));
    const go = () => generateDuePlans(db, own);
    const toDay = (day: string) => own.advance(Date.parse(`${day}T08:00:00Z`) - own.now());
    const every10 = { cycleUnit: 'day', cycleEvery: 10, nextRun: '2026-03-02' } as const;
    const fixed = await add(every10);
    const after = await add({ ...every10, cycleBasis: 'completion' });
    expect(await go()).toBe(2);
    const [made] = await db
      .query<{ task_id: number; task_no: string }>(
        'SELECT task_id, task_no FROM wo_task WHERE plan_id = $1',
        [after],
      )
      .then((r) => r.rows);
    expect((await planState(fixed))!.next_run).toBe('2026-03-12');
    expect(await rowOf(after)).toMatchObject({ cycleBasis: 'completion', waitTaskNo: made!.task_no });

    // 03-13, its order still open: the fixed plan runs on its series, the other waits
    toDay('2026-03-13');
    expect(await go()).toBe(1);
    expect(await ordersOf(fixed)).toHaveLength(2);
    expect(await ordersOf(after)).toHaveLength(1);

    // the known history: handled on 03-14, accepted and closed on 03-16
    await db.query(
      `UPDATE wo_task SET status = 9, handle_finish_time = '2026-03-14 10:00+08', update_time = '2026-03-16 09:00+08'
        WHERE task_id = $1`,
      [made!.task_id],
    );
    toDay('2026-03-16');
    expect(await go()).toBe(0);
    // ten days from the handling, not from the first due date (03-12) nor from the close (03-26)
    expect((await planState(after))!.next_run).toBe('2026-03-24');
    expect(await rowOf(after)).toMatchObject({ waitTaskNo: '' });
    expect(await go()).toBe(0);
    expect((await planState(after))!.next_run).toBe('2026-03-24');

    // due again on 03-24 (the fixed plan too, 03-22): two runs at once make each order once
    toDay('2026-03-24');
    const [a, b] = await Promise.all([go(), go()]);
    expect(a + b).toBe(2);
    expect(await ordersOf(after)).toHaveLength(2);
    expect((await rowOf(after)).waitTaskNo).toMatch(/^BY/);
  });

  it('counts running hours from the hourly readings with usage, and makes the order when they cross, once', async () => {
    const planId = await add({
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      meterId: ids.meter,
      meterEvery: 3,
      meterMeasure: 'hours',
    });
    expect(await rowOf(planId)).toMatchObject({ meterMeasure: 'hours', runHours: 0 });
    /** the meter's next reading, `gap` hours after its latest, with the period's usage */
    const next = (usage: number, gap = 1) =>
      db.query(
        `INSERT INTO energy_reading (meter_id, read_at, value, usage)
         SELECT $1, max(read_at) + $3 * interval '1 hour', max(value) + $2, $2 FROM energy_reading WHERE meter_id = $1`,
        [ids.meter, usage, gap],
      );
    await next(5.5); // ran
    await next(0); // idle: no usage
    await next(8, 3); // three hours in one reading: how many of them ran is not known
    await next(2.25); // ran
    expect(await run()).toBe(0);
    expect((await rowOf(planId)).runHours).toBe(2);
    await next(0.5);
    expect(await run()).toBe(1);
    expect(await ordersOf(planId)).toHaveLength(1);
    // the count starts again after the reading that crossed
    expect((await rowOf(planId)).runHours).toBe(0);
    expect(await run()).toBe(0);
  });

  it('keeps a plan whose meter is deleted from the ledger, counting nothing', async () => {
    const meter = await meterId('SH01-EM-03');
    const planId = await add({
      deviceId: await deviceId('SH01-E-001'),
      execBy: null,
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      meterId: meter,
      meterEvery: 1,
    });
    // the ledger's delete (its alarms released first, as the route requires)
    await db.query('UPDATE alarm_record SET released_at = now() WHERE meter_id = $1', [meter]);
    await db.query('DELETE FROM alarm_meter WHERE meter_id = $1', [meter]);
    expect(
      (
        await db.query('SELECT meter_id, meter_every::float8 AS e FROM wo_maint_plan WHERE plan_id = $1', [
          planId,
        ])
      ).rows,
    ).toEqual([{ meter_id: null, e: 1 }]);
    expect(await run()).toBe(0);
    expect(await ordersOf(planId)).toEqual([]);
  });

  it("makes an inspection plan's checklist the order's check items", async () => {
    const planId = await add({
      kind: 'inspect',
      nextRun: '2026-03-01',
      checklist: [
        { name: '轴承温度', type: 'number', standard: '℃', min: 20, max: 80 },
        { name: '密封无渗漏', type: 'pass', standard: '目视' },
        { name: '泵房照片', type: 'photo', standard: '' },
      ],
    });
    expect(await run()).toBe(1);
    const [order] = await ordersOf(planId);
    expect(order).toMatchObject({ kind: 'inspect', status: 1, exec_by: OPERATOR });
    const { rows } = await db.query(
      `SELECT i.item_name, i.standard FROM wo_inspect_item i JOIN wo_task t ON t.task_id = i.task_id
        WHERE t.plan_id = $1 ORDER BY i.order_num`,
      [planId],
    );
    expect(rows).toEqual([
      { item_name: '轴承温度', standard: '20~80 ℃' },
      { item_name: '密封无渗漏', standard: '目视' },
      { item_name: '泵房照片', standard: '' },
    ]);
    // dispatched by the plan, named as its page
    const { rows: logs } = await db.query(
      `SELECT l.log_obj FROM wo_task_log l JOIN wo_task t ON t.task_id = l.task_id WHERE t.plan_id = $1`,
      [planId],
    );
    expect(logs).toEqual([{ log_obj: { distributeByName: '巡检计划', execByName: '运维员小王' } }]);
    const listed = await rowOf(planId, 'inspect');
    expect(listed).toMatchObject({ orderCount: 1, recentOrders: [expect.objectContaining({ status: 1 })] });
  });
});

describe('migration 040', () => {
  const MENUS = [307, 3071, 30711, 30712, 30713, 30714, 3072, 30721, 30722, 30723, 30724];
  const menus = async () =>
    (
      await db.query(
        `SELECT menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num
           FROM sys_menu WHERE menu_id = ANY($1::int[]) ORDER BY menu_id`,
        [MENUS],
      )
    ).rows;
  const holders = async () =>
    (
      await db.query<{ role: string; n: number }>(
        `SELECT r.role_key AS role, count(*)::int AS n FROM sys_role_menu rm JOIN sys_role r ON r.role_id = rm.role_id
          WHERE rm.menu_id = ANY($1::int[]) GROUP BY r.role_key ORDER BY r.role_key`,
        [MENUS],
      )
    ).rows;

  it('gives a demo database seeded before it the 计划管理 menus as the seed has them, granted to admin and supervisor', async () => {
    const seeded = await menus();
    expect(seeded).toHaveLength(MENUS.length);
    // the operator holds none (the seed's roles: docs/plans.md)
    expect(await holders()).toEqual([{ role: 'supervisor', n: MENUS.length }]);
    // As a database seeded before 040: the menus' part of the migration (its columns are there already).
    await db.query('DELETE FROM sys_menu WHERE menu_id = ANY($1::int[])', [MENUS]);
    const sql = readFileSync(
      new URL('../../server/src/db/migrations/040-plans.sql', import.meta.url),
      'utf8',
    );
    await db.exec(sql.slice(sql.indexOf('-- 计划管理 (dir 307)')));
    expect(await menus()).toEqual(seeded);
    expect(await holders()).toEqual([
      { role: 'admin', n: MENUS.length },
      { role: 'supervisor', n: MENUS.length },
    ]);
  });
});
