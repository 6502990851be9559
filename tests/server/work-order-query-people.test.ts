/**
 * Person pickers (task/common/listStaff, listManager, listAll), devices and maintenance plans of a
 * factory: enabled users bound to the factory (admin everywhere) holding the
 * codes of the list; the factory must exist and be in the caller's scope. Assertions look only at the
 * demo accounts and the users and rows made here, so other seeded rows do not matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import type { MaintPlan, WoDevice, WoPerson } from '../../contract/work-order/schemas';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser, grantCodes } from './helpers/fixtures';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const user: Record<string, number> = {};
const dev: Record<string, number> = {};
const TASK = '/api/system/base/task';
const WO = '/api/system/base/workOrder';
const get = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
/** Demo accounts: admin 1, operator 2, supervisor 3, viewer 4. */
const DEMO = { admin: 1, operator: 2, supervisor: 3, viewer: 4 };

async function person(name: string, codes: string[], factories: number[], enabled = true): Promise<void> {
  const roleId = await createRole(db, `role_${name}`);
  await grantCodes(db, roleId, codes);
  user[name] = await createUser(db, { userName: name, password: 'pw123456', roleId, factories });
  if (!enabled) await db.query("UPDATE sys_user SET status = '1' WHERE user_id = $1", [user[name]]);
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  await person('qp_exec', [PERM.MAINTAIN_HANDLE], [11]);
  await person('qp_mgr', [PERM.ACCEPT], [11]);
  await person('qp_plain', [], [11]);
  await person('qp_off', [PERM.FIX_HANDLE, PERM.PROCESS_COMPLETE], [11], false);
  await person('qp_far', [PERM.FIX_HANDLE, PERM.PROCESS_COMPLETE], [12]);
  const fx = new WoFixtures(db);
  dev.pump = await fx.device(11, 'QTEST-B2', '2#送水泵');
  dev.fan = await fx.device(11, 'QTEST-A1', '1#鼓风机');
  dev.tower = await fx.device(12, 'QTEST-C1', '冷却塔');
  await fx.plan({
    factoryId: 11,
    deviceId: dev.pump,
    title: 'QTEST 月度保养',
    intervalDays: 30,
    nextRun: '2026-03-20',
    execBy: 2,
  });
  await fx.plan({
    factoryId: 11,
    deviceId: dev.fan,
    title: 'QTEST 周保养',
    intervalDays: 7,
    nextRun: '2026-03-05',
    enabled: false,
  });
  await fx.plan({
    factoryId: 12,
    deviceId: dev.tower,
    title: 'QTEST 冷却塔',
    intervalDays: 90,
    nextRun: '2026-04-01',
  });
  // a class plan names no device (docs/plans.md "Plans per device class"): listed all the same
  await db.query(
    `INSERT INTO wo_maint_plan (factory_id, asset_type, title, cycle_unit, interval_days, next_run)
     VALUES (11, (SELECT dict_value FROM sys_dict_data WHERE dict_type = 'oms_asset_type' LIMIT 1),
             'QTEST 按类别', 'month', 1, '2026-03-25')`,
  );
  // an inspection plan of the same factory: not a maintenance plan
  await db.query(
    `INSERT INTO wo_maint_plan (factory_id, device_id, kind, title, cycle_unit, interval_days, next_run)
     VALUES (11, $1, 'inspect', 'QTEST 巡检', 'week', 7, '2026-03-02')`,
    [dev.pump],
  );
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The known people (demo accounts and ours) in a list, by name. */
async function known(path: string, factoryId: number, who = 'supervisor'): Promise<string[]> {
  const res = await get(who, `${TASK}/common/${path}?factoryId=${factoryId}`);
  expect(res.statusCode, res.body).toBe(200);
  const ids: Record<number, string> = Object.fromEntries(
    Object.entries({ ...DEMO, ...user }).map(([name, userId]) => [userId, name]),
  );
  return (res.json().data as WoPerson[]).flatMap((p) => (ids[p.userId] ? [ids[p.userId]!] : []));
}

describe('person pickers', () => {
  it('staff: may handle some kind of order', async () => {
    expect(await known('listStaff', 11)).toEqual(['admin', 'operator', 'supervisor', 'qp_exec']);
    expect(await known('listStaff', 12)).toEqual(['admin', 'supervisor', 'qp_far']);
  });

  it('manager: may dispatch, audit or accept', async () => {
    expect(await known('listManager', 11)).toEqual(['admin', 'supervisor', 'qp_mgr']);
  });

  it('all: every enabled user bound to the factory', async () => {
    expect(await known('listAll', 11, 'operator')).toEqual([
      'admin',
      'operator',
      'supervisor',
      'qp_exec',
      'qp_mgr',
      'qp_plain',
    ]);
    expect(await known('listAll', 21, 'viewer')).toEqual(['admin', 'viewer']);
  });

  it('gives id, account name and nick name', async () => {
    const res = await get('operator', `${TASK}/common/listStaff?factoryId=11`);
    expect(res.json().data).toEqual(
      expect.arrayContaining([{ userId: 2, userName: 'operator', nickName: '运维员小王' }]),
    );
  });

  it.each(['listStaff', 'listManager', 'listAll'])(
    '%s: factory out of scope 403, unknown 404, none 400',
    async (path) => {
      const cases: [string, string, number, string][] = [
        ['operator', '?factoryId=12', 403, '没有权限访问该工厂'],
        ['viewer', '?factoryId=11', 403, '没有权限访问该工厂'],
        ['supervisor', '?factoryId=2', 404, '工厂不存在'],
        ['admin', '?factoryId=999', 404, '工厂不存在'],
        ['admin', '', 400, 'querystring/factoryId is required'],
      ];
      for (const [who, query, status, msg] of cases) {
        const res = await get(who, `${TASK}/common/${path}${query}`);
        expect({ who, query, status: res.statusCode, body: res.json() }).toEqual({
          who,
          query,
          status,
          body: { code: status, msg },
        });
      }
    },
  );
});

describe('devices', () => {
  it('lists the devices of a factory in scope by code', async () => {
    const res = await get('operator', `${WO}/devices?factoryId=11`);
    expect(res.statusCode, res.body).toBe(200);
    const devices = res.json().data as WoDevice[];
    expect(devices.every((d) => d.factoryId === 11)).toBe(true);
    expect(devices.filter((d) => d.deviceShowCode.startsWith('QTEST-'))).toEqual([
      { deviceId: dev.fan, factoryId: 11, deviceShowCode: 'QTEST-A1', deviceName: '1#鼓风机' },
      { deviceId: dev.pump, factoryId: 11, deviceShowCode: 'QTEST-B2', deviceName: '2#送水泵' },
    ]);
  });

  it.each([
    ['operator', '?factoryId=12', 403, '没有权限访问该工厂'],
    ['viewer', '?factoryId=11', 403, '没有权限访问该工厂'],
    ['admin', '?factoryId=1', 404, '工厂不存在'],
    ['admin', '?factoryId=x', 400, 'querystring/factoryId must be integer'],
  ])('%s asking %s → %i', async (who, query, status, msg) => {
    const res = await get(who, `${WO}/devices${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });
});

describe('maintenance plans', () => {
  it('lists the plans of a factory, next due first', async () => {
    const res = await get('operator', `${WO}/maint/plan/list?factoryId=11`);
    expect(res.statusCode, res.body).toBe(200);
    const plans = (res.json().data as MaintPlan[]).filter((p) => p.title.startsWith('QTEST'));
    expect(plans).toEqual([
      {
        planId: expect.any(Number),
        factoryId: 11,
        deviceId: dev.fan,
        deviceName: '1#鼓风机',
        assetType: null,
        title: 'QTEST 周保养',
        intervalDays: 7,
        nextRun: '2026-03-05',
        execBy: null,
        execByName: '',
        enabled: false,
      },
      {
        planId: expect.any(Number),
        factoryId: 11,
        deviceId: dev.pump,
        deviceName: '2#送水泵',
        assetType: null,
        title: 'QTEST 月度保养',
        intervalDays: 30,
        nextRun: '2026-03-20',
        execBy: 2,
        execByName: '运维员小王',
        enabled: true,
      },
      {
        planId: expect.any(Number),
        factoryId: 11,
        deviceId: null,
        deviceName: '',
        assetType: expect.any(String),
        title: 'QTEST 按类别',
        intervalDays: 1,
        nextRun: '2026-03-25',
        execBy: null,
        execByName: '',
        enabled: true,
      },
    ]);
    const far = (await get('supervisor', `${WO}/maint/plan/list?factoryId=12`)).json().data as MaintPlan[];
    expect(far.filter((p) => p.title.startsWith('QTEST')).map((p) => p.title)).toEqual(['QTEST 冷却塔']);
  });

  it.each([
    ['viewer', '?factoryId=21', 403, '没有权限，请联系管理员授权'],
    ['operator', '?factoryId=12', 403, '没有权限访问该工厂'],
    ['admin', '?factoryId=999', 404, '工厂不存在'],
    ['admin', '', 400, 'querystring/factoryId is required'],
  ])('%s asking %s → %i', async (who, query, status, msg) => {
    const res = await get(who, `${WO}/maint/plan/list${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });
});
