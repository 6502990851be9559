/**
 * GET /api/energy/overview (docs/architecture.md §3 "Energy"): every figure checked against plain SQL over the hourly
 * and daily readings (not the roll-up the server reads), the factory scope, the gate of a named factory, the
 * permission code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_KINDS, ENERGY_RULE, type EnergyOverview } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { dataClock, newestReading, TZ, usageBetween } from './helpers/energy';
import { createTestApp, getAs, login, openSeededDb, testClock, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let asOf: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
  asOf = new Date(await newestReading(db)).toISOString();
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const overview = async (who: string, query = ''): Promise<EnergyOverview> => {
  const res = await getAs(t.app, tokens[who] ?? '', `/api/energy/overview${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** The periods the overview compares, computed by PostgreSQL's own calendar from the newest reading. */
async function periods(at: string) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT to_char($1::timestamptz AT TIME ZONE '${TZ}', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"') AS iso,
            to_char($1::timestamptz AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day,
            (date_trunc('day', $1::timestamptz AT TIME ZONE '${TZ}') AT TIME ZONE '${TZ}')::text AS today,
            ((date_trunc('day', $1::timestamptz AT TIME ZONE '${TZ}') - interval '1 day') AT TIME ZONE '${TZ}')::text
              AS yesterday,
            ($1::timestamptz - interval '1 day')::text AS yesterday_at,
            (date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}') AT TIME ZONE '${TZ}')::text AS month,
            ((date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}') - interval '1 month') AT TIME ZONE '${TZ}')::text
              AS last_month,
            (($1::timestamptz AT TIME ZONE '${TZ}' - interval '1 month') AT TIME ZONE '${TZ}')::text AS last_month_at`,
    [at],
  );
  return rows[0]!;
}

const between = (factories: number[], kind: string, after: string, upto: string) =>
  usageBetween(db, factories, kind, '$3::timestamptz', '$4::timestamptz', [after, upto]);

describe('GET /api/energy/overview', () => {
  it("sums the supervisor's two factories: today, yesterday's same hours, this month and last month's same days", async () => {
    const data = await overview('supervisor');
    const p = await periods(asOf);
    expect(data.asOf).toBe(p.iso);
    expect(data.kinds.map((k) => k.kind)).toEqual([...ENERGY_KINDS]);
    for (const k of data.kinds) {
      const f = [11, 12];
      expect(k.unit).toBe({ electricity: 'kWh', water: 'm³', gas: 'm³' }[k.kind]);
      expect(k.today).toBeCloseTo(await between(f, k.kind, p.today!, asOf), 2);
      expect(k.yesterday).toBeCloseTo(await between(f, k.kind, p.yesterday!, p.yesterday_at!), 2);
      expect(k.month).toBeCloseTo(await between(f, k.kind, p.month!, asOf), 2);
      expect(k.lastMonth).toBeCloseTo(await between(f, k.kind, p.last_month!, p.last_month_at!), 2);
    }
    // The demo gives every figure something to show.
    expect(data.kinds.every((k) => k.month > 0 && k.lastMonth > 0)).toBe(true);
  });

  it('draws the last 30 whole days, oldest first, yesterday last, each day the usage its readings close', async () => {
    const data = await overview('supervisor');
    expect(data.trend).toHaveLength(ENERGY_RULE.TREND_DAYS);
    const { rows } = await db.query<{ day: string; kind: string; s: string }>(
      `SELECT to_char(((r.read_at - interval '1 hour') AT TIME ZONE '${TZ}')::date, 'YYYY-MM-DD') AS day, m.kind,
              sum(r.usage)::text AS s
         FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
        WHERE m.factory_id IN (11, 12) AND r.usage IS NOT NULL
          AND r.read_at > $1::timestamptz - interval '31 days' AND r.read_at <= $1
        GROUP BY 1, 2`,
      [asOf],
    );
    const expected = new Map(rows.map((r) => [`${r.day} ${r.kind}`, Number(r.s)]));
    const p = await periods(asOf);
    const yesterday = new Date(Date.parse(`${p.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(data.trend.at(-1)!.day).toBe(yesterday);
    for (const day of data.trend) {
      for (const kind of ENERGY_KINDS)
        expect(day[kind]).toBeCloseTo(expected.get(`${day.day} ${kind}`) ?? 0, 2);
    }
    expect(data.trend.map((d) => d.day)).toEqual([...data.trend.map((d) => d.day)].sort());
  });

  it("ranks this month's ten largest electricity meters of the scope", async () => {
    const data = await overview('supervisor');
    const p = await periods(asOf);
    const { rows } = await db.query<{ code: string; factory: string; s: string }>(
      `SELECT m.code, f.name AS factory, sum(r.usage)::text AS s
         FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id JOIN sys_area f ON f.id = m.factory_id
        WHERE m.factory_id IN (11, 12) AND m.kind = 'electricity' AND r.read_at > $1 AND r.read_at <= $2
        GROUP BY m.code, f.name ORDER BY sum(r.usage) DESC LIMIT 10`,
      [p.month, asOf],
    );
    expect(data.top.map((m) => [m.code, m.factoryName])).toEqual(rows.map((r) => [r.code, r.factory]));
    data.top.forEach((m, i) => {
      expect(m).toMatchObject({ kind: 'electricity', unit: 'kWh' });
      expect(m.usage).toBeCloseTo(Number(rows[i]!.s), 2);
    });
  });

  it("gives each factory of the scope its month's electricity, water and kWh per m³", async () => {
    const data = await overview('supervisor');
    const p = await periods(asOf);
    expect(data.intensity.map((f) => f.factoryName)).toEqual(['上海第一水厂', '苏州工业园能源站']);
    for (const f of data.intensity) {
      const electricity = await between([f.factoryId], 'electricity', p.month!, asOf);
      const water = await between([f.factoryId], 'water', p.month!, asOf);
      expect(f.electricity).toBeCloseTo(electricity, 2);
      expect(f.water).toBeCloseTo(water, 2);
      expect(f.kwhPerM3).toBeCloseTo(electricity / water, 3);
    }
    // A water plant spends about a third of a kWh per m³ it supplies.
    expect(data.intensity[0]!.kwhPerM3).toBeGreaterThan(0.25);
    expect(data.intensity[0]!.kwhPerM3).toBeLessThan(0.4);
  });

  it('narrows to one factory of the scope; the viewer sees only its own', async () => {
    const p = await periods(asOf);
    const one = await overview('admin', '?factoryId=21');
    expect(one.intensity.map((f) => f.factoryId)).toEqual([21]);
    expect(new Set(one.top.map((m) => m.factoryName))).toEqual(new Set(['广州南沙水厂']));
    for (const k of one.kinds) expect(k.month).toBeCloseTo(await between([21], k.kind, p.month!, asOf), 2);
    expect((await overview('viewer')).intensity.map((f) => f.factoryId)).toEqual([21]);
    expect((await overview('admin')).intensity.map((f) => f.factoryId)).toEqual([11, 12, 21, 22]);
  });

  it('runs up to the last hour with readings when the catch-up has not written the current one yet', async () => {
    const late = await createTestApp(db, { clock: testClock(Date.parse(asOf) + 2 * 3_600_000 + 600_000) });
    try {
      const token = (await login(late.app, 'supervisor')).access_token;
      const data = (await getAs(late.app, token, '/api/energy/overview')).json().data as EnergyOverview;
      expect(data.asOf).toBe((await periods(asOf)).iso);
    } finally {
      await late.app.close();
    }
  });

  it('refuses a factory outside the scope (403), one that is no factory (404), bad input (400), no code (403)', async () => {
    const as = (who: string, query: string) =>
      getAs(t.app, tokens[who] ?? '', `/api/energy/overview${query}`);
    expect((await as('supervisor', '?factoryId=21')).json()).toEqual({
      code: 403,
      msg: '没有权限访问该工厂',
    });
    for (const id of [1, 999]) {
      const res = await as('admin', `?factoryId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '工厂不存在' });
    }
    const bad = await as('admin', '?factoryId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('querystring/factoryId');
    const refused = await as('operator', '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });
});
