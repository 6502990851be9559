/**
 * The device ledger (docs/architecture.md §3 "Asset ledger"): the list with its filters, paging and counts, one
 * device and what points at it, add, edit and soft delete with their rules (400 naming the field, refusals,
 * nothing written), permission codes and factory scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_API } from '../../contract/alarm';
import { DEVICE_MSG, DEVICE_STATUS, DEVICE_UNITS, type DeviceRow } from '../../contract/asset/schemas';
import { DICT_TYPE } from '../../contract/dict';
import { PERM } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { AppError } from '../../server/src/errors';
import { DEVICE_FIELD_MSG, DeviceService } from '../../server/src/modules/asset/device-service';
import { expectOperatorListsOnly, keepFixedDemoRows, ledgerClient } from './helpers/asset-ledger';
import { versionNow } from './helpers/record-version';
import { bearer, count, createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  await keepFixedDemoRows(db);
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const BASE = '/api/asset/device';
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const NOT_FOUND = { code: 404, msg: DEVICE_MSG.NOT_FOUND };

const { as, send, list } = ledgerClient<DeviceRow>(() => t.app, tokens, BASE);
const codes = (rows: DeviceRow[]): string[] => rows.map((r) => r.deviceShowCode);

/** The device (not deleted) of that show code; the demo codes are unique across the factories. */
async function idOf(code: string, factoryId?: number): Promise<number> {
  const { rows } = await db.query<{ device_id: number }>(
    `SELECT device_id FROM wo_device
      WHERE device_show_code = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR factory_id = $2)`,
    [code, factoryId ?? null],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.device_id;
}

/** Every column of the device, to show that a refused call changed nothing. */
async function rowOf(deviceId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query('SELECT * FROM wo_device WHERE device_id = $1', [deviceId]);
  return rows[0]!;
}

async function upload(who: string, fileName: string, data: Buffer): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/system/file/upload?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': 'application/octet-stream' },
    payload: data,
  });
  return res.json().data.fileId as number;
}
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png'),
]);
const PDF = Buffer.from('%PDF-1.7\n');

const NEW_DEVICE = {
  factoryId: 12,
  deviceShowCode: 'SZ01-P-009',
  deviceName: '补水泵',
  assetType: '1031',
  model: 'CDL32-40',
  location: '制冷站水泵间',
  installDate: '2024-05-06',
  status: DEVICE_STATUS.STANDBY,
};

describe('demo seed', () => {
  it('gives every device an asset type of the dictionary, a unit only for 1034, a model, place, date and state', async () => {
    const { rows } = await db.query<{
      asset_type: string;
      unit: string;
      model: string;
      location: string;
      install_date: string | null;
      status: number;
      in_dict: boolean;
    }>(
      `SELECT d.asset_type, d.unit, d.model, d.location, d.install_date::text, d.status,
              EXISTS (SELECT 1 FROM sys_dict_data x WHERE x.dict_type = $1 AND x.dict_value = d.asset_type) AS in_dict
         FROM wo_device d`,
      [DICT_TYPE.ASSET_TYPE],
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r).toMatchObject({ in_dict: true, model: expect.any(String), location: expect.any(String) });
      expect(r.model && r.location && r.install_date).toBeTruthy();
      expect(
        r.unit === '' ? r.asset_type !== '1034' : (DEVICE_UNITS as readonly string[]).includes(r.unit),
      ).toBe(true);
    }
    expect(new Set(rows.map((r) => r.asset_type))).toEqual(new Set(['1031', '1032', '1033', '1034']));
    const states = rows.map((r) => r.status);
    expect(states.filter((s) => s === 0).length).toBeGreaterThan(rows.length / 2);
    expect(states.filter((s) => s === 1).length).toBeGreaterThan(0);
    expect(states.filter((s) => s === 2)).toHaveLength(1);
    const { rows: dict } = await db.query<{ dict_value: string; dict_label: string; list_class: string }>(
      'SELECT dict_value, dict_label, list_class FROM sys_dict_data WHERE dict_type = $1 ORDER BY dict_sort',
      [DICT_TYPE.DEVICE_STATUS],
    );
    expect(dict).toEqual([
      { dict_value: '0', dict_label: '运行', list_class: 'success' },
      { dict_value: '1', dict_label: '备用', list_class: 'info' },
      { dict_value: '2', dict_label: '检修', list_class: 'warning' },
      { dict_value: '3', dict_label: '停用', list_class: 'danger' },
    ]);
  });
});

