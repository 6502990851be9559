/**
 * The energy report's pages (docs/energy.md "The report's pages"): GET /api/energy/report with pageNum and pageSize
 * answers one page of the rows, in the order of the whole report, beside the kind totals and the row count of the
 * whole report; the pages put together are the report asked for without a page, by day, month and year, for every
 * factory and one, with and without a kind. A page size out of PageQuery's bounds is 400 naming it; the export keeps
 * every row whatever page it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnergyReport } from '../../contract/energy/schemas';
import type { Db } from '../../server/src/db/client';
import { addDays, chinaDay, shiftMonths } from '../../server/src/shared/china-time';
import { dataClock, newestReading } from './helpers/energy';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

let db: Db;
let t: TestApp;
let token: string;
/** the China day of the newest reading */
let today: string;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
  today = chinaDay(await newestReading(db));
  token = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (query: string) => getAs(t.app, token, `/api/energy/report?${query}`);
const report = async (query: string): Promise<EnergyReport> => {
  const res = await as(query);
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  return res.json().data;
};

/** The sum of the values, exact to the stored 3 decimals. */
const sum3 = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('GET /api/energy/report in pages', () => {
  it('answers pages that put together are the whole report, each with the whole report’s totals', async () => {
    const ranges = [
      `granularity=day&start=${addDays(today, -40)}&end=${today}`,
      `granularity=month&start=${shiftMonths(today, -12)}&end=${today}`,
      `granularity=year&start=${shiftMonths(today, -12)}&end=${today}`,
    ];
    for (const range of ranges) {
      for (const scope of ['', '&factoryId=11']) {
        for (const kind of ['', '&kind=water']) {
          const query = `${range}${scope}${kind}`;
          const whole = await report(query);
          expect(whole.rows.length).toBeGreaterThan(0);
          expect(whole.total).toBe(whole.rows.length);
          // The kind totals are the sums of the rows' values, exactly.
          for (const total of whole.totals) {
            const ofKind = whole.rows.filter((r) => r.kind === total.kind);
            total.values.forEach((v, i) => expect(v).toBe(sum3(ofKind.map((r) => r.values[i]!))));
            expect(total.total).toBe(sum3(total.values));
          }
          const size = Math.max(1, Math.ceil(whole.total / 4) + 1);
          const rows: EnergyReport['rows'] = [];
          for (let pageNum = 1; pageNum <= Math.ceil(whole.total / size) + 1; pageNum++) {
            const page = await report(`${query}&pageNum=${pageNum}&pageSize=${size}`);
            expect(page.rows.length).toBeLessThanOrEqual(size);
            expect({ query, pageNum, total: page.total, totals: page.totals, periods: page.periods }).toEqual(
              {
                query,
                pageNum,
                total: whole.total,
                totals: whole.totals,
                periods: whole.periods,
              },
            );
            rows.push(...page.rows);
          }
          expect(rows).toEqual(whole.rows);
        }
      }
    }
  });

  it('takes either of pageNum and pageSize alone, with PageQuery’s default for the other', async () => {
    const query = `granularity=month&start=${today}&end=${today}`;
    const whole = await report(query);
    expect(whole.total).toBeGreaterThan(100);
    expect((await report(`${query}&pageNum=1`)).rows).toEqual(whole.rows.slice(0, 100));
    expect((await report(`${query}&pageSize=30`)).rows).toEqual(whole.rows.slice(0, 30));
    expect((await report(`${query}&pageNum=2&pageSize=30`)).rows).toEqual(whole.rows.slice(30, 60));
  });

  it.each([
    ['pageSize=0', 'querystring/pageSize'],
    ['pageSize=1000', 'querystring/pageSize'],
    ['pageSize=ten', 'querystring/pageSize'],
    ['pageNum=0', 'querystring/pageNum'],
  ])('answers 400 naming the field for %s', async (paging, field) => {
    const res = await as(`granularity=day&start=${today}&end=${today}&${paging}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(new RegExp(`^${field} `));
  });
});

describe('POST /api/energy/report/export with a page', () => {
  it('still exports every row and the totals', async () => {
    const query = { granularity: 'month', start: today, end: today };
    const whole = await report(new URLSearchParams(query).toString());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/energy/report/export',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...query, pageNum: 2, pageSize: 10 }),
    });
    expect(res.statusCode).toBe(200);
    const rows = sheetRows(res);
    expect(rows).toHaveLength(1 + whole.total + whole.totals.length);
    expect(rows.slice(1, -whole.totals.length).map((r) => r[2])).toEqual(whole.rows.map((r) => r.code));
  });
});
