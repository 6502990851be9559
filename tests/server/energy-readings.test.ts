/**
 * GET /api/energy/meters, /api/energy/readings and /api/energy/readings/series (docs/architecture.md §3 "Energy"):
 * the readings checked against plain SQL, paging, the range and meter rules (400 naming the field), the factory
 * scope, the permission code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_MSG, type ReadingRow, type ReadingSeries } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { dataClock, meterIdOf, newestReading, TZ } from './helpers/energy';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let newest: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
  newest = await newestReading(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const DAY = 86_400_000;
const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
/** `meterIds=…&start=…&end=…` */
const rangeQuery = (ids: number[], start: number, end: number) =>
  `${ids.map((id) => `meterIds=${id}`).join('&')}&start=${iso(start)}&end=${iso(end)}`;

/** The readings of the meters in [start, end) as the API should answer them, straight from the table. */
async function stored(ids: number[], start: number, end: number) {
  const { rows } = await db.query<{
    meter_id: number;
    at: string;
    value: string;
    usage: string | null;
    code: string;
  }>(
    `SELECT r.meter_id, to_char(r.read_at AT TIME ZONE '${TZ}', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"') AS at,
            r.value::text AS value, r.usage::text AS usage, m.code
       FROM energy_reading r JOIN alarm_meter m ON m.meter_id = r.meter_id
      WHERE r.meter_id = ANY($1::int[]) AND r.read_at >= $2 AND r.read_at < $3
      ORDER BY r.read_at DESC, m.code`,
    [ids, new Date(start), new Date(end)],
  );
  return rows;
}

describe('GET /api/energy/meters', () => {
  it("lists every meter of the factory by code, with its kind's unit", async () => {
    const res = await as('supervisor', '/api/energy/meters?factoryId=12');
    expect(res.statusCode).toBe(200);
    const { rows } = await db.query<{ meterId: number; code: string; name: string; kind: string }>(
      'SELECT meter_id AS "meterId", code, name, kind FROM alarm_meter WHERE factory_id = 12 ORDER BY code',
    );
    const units: Record<string, string> = {
      electricity: 'kWh',
      water: 'm³',
      gas: 'm³',
      flow: 'm³/h',
      quality: 'NTU',
    };
    expect(res.json().data).toEqual(rows.map((r) => ({ ...r, unit: units[r.kind] })));
    expect(rows.length).toBeGreaterThan(100);
  });

  it('refuses a factory outside the scope (403), no factory (404), a user without the code (403)', async () => {
    expect((await as('supervisor', '/api/energy/meters?factoryId=21')).json()).toEqual({
      code: 403,
      msg: '没有权限访问该工厂',
    });
    expect((await as('admin', '/api/energy/meters?factoryId=1')).statusCode).toBe(404);
    expect((await as('operator', '/api/energy/meters?factoryId=11')).statusCode).toBe(403);
    expect((await as('viewer', '/api/energy/meters?factoryId=21')).statusCode).toBe(200);
  });
});

