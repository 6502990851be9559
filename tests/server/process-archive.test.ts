/**
 * 工艺档案 (docs/architecture.md §3 "Plant archive"): the demo flows, the list in flow order, add at the end, edit with
 * parameters and documents, delete closing the gap, reorder (a stale order refused), 400 naming the field with
 * nothing written, the factory gate, 404 for a unit outside the scope, and the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_TYPE } from '../../contract/dict';
import { FILE_MSG } from '../../contract/file/schemas';
import { MESSAGE_MSG } from '../../contract/message/schemas';
import { PERM } from '../../contract/permissions';
import {
  ARCHIVE_API,
  ARCHIVE_MSG,
  type ProcessAddBody,
  type ProcessUnit,
} from '../../contract/plant-archive/schemas';
import type { Db } from '../../server/src/db/client';
import { MSG } from '../../server/src/errors';
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

const BASE = ARCHIVE_API.PROCESS;
const FORBIDDEN = { code: 403, msg: MSG.FORBIDDEN };
const NOT_FOUND = { code: 404, msg: ARCHIVE_MSG.UNIT_NOT_FOUND };

const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

async function flow(factoryId: number, who = 'admin'): Promise<ProcessUnit[]> {
  const res = await getAs(t.app, tokens[who] ?? '', `${BASE}?factoryId=${factoryId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const names = async (factoryId: number) => (await flow(factoryId)).map((u) => u.name);

/** Every row of the factory's flow, to show that a refused call changed nothing. */
async function stored(factoryId: number): Promise<unknown[]> {
  const parts = await Promise.all([
    db.query('SELECT * FROM arc_process_unit WHERE factory_id = $1 ORDER BY unit_id', [factoryId]),
    db.query(
      `SELECT p.* FROM arc_process_param p JOIN arc_process_unit u USING (unit_id)
        WHERE u.factory_id = $1 ORDER BY p.unit_id, p.sort`,
      [factoryId],
    ),
    db.query(
      `SELECT d.* FROM arc_process_document d JOIN arc_process_unit u USING (unit_id)
        WHERE u.factory_id = $1 ORDER BY d.unit_id, d.sort`,
      [factoryId],
    ),
  ]);
  return parts.map((p) => p.rows);
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
const PDF = Buffer.from('%PDF-1.7\n');

const NEW_UNIT: ProcessAddBody = {
  factoryId: 11,
  name: '污泥浓缩池',
  kind: '99',
  remark: '排泥水处理',
  params: [
    { name: '设计处理量', value: 1200, unit: 'm³/d' },
    { name: '固体负荷', value: 30, unit: 'kg/(m²·d)' },
  ],
  fileIds: [],
};

describe('demo seed', () => {
  it('gives the water plants the treatment flow and the energy stations their own, each with parameters', async () => {
    expect(await names(11)).toEqual([
      '取水泵房',
      '机械混合絮凝池',
      '平流沉淀池',
      'V型滤池',
      '次氯酸钠消毒',
      '清水池',
      '二级泵房',
    ]);
    expect(await names(21)).toContain('臭氧活性炭池');
    expect(await names(12)).toEqual(['进线配电', '冷水机组', '冷却塔', '燃气锅炉', '换热站', '供冷供热管网']);
    expect((await names(22)).length).toBeGreaterThanOrEqual(5);
    const kinds = (
      await db.query<{ dict_value: string }>('SELECT dict_value FROM sys_dict_data WHERE dict_type = $1', [
        DICT_TYPE.PROCESS_UNIT_KIND,
      ])
    ).rows.map((r) => r.dict_value);
    for (const id of [11, 12, 21, 22]) {
      for (const [i, u] of (await flow(id)).entries()) {
        expect({ seq: u.seq, kind: kinds.includes(u.kind) }).toEqual({ seq: i + 1, kind: true });
        expect(u.params.length).toBeGreaterThan(0);
      }
    }
    const settling = (await flow(11)).find((u) => u.name === '平流沉淀池')!;
    expect(settling.params).toContainEqual({ name: '停留时间', value: 2.5, unit: 'h' });
  });
});

describe('GET process', () => {
  it('lists the factory of the scope and refuses others: 403 outside, 404 no factory', async () => {
    expect((await flow(12, 'supervisor')).length).toBe(6);
    const out = await getAs(t.app, tokens.supervisor ?? '', `${BASE}?factoryId=21`);
    expect({ status: out.statusCode, body: out.json() }).toEqual({
      status: 403,
      body: { code: 403, msg: MESSAGE_MSG.OUT_OF_SCOPE },
    });
    expect((await getAs(t.app, tokens.supervisor ?? '', `${BASE}?factoryId=999`)).statusCode).toBe(404);
    const missing = await getAs(t.app, tokens.supervisor ?? '', BASE);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('factoryId');
  });

  it('needs archive:process:list; the viewer reads its factory but changes nothing', async () => {
    const operator = await getAs(t.app, tokens.operator ?? '', `${BASE}?factoryId=11`);
    expect({ status: operator.statusCode, body: operator.json() }).toEqual({ status: 403, body: FORBIDDEN });
    expect((await flow(21, 'viewer')).length).toBe(8);
    for (const [method, url, payload] of [
      ['POST', BASE, { ...NEW_UNIT, factoryId: 21 }],
      ['PUT', ARCHIVE_API.PROCESS_ORDER, { factoryId: 21, unitIds: [1] }],
      ['DELETE', `${BASE}/1`, undefined],
    ] as const) {
      const res = await send('viewer', method, url, payload);
      expect({ method, status: res.statusCode, body: res.json() }).toEqual({
        method,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('gives page 5012 its four buttons', async () => {
    const buttons = await getAs(t.app, tokens.supervisor ?? '', '/api/system/menu/btns/5012');
    expect(buttons.json().data).toEqual([
      PERM.PROCESS_LIST,
      PERM.PROCESS_ADD,
      PERM.PROCESS_EDIT,
      PERM.PROCESS_REMOVE,
    ]);
  });
});

describe('add, edit, delete', () => {
  it('adds a unit at the end of the flow with its parameters and a document the factory can then read', async () => {
    const fileId = await upload('supervisor', '浓缩池设计说明.pdf', PDF);
    const res = await send('supervisor', 'POST', BASE, { ...NEW_UNIT, fileIds: [fileId] });
    expect(res.json()).toMatchObject({
      code: 200,
      msg: ARCHIVE_MSG.ADDED,
      data: { unitId: expect.any(Number) },
    });
    const added = (await flow(11)).at(-1)!;
    expect(added).toMatchObject({
      unitId: res.json().data.unitId,
      seq: 8,
      name: '污泥浓缩池',
      params: NEW_UNIT.params,
      documents: [{ fileId, fileName: '浓缩池设计说明.pdf' }],
    });
    // The operator, bound to 上海第一水厂, may download the document now that a unit of it names the file.
    const download = await getAs(t.app, tokens.operator ?? '', `/api/system/file/download/${fileId}`);
    expect(download.statusCode).toBe(200);
    // The viewer (广州南沙水厂) may not.
    expect((await getAs(t.app, tokens.viewer ?? '', `/api/system/file/download/${fileId}`)).statusCode).toBe(
      404,
    );
  });

  it('edits a unit in place: fields, parameters and documents replaced, its place kept', async () => {
    const before = await flow(12);
    const cooling = before.find((u) => u.name === '冷却塔')!;
    const res = await send('supervisor', 'PUT', BASE, {
      unitId: cooling.unitId,
      version: cooling.version,
      name: '开式冷却塔',
      kind: cooling.kind,
      remark: '2025年更换填料',
      params: [{ name: '冷却水量', value: 6000, unit: 'm³/h' }],
      fileIds: [],
    });
    expect(res.json()).toEqual({ code: 200, msg: ARCHIVE_MSG.UPDATED });
    const after = (await flow(12)).find((u) => u.unitId === cooling.unitId)!;
    expect(after).toEqual({
      ...cooling,
      name: '开式冷却塔',
      remark: '2025年更换填料',
      params: [{ name: '冷却水量', value: 6000, unit: 'm³/h' }],
      version: cooling.version + 1,
    });
  });

  it('deletes a unit and the units after it move up', async () => {
    const before = await flow(12);
    const second = before[1]!;
    const res = await send('supervisor', 'DELETE', `${BASE}/${second.unitId}`);
    expect(res.json()).toEqual({ code: 200, msg: ARCHIVE_MSG.DELETED });
    const after = await flow(12);
    expect(after.map((u) => u.unitId)).toEqual(before.filter((u) => u !== second).map((u) => u.unitId));
    expect(after.map((u) => u.seq)).toEqual(after.map((_, i) => i + 1));
    expect((await send('supervisor', 'DELETE', `${BASE}/${second.unitId}`)).json()).toEqual(NOT_FOUND);
  });

  const firstOf21 = async () => (await flow(21))[0]!;
  it('answers 404 for a unit outside the scope, writing nothing', async () => {
    const unit = await firstOf21();
    const before = await stored(21);
    const edit = await send('supervisor', 'PUT', BASE, {
      ...NEW_UNIT,
      factoryId: undefined,
      unitId: unit.unitId,
      version: unit.version,
    });
    expect({ status: edit.statusCode, body: edit.json() }).toEqual({ status: 404, body: NOT_FOUND });
    const del = await send('supervisor', 'DELETE', `${BASE}/${unit.unitId}`);
    expect({ status: del.statusCode, body: del.json() }).toEqual({ status: 404, body: NOT_FOUND });
    const add = await send('supervisor', 'POST', BASE, { ...NEW_UNIT, factoryId: 21 });
    expect({ status: add.statusCode, body: add.json() }).toEqual({
      status: 403,
      body: { code: 403, msg: MESSAGE_MSG.OUT_OF_SCOPE },
    });
    expect(await stored(21)).toEqual(before);
  });

  it.each([
    ['body/name', { name: '' }],
    ['body/name', { name: '   ' }],
    ['body/name', { name: '池'.repeat(21) }],
    ['body/kind 须为字典 oms_process_unit_kind 中的值', { kind: '77' }],
    ['body/kind', { kind: 'x' }],
    ['body/remark', { remark: 'x'.repeat(101) }],
    ['body/params/0/name', { params: [{ name: ' ', value: 1, unit: 'h' }] }],
    ['body/params/0/value', { params: [{ name: '停留时间', value: 'long', unit: 'h' }] }],
    [
      'body/params/1/unit',
      { params: [NEW_UNIT.params[0], { name: '停留时间', value: 1, unit: 'u'.repeat(11) }] },
    ],
    [
      'body/params',
      { params: Array.from({ length: 13 }, (_, i) => ({ name: `p${i}`, value: i, unit: '' })) },
    ],
    ['body/fileIds', { fileIds: [1, 1] }],
    [`body/fileIds/0 ${FILE_MSG.NOT_FOUND}`, { fileIds: [999999] }],
  ])('answers 400 naming %s and writes nothing', async (field, change) => {
    const before = await stored(11);
    const { unitId, version } = (await flow(11))[0]!;
    for (const [method, body] of [
      ['POST', { ...NEW_UNIT, ...change }],
      ['PUT', { ...NEW_UNIT, factoryId: undefined, unitId, version, ...change }],
    ] as const) {
      const res = await send('supervisor', method, BASE, body);
      expect({ method, status: res.statusCode }).toEqual({ method, status: 400 });
      expect(res.json().msg).toContain(field);
    }
    expect(await stored(11)).toEqual(before);
  });

  it("refuses a document the caller may not see (another user's upload)", async () => {
    const adminFile = await upload('admin', '管理员文件.pdf', PDF);
    const before = await stored(11);
    const res = await send('supervisor', 'POST', BASE, { ...NEW_UNIT, fileIds: [adminFile] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`body/fileIds/0 ${FILE_MSG.NOT_FOUND}`);
    expect(await stored(11)).toEqual(before);
  });

  it('needs the add, edit and remove codes', async () => {
    const unitId = (await flow(11))[0]!.unitId;
    for (const [method, url, payload] of [
      ['POST', BASE, NEW_UNIT],
      ['PUT', BASE, { ...NEW_UNIT, factoryId: undefined, unitId }],
      ['PUT', ARCHIVE_API.PROCESS_ORDER, { factoryId: 11, unitIds: [unitId] }],
      ['DELETE', `${BASE}/${unitId}`, undefined],
    ] as const) {
      const res = await send('operator', method, url, payload);
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 403,
        body: FORBIDDEN,
      });
    }
  });
});

describe('reorder', () => {
  it('moves a unit: the flow follows the order sent', async () => {
    const ids = (await flow(22)).map((u) => u.unitId);
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const res = await send('supervisor', 'PUT', ARCHIVE_API.PROCESS_ORDER, {
      factoryId: 22,
      unitIds: swapped,
    });
    // The supervisor does not see 深圳前海综合能源站: the gate answers first.
    expect(res.statusCode).toBe(403);
    const ok = await send('admin', 'PUT', ARCHIVE_API.PROCESS_ORDER, { factoryId: 22, unitIds: swapped });
    expect(ok.json()).toEqual({ code: 200, msg: ARCHIVE_MSG.REORDERED });
    const after = await flow(22);
    expect(after.map((u) => u.unitId)).toEqual(swapped);
    expect(after.map((u) => u.seq)).toEqual(after.map((_, i) => i + 1));
  });

  it('refuses an order that is not the whole flow (a unit added or deleted meanwhile), moving nothing', async () => {
    const ids = (await flow(11)).map((u) => u.unitId);
    const before = await stored(11);
    for (const unitIds of [ids.slice(1), [...ids, 999999], [...ids.slice(1), (await flow(12))[0]!.unitId]]) {
      const res = await send('supervisor', 'PUT', ARCHIVE_API.PROCESS_ORDER, { factoryId: 11, unitIds });
      expect(res.json()).toEqual({ code: 500, msg: ARCHIVE_MSG.ORDER_STALE });
    }
    const dup = await send('supervisor', 'PUT', ARCHIVE_API.PROCESS_ORDER, {
      factoryId: 11,
      unitIds: [ids[0], ...ids],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toContain('body/unitIds');
    const empty = await send('supervisor', 'PUT', ARCHIVE_API.PROCESS_ORDER, { factoryId: 11, unitIds: [] });
    expect(empty.json().msg).toContain('body/unitIds');
    expect(await stored(11)).toEqual(before);
  });
});
