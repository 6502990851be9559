/**
 * The public screen routes (docs/requirements.md §2: `/ExternalScreen` and `/Process` need no sign-in;
 * docs/architecture.md §3 "Big screens and the process page"): no personal data anywhere in their answers, 60 requests a
 * minute per client address over all of them (the 61st is 429 with Retry-After, another address is not counted, the
 * next window is open again), and each answer kept 30 s per query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicOverview, PublicPlant } from '../../contract/screen';
import type { Db } from '../../server/src/db/client';
import { raise } from './helpers/alarm-fixtures';
import { dataClock } from './helpers/energy';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const get = (url: string, address: string) => t.app.inject({ method: 'GET', url, remoteAddress: address });

async function data<T>(url: string, address: string): Promise<T> {
  const res = await get(url, address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** Every key and leaf value of a JSON answer with its path. */
function* leaves(value: unknown, path = ''): Generator<{ path: string; key: string; value: unknown }> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* leaves(v, `${path}/${i}`);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield { path: `${path}/${k}`, key: k, value: v };
      yield* leaves(v, `${path}/${k}`);
    }
  } else {
    yield { path, key: '', value };
  }
}

describe('public screen routes', () => {
  it('answer without a token and carry no person, account, phone number, task number or address', async () => {
    // Give the demo accounts phone numbers and e-mails, so that a leak would have something to leak.
    await db.query(
      `UPDATE sys_user SET phonenumber = '1380013800' || user_id, email = user_name || '@woms.example'`,
    );
    const people = await db.query<{ v: string }>(
      `SELECT v FROM sys_user, unnest(ARRAY[user_name, nick_name, phonenumber, email]) AS v WHERE v <> ''
       UNION SELECT v FROM arc_plant_contact, unnest(ARRAY[name, mobile, landline]) AS v
       UNION SELECT task_no FROM wo_task
       UNION SELECT instrument_addr FROM alarm_meter UNION SELECT address FROM alarm_collector`,
    );
    const forbidden = new Set(people.rows.map((r) => r.v));
    expect(forbidden.has('运维员小王')).toBe(true);
    const plants = await data<PublicPlant[]>('/api/screen/public/plants', '10.0.1.1');
    const answers: [string, unknown][] = [
      ['overview', await data('/api/screen/public/overview', '10.0.1.1')],
      ['plants', plants],
      ...(await Promise.all(
        plants.map(
          async (p) =>
            [
              `process ${p.factoryId}`,
              await data(`/api/screen/public/process/${p.factoryId}`, '10.0.1.1'),
            ] as [string, unknown],
        ),
      )),
    ];
    let values = 0;
    for (const [name, answer] of answers) {
      for (const leaf of leaves(answer, name)) {
        expect(leaf.key, leaf.path).not.toMatch(
          /phone|mobile|user.?name|nick.?name|email|addr|task.?no|contact|landline/i,
        );
        if (leaf.key === '') {
          values += 1;
          expect(forbidden.has(String(leaf.value)), `${leaf.path} = ${String(leaf.value)}`).toBe(false);
        }
      }
    }
    expect(values).toBeGreaterThan(500);
  });

  it('sums the public figures over every factory', async () => {
    const o = await data<PublicOverview>('/api/screen/public/overview', '10.0.2.1');
    expect(o.factories).toEqual({ total: 4, waterPlants: 2, energyStations: 2 });
    expect(o.plants.map((p) => [p.name, p.plantKindLabel])).toEqual([
      ['上海第一水厂', '水厂'],
      ['苏州工业园能源站', '能源站'],
      ['广州南沙水厂', '水厂'],
      ['深圳前海综合能源站', '能源站'],
    ]);
    // Energy stations have no 出厂水 flow meters: no water produced, rather than none.
    expect(o.plants.map((p) => p.waterToday === null)).toEqual([false, true, false, true]);
    expect(o.water.today).toBeCloseTo((o.plants[0]!.waterToday ?? 0) + (o.plants[2]!.waterToday ?? 0), 2);
    expect(o.trend).toHaveLength(30);
    expect(o.trend.every((d) => d.water !== null && d.water > 100_000 && d.electricity > 0)).toBe(true);
    expect(o.energy.map((e) => e.kind)).toEqual(['electricity', 'water', 'gas']);
    const { rows } = await db.query<{ active: number; open: number }>(
      `SELECT (SELECT count(*)::int FROM alarm_record WHERE released_at IS NULL) AS active,
              (SELECT count(*)::int FROM wo_task WHERE status <> 9) AS open`,
    );
    expect(o.alarms.total).toBe(rows[0]!.active);
    expect(o.orders.open).toBe(rows[0]!.open);
    const { completedMonth, open, completionRate } = o.orders;
    expect(completionRate).toBeCloseTo(completedMonth / (completedMonth + open), 4);
  });

  it('answers the 61st request of an address within a minute 429 with Retry-After, not another address, and the next minute again', async () => {
    const urls = [
      '/api/screen/public/overview',
      '/api/screen/public/plants',
      '/api/screen/public/process/11',
    ];
    for (let i = 0; i < 60; i++) {
      const res = await get(urls[i % 3]!, '10.0.3.1');
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    t.clock.advance(20_000);
    const refused = await get('/api/screen/public/plants', '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(refused.headers['retry-after']).toBe('40');
    // Bad input counts as well, and is refused alike.
    expect((await get('/api/screen/public/process/x', '10.0.3.1')).statusCode).toBe(429);
    expect((await get('/api/screen/public/plants', '10.0.3.2')).statusCode).toBe(200);
    t.clock.advance(40_000);
    expect((await get('/api/screen/public/plants', '10.0.3.1')).statusCode).toBe(200);
  });

  it('keeps an answer 30 s: a change within them is not seen, after them it is', async () => {
    const url = '/api/screen/public/overview';
    const first = await data<PublicOverview>(url, '10.0.4.1');
    await raise(db, { kind: 3, minutesAgo: 1, now: t.clock.now(), on: 'GZ01-FM-01' });
    t.clock.advance(29_000);
    const cached = await data<PublicOverview>(url, '10.0.4.2');
    expect(cached).toEqual(first);
    t.clock.advance(1_000);
    const fresh = await data<PublicOverview>(url, '10.0.4.2');
    expect(fresh.alarms.total).toBe(first.alarms.total + 1);
    expect(fresh.alarms.byKind[2]!.count).toBe(first.alarms.byKind[2]!.count + 1);
  });
});
