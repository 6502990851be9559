/**
 * The list pages' .xlsx exports (docs/secure-space.md "Exports"): each export route answers an .xlsx named after its
 * page and the China day, whose sheet holds the rows its list's filter matches and no other, in the list's scope;
 * a factory out of scope is refused, bad input is a 400 naming the field, more than the cap is refused; migration
 * 027 gives a demo database seeded before it the export buttons on the roles that hold the pages.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../contract/permissions';
import { EXPORT_MAX_ROWS, EXPORT_MSG } from '../../contract/secure-space';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { exportFileName, exportRows } from '../../server/src/shared/list-export';
import { XLSX_TYPE } from '../../server/src/shared/xlsx';
import { WoFixtures } from './helpers/work-order-fixtures';
import { createTestApp, login, openSeededDb, sendAs, type TestApp } from './helpers/test-app';
import { sheetRows } from './helpers/xlsx-sheet';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const WO = '/api/system/base/workOrder';

const post = (who: string, url: string, body: object) => sendAs(t.app, tokens[who] ?? '', 'POST', url, body);

/** An export answered as a file: its headers, then its sheet. */
function fileOf(res: LightMyRequestResponse, page: string): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  const name = exportFileName(page, t.clock.now());
  expect(name).toMatch(new RegExp(`^${page}_\\d{8}\\.xlsx$`));
  expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  return sheetRows(res);
}

