/**
 * What only a real PostgreSQL server shows (docs/architecture.md §5 "Tests"): a pool of connections racing, two apps
 * on one database. Runs in the `server-pg` project alone, on a copy of the run's seeded template database; every
 * other repository and route test runs there as well as on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteItem } from '../../contract/system/schemas';
import { buildApp } from '../../server/src/app';
import type { AppInstance } from '../../server/src/context';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { seedDemo } from '../../server/src/setup/seed/index';
import { catchUp } from '../../server/src/modules/energy/catch-up';
import { bearer, getAs, login, openSeededDb, testClock, testConfig } from './helpers/test-app';

const url = 'postgres://woms@127.0.0.1/woms';

describe('real PostgreSQL', () => {
  let db: Db;
  let app: AppInstance;

  beforeAll(async () => {
    db = await openSeededDb();
    app = buildApp({ config: testConfig({ DATABASE_URL: url }), db, clock: testClock() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('migrates and seeds once', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db)).toBe(false);
  });

  it('signs in, reads info, menus and the scoped area tree', async () => {
    const op = await login(app, 'operator');
    expect((await getAs(app, op.access_token, '/api/system/user/getInfo')).json().user.nickName).toBe(
      '运维员小王',
    );
    const routers = (await getAs(app, op.access_token, '/api/system/menu/getRouters?remark=woms')).json()
      .data as RouteItem[];
    expect(routers.map((r) => r.meta.title)).toEqual(['资产管理', '生产运营', '设备工单']);
    const tree = (await getAs(app, op.access_token, '/api/system/area/tree/list')).json().data;
    expect(tree).toHaveLength(1);
    expect((await getAs(app, op.access_token, '/api/system/area/11')).statusCode).toBe(403);
  });

  it('rotates refresh tokens and revokes the sign-in on replay', async () => {
    const first = await login(app, 'admin');
    const q = (rt: string) =>
      `/api/auth/oauth/token?${new URLSearchParams({ grant_type: 'refresh_token', client_id: 'woms', client_secret: 'woms', refresh_token: rt }).toString()}`;
    const second = (await app.inject({ method: 'POST', url: q(first.refresh_token) })).json();
    expect(second.access_token).toBeDefined();
    expect((await app.inject({ method: 'POST', url: q(first.refresh_token) })).json().code).toBe(500);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/system/user/getInfo',
          headers: bearer(second.access_token),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shares one login key pair between instances and replaces bindings in one transaction', async () => {
    const other = buildApp({ config: testConfig({ DATABASE_URL: url }), db, clock: testClock() });
    await other.ready();
    try {
      const keys = await Promise.all(
        [app, other].map(async (a) =>
          (await a.inject({ method: 'POST', url: '/api/auth/publicKey' })).json(),
        ),
      );
      expect(keys[0].publicKey).toBe(keys[1].publicKey);
      expect((await db.query('SELECT 1 FROM auth_keypair')).rows).toHaveLength(1);
    } finally {
      await other.close();
    }
    const { access_token } = await login(app, 'admin');
    const bind = (factoryIds: number[]) =>
      app.inject({
        method: 'POST',
        url: '/api/system/user/factory/bind',
        headers: bearer(access_token),
        payload: { userId: 2, factoryIds },
      });
    expect((await bind([12, 21])).json()).toEqual({ code: 200, msg: '绑定成功' });
    expect((await bind([12, 1])).statusCode).toBe(400);
    const list = (await getAs(app, access_token, '/api/system/user/factory/bind/list?userId=2')).json();
    expect(list.rows.map((r: { factoryId: number }) => r.factoryId)).toEqual([12, 21]);
  });

  it('lists meters with numeric readings and lets one of two racing adds take a code in any case', async () => {
    const { access_token } = await login(app, 'admin');
    const { rows } = (await getAs(app, access_token, '/api/asset/meter/list?factoryId=11')).json();
    expect(rows[0]).toMatchObject({
      code: 'SH01-EM-01',
      // its newest demo reading (docs/architecture.md §3 "Energy")
      lastValue: expect.any(Number),
      lastReadAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
    });
    const collector = (
      await db.query<{ id: number }>(
        "SELECT collector_id AS id FROM alarm_collector WHERE code = 'SH01-CJ-01'",
      )
    ).rows[0]!.id;
    const add = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/asset/meter',
        headers: bearer(access_token),
        payload: {
          factoryId: 11,
          code,
          name: '并发电表',
          kind: 'water',
          instrumentAddr: '1',
          energyAddr: '1',
          collectorId: collector,
        },
      });
    // Two connections of the pool: the second check or, when both checks ran first, the unique index refuses.
    const replies = (await Promise.all([add('SH01-WM-77'), add('sh01-wm-77')])).map((r) => r.json());
    expect(replies.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(replies.find((r) => r.code === 500).msg).toMatch(/^仪表编码'(SH01-WM-77|sh01-wm-77)'已存在$/);
    const taken = await db.query("SELECT 1 FROM alarm_meter WHERE lower(code) = 'sh01-wm-77'");
    expect(taken.rows).toHaveLength(1);
  });

  it('answers the energy report and readings of the seed, and catches up once across two connections', async () => {
    const { access_token } = await login(app, 'supervisor');
    const newest = (await db.query<{ at: Date }>('SELECT max(read_at) AS at FROM energy_reading')).rows[0]!
      .at;
    const day = new Date(newest.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await getAs(
      app,
      access_token,
      `/api/energy/report?granularity=day&start=${day}&end=${day}`,
    );
    expect(report.json().data.totals.map((k: { kind: string }) => k.kind)).toEqual([
      'electricity',
      'water',
      'gas',
    ]);
    const range = `start=${encodeURIComponent(new Date(newest.getTime() - 86_400_000).toISOString())}&end=${encodeURIComponent(newest.toISOString())}`;
    const series = await getAs(app, access_token, `/api/energy/readings/series?meterIds=1&${range}`);
    expect(series.json().data[0].points).toHaveLength(24);
    // Two instances at once: one writes, the other skips for the lock (or, coming second, finds nothing left).
    const clock = { now: () => newest.getTime() + 2 * 3_600_000 + 60_000 };
    const runs = await Promise.all([catchUp(db, clock), catchUp(db, clock)]);
    expect(runs.filter((n) => n !== null && n > 0)).toHaveLength(1);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT meter_id, ((read_at - interval '1 hour') AT TIME ZONE 'Asia/Shanghai')::date AS day, sum(usage) AS s
           FROM energy_reading WHERE usage IS NOT NULL GROUP BY 1, 2) x
         FULL JOIN energy_daily d ON d.meter_id = x.meter_id AND d.day = x.day
        WHERE d.usage IS DISTINCT FROM x.s`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
