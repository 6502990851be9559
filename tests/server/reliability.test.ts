/**
 * GET /api/system/base/reliability (docs/reliability.md) on a hand-made history of one new device whose figures are
 * known: failures clipped at both range edges, a fault start taken from the alarm the order came from, two orders
 * open at once counted as one stop, an order that does not count downtime left out; PM compliance of three plan-made
 * orders; the open and overdue orders now; bad ranges are 400s naming the field; the code and the factory scope hold.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { RELIABILITY_API, type Reliability } from '../../contract/reliability';
import type { Db } from '../../server/src/db/client';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let deviceId = 0;

const HOUR = 3_600_000;
/** The range: China days 2026-02-01 … 2026-02-10 (240 hours), well before the test clock's 2026-03-02. */
const BEGIN = '2026-02-01 00:00:00';
const END = '2026-02-11 00:00:00';
const D0 = Date.parse('2026-02-01T00:00:00+08:00');
const at = (hours: number) => new Date(D0 + hours * HOUR);

let taskNo = 0;
async function order(o: {
  kind: string;
  status: number;
  reportH: number;
  statistics?: 0 | 1;
  fixType?: string;
  handleFixType?: string;
  planId?: number;
  dueH?: number;
  handledH?: number;
}): Promise<number> {
  taskNo += 1;
  const { rows } = await db.query<{ task_id: number }>(
    `INSERT INTO wo_task (task_no, kind, status, factory_id, device_id, fix_type, handle_fix_type, is_statistics,
                          report_content, report_time, plan_id, due_time, handle_finish_time, create_time, update_time)
     VALUES ($1, $2, $3, 11, $4, $5, $6, $7, '可靠性测试', $8, $9, $10, $11, $8, $8) RETURNING task_id`,
    [
      `RT${String(taskNo).padStart(12, '0')}`,
      o.kind,
      o.status,
      deviceId,
      o.fixType ?? '',
      o.handleFixType ?? '',
      o.statistics ?? 1,
      at(o.reportH),
      o.planId ?? null,
      o.dueH === undefined ? null : at(o.dueH),
      o.handledH === undefined ? null : at(o.handledH),
    ],
  );
  return rows[0]!.task_id;
}
const accept = (taskId: number, hours: number, result = 1) =>
  db.query('INSERT INTO wo_accept (task_id, accept_time, accept_result) VALUES ($1, $2, $3)', [
    taskId,
    at(hours),
    result,
  ]);

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  const { rows } = await db.query<{ device_id: number }>(
    `INSERT INTO wo_device (factory_id, device_show_code, device_name) VALUES (11, 'RT-PUMP-1', '可靠性测试泵')
     RETURNING device_id`,
  );
  deviceId = rows[0]!.device_id;
  // A: reported day 1 08:00 (hour 32), a rejected acceptance at 12:00, passed at 14:00: 6 h; the handler's kind '1'
  // beats the reporter's '2'.
  const a = await order({ kind: 'fix', status: 9, reportH: 32, fixType: '2', handleFixType: '1' });
  await accept(a, 36, 2);
  await accept(a, 38);
  // F: a troubleshooting order on the same device from 10:00 to 16:00 (kind ''): with A one stop 08:00–16:00, 8 h.
  await accept(await order({ kind: 'planFix', status: 9, reportH: 34 }), 40);
  // B: raised from an alarm at day 3 00:00 (hour 72), reported at 02:00, accepted 10:00: 10 h from the alarm.
  const b = await order({ kind: 'fix', status: 9, reportH: 74, fixType: '2' });
  await accept(b, 82);
  await db.query(
    `INSERT INTO alarm_record (factory_id, kind, device_type, device_id, code, name, content, raised_at, task_id)
     VALUES (11, 3, 3, $1, 'RT-PUMP-1', '可靠性测试泵', '振动超限', $2, $3)`,
    [deviceId, at(72), b],
  );
  // C: began 4 h before the range, accepted 2 h into it: 2 h of downtime, no failure of the range.
  await accept(await order({ kind: 'fix', status: 9, reportH: -4, fixType: '2' }), 2);
  // D: 3 h before the end, accepted 5 h after it: 3 h.
  await accept(await order({ kind: 'fix', status: 9, reportH: 237, fixType: '1' }), 245);
  // E: a repair that does not count downtime, and a maintenance order: neither is a failure.
  await accept(await order({ kind: 'fix', status: 9, reportH: 100, statistics: 0 }), 150);
  // Failures A, F, B, D = 4; downtime 8 + 10 + 2 + 3 = 23 h of 240:
  // MTTR 23 / 4 = 5.75 h, MTBF (240 − 23) / 4 = 54.25 h, availability 217 / 240 = 0.9042.

  // PM: three plan-made orders due in the range — handled before its due time, handled after, still with its
  // executor (1 of 3 on time: 0.3333) — and one due after the range (not counted).
  const plan = await db.query<{ plan_id: number }>(
    `INSERT INTO wo_maint_plan (factory_id, device_id, title, interval_days, next_run, enabled)
     VALUES (11, $1, '月度保养', 30, '2026-04-01', false) RETURNING plan_id`,
    [deviceId],
  );
  const planId = plan.rows[0]!.plan_id;
  await order({ kind: 'maint', status: 9, reportH: 10, statistics: 0, planId, dueH: 50, handledH: 40 });
  await order({ kind: 'maint', status: 9, reportH: 10, statistics: 0, planId, dueH: 60, handledH: 70 });
  await order({ kind: 'inspect', status: 1, reportH: 100, statistics: 0, planId, dueH: 120 });
  await order({ kind: 'maint', status: 0, reportH: 230, statistics: 0, planId, dueH: 300 });
  // Now (2026-03-02): open are the inspection (overdue since hour 120) and the last maintenance order (due at
  // hour 300, also past): backlog 2, overdue 2.

  // The viewer (factory 21 only) is given the page's code for the scope checks.
  await db.query(
    `INSERT INTO sys_role_menu (role_id, menu_id) SELECT 4, menu_id FROM sys_menu WHERE perms = $1
     ON CONFLICT DO NOTHING`,
    [PERM.RELIABILITY_QUERY],
  );
  for (const name of ['operator', 'admin', 'viewer', 'newcomer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const ask = (who: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return getAs(t.app, tokens[who] ?? '', `${RELIABILITY_API.FIGURES}?${search.toString()}`);
};

describe('reliability figures', () => {
  it('computes the known figures of the hand-made history', async () => {
    const res = await ask('operator', { beginTime: BEGIN, endTime: END, deviceId });
    expect(res.statusCode, res.body).toBe(200);
    const r = (res.json() as { data: Reliability }).data;
    expect({
      devices: r.devices,
      failures: r.failures,
      periodHours: r.periodHours,
      downtimeHours: r.downtimeHours,
      mttrHours: r.mttrHours,
      mtbfHours: r.mtbfHours,
      availability: r.availability,
    }).toEqual({
      devices: 1,
      failures: 4,
      periodHours: 240,
      downtimeHours: 23,
      mttrHours: 5.75,
      mtbfHours: 54.25,
      availability: 0.9042,
    });
    expect([r.pmDue, r.pmOnTime, r.pmCompliance]).toEqual([3, 1, 0.3333]);
    expect([r.backlog, r.overdue]).toEqual([2, 2]);
    expect(r.bucket).toBe('day');
    expect(r.trend).toHaveLength(10);
    // Day 1: C's last 2 h; day 2: A and F, one 8-hour stop; day 4: B from its alarm; day 10: D's 3 h.
    expect(r.trend.map((p) => [p.at, p.failures, p.downtimeHours])).toEqual([
      ['2026-02-01', 0, 2],
      ['2026-02-02', 2, 8],
      ['2026-02-03', 0, 0],
      ['2026-02-04', 1, 10],
      ['2026-02-05', 0, 0],
      ['2026-02-06', 0, 0],
      ['2026-02-07', 0, 0],
      ['2026-02-08', 0, 0],
      ['2026-02-09', 0, 0],
      ['2026-02-10', 1, 3],
    ]);
    expect(r.trend[1]!.availability).toBe(0.6667);
    // By kind, each order's own clipped hours: '' F 6 h; '1' A 6 h + D 3 h; '2' B 10 h + C 2 h (C no failure).
    expect(r.byKind.map((k) => [k.fixType, k.failures, k.downtimeHours])).toEqual([
      ['', 1, 6],
      ['1', 2, 9],
      ['2', 1, 12],
    ]);
    expect(r.worstDevices.map((d) => [d.deviceId, d.failures, d.downtimeHours, d.mttrHours])).toEqual([
      [deviceId, 4, 23, 5.75],
    ]);
  });

  it('counts the device among its factory’s and cuts a range at now', async () => {
    const res = await ask('operator', { beginTime: BEGIN, endTime: END, factoryId: 11 });
    const r = (res.json() as { data: Reliability }).data;
    expect(r.devices).toBeGreaterThan(1);
    expect(r.periodHours).toBe(240 * r.devices);
    expect(r.failures).toBeGreaterThanOrEqual(4);
    expect(r.worstDevices.map((d) => d.deviceId)).toContain(deviceId);
    // A range reaching past the test clock's now (2026-03-02 16:00 China) counts its hours up to now only.
    const late = await ask('operator', {
      beginTime: '2026-03-02 00:00:00',
      endTime: '2026-03-03 00:00:00',
      deviceId,
    });
    const l = (late.json() as { data: Reliability }).data;
    expect([l.periodHours, l.failures, l.mttrHours, l.mtbfHours, l.availability]).toEqual([
      16,
      0,
      null,
      null,
      1,
    ]);
  });

  it('answers a long range per month', async () => {
    const res = await ask('operator', { beginTime: '2025-11-01 00:00:00', endTime: END, deviceId });
    const r = (res.json() as { data: Reliability }).data;
    expect(r.bucket).toBe('month');
    expect(r.trend.map((p) => p.at)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(r.trend[3]!.failures).toBe(4);
    // C began on 2026-01-31 20:00: January holds its first 4 hours.
    expect(r.trend[2]!.downtimeHours).toBe(4);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ beginTime: END, endTime: BEGIN }, 'querystring/endTime'],
      [{ beginTime: '2024-01-01 00:00:00', endTime: END }, 'querystring/endTime'],
      [{ beginTime: '2026-02-30 00:00:00', endTime: END }, 'querystring/beginTime'],
      [{ beginTime: 'yesterday', endTime: END }, 'beginTime'],
    ] as const) {
      const res = await ask('operator', query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(field);
    }
  });

  it('holds the code and the factory scope', async () => {
    expect((await ask('newcomer', { beginTime: BEGIN, endTime: END })).statusCode).toBe(403);
    const range = { beginTime: BEGIN, endTime: END };
    expect((await ask('viewer', { ...range, deviceId })).statusCode).toBe(404);
    expect((await ask('viewer', { ...range, factoryId: 11 })).statusCode).toBe(403);
    const own = (await ask('viewer', range)).json() as { data: Reliability };
    expect(own.data.worstDevices.map((d) => d.deviceId)).not.toContain(deviceId);
    expect(own.data.worstDevices.every((d) => d.factoryId === 21)).toBe(true);
    expect((await ask('admin', { ...range, deviceId: 999_999 })).statusCode).toBe(404);
  });
});