describe('GET /api/energy/readings/series', () => {
  it('gives each meter asked for, in that order, its readings of the range, oldest first', async () => {
    const codes = ['SH01-FM-01', 'SH01-EM-01', 'SZ01-GM-01', 'SH01-EM-05'];
    const ids = await Promise.all(codes.map((c) => meterIdOf(db, c)));
    const start = newest - 90 * DAY;
    const res = await as('supervisor', `/api/energy/readings/series?${rangeQuery(ids, start, newest + 1)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as ReadingSeries[];
    expect(data.map((s) => s.code)).toEqual(codes);
    expect(data.map((s) => s.unit)).toEqual(['m³/h', 'kWh', 'm³', 'kWh']);
    const rows = (await stored(ids, start, newest + 1)).reverse();
    for (const s of data) {
      const own = rows.filter((r) => r.meter_id === s.meterId);
      expect(own.length).toBeGreaterThan(2000);
      expect(s.points).toEqual(own.map((r) => [r.at, Number(r.value)]));
    }
    // A register only rises; a flow goes up and down.
    const register = data[1]!.points.map(([, v]) => v);
    expect(register.every((v, i) => i === 0 || v >= register[i - 1]!)).toBe(true);
    const flow = data[0]!.points.map(([, v]) => v);
    expect(flow.some((v, i) => i > 0 && v < flow[i - 1]!)).toBe(true);
  });

  it('answers an empty line for a range without readings, and once for a meter asked twice', async () => {
    const id = await meterIdOf(db, 'SH01-EM-01');
    const res = await as(
      'admin',
      `/api/energy/readings/series?${rangeQuery([id, id], newest + DAY, newest + 2 * DAY)}`,
    );
    expect(res.json().data).toEqual([expect.objectContaining({ meterId: id, points: [] })]);
  });
});

describe('GET /api/energy/readings', () => {
  it('pages the readings newest first, then by meter code; total counts them all', async () => {
    const ids = await Promise.all(['SH01-WM-01', 'SH01-EM-01', 'SH01-QM-01'].map((c) => meterIdOf(db, c)));
    const start = newest - 30 * DAY;
    const rows = await stored(ids, start, newest);
    const res = await as(
      'operator',
      `/api/energy/readings?${rangeQuery(ids, start, newest)}&pageSize=50&pageNum=3`,
    );
    // the operator holds no energy code
    expect(res.statusCode).toBe(403);
    const page = await as(
      'supervisor',
      `/api/energy/readings?${rangeQuery(ids, start, newest)}&pageSize=50&pageNum=3`,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json() as { rows: ReadingRow[]; total: number };
    expect(body.total).toBe(rows.length);
    expect(body.rows.map((r) => [r.code, r.readAt, r.value, r.usage])).toEqual(
      rows
        .slice(100, 150)
        .map((r) => [r.code, r.at, Number(r.value), r.usage === null ? null : Number(r.usage)]),
    );
    const quality = body.rows.find((r) => r.code === 'SH01-QM-01')!;
    expect(quality).toMatchObject({ kind: 'quality', unit: 'NTU', usage: null, name: '出厂水浊度计' });
    const electricity = body.rows.find((r) => r.code === 'SH01-EM-01')!;
    expect(electricity).toMatchObject({ kind: 'electricity', unit: 'kWh', name: '1#送水泵电表' });
    expect(electricity.usage).toBeGreaterThan(0);
  });

  it('takes start inclusive and end exclusive', async () => {
    const id = await meterIdOf(db, 'SH01-EM-01');
    const hour = newest - 5 * 3_600_000;
    const res = await as('admin', `/api/energy/readings?${rangeQuery([id], hour, hour + 3_600_000)}`);
    const { rows } = await db.query<{ at: string }>(
      `SELECT to_char($1::timestamptz AT TIME ZONE '${TZ}', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"') AS at`,
      [new Date(hour)],
    );
    expect(res.json().rows.map((r: ReadingRow) => r.readAt)).toEqual([rows[0]!.at]);
  });
});

describe('the reading rules', () => {
  it.each([
    [
      'a reversed range',
      (id: number) => rangeQuery([id], newest, newest - DAY),
      `querystring/end ${ENERGY_MSG.RANGE_REVERSED}`,
    ],
    [
      'a range over 92 days',
      (id: number) => rangeQuery([id], newest - 93 * DAY, newest),
      `querystring/end ${ENERGY_MSG.RANGE_TOO_LONG}`,
    ],
    [
      'an unknown meter',
      (id: number) => rangeQuery([id, 999_999], newest - DAY, newest),
      `querystring/meterIds ${ENERGY_MSG.METER_NOT_FOUND}`,
    ],
    ['no meter', () => `start=${iso(newest - DAY)}&end=${iso(newest)}`, 'querystring/meterIds is required'],
    [
      'eleven meters',
      (id: number) =>
        rangeQuery(
          Array.from({ length: 11 }, (_, i) => id + i),
          newest - DAY,
          newest,
        ),
      'querystring/meterIds must NOT have more than 10 items',
    ],
    [
      'a time that is no time',
      (id: number) => `meterIds=${id}&start=yesterday&end=${iso(newest)}`,
      'querystring/start must match format "date-time"',
    ],
  ])('answers 400 naming the field for %s, on both routes', async (_, query, msg) => {
    const id = await meterIdOf(db, 'SH01-EM-01');
    for (const path of ['/api/energy/readings', '/api/energy/readings/series']) {
      const res = await as('supervisor', `${path}?${query(id)}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 400,
        body: { code: 400, msg },
      });
    }
  });

  it('answers a meter outside the scope like a missing one', async () => {
    const ours = await meterIdOf(db, 'SH01-EM-01');
    const theirs = await meterIdOf(db, 'GZ01-EM-01');
    for (const path of ['/api/energy/readings', '/api/energy/readings/series']) {
      const res = await as('supervisor', `${path}?${rangeQuery([ours, theirs], newest - DAY, newest)}`);
      expect(res.json()).toEqual({ code: 400, msg: `querystring/meterIds ${ENERGY_MSG.METER_NOT_FOUND}` });
    }
    expect(
      (await as('viewer', `/api/energy/readings?${rangeQuery([theirs], newest - DAY, newest)}`)).statusCode,
    ).toBe(200);
  });
});
