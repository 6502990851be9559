/**
 * GET /api/system/alarm/analysis (docs/alarms.md "Analysis"): every EEMUA 191 figure computed on a hand-made set of
 * alarms whose figures are known — a flood of one chattering meter, three alarms of another with an acknowledgement
 * and a release, a stale one, one in another factory — within the caller's factories; bad ranges are 400s naming
 * the field; the code and the factory gate hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_API, type AlarmAnalysis } from '../../contract/alarm';
import type { Db } from '../../server/src/db/client';
import { chinaDateTime } from '../../server/src/shared/china-time';
import { alarmCall, raise, wipeAlarms } from './helpers/alarm-fixtures';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
let begin = '';
let end = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['operator', 'admin', 'viewer']) tokens[name] = (await login(t.app, name)).access_token;
  await wipeAlarms(db);
  const now = t.clock.now();
  // The range: the two hours before now, on a 10-minute boundary so its periods are whole.
  const to = Math.floor(now / 600_000) * 600_000;
  begin = chinaDateTime(to - 120 * 60_000);
  end = chinaDateTime(to);
  const at = (minutesBeforeEnd: number) => (now - to) / 60_000 + minutesBeforeEnd;
  // A chattering meter: 12 raises at one instant 35 minutes before the end — one flood period, 10 bursts of three.
  for (let i = 0; i < 12; i += 1) await raise(db, { kind: 3, minutesAgo: at(35), on: 'SH01-FM-01', now });
  // Another meter: three alarms, one acknowledged after 6 minutes, one released after 12.
  const b = [];
  for (const m of [95, 75, 55])
    b.push(await raise(db, { kind: 4, minutesAgo: at(m), on: 'SH01-EM-01', now }));
  await db.query(`UPDATE alarm_record SET priority = 4 WHERE code = 'SH01-FM-01'`);
  await db.query('UPDATE alarm_record SET priority = 1 WHERE alarm_record_id = $1', [b[0]]);
  await db.query('UPDATE alarm_record SET priority = 2 WHERE alarm_record_id = ANY($1::int[])', [b.slice(1)]);
  await db.query(
    `UPDATE alarm_record SET ack_time = raised_at + interval '6 minutes' WHERE alarm_record_id = $1`,
    [b[0]],
  );
  await db.query(
    `UPDATE alarm_record SET released_at = raised_at + interval '12 minutes' WHERE alarm_record_id = $1`,
    [b[1]],
  );
  // Stale: active for 30 hours (outside the range, counted as the scope's state now).
  await raise(db, { kind: 4, minutesAgo: 30 * 60, on: 'SH01-EM-01', now });
  // Another factory's alarm: the operator does not see it.
  await raise(db, { kind: 3, minutesAgo: at(20), on: 'SZ01-FM-01', now });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const analyse = (who: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return alarmCall(t.app, tokens[who] ?? '', 'GET', `${ALARM_API.ANALYSIS}?${search.toString()}`);
};

describe('alarm analysis', () => {
  it('computes every figure of the hand-made set within the caller’s factories', async () => {
    const res = await analyse('operator', { beginTime: begin, endTime: end });
    expect(res.statusCode, res.body).toBe(200);
    const a = (res.json() as { data: AlarmAnalysis }).data;
    expect(a.total).toBe(15);
    expect(a.perTenMinutes).toBe(1.25);
    expect(a.perHour).toBe(7.5);
    expect(a.floodPeriods).toBe(1);
    expect(a.floodShare).toBe(0.0833);
    expect(a.peakTenMinutes.count).toBe(12);
    expect(a.priorityMix.map((p) => [p.priority, p.count, p.share, p.target])).toEqual([
      [1, 1, 0.0667, 0.05],
      [2, 2, 0.1333, 0.15],
      [3, 0, 0, 0.4],
      [4, 12, 0.8, 0.4],
    ]);
    expect(a.badActors.map((s) => [s.deviceCode, s.kind, s.count, s.share])).toEqual([
      ['SH01-FM-01', 3, 12, 0.8],
      ['SH01-EM-01', 4, 3, 0.2],
    ]);
    expect(a.chattering.map((s) => [s.deviceCode, s.bursts])).toEqual([['SH01-FM-01', 10]]);
    expect(a.stale).toBe(1);
    expect(a.meanAckMinutes).toBe(6);
    expect(a.meanReleaseMinutes).toBe(12);
    expect(a.hourly).toHaveLength(2);
    expect(a.hourly.reduce((n, h) => n + h.count, 0)).toBe(15);
  });

  it('adds the other factory for a caller who holds it, and narrows to one factory', async () => {
    const all = (await analyse('admin', { beginTime: begin, endTime: end })).json() as {
      data: AlarmAnalysis;
    };
    expect(all.data.total).toBe(16);
    const { rows } = await db.query<{ id: number }>(
      "SELECT factory_id AS id FROM alarm_meter WHERE code = 'SZ01-FM-01'",
    );
    const other = rows[0]!.id;
    const one = (await analyse('admin', { beginTime: begin, endTime: end, factoryId: other })).json() as {
      data: AlarmAnalysis;
    };
    expect(one.data.total).toBe(1);
    expect((await analyse('operator', { beginTime: begin, endTime: end, factoryId: other })).statusCode).toBe(
      403,
    );
  });

  it('refuses a range that ends before it begins or is too long, and a caller without the code', async () => {
    const backwards = await analyse('admin', { beginTime: end, endTime: begin });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('querystring/endTime');
    const long = await analyse('admin', { beginTime: '2026-01-01 00:00:00', endTime: '2026-06-01 00:00:00' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('querystring/endTime');
    const unreal = await analyse('admin', { beginTime: '2026-02-30 00:00:00', endTime: end });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.body).toContain('querystring/beginTime');
    expect((await analyse('viewer', { beginTime: begin, endTime: end })).statusCode).toBe(403);
  });
});
