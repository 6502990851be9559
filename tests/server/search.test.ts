/**
 * The global search (docs/search.md): orders, devices, meters and users matching a text, each kind only for holders
 * of its list code, everything in the caller's factory scope; the text's bounds answered 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { SEARCH_API, SEARCH_LIMIT_DEFAULT, type SearchResult } from '../../contract/search/schemas';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

/** The operator's factory (docs/architecture.md §3 "Demo accounts"). */
const OPERATOR_FACTORY = 11;
/** A user of the operator's factory who may list repair orders and nothing else. */
const FIXER = { userName: 'search_fixer', password: 'fixer123' };

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  const roleId = await createRole(db, 'search_fixer');
  await grantCodes(db, roleId, [PERM.FIX_LIST]);
  await createUser(db, { ...FIXER, roleId, factories: [OPERATOR_FACTORY] });
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
  tokens.fixer = (await login(t.app, FIXER.userName, FIXER.password)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function search(who: string, q: string, limit?: number): Promise<SearchResult> {
  const params = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await getAs(t.app, tokens[who]!, `${SEARCH_API}?${params.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
}

/** One row's values, read straight from the database: what the search must find. */
async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

const orderIn = (factory: 'in' | 'out', kind: string) =>
  one<{ task_no: string; status: number; factory_id: number }>(
    `SELECT task_no, status, factory_id FROM wo_task
      WHERE kind = $1 AND (factory_id = $2) = $3 ORDER BY task_id LIMIT 1`,
    [kind, OPERATOR_FACTORY, factory === 'in'],
  );

describe('work orders', () => {
  it('finds an order by its full number, of any kind, with its kind, status and factory', async () => {
    for (const kind of ['fix', 'maint', 'inspect', 'planFix']) {
      const order = await orderIn('out', kind);
      const { orders } = await search('admin', order.task_no.toLowerCase());
      expect(orders[0]).toMatchObject({
        taskNo: order.task_no,
        kind,
        status: order.status,
        factoryId: order.factory_id,
      });
      expect(orders[0]!.factoryName).not.toBe('');
    }
  });

  it("never shows an operator another factory's order, and finds the operator's own", async () => {
    const foreign = await orderIn('out', 'fix');
    expect((await search('operator', foreign.task_no)).orders).toEqual([]);
    const own = await orderIn('in', 'fix');
    expect((await search('operator', own.task_no)).orders.map((o) => o.taskNo)).toEqual([own.task_no]);
    // A prefix every repair number shares: all hits are in the operator's factory, at most the default limit.
    const { orders } = await search('operator', 'WX');
    expect(orders.length).toBe(SEARCH_LIMIT_DEFAULT);
    expect(new Set(orders.map((o) => o.factoryId))).toEqual(new Set([OPERATOR_FACTORY]));
  });

  it('honours the limit', async () => {
    expect((await search('admin', 'WX', 3)).orders).toHaveLength(3);
    const repairs = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM wo_task WHERE task_no LIKE 'WX%'",
    );
    expect(repairs.n).toBeGreaterThan(3);
    expect((await search('admin', 'WX', 20)).orders).toHaveLength(Math.min(20, repairs.n));
  });

  it('answers only the kinds whose list code the caller holds', async () => {
    const fix = await orderIn('in', 'fix');
    const maint = await orderIn('in', 'maint');
    expect((await search('fixer', fix.task_no)).orders.map((o) => o.taskNo)).toEqual([fix.task_no]);
    expect((await search('fixer', maint.task_no)).orders).toEqual([]);
  });
});

describe('devices and meters', () => {
  const deviceOf = (factory: 'in' | 'out') =>
    one<{ device_show_code: string; device_name: string }>(
      `SELECT device_show_code, device_name FROM wo_device
        WHERE deleted_at IS NULL AND (factory_id = $1) = $2 ORDER BY device_id LIMIT 1`,
      [OPERATOR_FACTORY, factory === 'in'],
    );
  const meterOf = (factory: 'in' | 'out') =>
    one<{ code: string; name: string }>(
      `SELECT code, name FROM alarm_meter WHERE (factory_id = $1) = $2 ORDER BY meter_id LIMIT 1`,
      [OPERATOR_FACTORY, factory === 'in'],
    );

  it('finds a device by code and by name in scope, never out of it', async () => {
    const own = await deviceOf('in');
    const byCode = (await search('operator', own.device_show_code)).devices;
    expect(byCode[0]).toMatchObject({ code: own.device_show_code, factoryId: OPERATOR_FACTORY });
    const byName = (await search('operator', own.device_name)).devices;
    expect(byName.map((d) => d.name)).toContain(own.device_name);
    expect(byName.every((d) => d.factoryId === OPERATOR_FACTORY)).toBe(true);

    const foreign = await deviceOf('out');
    const hits = (await search('operator', foreign.device_show_code)).devices;
    expect(hits.every((d) => d.factoryId === OPERATOR_FACTORY)).toBe(true);
    expect((await search('admin', foreign.device_show_code)).devices.map((d) => d.code)).toContain(
      foreign.device_show_code,
    );
  });

  it('ranks an exact code first, then one starting with the text, then the rest', async () => {
    // Inserted in the reverse of the expected order, with codes that sort the other way round too.
    const codes = ['A-RANKQ', 'RANKQ-B', 'rankq'];
    for (const code of codes)
      await db.query(
        'INSERT INTO wo_device (factory_id, device_show_code, device_name) VALUES ($1, $2, $3)',
        [OPERATOR_FACTORY, code, `排序用 ${code}`],
      );
    try {
      expect((await search('operator', 'RANKQ')).devices.map((d) => d.code)).toEqual([
        'rankq',
        'RANKQ-B',
        'A-RANKQ',
      ]);
    } finally {
      await db.query('DELETE FROM wo_device WHERE device_show_code = ANY($1::text[])', [codes]);
    }
  });

  it('leaves a deleted device out', async () => {
    const own = await deviceOf('in');
    await db.query(
      'UPDATE wo_device SET deleted_at = now() WHERE device_show_code = $1 AND factory_id = $2',
      [own.device_show_code, OPERATOR_FACTORY],
    );
    try {
      const hits = (await search('admin', own.device_show_code)).devices;
      expect(hits.filter((d) => d.factoryId === OPERATOR_FACTORY).map((d) => d.code)).not.toContain(
        own.device_show_code,
      );
    } finally {
      await db.query(
        'UPDATE wo_device SET deleted_at = NULL WHERE device_show_code = $1 AND factory_id = $2',
        [own.device_show_code, OPERATOR_FACTORY],
      );
    }
  });

  it('finds a meter by code in scope, never out of it', async () => {
    const own = await meterOf('in');
    expect((await search('operator', own.code)).meters[0]).toMatchObject({
      code: own.code,
      name: own.name,
      factoryId: OPERATOR_FACTORY,
    });
    const foreign = await meterOf('out');
    const hits = (await search('operator', foreign.code)).meters;
    expect(hits.every((m) => m.factoryId === OPERATOR_FACTORY)).toBe(true);
  });

  it('answers no devices or meters to a user without their list codes', async () => {
    const own = await deviceOf('in');
    const meter = await meterOf('in');
    expect((await search('fixer', own.device_show_code)).devices).toEqual([]);
    expect((await search('fixer', meter.code)).meters).toEqual([]);
  });

  it('reads % and _ as themselves', async () => {
    const result = await search('admin', '%%');
    expect(result).toEqual({ orders: [], devices: [], meters: [], users: [] });
  });
});

describe('users', () => {
  it('finds users by account or nickname for a holder of the user-list code', async () => {
    const { users } = await search('admin', 'operator');
    expect(users[0]).toMatchObject({ userName: 'operator' });
    const nick = await one<{ nick_name: string }>(
      "SELECT nick_name FROM sys_user WHERE user_name = 'operator'",
    );
    expect((await search('admin', nick.nick_name)).users.map((u) => u.userName)).toContain('operator');
  });

  it('never answers users to an operator or a supervisor', async () => {
    expect((await search('operator', 'operator')).users).toEqual([]);
    expect((await search('supervisor', 'admin')).users).toEqual([]);
  });
});

describe('input', () => {
  const status = async (query: string) => {
    const res = await getAs(t.app, tokens.admin!, `${SEARCH_API}?${query}`);
    return { code: res.statusCode, msg: (res.json() as { msg: string }).msg };
  };

  it('answers 400 naming the field for a text too short, too long, or missing, and a bad limit', async () => {
    expect(await status('q=W')).toEqual({
      code: 400,
      msg: 'querystring/q must NOT have fewer than 2 characters',
    });
    expect(await status(`q=${encodeURIComponent('  W  ')}`)).toEqual({
      code: 400,
      msg: 'querystring/q must NOT have fewer than 2 characters',
    });
    expect(await status(`q=${'W'.repeat(51)}`)).toEqual({
      code: 400,
      msg: 'querystring/q must NOT have more than 50 characters',
    });
    expect(await status('limit=3')).toEqual({ code: 400, msg: 'querystring/q is required' });
    expect((await status('q=WX&limit=0')).msg).toMatch(/^querystring\/limit /);
    expect((await status('q=WX&limit=21')).msg).toMatch(/^querystring\/limit /);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SEARCH_API}?q=WX` });
    expect(res.statusCode).toBe(401);
  });
});
