/**
 * What a daily report knows before anyone types (docs/architecture.md §3 "Daily and weekly reports"): the pre-fill
 * from the roll-up, the flow and quality meters, the device ledger, the work orders and the alarms of that China day,
 * compared with rows written here on a day the demo has no data for; and the deviations: the median of the 7 days
 * before, the 30 % edge, too few values, a median of 0, in the form, the month and the pending list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_FIGURES, type DailyReport, type PendingReport, type ReportMonth } from '../../contract/report';
import type { Db } from '../../server/src/db/client';
import { prefillDaily } from '../../server/src/modules/report/prefill';
import { bearer, createTestApp, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';

const NOW = Date.parse('2026-11-24T02:00:00Z');
/** a day long before the demo's readings, orders and alarms */
const P = '2026-01-15';
const TZ = 'Asia/Shanghai';

let db: Db;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: testClock(NOW) });
  await db.query('DELETE FROM om_report_history');
  await db.query('DELETE FROM om_daily_report');
  admin = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

async function meter(factoryId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT meter_id AS id FROM alarm_meter WHERE factory_id = $1 AND name = $2',
    [factoryId, name],
  );
  expect(rows, name).toHaveLength(1);
  return rows[0]!.id;
}

/** Readings of a meter at the China times `${P} HH:00` + hours (24 = the next midnight). */
async function readings(meterId: number, values: (hour: number) => number, hours: number[]): Promise<void> {
  for (const h of hours) {
    await db.query(
      `INSERT INTO energy_reading (meter_id, read_at, value)
       VALUES ($1, ($2::timestamp + make_interval(hours => $3)) AT TIME ZONE '${TZ}', $4)`,
      [meterId, `${P} 00:00`, h, values(h)],
    );
  }
}

const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

async function rollup(factoryId: number, kind: string, usage: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT meter_id AS id FROM alarm_meter WHERE factory_id = $1 AND kind = $2 ORDER BY code LIMIT 2',
    [factoryId, kind],
  );
  for (const [i, r] of rows.entries()) {
    await db.query(
      'INSERT INTO energy_daily (meter_id, factory_id, kind, day, usage) VALUES ($1, $2, $3, $4, $5)',
      [r.id, factoryId, kind, P, i === 0 ? usage : 0.25],
    );
  }
}

async function order(no: string, created: string, status: number, updated: string): Promise<void> {
  await db.query(
    `INSERT INTO wo_task (task_no, kind, status, factory_id, report_content, report_time, create_time, update_time)
     VALUES ($1, 'fix', $2, 11, '测试', $3::timestamp AT TIME ZONE '${TZ}', $3::timestamp AT TIME ZONE '${TZ}',
             $4::timestamp AT TIME ZONE '${TZ}')`,
    [no, status, created, updated],
  );
}

async function alarm(raised: string): Promise<void> {
  await db.query(
    `INSERT INTO alarm_record (factory_id, kind, device_type, code, name, content, raised_at, released_at)
     VALUES (11, 1, 1, 'T-1', '测试采集器', '测试', $1::timestamp AT TIME ZONE '${TZ}',
             $1::timestamp AT TIME ZONE '${TZ}')`,
    [raised],
  );
}

describe('pre-fill', () => {
  it("takes a water plant's figures from its own data of that China day", async () => {
    const inflow = await meter(11, '原水进水流量计');
    const outflow = await meter(11, '出厂水流量计');
    // the reading at 00:00 closes the day before; other flow and quality meters do not count
    await readings(inflow, (h) => (h % 2 === 0 ? 8_000 : 10_000), [0, ...HOURS]);
    await readings(outflow, () => 8_800, HOURS);
    await readings(await meter(11, '回收水流量计'), () => 250, HOURS);
    await readings(await meter(11, '出厂水浊度计'), (h) => (h % 2 === 0 ? 0.1 : 0.2), HOURS);
    await readings(await meter(11, '原水浊度仪'), () => 18, HOURS);
    await rollup(11, 'electricity', 70_000.5);
    await db.query('UPDATE wo_device SET status = 1 WHERE factory_id = 11');
    await db.query(
      `UPDATE wo_device SET status = CASE WHEN n <= 5 THEN 0 ELSE 2 END,
              deleted_at = CASE WHEN n = 1 THEN now() END
         FROM (SELECT device_id AS id, row_number() OVER (ORDER BY device_id) AS n FROM wo_device WHERE factory_id = 11) d
        WHERE wo_device.device_id = d.id AND d.n <= 7`,
    );
    await order('TEST0001', `${P} 09:00`, 0, `${P} 09:00`);
    await order('TEST0002', `${P} 10:00`, 9, `${P} 15:00`);
    await order('TEST0003', '2026-01-10 08:00', 9, `${P} 23:30`);
    await order('TEST0004', '2026-01-14 23:59', 1, `${P} 08:00`);
    await alarm(`${P} 00:00`);
    await alarm(`${P} 13:00`);
    await alarm('2026-01-16 00:00');

    const figures = await prefillDaily(db, 11, P, 'water');
    expect(figures).toEqual({
      inflow: 216_000,
      outflow: 211_200,
      electricity: 70_000.8,
      energyPerM3: 0.331,
      pac: null,
      naclo: null,
      turbidity: 0.15,
      chlorine: null,
      ph: null,
      devicesRunning: 4,
      devicesFaulty: 2,
      ordersOpened: 2,
      ordersClosed: 2,
      alarmsRaised: 2,
    });
    const form = await get<DailyReport>(`/api/om/daily/form?factoryId=11&date=${P}`);
    expect(Object.fromEntries(form.figures.map((f) => [f.key, f.value]))).toEqual(figures);
    expect(form.figures.every((f) => f.prefill === f.value && !f.manual)).toBe(true);
  });

  it("takes an energy station's electricity, gas and water from the roll-up and never invents the rest", async () => {
    await rollup(12, 'electricity', 90_000);
    await rollup(12, 'gas', 25_000);
    const figures = await prefillDaily(db, 12, P, 'energy');
    expect(Object.keys(figures)).toEqual([...PLANT_FIGURES.energy]);
    expect(figures).toMatchObject({
      electricity: 90_000.3,
      gas: 25_000.3,
      water: null,
      heatSupplied: null,
      coolingSupplied: null,
      ordersOpened: 0,
      alarmsRaised: 0,
    });
  });

  it('knows no flow of a day without readings', async () => {
    const figures = await prefillDaily(db, 11, '2026-01-20', 'water');
    expect(figures).toMatchObject({
      inflow: null,
      outflow: null,
      turbidity: null,
      electricity: null,
      energyPerM3: null,
    });
  });
});

