/**
 * 水厂信息 (docs/architecture.md §3 "Plant archive"): the demo archives, the read and the edit of a factory's archive
 * with the rules of docs/requirements.md §5 (400 naming the field, nothing written), the factory gate, the codes of the
 * demo roles, and the maps service key of docs/requirements.md §9 with the CSP it opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_TYPE } from '../../contract/dict';
import { MESSAGE_MSG } from '../../contract/message/schemas';
import { PERM } from '../../contract/permissions';
import {
  ARCHIVE_API,
  ARCHIVE_MSG,
  type PlantArchive,
  type PlantEditBody,
} from '../../contract/plant-archive/schemas';
import type { Db } from '../../server/src/db/client';
import { MSG } from '../../server/src/errors';
import { CSP, MAP_HOSTS } from '../../server/src/plugins/security-headers';
import { versionNow } from './helpers/record-version';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'supervisor', 'viewer'])
    tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const plantUrl = (factoryId: number | string) => `${ARCHIVE_API.PLANT}/${factoryId}`;
const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
/** An edit with the version the factory holds now, as the archive form sends it (docs/concurrency.md). */
const put = async (who: string, factoryId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: plantUrl(factoryId),
    headers: bearer(tokens[who] ?? ''),
    payload: { ...payload, version: await versionNow(db, 'area', factoryId) },
  });
const FORBIDDEN = { code: 403, msg: MSG.FORBIDDEN };