describe('migration 041', () => {
  const MENUS = [308, 3081, 30811];
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
          WHERE rm.menu_id = ANY($1::int[]) AND r.role_key IN ('admin', 'operator', 'supervisor')
          GROUP BY r.role_key ORDER BY r.role_key`,
        [MENUS],
      )
    ).rows;

  it('gives a demo database seeded before it the 设备可靠性 menus as the seed has them', async () => {
    const seeded = await menus();
    expect(seeded).toHaveLength(MENUS.length);
    // the seed grants it with the rest of 设备工单 (the admin role holds every code without rows)
    expect(await holders()).toEqual([
      { role: 'operator', n: MENUS.length },
      { role: 'supervisor', n: MENUS.length },
    ]);
    await db.query('DELETE FROM sys_menu WHERE menu_id = ANY($1::int[])', [MENUS]);
    const sql = readFileSync(
      new URL('../../server/src/db/migrations/041-reliability.sql', import.meta.url),
      'utf8',
    );
    await db.exec(sql.slice(sql.indexOf('-- 设备可靠性 (dir 308')));
    expect(await menus()).toEqual(seeded);
    expect(await holders()).toEqual([
      { role: 'admin', n: MENUS.length },
      { role: 'operator', n: MENUS.length },
      { role: 'supervisor', n: MENUS.length },
    ]);
  });
});