/** A daily report of 广州南沙水厂 (21) written straight into the table. */
async function report(date: string, figures: object, status = 2): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO om_daily_report (factory_id, report_date, status, figures, prefill, submitted_at)
     VALUES (21, $1, $2::smallint, $3::jsonb, $3::jsonb, CASE WHEN $2::smallint = 1 THEN now() END) RETURNING id`,
    [date, status, JSON.stringify(figures)],
  );
  return rows[0]!.id;
}

describe('deviations', () => {
  const D = '2026-06-10';
  let id: number;
  const figure = async (key: string) =>
    (await get<DailyReport>(`/api/om/daily/form?factoryId=21&date=${D}`)).figures.find((f) => f.key === key)!;
  const set = (figures: object) =>
    db.query('UPDATE om_daily_report SET figures = $2::jsonb WHERE id = $1', [id, JSON.stringify(figures)]);

  beforeAll(async () => {
    // outside the window: the 8th day before
    await report('2026-06-02', { electricity: 1_000, inflow: 1_000, pac: 1_000, ordersOpened: 9 });
    await report('2026-06-03', { electricity: 100, inflow: 100, pac: 50, ordersOpened: 0 }, 0);
    await report('2026-06-04', { electricity: 100, inflow: 100, ordersOpened: 0 }, 3);
    await report('2026-06-05', { electricity: 100, inflow: 100, pac: 60, ordersOpened: 0 });
    id = await report(D, { electricity: 130, inflow: 100 }, 0);
  });

  it('flags a value more than 30 % away from the median of the 7 days before, not one at the edge', async () => {
    expect(await figure('electricity')).toMatchObject({
      value: 130,
      median: 100,
      flagged: false,
      previous: 100,
    });
    for (const [value, flagged] of [
      [130.1, true],
      [70, false],
      [69.9, true],
    ] as const) {
      await set({ electricity: value });
      expect((await figure('electricity')).flagged).toBe(flagged);
    }
  });

  it('has no median with fewer than 3 earlier values, and no flag on a median of 0', async () => {
    await set({ pac: 500, ordersOpened: 5 });
    expect(await figure('pac')).toMatchObject({ median: null, flagged: false });
    expect(await figure('ordersOpened')).toMatchObject({ median: 0, flagged: false });
  });

  it('counts the flagged figures of each day of the month and of each pending report', async () => {
    await set({ electricity: 130.1, inflow: 69.9, ordersOpened: 5 });
    // its own window holds 100, 100 and this day's 130.1: median 100
    await report('2026-06-11', { electricity: 100, inflow: 100 }, 0);
    const month = await get<ReportMonth>('/api/om/daily/month?factoryId=21&month=2026-06');
    const flagged = Object.fromEntries(month.periods.map((p) => [p.date, p.flagged]));
    expect(flagged).toMatchObject({ [D]: 2, '2026-06-11': 0, '2026-06-05': 0, '2026-06-02': 0 });
    await db.query('UPDATE om_daily_report SET status = 1, submitted_at = now() WHERE id = $1', [id]);
    const pending = await get<PendingReport[]>('/api/om/daily/pending?factoryId=21');
    expect(pending.map((p) => [p.date, p.flagged])).toEqual([[D, 2]]);
    const form = await get<DailyReport>(`/api/om/daily/form?factoryId=21&date=${D}`);
    expect(form.previousDate).toBe('2026-06-05');
  });
});