describe('GET /api/asset/device/list', () => {
  it("lists a factory's devices by show code, with counts that match what points at each", async () => {
    const { rows, total } = await list('supervisor', 'factoryId=11');
    expect(total).toBe(7);
    expect(codes(rows)).toEqual([
      'SH01-D-005',
      'SH01-E-001',
      'SH01-F-003',
      'SH01-M-007',
      'SH01-P-001',
      'SH01-P-002',
      'SH01-V-012',
    ]);
    expect(rows[0]).toEqual({
      deviceId: await idOf('SH01-D-005'),
      factoryId: 11,
      factoryName: '上海第一水厂',
      deviceShowCode: 'SH01-D-005',
      deviceName: 'PAC加药计量泵',
      assetType: '1034',
      model: 'GM0500PQ1MNN',
      location: '加药间',
      unit: '升',
      installDate: '2019-04-23',
      status: 0,
      photoFileId: null,
      openOrders: expect.any(Number),
      activeAlarms: expect.any(Number),
      meters: 1,
      version: 0,
    });
    // The same counts, computed another way: grouped joins over the seed.
    const { rows: expected } = await db.query<{
      code: string;
      open: number;
      alarms: number;
      meters: number;
    }>(
      `SELECT d.device_show_code AS code,
              (SELECT count(*)::int FROM wo_task t WHERE t.device_id = d.device_id AND t.status IN (0, 1, 2, 3, 4)) AS open,
              (SELECT count(DISTINCT r.alarm_record_id)::int FROM alarm_record r LEFT JOIN alarm_meter m ON m.meter_id = r.meter_id
                WHERE r.released_at IS NULL AND (r.device_id = d.device_id OR m.device_id = d.device_id)) AS alarms,
              (SELECT count(*)::int FROM alarm_meter m WHERE m.device_id = d.device_id) AS meters
         FROM wo_device d WHERE d.factory_id = 11 ORDER BY d.device_show_code`,
    );
    expect(
      rows.map((r) => ({
        code: r.deviceShowCode,
        open: r.openOrders,
        alarms: r.activeAlarms,
        meters: r.meters,
      })),
    ).toEqual(expected);
    // The seed gives the counts something to count.
    expect(rows.every((r) => r.openOrders > 0)).toBe(true);
    expect(rows.filter((r) => r.activeAlarms > 0).length).toBeGreaterThanOrEqual(4);
    expect(rows.find((r) => r.deviceShowCode === 'SH01-V-012')).toMatchObject({ activeAlarms: 0, meters: 0 });
  });

  it.each([
    ['keyword=p-00', ['SH01-P-001', 'SH01-P-002']],
    ['keyword=%E9%80%81%E6%B0%B4%E6%B3%B5', ['SH01-P-001', 'SH01-P-002']], // 送水泵
    ['keyword=%20sh01-e%20', ['SH01-E-001']],
    ['keyword=%25', []], // a literal %
    ['keyword=_', []],
    ['assetType=1034', ['SH01-D-005']],
    ['assetType=1033', ['SH01-M-007']],
    ['status=1', ['SH01-P-002']],
    ['assetType=1031&status=0&keyword=%E9%A3%8E%E6%9C%BA', ['SH01-F-003']], // 风机
  ])('filters by %s', async (query, expected) => {
    const { rows, total } = await list('operator', `factoryId=11&${query}`);
    expect(codes(rows)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('pages: the second page of three continues the first, total is the whole list', async () => {
    const all = codes((await list('admin', 'factoryId=11')).rows);
    const second = await list('admin', 'factoryId=11&pageSize=3&pageNum=2');
    expect(codes(second.rows)).toEqual(all.slice(3, 6));
    expect(second.total).toBe(7);
    expect((await list('admin', 'factoryId=11&pageSize=3&pageNum=4')).rows).toEqual([]);
  });

  it('refuses a factory outside the scope (403), an area or unknown id (404), a missing factory (400)', async () => {
    const outside = await as('operator', `${BASE}/list?factoryId=12`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    for (const id of [1, 999]) {
      const res = await as('admin', `${BASE}/list?factoryId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '工厂不存在' });
    }
    const missing = await as('admin', `${BASE}/list`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('querystring/factoryId');
    expect((await as('operator', `${BASE}/list?factoryId=11&status=7`)).statusCode).toBe(400);
  });

  it('answers 403 to a user without the code', async () => {
    const res = await as('viewer', `${BASE}/list?factoryId=21`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('GET /api/asset/device/{deviceId} and …/related', () => {
  it('answers the device as the list shows it', async () => {
    const row = (await list('operator', 'factoryId=11&keyword=SH01-P-001')).rows[0]!;
    expect((await as('operator', `${BASE}/${row.deviceId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: row,
    });
  });

  it('answers 404 alike for a device of another factory and a missing one', async () => {
    const other = await idOf('SZ01-C-001');
    for (const url of [
      `${BASE}/${other}`,
      `${BASE}/${other}/related`,
      `${BASE}/99999`,
      `${BASE}/99999/related`,
    ]) {
      const res = await as('operator', url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect((await as('supervisor', `${BASE}/${other}`)).json().data.deviceShowCode).toBe('SZ01-C-001');
  });

  it('lists its latest orders, the alarms on it or its meters, and its meters', async () => {
    const id = await idOf('SH01-P-001');
    const res = await as('operator', `${BASE}/${id}/related`);
    expect(res.statusCode).toBe(200);
    const { orders, alarms, meters } = res.json().data;
    const { rows: taskIds } = await db.query<{ task_id: number }>(
      'SELECT task_id FROM wo_task WHERE device_id = $1 ORDER BY report_time DESC, task_id DESC',
      [id],
    );
    expect(orders.map((o: { taskId: number }) => o.taskId)).toEqual(taskIds.map((r) => r.task_id));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0]).toEqual({
      taskId: expect.any(Number),
      taskNo: expect.stringMatching(/^[A-Z]{2}\d{12}$/),
      kind: expect.stringMatching(/^(fix|maint|inspect|planFix)$/),
      status: expect.any(Number),
      reportContent: expect.any(String),
      reportTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(meters).toEqual([
      {
        meterId: expect.any(Number),
        code: 'SH01-EM-01',
        name: '1#送水泵电表',
        kind: 'electricity',
        online: true,
        lastValue: expect.any(Number),
        lastReadAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(alarms.length).toBeGreaterThan(0);
    expect(alarms[0]).toMatchObject({ kind: 2, releasedAt: null });
    // An alarm raised on the meter only (no device on the record) counts as the device's too.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO alarm_record (factory_id, kind, device_type, meter_id, code, name, content, raised_at, released_at)
       SELECT 11, 3, 2, meter_id, code, name, '数据异常', now(), now() FROM alarm_meter WHERE code = 'SH01-EM-01'
       RETURNING alarm_record_id AS id`,
    );
    const again = (await as('operator', `${BASE}/${id}/related`)).json().data;
    expect(again.alarms[0]).toMatchObject({ alarmId: rows[0]!.id, kind: 3, releasedAt: expect.any(String) });
  });

  it('keeps to the latest 20 alarms', async () => {
    const id = await idOf('SH01-V-012');
    await db.query(
      `INSERT INTO alarm_record (factory_id, kind, device_type, device_id, code, name, content, raised_at, released_at)
       SELECT 11, 2, 3, $1, 'SH01-V-012', '进水电动阀', '联动告警', now() - g * interval '1 minute', now()
         FROM generate_series(1, 25) g`,
      [id],
    );
    const { alarms } = (await as('operator', `${BASE}/${id}/related`)).json().data;
    expect(alarms).toHaveLength(20);
    expect(alarms.map((a: { raisedAt: string }) => a.raisedAt)).toEqual(
      alarms
        .map((a: { raisedAt: string }) => a.raisedAt)
        .sort()
        .reverse(),
    );
    await db.query('DELETE FROM alarm_record WHERE device_id = $1', [id]);
  });
});

describe('POST /api/asset/device', () => {
  it('adds a device for the supervisor; its photo is then visible to the factory', async () => {
    const photoFileId = await upload('supervisor', '补水泵.png', PNG);
    const body = { ...NEW_DEVICE, factoryId: 11, photoFileId };
    const res = await send('supervisor', 'POST', BASE, body);
    expect(res.json()).toEqual({ code: 200, msg: DEVICE_MSG.ADDED, data: { deviceId: expect.any(Number) } });
    const deviceId = res.json().data.deviceId as number;
    expect((await as('operator', `${BASE}/${deviceId}`)).json().data).toEqual({
      deviceId,
      ...body,
      factoryName: '上海第一水厂',
      unit: '',
      openOrders: 0,
      activeAlarms: 0,
      meters: 0,
      version: 0,
    });
    // The operator uploaded nothing, but the photo of a device of their factory is theirs to see.
    expect((await as('operator', `/api/system/file/download/${photoFileId}`)).statusCode).toBe(200);
    expect((await as('viewer', `/api/system/file/download/${photoFileId}`)).statusCode).toBe(404);
    // The same code in another factory is another device.
    const other = await send('supervisor', 'POST', BASE, NEW_DEVICE);
    expect(other.json()).toMatchObject({ code: 200, data: { deviceId: expect.not.toBeOneOf([deviceId]) } });
  });

  it('adds a metered consumable with its unit and without optional fields', async () => {
    const body = {
      factoryId: 12,
      deviceShowCode: 'SZ01-X-001',
      deviceName: '阻垢剂',
      assetType: '1034',
      unit: '千克',
      status: 0,
    };
    const res = await send('admin', 'POST', BASE, body);
    const data = (await as('admin', `${BASE}/${res.json().data.deviceId}`)).json().data;
    expect(data).toMatchObject({ ...body, model: '', location: '', installDate: null, photoFileId: null });
  });

  it('refuses a show code another device of the factory holds, in any case, and writes nothing', async () => {
    const before = await count(db, 'wo_device');
    const res = await send('supervisor', 'POST', BASE, {
      ...NEW_DEVICE,
      factoryId: 11,
      deviceShowCode: 'sh01-p-001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: DEVICE_MSG.codeTaken('sh01-p-001') });
    expect(await count(db, 'wo_device')).toBe(before);
  });

  it.each([
    ['assetType', { assetType: '1099' }, DEVICE_FIELD_MSG.ASSET_TYPE],
    ['unit', { assetType: '1034' }, DEVICE_MSG.UNIT_REQUIRED],
    ['unit', { assetType: '1034', unit: '' }, DEVICE_MSG.UNIT_REQUIRED],
    ['unit', { assetType: '1034', unit: '吨' }, DEVICE_FIELD_MSG.UNIT],
    ['unit', { assetType: '1031', unit: '升' }, DEVICE_MSG.UNIT_ONLY_WITH_UNIT_TYPE],
    ['unit', { assetType: '1032', unit: '个' }, DEVICE_MSG.UNIT_ONLY_WITH_UNIT_TYPE],
    ['photoFileId', { photoFileId: 99999 }, '文件不存在或无权访问'],
    ['deviceShowCode', { deviceShowCode: '设备-1' }, 'has an invalid format'],
    ['deviceShowCode', { deviceShowCode: 'A-' }, 'has an invalid format'],
    ['deviceShowCode', { deviceShowCode: 'A'.repeat(33) }, 'has an invalid format'],
    ['deviceName', { deviceName: '' }, 'must NOT have fewer than 1 characters'],
    ['deviceName', { deviceName: '泵'.repeat(21) }, 'must NOT have more than 20 characters'],
    ['model', { model: 'M'.repeat(21) }, 'must NOT have more than 20 characters'],
    ['location', { location: '房'.repeat(51) }, 'must NOT have more than 50 characters'],
    ['installDate', { installDate: '2024/05/06' }, 'has an invalid format'],
    ['installDate', { installDate: '2999-01-01' }, DEVICE_MSG.INSTALL_IN_FUTURE],
    ['assetType', { assetType: 'pump' }, 'has an invalid format'],
    ['status', { status: 4 }, 'must be one of 0, 1, 2, 3'],
    ['factoryId', { factoryId: 0 }, 'must be >= 1'],
  ])('answers 400 naming %s (%j) and writes nothing', async (field, patch, msg) => {
    const before = await count(db, 'wo_device');
    const res = await send('supervisor', 'POST', BASE, {
      ...NEW_DEVICE,
      deviceShowCode: 'SZ01-NEW-1',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: `body/${field} ${msg}` });
    expect(await count(db, 'wo_device')).toBe(before);
  });

  it('refuses a photo that is no image, or an image the caller may not see', async () => {
    const pdf = await upload('supervisor', '说明书.pdf', PDF);
    const viewers = await upload('viewer', '别人的.png', PNG);
    const before = await count(db, 'wo_device');
    for (const [photoFileId, msg] of [
      [pdf, DEVICE_FIELD_MSG.NOT_AN_IMAGE],
      [viewers, '文件不存在或无权访问'],
    ] as const) {
      const res = await send('supervisor', 'POST', BASE, {
        ...NEW_DEVICE,
        deviceShowCode: 'SZ01-NEW-2',
        photoFileId,
      });
      expect(res.json()).toEqual({ code: 400, msg: `body/photoFileId ${msg}` });
    }
    expect(await count(db, 'wo_device')).toBe(before);
    // admin may use any upload
    const res = await send('admin', 'POST', BASE, {
      ...NEW_DEVICE,
      deviceShowCode: 'SZ01-NEW-2',
      photoFileId: viewers,
    });
    expect(res.json().code).toBe(200);
  });

  it('refuses the loser of two adds of one code at once: the unique index answers like the check', async () => {
    // The check sees no clash (another call has not committed yet); the insert then meets the index.
    const blind = (inner: Db): Db => ({
      ...inner,
      query: (sql, params) =>
        sql.includes('lower(device_show_code) = lower($2)')
          ? Promise.resolve({ rows: [] })
          : inner.query(sql, params),
      transaction: (fn) => inner.transaction((tx) => fn(blind(tx))),
    });
    const racing = blind(db);
    const supervisor = {
      userId: 3,
      userName: 'supervisor',
      loginId: 0,
      roleKeys: [],
      permissions: [],
      factoryIds: [11, 12],
    };
    const before = await count(db, 'wo_device');
    const err = await new DeviceService(racing, t.clock)
      .add(supervisor, { ...NEW_DEVICE, factoryId: 11, deviceShowCode: 'sh01-p-002' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ httpStatus: 200, code: 500, message: DEVICE_MSG.codeTaken('sh01-p-002') });
    expect(await count(db, 'wo_device')).toBe(before);
  });

  it('refuses a factory outside the scope (403) and an area (404), writing nothing', async () => {
    const before = await count(db, 'wo_device');
    const outside = await send('supervisor', 'POST', BASE, { ...NEW_DEVICE, factoryId: 21 });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    const area = await send('admin', 'POST', BASE, { ...NEW_DEVICE, factoryId: 1 });
    expect(area.statusCode).toBe(404);
    expect(area.json()).toEqual({ code: 404, msg: '工厂不存在' });
    expect(await count(db, 'wo_device')).toBe(before);
  });
});

describe('PUT /api/asset/device', () => {
  const edited = async (code: string, factoryId: number) => {
    const deviceId = await idOf(code, factoryId);
    // the version the edit form loaded with the device (docs/concurrency.md)
    return {
      deviceId,
      ...NEW_DEVICE,
      factoryId,
      deviceShowCode: code,
      version: await versionNow(db, 'device', deviceId),
    };
  };

  it('replaces the fields, moving the device to another factory of the caller', async () => {
    const body = {
      ...(await edited('SZ01-P-009', 12)),
      factoryId: 11,
      deviceShowCode: 'sh01-p-019',
      deviceName: '3#补水泵',
      assetType: '1034',
      unit: '套',
      model: '',
      location: '二级送水泵房',
      installDate: null,
      status: 2,
    };
    const res = await send('supervisor', 'PUT', BASE, body);
    expect(res.json()).toEqual({ code: 200, msg: DEVICE_MSG.UPDATED });
    const { deviceId, ...fields } = body;
    expect((await as('supervisor', `${BASE}/${deviceId}`)).json().data).toMatchObject({
      ...fields,
      factoryName: '上海第一水厂',
      photoFileId: null,
      version: body.version + 1,
    });
    // its own code, in another case, is no clash
    const again = await send('supervisor', 'PUT', BASE, {
      ...body,
      deviceShowCode: 'SH01-P-019',
      version: body.version + 1,
    });
    expect(again.json()).toEqual({ code: 200, msg: DEVICE_MSG.UPDATED });
  });

  it('keeps a photo another user set (any user of the factory may see it)', async () => {
    const id = await idOf('SH01-P-019');
    const photoFileId = await upload('admin', '泵.png', PNG);
    await db.query('UPDATE wo_device SET photo_file_id = $2 WHERE device_id = $1', [id, photoFileId]);
    const body = { ...(await edited('SH01-P-019', 11)), photoFileId };
    expect((await send('supervisor', 'PUT', BASE, body)).json()).toEqual({
      code: 200,
      msg: DEVICE_MSG.UPDATED,
    });
  });

  it('refuses a code taken, a unit, a factory out of scope, a move of a device tied to its factory, and a device out of scope, changing nothing', async () => {
    const id = await idOf('SH01-P-019');
    const before = await rowOf(id);
    const body = await edited('SH01-P-019', 11);
    const taken = await send('supervisor', 'PUT', BASE, { ...body, deviceShowCode: 'SH01-P-002' });
    expect(taken.json()).toEqual({ code: 500, msg: DEVICE_MSG.codeTaken('SH01-P-002') });
    const unit = await send('supervisor', 'PUT', BASE, { ...body, unit: '个' });
    expect(unit.json()).toEqual({ code: 400, msg: `body/unit ${DEVICE_MSG.UNIT_ONLY_WITH_UNIT_TYPE}` });
    const outside = await send('supervisor', 'PUT', BASE, { ...body, factoryId: 21 });
    expect(outside.json()).toEqual({ code: 403, msg: '没有权限访问该工厂' });
    expect(await rowOf(id)).toEqual(before);

    // SH01-P-001 has open orders, meters and an alarm in 11: it stays there.
    const tied = await idOf('SH01-P-001', 11);
    const tiedBefore = await rowOf(tied);
    const move = await send('supervisor', 'PUT', BASE, {
      ...(await edited('SH01-P-001', 11)),
      deviceId: tied,
      factoryId: 12,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json()).toEqual({ code: 400, msg: `body/factoryId ${DEVICE_MSG.MOVE_TIED}` });
    expect(await rowOf(tied)).toEqual(tiedBefore);

    const south = await idOf('GZ01-P-001');
    const southBefore = await rowOf(south);
    for (const deviceId of [south, 99999]) {
      const res = await send('supervisor', 'PUT', BASE, { ...body, deviceId, deviceShowCode: 'GZ01-P-001' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect(await rowOf(south)).toEqual(southBefore);
  });
});

describe('DELETE /api/asset/device/{deviceId}', () => {
  it('refuses a device with an open order, changing nothing (its plans stay on)', async () => {
    const id = await idOf('SH01-P-002');
    const before = await rowOf(id);
    const res = await send('supervisor', 'DELETE', `${BASE}/${id}`);
    expect(res.json()).toEqual({ code: 500, msg: DEVICE_MSG.HAS_OPEN_ORDERS });
    expect(await rowOf(id)).toEqual(before);
    const { rows } = await db.query<{ enabled: boolean }>(
      'SELECT enabled FROM wo_maint_plan WHERE device_id = $1',
      [id],
    );
    // the demo's plans on it (a calendar one, and those of 保养计划 / 巡检计划) all stay on
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.enabled)).toBe(true);
  });

  it('refuses a device with an active alarm on one of its meters, then deletes it once released', async () => {
    const id = await idOf('SZ01-B-002');
    const before = await rowOf(id);
    const refused = await send('supervisor', 'DELETE', `${BASE}/${id}`);
    expect(refused.json()).toEqual({ code: 500, msg: DEVICE_MSG.HAS_ACTIVE_ALARMS });
    expect(await rowOf(id)).toEqual(before);
    const planned = await db.query<{ enabled: boolean }>(
      'SELECT enabled FROM wo_maint_plan WHERE device_id = $1',
      [id],
    );
    expect(planned.rows.length).toBeGreaterThan(0);
    expect(planned.rows.every((r) => r.enabled)).toBe(true);

    const { rows: active } = await db.query<{ id: number; on_meter: boolean }>(
      `SELECT alarm_record_id AS id, meter_id IS NOT NULL AS on_meter FROM alarm_record
        WHERE released_at IS NULL
          AND (device_id = $1 OR meter_id IN (SELECT meter_id FROM alarm_meter WHERE device_id = $1))`,
      [id],
    );
    expect(active.some((a) => a.on_meter)).toBe(true);
    expect(active.length).toBeGreaterThan(0);
    const cleared = await send('supervisor', 'PUT', ALARM_API.CLEAR, {
      alarmRecordIds: active.map((a) => a.id).join(','),
      reason: '仪表已拆除', // still active: a release takes a reason (docs/alarms.md)
    });
    expect(cleared.json().code).toBe(200);

    const res = await send('supervisor', 'DELETE', `${BASE}/${id}`);
    expect(res.json()).toEqual({ code: 200, msg: DEVICE_MSG.DELETED });

    // Gone from the ledger, its reads and the work-order picker …
    expect(codes((await list('supervisor', 'factoryId=12')).rows)).not.toContain('SZ01-B-002');
    for (const url of [`${BASE}/${id}`, `${BASE}/${id}/related`]) {
      expect((await as('supervisor', url)).json()).toEqual(NOT_FOUND);
    }
    const picker = (await as('supervisor', '/api/system/base/workOrder/devices?factoryId=12')).json().data;
    expect(picker.map((d: { deviceId: number }) => d.deviceId)).not.toContain(id);
    expect((await send('supervisor', 'DELETE', `${BASE}/${id}`)).json()).toEqual(NOT_FOUND);
    // … no new order can name it, its plan is off and its meter measures no device …
    const order = await send('supervisor', 'POST', '/api/system/base/workOrder/fix', {
      factoryId: 12,
      deviceId: id,
      reportContent: '锅炉异响',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().msg).toContain('body/deviceId');
    const plansAfter = await db.query<{ enabled: boolean }>(
      'SELECT enabled FROM wo_maint_plan WHERE device_id = $1',
      [id],
    );
    expect(plansAfter.rows.length).toBe(planned.rows.length);
    expect(plansAfter.rows.every((r) => !r.enabled)).toBe(true);
    expect((await db.query("SELECT device_id FROM alarm_meter WHERE code = 'SZ01-GM-01'")).rows).toEqual([
      { device_id: null },
    ]);

    // … while history still names it: its closed order and its alarms.
    const { rows: closed } = await db.query<{ task_id: number; kind: string }>(
      'SELECT task_id, kind FROM wo_task WHERE device_id = $1 AND status = 9',
      [id],
    );
    expect(closed.length).toBeGreaterThan(0);
    const detail = await as(
      'supervisor',
      `/api/system/base/workOrder/${closed[0]!.kind}/${closed[0]!.task_id}`,
    );
    expect(detail.json().data).toMatchObject({ deviceShowCode: 'SZ01-B-002', deviceName: '2#燃气锅炉' });
    const { rows: history } = await db.query(
      'SELECT count(*)::int AS n FROM alarm_record WHERE device_id = $1',
      [id],
    );
    expect(history[0]!.n).toBeGreaterThan(0);

    // The code is free again in its factory.
    const reused = await send('supervisor', 'POST', BASE, {
      ...NEW_DEVICE,
      deviceShowCode: 'sz01-b-002',
      deviceName: '2#燃气锅炉（新）',
    });
    expect(reused.json()).toMatchObject({ code: 200, data: { deviceId: expect.not.toBeOneOf([id]) } });
  });

  it('deletes a device nothing points at; a device out of scope or missing is 404', async () => {
    const id = await idOf('SZ01-X-001');
    expect((await send('admin', 'DELETE', `${BASE}/${id}`)).json()).toEqual({
      code: 200,
      msg: DEVICE_MSG.DELETED,
    });
    const { rows } = await db.query(
      'SELECT deleted_at IS NOT NULL AS deleted FROM wo_device WHERE device_id = $1',
      [id],
    );
    expect(rows).toEqual([{ deleted: true }]);
    for (const deviceId of [await idOf('GZ01-P-001'), 99999]) {
      const res = await send('supervisor', 'DELETE', `${BASE}/${deviceId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('permission codes', () => {
  it('lets the operator list but not add, edit or delete (403), writing nothing', async () => {
    const id = await idOf('SH01-V-012');
    const before = await rowOf(id);
    const devices = await count(db, 'wo_device');
    await expectOperatorListsOnly(
      t.app,
      { operator: tokens.operator ?? '', supervisor: tokens.supervisor ?? '' },
      [
        ['POST', BASE, { ...NEW_DEVICE, factoryId: 11, deviceShowCode: 'SH01-NEW-1' }],
        ['PUT', BASE, { ...NEW_DEVICE, deviceId: id, factoryId: 11, deviceShowCode: 'SH01-V-012' }],
        ['DELETE', `${BASE}/${id}`],
      ],
      1011,
      [PERM.DEVICE_LIST, PERM.DEVICE_ADD, PERM.DEVICE_EDIT, PERM.DEVICE_REMOVE, PERM.DEVICE_EXPORT],
    );
    expect(await rowOf(id)).toEqual(before);
    expect(await count(db, 'wo_device')).toBe(devices);
  });
});
