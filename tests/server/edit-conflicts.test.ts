/**
 * Optimistic concurrency of every record edit (docs/concurrency.md): each edit route loads the record as its dialog
 * does, saves once (200, version + 1), then saves again with the version it loaded: 409 naming who changed it and
 * when, with the stored record in `data.current`, and nothing changed. An edit without a version is 400 naming it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MSG } from '../../contract/common';
import type { Db } from '../../server/src/db/client';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let admin = '';
/** the demo administrator's nick name: who the refusals name */
const ADMIN_NICK = '系统管理员';

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  admin = (await login(t.app, 'admin')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

type Rec = Record<string, unknown>;

async function getData(url: string): Promise<Rec> {
  const res = await getAs(t.app, admin, url);
  expect(res.statusCode, url).toBe(200);
  return res.json<{ data: Rec }>().data;
}

function put(url: string, payload: object, lang?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(admin), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
}

async function firstId(sql: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql);
  expect(rows[0], sql).toBeDefined();
  return rows[0]!.id;
}

/** Every column of the row: a refused edit leaves all of them as they were. */
async function rowOf(table: string, key: string, id: number): Promise<Rec> {
  const { rows } = await db.query<Rec>(`SELECT * FROM ${table} WHERE ${key} = $1`, [id]);
  return rows[0]!;
}

interface EditRoute {
  name: string;
  url: string;
  /** the record as the edit dialog loads it */
  load: () => Promise<Rec>;
  /** the edit body from the loaded record with one text changed to `mark` */
  body: (rec: Rec, mark: string) => Rec;
  table: string;
  key: string;
  id: () => Promise<number>;
  /** where the loaded record carries its version (the record itself but for the gen table's configuration) */
  versionOf?: (rec: Rec) => number;
}

const pick = (rec: Rec, keys: string[]): Rec => Object.fromEntries(keys.map((k) => [k, rec[k]]));

const deviceId = () =>
  firstId('SELECT device_id AS id FROM wo_device WHERE deleted_at IS NULL ORDER BY device_id LIMIT 1');
const meterId = () => firstId('SELECT meter_id AS id FROM alarm_meter ORDER BY meter_id LIMIT 1');
const operatorId = () => firstId(`SELECT user_id AS id FROM sys_user WHERE user_name = 'operator'`);

const areaId = () => firstId(`SELECT id FROM sys_area WHERE type = 'area' ORDER BY id LIMIT 1`);
const unitId = () => firstId('SELECT unit_id AS id FROM arc_process_unit ORDER BY unit_id LIMIT 1');
const deptId = () => firstId('SELECT dept_id AS id FROM sys_dept ORDER BY dept_id LIMIT 1');
const dictId = () => firstId('SELECT dict_id AS id FROM sys_dict_type ORDER BY dict_id LIMIT 1');
const dictCode = () => firstId('SELECT dict_code AS id FROM sys_dict_data ORDER BY dict_code LIMIT 1');
const menuId = () =>
  firstId(`SELECT menu_id AS id FROM sys_menu WHERE menu_type = 'C' ORDER BY menu_id LIMIT 1`);
const roleId = () =>
  firstId(`SELECT role_id AS id FROM sys_role WHERE role_key <> 'admin' ORDER BY role_id LIMIT 1`);
const GEN_TABLE = 1;
/** the demo factory of the plant archive walk (its id is also the archive's path) */
const PLANT = 11;

