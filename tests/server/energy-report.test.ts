/**
 * GET /api/energy/report and POST /api/energy/report/export (docs/architecture.md §3 "Energy"): the usage per meter
 * and day, month or year checked against plain SQL over the readings, the totals, the order of the rows, the range
 * rules (400 naming the field), the factory scope, the codes, and the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_MSG, type EnergyReport } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { dataClock, newestReading, TZ } from './helpers/energy';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { bearer, count, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

let db: Db;
let t: TestApp;
/** the China day of the newest reading, and the first of its month */
let today: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char($1::timestamptz AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day`,
    [new Date(await newestReading(db))],
  );
  today = rows[0]!.day;
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, query: string) => getAs(t.app, tokens[who] ?? '', `/api/energy/report?${query}`);
const report = async (who: string, query: string): Promise<EnergyReport> => {
  const res = await as(who, query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Usage per meter code and period straight from the readings: a reading counts for the day its hour ends in. */
async function expectedUsage(factories: number[], format: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ code: string; period: string; s: string }>(
    `SELECT m.code, to_char(((r.read_at - interval '1 hour') AT TIME ZONE '${TZ}')::date, $2) AS period,
            sum(r.usage)::text AS s
       FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
      WHERE m.factory_id = ANY($1::int[]) AND r.usage IS NOT NULL
      GROUP BY 1, 2`,
    [factories, format],
  );
  return new Map(rows.map((r) => [`${r.code} ${r.period}`, Number(r.s)]));
}

function expectMatches(data: EnergyReport, expected: Map<string, number>): void {
  for (const row of data.rows) {
    data.periods.forEach((period, i) => {
      expect(row.values[i]).toBeCloseTo(expected.get(`${row.code} ${period}`) ?? 0, 2);
    });
    expect(row.total).toBeCloseTo(
      row.values.reduce((a, b) => a + b, 0),
      2,
    );
  }
}

describe('GET /api/energy/report', () => {
  it('gives every energy meter of the factory its usage per day of this month, by kind and code', async () => {
    const start = `${today.slice(0, 8)}01`;
    const data = await report('supervisor', `factoryId=11&granularity=day&start=${start}&end=${today}`);
    expect(data.periods[0]).toBe(start);
    expect(data.periods.at(-1)).toBe(today);
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM alarm_meter WHERE factory_id = 11 AND kind IN ('electricity', 'water', 'gas')
        ORDER BY array_position(ARRAY['electricity', 'water', 'gas']::varchar[], kind), code`,
    );
    expect(data.rows.map((r) => r.code)).toEqual(rows.map((r) => r.code));
    expect(
      data.rows.every((r) => r.factoryName === '上海第一水厂' && r.values.length === data.periods.length),
    ).toBe(true);
    expectMatches(data, await expectedUsage([11], 'YYYY-MM-DD'));
    expect(data.totals.map((k) => k.kind)).toEqual(['electricity', 'water', 'gas']);
    for (const total of data.totals) {
      const ofKind = data.rows.filter((r) => r.kind === total.kind);
      total.values.forEach((v, i) =>
        expect(v).toBeCloseTo(
          ofKind.reduce((a, r) => a + r.values[i]!, 0),
          2,
        ),
      );
      expect(total.total).toBeCloseTo(
        ofKind.reduce((a, r) => a + r.total, 0),
        2,
      );
    }
  });

  it('sums whole months and years from any day inside them, for one kind', async () => {
    const months = await report(
      'admin',
      `factoryId=21&granularity=month&start=2025-12-15&end=${today}&kind=water`,
    );
    expect(months.periods[0]).toBe('2025-12');
    expect(months.periods.at(-1)).toBe(today.slice(0, 7));
    expect(new Set(months.rows.map((r) => r.kind))).toEqual(new Set(['water']));
    expect(months.totals.map((k) => k.kind)).toEqual(['water']);
    expectMatches(months, await expectedUsage([21], 'YYYY-MM'));
    const years = await report('admin', `granularity=year&start=2024-06-30&end=${today}&kind=gas`);
    expect(years.periods).toEqual(
      ['2024', '2025', today.slice(0, 4)].filter((y, i, a) => a.indexOf(y) === i),
    );
    expectMatches(years, await expectedUsage([11, 12, 21, 22], 'YYYY'));
    expect(years.totals[0]!.total).toBeGreaterThan(0);
  });

  it("covers the caller's factories without factoryId and refuses one outside them", async () => {
    const data = await report('supervisor', `granularity=month&start=${today}&end=${today}`);
    expect([...new Set(data.rows.map((r) => r.factoryId))]).toEqual([11, 12]);
    const viewer = await report('viewer', `granularity=day&start=${today}&end=${today}`);
    expect([...new Set(viewer.rows.map((r) => r.factoryId))]).toEqual([21]);
    const outside = await as('supervisor', `factoryId=21&granularity=day&start=${today}&end=${today}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    expect((await as('admin', `factoryId=2&granularity=day&start=${today}&end=${today}`)).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['granularity=day&start=2026-03-10&end=2026-03-09', `querystring/end ${ENERGY_MSG.RANGE_REVERSED}`],
    ['granularity=month&start=2026-03-10&end=2026-03-01', `querystring/end ${ENERGY_MSG.RANGE_REVERSED}`],
    ['granularity=day&start=2026-01-01&end=2026-03-04', `querystring/end ${ENERGY_MSG.RANGE_TOO_LONG}`],
    ['granularity=month&start=2024-01-31&end=2026-01-01', `querystring/end ${ENERGY_MSG.RANGE_TOO_LONG}`],
    ['granularity=year&start=2016-12-31&end=2026-01-01', `querystring/end ${ENERGY_MSG.RANGE_TOO_LONG}`],
    ['granularity=day&start=2026-02-30&end=2026-03-01', 'querystring/start has an invalid format'],
    ['granularity=day&start=2026-03-01&end=2026-3-2', 'querystring/end has an invalid format'],
    [
      'granularity=week&start=2026-03-01&end=2026-03-02',
      'querystring/granularity must be one of day, month, year',
    ],
    ['granularity=day&start=2026-03-01&end=2026-03-02&kind=flow', 'querystring/kind must be one of'],
    ['granularity=day&start=2026-03-01', 'querystring/end is required'],
  ])('answers 400 naming the field for %s', async (query, msg) => {
    const res = await as('admin', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
  });

  it('takes the longest ranges allowed: 62 days, 24 months, 10 years', async () => {
    for (const query of [
      'granularity=day&start=2026-01-01&end=2026-03-03',
      'granularity=month&start=2024-02-29&end=2026-01-01',
      'granularity=year&start=2017-12-31&end=2026-01-01',
    ]) {
      const res = await as('admin', `factoryId=12&${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
    }
  });

  it('answers 403 to a user without the code', async () => {
    const res = await as('operator', `granularity=day&start=${today}&end=${today}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });
});

describe('POST /api/energy/report/export', () => {
  const post = (who: string, payload: object | string, type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/energy/report/export',
      headers: { ...bearer(tokens[who] ?? ''), 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers the report as an .xlsx attachment: a row per meter, then a total row per kind', async () => {
    const query = { factoryId: 12, granularity: 'day', start: `${today.slice(0, 8)}01`, end: today };
    const data = await report('supervisor', new URLSearchParams(query as never).toString());
    const res = await post('supervisor', query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`能耗报表_${query.start}_${today}.xlsx`)}`,
    );
    const rows = sheetRows(res);
    expect(rows[0]).toEqual(['工厂', '能源类型', '仪表编码', '仪表名称', '单位', ...data.periods, '合计']);
    expect(rows).toHaveLength(1 + data.rows.length + data.totals.length);
    const first = data.rows[0]!;
    expect(rows[1]).toEqual(
      ['苏州工业园能源站', '用电', first.code, first.name, 'kWh', ...first.values, first.total].map(String),
    );
    const water = data.totals.find((k) => k.kind === 'water')!;
    expect(rows.at(-2)).toEqual(['合计', '用水', '', '', 'm³', ...water.values, water.total].map(String));
  });

  it('takes the query as a form too', async () => {
    const res = await post(
      'admin',
      `factoryId=22&granularity=month&start=${today}&end=${today}&kind=gas`,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    const rows = sheetRows(res).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[1] === '用气')).toBe(true);
  });

  it('refuses bad input naming the body field, a factory outside the scope, and a user without the code', async () => {
    const before = await count(db, 'energy_reading');
    const reversed = await post('supervisor', { granularity: 'day', start: '2026-03-02', end: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ code: 400, msg: `body/end ${ENERGY_MSG.RANGE_REVERSED}` });
    const missing = await post('supervisor', { granularity: 'day', start: '2026-03-02' });
    expect(missing.json()).toEqual({ code: 400, msg: 'body/end is required' });
    const outside = await post('supervisor', { factoryId: 22, granularity: 'day', start: today, end: today });
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    // The viewer holds the report's code but not the export's.
    const viewer = await post('viewer', { granularity: 'day', start: today, end: today });
    expect(viewer.statusCode).toBe(403);
    expect(await count(db, 'energy_reading')).toBe(before);
  });
});
