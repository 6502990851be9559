/**
 * GET /api/screen/internal (docs/architecture.md §3 "Big screens and the process page"): the day's orders, the overdue
 * ones, the active alarms, energy and water today and the factories' rows equal what the database says (counted here in
 * plain SQL and TypeScript, not through the server's queries); orders and alarms written here show up in the figures
 * and the last hour's events; the caller's scope and the factory gate; no sign-in, no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalScreen } from '../../contract/screen';
import type { Db } from '../../server/src/db/client';
import { raise } from './helpers/alarm-fixtures';
import { dataClock, TZ, usageBetween } from './helpers/energy';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

const MIN = 60_000;
const HOUR = 60 * MIN;

let db: Db;
let t: TestApp;
let now: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
  now = t.clock.now();
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function screen(who: string, query = ''): Promise<InternalScreen> {
  const res = await getAs(t.app, tokens[who] ?? '', `/api/screen/internal${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InternalScreen;
}

/** The start of the China day of `ms`, by PostgreSQL's own calendar. */
async function chinaDayStart(ms: number): Promise<number> {
  const { rows } = await db.query<{ at: Date }>(
    `SELECT date_trunc('day', $1::timestamptz AT TIME ZONE '${TZ}') AT TIME ZONE '${TZ}' AS at`,
    [new Date(ms)],
  );
  return rows[0]!.at.getTime();
}

interface Order {
  kind: string;
  status: number;
  created: number;
  updated: number;
  exec: number | null;
}

async function ordersOf(factoryId: number): Promise<Order[]> {
  const { rows } = await db.query<{ kind: string; status: number; c: Date; u: Date; e: Date | null }>(
    // the time each is held to: the overdue rule's (work-order/overdue-rule.ts)
    `SELECT kind, status, create_time AS c, update_time AS u,
            CASE WHEN status = 0 THEN LEAST(response_due, due_time) ELSE due_time END AS e
       FROM wo_task WHERE factory_id = $1`,
    [factoryId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    created: r.c.getTime(),
    updated: r.u.getTime(),
    exec: r.e?.getTime() ?? null,
  }));
}

async function addOrder(no: string, o: { status: number; created: number; updated: number; exec?: number }) {
  await db.query(
    `INSERT INTO wo_task (task_no, kind, status, factory_id, report_content, report_time, exec_time, create_time,
                          update_time, due_time)
     VALUES ($1, 'fix', $2, 11, '大屏测试', $3, $4, $3, $5, $4)`,
    [no, o.status, new Date(o.created), o.exec === undefined ? null : new Date(o.exec), new Date(o.updated)],
  );
}

