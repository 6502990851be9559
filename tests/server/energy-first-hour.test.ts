/**
 * The first hour of a China day (docs/architecture.md §3 "Energy", "The first hour of a day"): at 00:05, after the
 * catch-up has written the 00:00 readings, the energy overview and both big screens say that today has no complete hour
 * (`todayHours` 0) and give no water figure for it, the daily report of the new day pre-fills nothing measured (null,
 * never 0), and the report of the day that just ended holds the whole day, its closing 00:00 reading included. An hour
 * on, today holds that hour. The clock is set here, on the snapshot's data (seeded at SEEDED_AT).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnergyOverview } from '../../contract/energy/schemas';
import type { DailyReport } from '../../contract/report';
import type { InternalScreen, PublicOverview } from '../../contract/screen';
import type { Db } from '../../server/src/db/client';
import { catchUp } from '../../server/src/modules/energy/catch-up';
import { newestReading, usageBetween } from './helpers/energy';
import { createTestApp, getAs, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';
import { SEEDED_AT } from './setup/seed-instant';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** The China day the snapshot was seeded on, and the next one. */
const SEED_DAY = '2026-06-17';
const NEXT_DAY = '2026-06-18';
const MIDNIGHT = Date.parse(`${NEXT_DAY}T00:00:00+08:00`);

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  // The data ends in the seed day's afternoon; at 00:05 the catch-up has brought it to the new day's 00:00.
  expect(new Date(SEEDED_AT + 8 * HOUR).toISOString().slice(0, 10)).toBe(SEED_DAY);
  const clock = testClock(MIDNIGHT + 5 * MIN);
  await catchUp(db, clock);
  t = await createTestApp(db, { clock });
  for (const name of ['admin', 'supervisor']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function data<T>(url: string, who = 'supervisor'): Promise<T> {
  const res = await getAs(t.app, tokens[who] ?? '', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const electricityPrefill = (report: DailyReport) =>
  report.figures.find((f) => f.key === 'electricity')?.prefill;

describe('the first hour of a China day', () => {
  it('the catch-up has written the readings up to 00:00', async () => {
    expect(await newestReading(db)).toBe(MIDNIGHT);
  });

  it('the energy overview stands at 00:00 with no complete hour of today', async () => {
    const overview = await data<EnergyOverview>('/api/energy/overview');
    expect(overview.asOf).toBe(`${NEXT_DAY}T00:00:00+08:00`);
    expect(overview.todayHours).toBe(0);
    for (const k of overview.kinds) expect([k.kind, k.today, k.yesterday]).toEqual([k.kind, 0, 0]);
  });

  it('the internal screen gives no water figure of today and no comparison', async () => {
    const screen = await data<InternalScreen>('/api/screen/internal');
    expect(screen.serverTime).toBe(`${NEXT_DAY} 00:05:00`);
    expect(screen.asOf).toBe(`${NEXT_DAY} 00:00:00`);
    expect(screen.todayHours).toBe(0);
    expect(screen.water).toEqual({ today: null, yesterday: null });
    expect(screen.orders.createdToday).toBe(0);
  });

  it('the public screen says the same', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/screen/public/overview',
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json().data as PublicOverview;
    expect(overview.todayHours).toBe(0);
    expect(overview.water.today).toBeNull();
  });

  it("the new day's daily report pre-fills no measured figure; the day that ended holds all of it", async () => {
    const today = await data<DailyReport>(`/api/om/daily/form?factoryId=11&date=${NEXT_DAY}`, 'admin');
    expect(today.status).toBeNull();
    expect(electricityPrefill(today)).toBeNull();
    const ended = await data<DailyReport>(`/api/om/daily/form?factoryId=11&date=${SEED_DAY}`, 'admin');
    const wholeDay = await usageBetween(db, [11], 'electricity', '$3::timestamptz', '$4::timestamptz', [
      new Date(MIDNIGHT - 24 * HOUR),
      new Date(MIDNIGHT),
    ]);
    expect(wholeDay).toBeGreaterThan(0);
    // The form keeps one decimal of a figure.
    expect(electricityPrefill(ended)).toBeCloseTo(wholeDay, 0);
  });

  it('an hour on, today holds its first hour beside the same hour of yesterday', async () => {
    const clock = testClock(MIDNIGHT + HOUR + 5 * MIN);
    await catchUp(db, clock);
    const later = await createTestApp(db, { clock });
    try {
      const token = (await login(later.app, 'supervisor')).access_token;
      const res = await getAs(later.app, token, '/api/energy/overview');
      const overview = res.json().data as EnergyOverview;
      expect(overview.todayHours).toBe(1);
      const electricity = overview.kinds.find((k) => k.kind === 'electricity')!;
      const hour = (end: number) =>
        usageBetween(db, [11, 12], 'electricity', '$3::timestamptz', '$4::timestamptz', [
          new Date(end - HOUR),
          new Date(end),
        ]);
      expect(electricity.today).toBeCloseTo(await hour(MIDNIGHT + HOUR), 2);
      expect(electricity.yesterday).toBeCloseTo(await hour(MIDNIGHT + HOUR - 24 * HOUR), 2);
      expect(electricity.today).toBeGreaterThan(0);
    } finally {
      await later.app.close();
    }
  });
});