const ROUTES: EditRoute[] = [
  {
    name: 'device',
    url: '/api/asset/device',
    load: async () => getData(`/api/asset/device/${await deviceId()}`),
    body: (r, mark) => ({
      ...pick(r, ['deviceId', 'factoryId', 'deviceShowCode', 'assetType', 'model', 'unit', 'installDate']),
      ...pick(r, ['status', 'photoFileId', 'version']),
      deviceName: `泵${mark}`,
      location: r.location,
    }),
    table: 'wo_device',
    key: 'device_id',
    id: deviceId,
  },
  {
    name: 'meter',
    url: '/api/asset/meter',
    load: async () => {
      const id = await meterId();
      const { rows } = await db.query<{ factory_id: number }>(
        'SELECT factory_id FROM alarm_meter WHERE meter_id = $1',
        [id],
      );
      const res = await getAs(
        t.app,
        admin,
        `/api/asset/meter/list?factoryId=${rows[0]!.factory_id}&pageSize=200`,
      );
      return res.json<{ rows: Rec[] }>().rows.find((m) => m.meterId === id)!;
    },
    body: (r, mark) => ({
      ...pick(r, ['meterId', 'factoryId', 'code', 'kind', 'instrumentAddr', 'energyAddr', 'collectorId']),
      ...pick(r, ['deviceId', 'version']),
      name: `表${mark}`,
    }),
    table: 'alarm_meter',
    key: 'meter_id',
    id: meterId,
  },
  {
    name: 'user',
    url: '/api/system/user',
    load: async () => getData(`/api/system/user/${await operatorId()}`),
    body: (r, mark) => ({
      ...pick(r, [
        'userId',
        'phonenumber',
        'email',
        'sex',
        'remark',
        'deptId',
        'roleIds',
        'status',
        'version',
      ]),
      nickName: `运维${mark}`,
    }),
    table: 'sys_user',
    key: 'user_id',
    id: operatorId,
  },
  {
    name: 'own profile',
    url: '/api/system/user/profile',
    load: () => getData('/api/system/user/profile'),
    body: (r, mark) => ({ ...pick(r, ['phonenumber', 'email', 'sex', 'version']), addr: `地址${mark}` }),
    table: 'sys_user',
    key: 'user_id',
    id: () => firstId(`SELECT user_id AS id FROM sys_user WHERE user_name = 'admin'`),
  },
  {
    name: 'area',
    url: '/api/system/area',
    load: async () => getData(`/api/system/area/info/${await areaId()}`),
    body: (r, mark) => ({
      ...pick(r, [
        'id',
        'version',
        'parentId',
        'type',
        'code',
        'orderNum',
        'address',
        'longitude',
        'latitude',
      ]),
      ...pick(r, ['districtCode', 'name']),
      remark: `备注${mark}`,
    }),
    table: 'sys_area',
    key: 'id',
    id: areaId,
  },
  {
    name: 'process unit',
    url: '/api/archive/process',
    load: async () => {
      const id = await unitId();
      const { rows } = await db.query<{ factory_id: number }>(
        'SELECT factory_id FROM arc_process_unit WHERE unit_id = $1',
        [id],
      );
      const units = await getAs(t.app, admin, `/api/archive/process?factoryId=${rows[0]!.factory_id}`);
      return units.json<{ data: Rec[] }>().data.find((u) => u.unitId === id)!;
    },
    body: (r, mark) => ({
      ...pick(r, ['unitId', 'version', 'kind', 'params']),
      name: `工段${mark}`,
      remark: '',
      fileIds: (r.documents as { fileId: number }[]).map((d) => d.fileId),
    }),
    table: 'arc_process_unit',
    key: 'unit_id',
    id: unitId,
  },
  {
    name: 'plant archive',
    url: `/api/archive/plant/${PLANT}`,
    load: () => getData(`/api/archive/plant/${PLANT}`),
    body: (r, mark) => ({
      ...pick(r, [
        'version',
        'address',
        'longitude',
        'latitude',
        'designCapacity',
        'capacityUnit',
        'processType',
      ]),
      ...pick(r, ['commissioningDate', 'contacts']),
      remark: `档案${mark}`,
    }),
    table: 'sys_area',
    key: 'id',
    id: async () => PLANT,
  },
  {
    name: 'department',
    url: '/api/system/dept',
    load: async () => {
      const id = await deptId();
      const res = await getAs(t.app, admin, '/api/system/dept/list');
      return res.json<{ rows: Rec[] }>().rows.find((d) => d.deptId === id)!;
    },
    body: (r, mark) => ({
      ...pick(r, ['deptId', 'version', 'parentId', 'orderNum', 'status']),
      deptName: `部门${mark}`,
    }),
    table: 'sys_dept',
    key: 'dept_id',
    id: deptId,
  },
  {
    name: 'dictionary type',
    url: '/api/system/dict/type',
    load: async () => getData(`/api/system/dict/type/${await dictId()}`),
    body: (r, mark) => ({ ...pick(r, ['dictId', 'version', 'dictType', 'status']), dictName: `字典${mark}` }),
    table: 'sys_dict_type',
    key: 'dict_id',
    id: dictId,
  },
  {
    name: 'dictionary entry',
    url: '/api/system/dict/data',
    load: async () => getData(`/api/system/dict/data/${await dictCode()}`),
    body: (r, mark) => ({
      ...pick(r, [
        'dictCode',
        'version',
        'dictType',
        'dictValue',
        'dictSort',
        'listClass',
        'isDefault',
        'status',
      ]),
      dictLabel: `标签${mark}`,
    }),
    table: 'sys_dict_data',
    key: 'dict_code',
    id: dictCode,
  },
  {
    name: 'menu',
    url: '/api/system/menu',
    load: async () => getData(`/api/system/menu/${await menuId()}`),
    body: (r, mark) => ({ ...r, menuName: `菜单${mark}` }),
    table: 'sys_menu',
    key: 'menu_id',
    id: menuId,
  },
  {
    name: 'role',
    url: '/api/system/role',
    load: async () => getData(`/api/system/role/${await roleId()}`),
    body: (r, mark) => ({
      ...pick(r, ['roleId', 'version', 'roleKey', 'roleSort', 'status', 'menuIds', 'dataScope']),
      ...pick(r, ['factoryIds', 'areaIds']),
      roleName: `角色${mark}`,
    }),
    table: 'sys_role',
    key: 'role_id',
    id: roleId,
  },
  {
    name: 'gen table',
    url: '/api/tool/gen',
    load: () => getData(`/api/tool/gen/${GEN_TABLE}`),
    body: (r, mark) => {
      const [first, ...rest] = r.rows as Rec[];
      return {
        tableId: GEN_TABLE,
        version: (r.table as Rec).version,
        rows: [{ ...first, label: `列${mark}` }, ...rest],
      };
    },
    table: 'gen_table',
    key: 'table_id',
    id: async () => GEN_TABLE,
    versionOf: (r) => (r.table as Rec).version as number,
  },
];