describe('GET /api/screen/internal', () => {
  it('answers 401 without a token and 403/404 for a factory outside the scope or no factory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/screen/internal' });
    expect(res.statusCode).toBe(401);
    const outside = await getAs(t.app, tokens.operator ?? '', '/api/screen/internal?factoryId=12');
    expect([outside.statusCode, outside.json()]).toEqual([403, { code: 403, msg: '没有权限访问该工厂' }]);
    const none = await getAs(t.app, tokens.admin ?? '', '/api/screen/internal?factoryId=999');
    expect([none.statusCode, none.json()]).toEqual([404, { code: 404, msg: '工厂不存在' }]);
    const bad = await getAs(t.app, tokens.admin ?? '', '/api/screen/internal?factoryId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('querystring/factoryId');
  });

  it("counts the day's orders, the overdue ones and the active alarms as the database holds them, new ones included", async () => {
    const before = await screen('admin', '?factoryId=11');
    const dayStart = await chinaDayStart(now);
    // One of each: reported today and overdue (planned an hour ago, not dispatched), closed today, and an order
    // planned 30 days ago still with its executor (the most overdue of all).
    await addOrder('WX-SCREEN-01', {
      status: 0,
      created: now - 5 * MIN,
      updated: now - 5 * MIN,
      exec: now - HOUR,
    });
    await addOrder('WX-SCREEN-02', { status: 9, created: now - 40 * HOUR, updated: now - 2 * MIN });
    await addOrder('WX-SCREEN-03', {
      status: 1,
      created: now - 31 * 24 * HOUR,
      updated: now - 30 * 24 * HOUR,
      exec: now - 30 * 24 * HOUR,
    });
    await raise(db, { kind: 2, minutesAgo: 3, now, on: 'SH01-EM-01' });
    const data = await screen('admin', '?factoryId=11');

    const orders = await ordersOf(11);
    const day = orders.filter((o) => o.status !== 9 || o.updated >= dayStart);
    const overdue = (o: Order) => (o.status === 0 || o.status === 1) && o.exec !== null && o.exec < now;
    expect(data.orders.open).toBe(orders.filter((o) => o.status !== 9).length);
    expect(data.orders.createdToday).toBe(orders.filter((o) => o.created >= dayStart).length);
    expect(data.orders.closedToday).toBe(
      orders.filter((o) => o.status === 9 && o.updated >= dayStart).length,
    );
    for (const k of data.orders.byKind) {
      const own = day.filter((o) => o.kind === k.kind);
      expect(k.open, k.kind).toBe(own.filter((o) => o.status !== 9).length);
      expect(k.overdue, k.kind).toBe(own.filter(overdue).length);
    }
    for (const s of data.orders.byStatus)
      expect(s.count, String(s.status)).toBe(day.filter((o) => o.status === s.status).length);
    expect(data.overdue.count).toBe(orders.filter(overdue).length);
    expect(data.orders.open - before.orders.open).toBe(2);
    expect(data.orders.createdToday - before.orders.createdToday).toBe(1);
    expect(data.orders.closedToday - before.orders.closedToday).toBe(1);
    expect(data.overdue.count - before.overdue.count).toBe(2);
    expect(data.overdue.top[0]).toMatchObject({
      taskNo: 'WX-SCREEN-03',
      kind: 'fix',
      kindLabel: '维修工单',
      status: 1,
      statusLabel: '处理中',
      factoryName: '上海第一水厂',
      overdueMinutes: 30 * 24 * 60,
    });
    expect(data.overdue.top.length).toBeLessThanOrEqual(10);

    const { rows } = await db.query<{ kind: number; n: number }>(
      'SELECT kind, count(*)::int AS n FROM alarm_record WHERE factory_id = 11 AND released_at IS NULL GROUP BY kind',
    );
    const active = new Map(rows.map((r) => [r.kind, r.n]));
    expect(data.alarms.byKind.map((k) => [k.kind, k.count])).toEqual(
      [1, 2, 3, 4, 5].map((k) => [k, active.get(k) ?? 0]),
    );
    expect(data.alarms.total).toBe(before.alarms.total + 1);
    expect(data.factories).toEqual([
      expect.objectContaining({
        factoryId: 11,
        activeAlarms: data.alarms.total,
        openOrders: data.orders.open,
        overdueOrders: data.overdue.count,
        state: 'alarm',
      }),
    ]);

    // The last hour's events, newest first: the order reported 5 minutes ago, the one closed 2 minutes ago, the alarm.
    const texts = data.events.map((e) => `${e.type} ${e.text}`);
    expect(texts).toContain('order-created 维修工单 WX-SCREEN-01');
    expect(texts).toContain('order-closed 维修工单 WX-SCREEN-02');
    expect(texts).toContain('alarm-raised 联动告警：1#送水泵电表');
    expect(texts).not.toContain('order-created 维修工单 WX-SCREEN-03');
    expect(data.events.map((e) => e.time)).toEqual([...data.events.map((e) => e.time)].sort().reverse());
    // in English to an English console: the kinds, as the screen's tags name them; the device as stored
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/screen/internal',
      headers: { ...bearer(tokens.supervisor ?? ''), 'accept-language': 'en-US,en;q=0.9' },
    });
    const englishTexts = (english.json().data as InternalScreen).events.map((e) => `${e.type} ${e.text}`);
    expect(englishTexts).toContain('order-created Repair WX-SCREEN-01');
    expect(englishTexts).toContain('alarm-raised Linkage alarm: 1#送水泵电表');
  });

  it("gives energy and water today beside yesterday's same hours, and each factory's electricity", async () => {
    const data = await screen('supervisor');
    const asOf = Date.parse(`${data.asOf.replace(' ', 'T')}+08:00`);
    const dayStart = await chinaDayStart(asOf);
    const between = (factories: number[], kind: string, after: number, upto: number) =>
      usageBetween(db, factories, kind, '$3::timestamptz', '$4::timestamptz', [
        new Date(after),
        new Date(upto),
      ]);
    for (const k of data.energy) {
      expect(k.today, k.kind).toBeCloseTo(await between([11, 12], k.kind, dayStart, asOf), 2);
      expect(k.yesterday, k.kind).toBeCloseTo(
        await between([11, 12], k.kind, dayStart - 24 * HOUR, asOf - 24 * HOUR),
        2,
      );
    }
    for (const f of data.factories) {
      expect(f.electricityToday).toBeCloseTo(await between([f.factoryId], 'electricity', dayStart, asOf), 2);
    }
    // Water produced: each 出厂水 flow meter's mean m³/h over the hours so far, times those hours.
    const produced = async (after: number, upto: number) => {
      const { rows } = await db.query<{ v: number | null }>(
        `SELECT sum(mean)::float8 AS v FROM (
           SELECT avg(r.value) AS mean FROM alarm_meter m JOIN energy_reading r ON r.meter_id = m.meter_id
            WHERE m.factory_id IN (11, 12) AND m.kind = 'flow' AND m.name LIKE '出厂水%'
              AND r.read_at > $1 AND r.read_at <= $2
            GROUP BY m.meter_id) x`,
        [new Date(after), new Date(upto)],
      );
      return (rows[0]!.v ?? 0) * ((asOf - dayStart) / HOUR);
    };
    expect(data.water.today).toBeCloseTo(await produced(dayStart, asOf), 1);
    expect(data.water.yesterday).toBeCloseTo(await produced(dayStart - 24 * HOUR, asOf - 24 * HOUR), 1);
    expect(data.water.yesterday).toBeGreaterThan(0);
    expect(data.factories.map((f) => [f.factoryName, f.plantKind])).toEqual([
      ['上海第一水厂', 'water'],
      ['苏州工业园能源站', 'energy'],
    ]);
  });

  it("keeps the operator to factory 11: the same figures as factory 11's", async () => {
    const own = await screen('operator');
    const eleven = await screen('admin', '?factoryId=11');
    expect(own.factories.map((f) => f.factoryId)).toEqual([11]);
    expect(own.orders).toEqual(eleven.orders);
    expect(own.overdue).toEqual(eleven.overdue);
    expect(own.alarms).toEqual(eleven.alarms);
    expect(own.energy).toEqual(eleven.energy);
    expect(own.water).toEqual(eleven.water);
    expect(new Set(own.events.map((e) => e.factoryName))).toEqual(new Set(['上海第一水厂']));
    expect(new Set(own.overdue.top.map((o) => o.factoryId))).toEqual(new Set([11]));
    const all = await screen('admin');
    expect(all.factories.map((f) => f.factoryId)).toEqual([11, 12, 21, 22]);
    expect(all.alarms.total).toBeGreaterThan(own.alarms.total);
  });
});