async function archiveOf(factoryId: number): Promise<PlantArchive> {
  const res = await as('admin', plantUrl(factoryId));
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Everything an edit writes for the factory, to show that a refused one wrote nothing. */
async function stored(factoryId: number): Promise<unknown[]> {
  const parts = await Promise.all([
    db.query('SELECT address, longitude, latitude FROM sys_area WHERE id = $1', [factoryId]),
    db.query('SELECT * FROM arc_plant WHERE factory_id = $1', [factoryId]),
    db.query('SELECT * FROM arc_plant_contact WHERE factory_id = $1 ORDER BY sort', [factoryId]),
  ]);
  return parts.map((p) => p.rows);
}

const EDIT: Omit<PlantEditBody, 'version'> = {
  address: '上海市浦东新区杨高南路1300号',
  longitude: 121.5130123,
  latitude: 31.2011,
  designCapacity: 420000,
  capacityUnit: 'm³/d',
  processType: '2',
  commissioningDate: '1998-07-01',
  remark: '2024年完成深度处理改造',
  contacts: [
    { name: '张建国', role: '厂长', mobile: '13816201234', landline: '02158761234' },
    { name: '王芳', role: '化验室主任', mobile: '13500001111', landline: '021587612345' },
  ],
};

describe('demo seed', () => {
  it('gives every demo factory its place, capacity, process type, commissioning date and contacts', async () => {
    const types = await db.query<{ dict_value: string }>(
      'SELECT dict_value FROM sys_dict_data WHERE dict_type = $1',
      [DICT_TYPE.PROCESS_TYPE],
    );
    const known = types.rows.map((r) => r.dict_value);
    expect(known.length).toBeGreaterThanOrEqual(4);
    for (const id of [11, 12, 21, 22]) {
      const a = await archiveOf(id);
      expect(a.address, String(id)).not.toBe('');
      expect(a.longitude).toBeGreaterThan(100);
      expect(a.latitude).toBeGreaterThan(20);
      expect(a.designCapacity).toBeGreaterThan(0);
      expect(known).toContain(a.processType);
      expect(a.commissioningDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.contacts.length).toBeGreaterThan(0);
      for (const c of a.contacts) {
        expect(c.mobile).toMatch(/^\d{1,11}$/);
        expect(c.landline).toMatch(/^\d{1,12}$/);
      }
    }
    expect((await archiveOf(11)).capacityUnit).toBe('m³/d');
    expect((await archiveOf(12)).capacityUnit).toBe('MW');
  });
});

describe('GET plant/{factoryId}', () => {
  it("answers the supervisor's factory with its archive, contacts in their order", async () => {
    const res = await as('supervisor', plantUrl(11));
    expect(res.statusCode).toBe(200);
    const a: PlantArchive = res.json().data;
    expect(a).toMatchObject({
      factoryId: 11,
      factoryName: '上海第一水厂',
      factoryCode: 'HD-SH01',
      capacityUnit: 'm³/d',
      processType: '1',
      updatedAt: null,
      updatedBy: '',
    });
    expect(a.contacts.map((c) => c.name)).toEqual(['张建国', '李慧', '周涛']);
  });

  it('is 403 for a factory outside the scope and 404 for an id that is no factory', async () => {
    expect((await as('supervisor', plantUrl(21))).json()).toEqual({
      code: 403,
      msg: MESSAGE_MSG.OUT_OF_SCOPE,
    });
    const missing = await as('supervisor', plantUrl(999));
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { code: 404, msg: MESSAGE_MSG.NOT_A_FACTORY },
    });
    // An area is no factory.
    expect((await as('admin', plantUrl(1))).statusCode).toBe(404);
    expect((await as('admin', plantUrl('x'))).statusCode).toBe(400);
  });

  it('needs archive:plant:query: the operator has no archive menus', async () => {
    const res = await as('operator', plantUrl(11));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('lets the viewer read the archive of its factory but not edit it', async () => {
    expect((await as('viewer', plantUrl(21))).json().data.factoryName).toBe('广州南沙水厂');
    const res = await put('viewer', 21, { ...EDIT });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('gives page 5011 its query and edit buttons', async () => {
    const buttons = await as('supervisor', '/api/system/menu/btns/5011');
    expect(buttons.json().data).toEqual([PERM.PLANT_QUERY, PERM.PLANT_EDIT]);
  });
});

describe('PUT plant/{factoryId}', () => {
  it('replaces the archive, the address and coordinates in sys_area, and says who edited it', async () => {
    const res = await put('supervisor', 11, EDIT);
    expect(res.json()).toEqual({ code: 200, msg: ARCHIVE_MSG.UPDATED });
    const a = await archiveOf(11);
    expect(a).toMatchObject({ ...EDIT, updatedBy: '主管老李', updatedAt: '2026-03-02 16:00:00' });
    // The area form reads the same columns.
    const area = (await as('admin', '/api/system/area/info/11')).json().data;
    expect(area).toMatchObject({ address: EDIT.address, longitude: EDIT.longitude, latitude: EDIT.latitude });
  });

  it('clears what is left empty: no coordinates, capacity, type, date or contacts', async () => {
    const empty: Omit<PlantEditBody, 'version'> = {
      address: '',
      longitude: null,
      latitude: null,
      designCapacity: null,
      capacityUnit: 'MW',
      processType: '',
      commissioningDate: null,
      remark: '',
      contacts: [],
    };
    expect((await put('admin', 22, empty)).json().code).toBe(200);
    expect(await archiveOf(22)).toMatchObject({ ...empty, updatedBy: '系统管理员' });
  });

  const contact = EDIT.contacts[0]!;
  it.each([
    ['body/address', { address: '路'.repeat(51) }],
    ['body/longitude', { longitude: 180.5 }],
    ['body/latitude', { latitude: -90.01 }],
    ['body/longitude must have at most 10 digits', { longitude: 121.51234567891 }],
    ['body/latitude must have at most 10 digits', { latitude: 31.123456789 }],
    ['body/designCapacity', { designCapacity: -1 }],
    ['body/capacityUnit', { capacityUnit: 'kW' }],
    ['body/processType 须为字典 oms_process_type 中的值', { processType: '9' }],
    ['body/commissioningDate', { commissioningDate: '2025-02-30' }],
    ['body/remark', { remark: 'x'.repeat(101) }],
    ['body/contacts/0/mobile', { contacts: [{ ...contact, mobile: '138162012345' }] }],
    ['body/contacts/0/mobile', { contacts: [{ ...contact, mobile: '1381620abc' }] }],
    ['body/contacts/1/landline', { contacts: [contact, { ...contact, landline: '0215876123456' }] }],
    ['body/contacts/0/name', { contacts: [{ ...contact, name: '_张' }] }],
    ['body/contacts/0/landline', { contacts: [{ name: '张三', role: '', mobile: '13800000000' }] }],
  ])('answers 400 naming %s and writes nothing', async (field, change) => {
    const before = await stored(12);
    const res = await put('supervisor', 12, { ...EDIT, capacityUnit: 'MW', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(field);
    expect(await stored(12)).toEqual(before);
  });

  it('is 403 outside the scope and 404 for no factory, writing nothing', async () => {
    const before = await stored(21);
    const out = await put('supervisor', 21, EDIT);
    expect({ status: out.statusCode, body: out.json() }).toEqual({
      status: 403,
      body: { code: 403, msg: MESSAGE_MSG.OUT_OF_SCOPE },
    });
    expect(await stored(21)).toEqual(before);
    expect((await put('supervisor', 999, EDIT)).statusCode).toBe(404);
  });

  it('needs archive:plant:edit', async () => {
    const res = await put('operator', 11, EDIT);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: FORBIDDEN });
  });
});

describe('maps service (docs/requirements.md §9)', () => {
  it('answers no key while none is configured, and the CSP stays the strict one', async () => {
    const res = await as('supervisor', ARCHIVE_API.MAP);
    expect(res.json().data).toEqual({ key: null, securityJsCode: null });
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(CSP).not.toContain('amap');
    expect((await as('operator', ARCHIVE_API.MAP)).statusCode).toBe(403);
  });

  it('hands the configured key to the page and lets the CSP load the service', async () => {
    const withKey = await createTestApp(db, {
      env: { AMAP_KEY: '0123456789abcdef0123456789abcdef', AMAP_SECURITY_CODE: 'abcdef0123456789' },
    });
    try {
      const token = (await login(withKey.app, 'supervisor')).access_token;
      const res = await getAs(withKey.app, token, ARCHIVE_API.MAP);
      expect(res.json().data).toEqual({
        key: '0123456789abcdef0123456789abcdef',
        securityJsCode: 'abcdef0123456789',
      });
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ['script-src', 'img-src', 'connect-src']) {
        expect(csp).toMatch(new RegExp(`${directive} [^;]*${MAP_HOSTS.replace(/[*.]/g, '\\$&')}`));
      }
      expect(csp).toContain("object-src 'none'");
    } finally {
      await withKey.app.close();
    }
  });
});
