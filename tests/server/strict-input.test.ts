/**
 * Input read strictly (docs/architecture.md §3 "Errors", "Strict input"): an integer of a path or a query is a plain
 * decimal, and a JSON body fits its schema without coercion. Each loose form once reached a route as a valid value
 * (`0x28`, `4e1`, `+40`, `40.0` and ` 40` as the order 40; `0x10` deleted the unit 16; a JSON `true` was the user 1, a
 * JSON `null` a saved voice status): now each is a 400 naming the field, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { bearer, count, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let token = '';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  token = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('ids in a path or a query', () => {
  it('reads the plain decimal', async () => {
    expect((await call('GET', '/api/system/base/workOrder/fix/40')).json()).toMatchObject({ code: 200 });
  });

  it.each(['0x28', '4e1', '%2B40', '40.0', '%2040', '040', '40%20', '0b101000'])(
    'answers 400 naming params/id for the order %s',
    async (id) => {
      const res = await call('GET', `/api/system/base/workOrder/fix/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: 'params/id must be integer' });
    },
  );

  it('deletes nothing for DELETE /api/archive/process/0x10', async () => {
    const units = await count(db, 'arc_process_unit');
    const res = await call('DELETE', '/api/archive/process/0x10');
    expect(res.json()).toEqual({ code: 400, msg: 'params/unitId must be integer' });
    expect(await count(db, 'arc_process_unit')).toBe(units);
  });

  it('names the item of a query list, as Ajv does', async () => {
    const res = await call('GET', '/api/system/base/workOrder/fix/list?status=1&status=0x2');
    expect(res.json()).toEqual({ code: 400, msg: 'querystring/status/1 must be integer' });
    const single = await call('GET', '/api/energy/meters?factoryId=1e1');
    expect(single.json()).toEqual({ code: 400, msg: 'querystring/factoryId must be integer' });
  });
});

describe('JSON bodies', () => {
  it('takes no boolean for a user id, and changes no user', async () => {
    const before = await db.query('SELECT user_id, status FROM sys_user ORDER BY user_id');
    const res = await call('PUT', '/api/system/user/changeStatus', { userId: true, status: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/userId must be integer' });
    expect((await db.query('SELECT user_id, status FROM sys_user ORDER BY user_id')).rows).toEqual(
      before.rows,
    );
  });

  it('takes no null for a voice status, and saves nothing', async () => {
    const saved = await count(db, 'alarm_user_config');
    const res = await call('PUT', '/api/system/alarm/config', { voiceStatus: null, showWindowStatus: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'body/voiceStatus must be one of 0, 1' });
    expect(await count(db, 'alarm_user_config')).toBe(saved);
    const ok = await call('PUT', '/api/system/alarm/config', { voiceStatus: 1, showWindowStatus: 0 });
    expect(ok.json()).toMatchObject({ code: 200 });
  });

  it('still reads a form as text: a form body is no JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/energy/report/export',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'factoryId=11&granularity=day&start=2026-06-01&end=2026-06-02',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml\.sheet/);
  });
});