/** The values of one column (by header) of the data rows. */
const column = (sheet: string[][], header: string): string[] => {
  const index = sheet[0]!.indexOf(header);
  expect(index, `${header} in ${sheet[0]!.join(',')}`).toBeGreaterThanOrEqual(0);
  return sheet.slice(1).map((r) => r[index] ?? '');
};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  const fx = new WoFixtures(db);
  const pump = await fx.device(11, 'XEXP-P1', '导出泵');
  const tower = await fx.device(12, 'XEXP-T1', '导出塔');
  const order = (taskNo: string, spec: Omit<Parameters<WoFixtures['order']>[0], 'taskNo' | 'reportTime'>) =>
    fx.order({ taskNo, reportTime: '2026-03-01T01:00:00Z', ...spec });
  await order('XE-F01', {
    kind: 'fix',
    factoryId: 11,
    status: 0,
    deviceId: pump,
    reportContent: '=1+1 异响',
  });
  await order('XE-F02', { kind: 'fix', factoryId: 11, status: 9, deviceId: pump });
  await order('XE-F03', { kind: 'fix', factoryId: 12, status: 1, deviceId: tower });
  await order('XE-M01', { kind: 'maint', factoryId: 11, status: 2, deviceId: pump });
  await order('XE-I01', { kind: 'inspect', factoryId: 11, status: 0, deviceId: pump });
  await order('XE-P01', { kind: 'planFix', factoryId: 11, status: 0 });
  await order('XE-A01', { kind: 'fix', factoryId: 11, status: 4, deviceId: pump, execBy: 2, acceptBy: 3 });
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('work-order exports', () => {
  it.each([
    // the open ones by default, newest report first (the later order first at the same time)
    ['fix', '维修工单', { taskNo: 'XE-F' }, ['XE-F03', 'XE-F01']],
    ['fix', '维修工单', { taskNo: 'XE-F', status: [9] }, ['XE-F02']],
    ['fix', '维修工单', { taskNo: 'XE-F', status: [0, 1, 9], factoryId: 12 }, ['XE-F03']],
    ['maint', '保养工单', { taskNo: 'XE-' }, ['XE-M01']],
    ['inspect', '巡检工单', { taskNo: 'XE-' }, ['XE-I01']],
    ['planFix', '故障排查', { taskNo: 'XE-' }, ['XE-P01']],
  ])('%s: the filtered rows of the list, no others (%j)', async (kind, page, filter, taskNos) => {
    const sheet = fileOf(await post('supervisor', `${WO}/${kind}/export`, filter), page);
    expect(sheet[0]?.slice(0, 6)).toEqual([
      '工单编号',
      '工单状态',
      '优先级',
      '应完成时间',
      '是否超期',
      '所属工厂',
    ]);
    expect(column(sheet, '工单编号')).toEqual(taskNos);
  });

  it('writes text as text: a formula-looking cell stays a string', async () => {
    const sheet = fileOf(await post('operator', `${WO}/fix/export`, { taskNo: 'XE-F01' }), '维修工单');
    expect(column(sheet, '上报内容')).toEqual(['=1+1 异响']);
    expect(column(sheet, '工单状态')).toEqual(['待派单']);
    expect(column(sheet, '设备名称')).toEqual(['导出泵']);
  });

  it("keeps the caller's factory scope: the operator's file lacks factory 12, naming it is refused", async () => {
    const sheet = fileOf(
      await post('operator', `${WO}/fix/export`, { taskNo: 'XE-F', status: [0, 1, 9] }),
      '维修工单',
    );
    expect(column(sheet, '工单编号').sort()).toEqual(['XE-F01', 'XE-F02']);
    const res = await post('operator', `${WO}/fix/export`, { factoryId: 12 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
  });

  it('exports the acceptance list with the last acceptance record', async () => {
    const sheet = fileOf(await post('supervisor', `${WO}/accept/export`, { taskNo: 'XE-' }), '工单验收');
    expect(column(sheet, '工单编号')).toEqual(['XE-A01']);
    expect(sheet[0]).toContain('验收结果');
  });

  it('needs the export code and names a bad field', async () => {
    expect((await post('viewer', `${WO}/fix/export`, {})).statusCode).toBe(403);
    // the operator has no acceptance page
    expect((await post('operator', `${WO}/accept/export`, {})).statusCode).toBe(403);
    const bad = await post('supervisor', `${WO}/fix/export`, { status: [5] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^body\/status /);
    const wrongType = await post('supervisor', `${WO}/fix/export`, { factoryId: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toMatch(/factoryId/);
  });
});

describe('ledger exports', () => {
  it('device ledger: the filtered devices of the factory with their labels', async () => {
    const sheet = fileOf(
      await post('supervisor', '/api/asset/device/export', { factoryId: 11, keyword: 'XEXP' }),
      '设备台账',
    );
    expect(column(sheet, '设备编码')).toEqual(['XEXP-P1']);
    expect(column(sheet, '所属工厂')).toHaveLength(1);
    const all = fileOf(await post('supervisor', '/api/asset/device/export', { factoryId: 11 }), '设备台账');
    expect(column(all, '设备编码')).toContain('XEXP-P1');
    expect(column(all, '设备编码')).not.toContain('XEXP-T1');
  });

  it('meter ledger: the filtered meters of the factory', async () => {
    const all = fileOf(await post('supervisor', '/api/asset/meter/export', { factoryId: 11 }), '仪表台账');
    const codes = column(all, '仪表编码');
    expect(codes.length).toBeGreaterThan(1);
    const one = fileOf(
      await post('supervisor', '/api/asset/meter/export', { factoryId: 11, keyword: codes[0] }),
      '仪表台账',
    );
    expect(column(one, '仪表编码')).toEqual([codes[0]]);
    expect(['在线', '离线']).toContain(column(one, '在线状态')[0]);
  });

  it('refuses a factory out of scope, the operator (read-only ledgers), and names a bad field', async () => {
    expect((await post('supervisor', '/api/asset/device/export', { factoryId: 21 })).statusCode).toBe(403);
    expect((await post('operator', '/api/asset/meter/export', { factoryId: 11 })).statusCode).toBe(403);
    const bad = await post('supervisor', '/api/asset/meter/export', { factoryId: 11, kind: 'steam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^body\/kind /);
    const missing = await post('supervisor', '/api/asset/device/export', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/factoryId/);
  });
});

describe('the row cap', () => {
  it(`reads the first ${EXPORT_MAX_ROWS} rows in the list's order and refuses a filter matching more`, async () => {
    const windows: unknown[] = [];
    const rows = await exportRows(
      (window) => (windows.push(window), Promise.resolve({ rows: [1], total: 1 })),
    );
    expect(rows).toEqual([1]);
    expect(windows).toEqual([{ limit: EXPORT_MAX_ROWS, offset: 0 }]);
    await expect(
      exportRows(() => Promise.resolve({ rows: [], total: EXPORT_MAX_ROWS + 1 })),
    ).rejects.toMatchObject({ httpStatus: 200, code: 500, message: EXPORT_MSG.TOO_MANY });
  });
});

describe('migration 027', () => {
  it('gives a demo database seeded before it the export buttons, on the roles that hold the pages', async () => {
    const holders = () =>
      db.query<{ role: string; perms: string }>(
        `SELECT r.role_key AS role, m.perms FROM sys_role_menu rm JOIN sys_role r ON r.role_id = rm.role_id
           JOIN sys_menu m ON m.menu_id = rm.menu_id
          WHERE m.perms LIKE '%:export' AND rm.menu_id IN (10115, 10125, 30115, 30123, 30133, 30143, 30413)
          ORDER BY r.role_key, m.perms`,
      );
    const seeded = (await holders()).rows;
    expect(seeded.filter((r) => r.role === 'supervisor').map((r) => r.perms)).toEqual(
      [
        PERM.ACCEPT_EXPORT,
        PERM.DEVICE_EXPORT,
        PERM.METER_EXPORT,
        PERM.FIX_EXPORT,
        PERM.INSPECT_EXPORT,
        PERM.MAINTAIN_EXPORT,
        PERM.PLAN_FIX_EXPORT,
      ].sort(),
    );
    expect(seeded.filter((r) => r.role === 'operator').map((r) => r.perms)).toEqual(
      [PERM.FIX_EXPORT, PERM.INSPECT_EXPORT, PERM.MAINTAIN_EXPORT, PERM.PLAN_FIX_EXPORT].sort(),
    );
    // As a database seeded before 027: neither the buttons nor their grants, the migration not applied.
    await db.query('DELETE FROM sys_menu WHERE menu_id IN (10115, 10125, 30115, 30123, 30133, 30143, 30413)');
    await db.query("DELETE FROM schema_migrations WHERE version = '027-list-exports'");
    expect(await migrate(db)).toEqual(['027-list-exports']);
    expect((await holders()).rows).toEqual(seeded);
  });
});