const versionOf = (route: EditRoute, rec: Rec): number =>
  (route.versionOf ?? ((r: Rec) => r.version as number))(rec);

describe.each(ROUTES)('PUT of the $name', (route) => {
  it('saves with the version it loaded, and refuses a stale one with 409, changing nothing', async () => {
    const url = route.url;
    const loaded = await route.load();
    const version = versionOf(route, loaded);
    expect(version).toEqual(expect.any(Number));

    const first = await put(url, route.body(loaded, 'A'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: 200 });
    const saved = await route.load();
    expect(versionOf(route, saved)).toBe(version + 1);

    const id = await route.id();
    const row = await rowOf(route.table, route.key, id);
    expect(row).toMatchObject({ version: version + 1 });
    const stale = await put(url, route.body(loaded, 'B'));
    expect(stale.statusCode, stale.body).toBe(409);
    const answer = stale.json<{ code: number; msg: string; data: Rec }>();
    expect(answer.code).toBe(409);
    const when = answer.data.updateTime as string;
    expect(when).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(answer.msg).toBe(EDIT_CONFLICT_MSG.changedBy(ADMIN_NICK, when));
    expect(answer.data).toMatchObject({ updateBy: ADMIN_NICK, version: version + 1 });
    expect(answer.data.current).toEqual(saved);
    expect(await rowOf(route.table, route.key, id)).toEqual(row);
    expect(await route.load()).toEqual(saved);

    // in English, the same refusal names them in English words
    const english = await put(url, route.body(loaded, 'B'), 'en-US');
    expect(english.statusCode).toBe(409);
    expect(english.json<{ msg: string }>().msg).toBe(
      `Changed by ${ADMIN_NICK} at ${when}: check the stored values before saving again`,
    );

    // the version it now holds saves
    const again = await put(url, route.body(saved, 'C'));
    expect(again.statusCode, again.body).toBe(200);
    expect(versionOf(route, await route.load())).toBe(version + 2);
  });

  it('refuses an edit without a version with 400 naming it', async () => {
    const loaded = await route.load();
    const { version: _dropped, ...body } = route.body(loaded, 'D');
    const row = await rowOf(route.table, route.key, await route.id());
    const res = await put(route.url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toBe('body/version is required');
    expect(await rowOf(route.table, route.key, await route.id())).toEqual(row);
  });
});
