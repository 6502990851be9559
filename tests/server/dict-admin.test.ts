/**
 * Dictionary administration (docs/administration.md "字典管理"): the lists, the ID-type path of docs/requirements.md
 * §7 (`dict/data/lists/sys_id_type`), adding, editing and deleting types and entries, and the protection of the types
 * and entries the console reads (refused with a message, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { DICT_TYPE, type DictDataForm } from '../../contract/dict';
import { count, createTestApp, getAs, login, openSeededDb, type TestApp, sendAs } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  for (const name of ['admin', 'operator', 'viewer']) tokens[name] = (await login(t.app, name)).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const as = (who: string, url: string) => getAs(t.app, tokens[who] ?? '', url);
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  sendAs(t.app, tokens[who] ?? '', method, url, payload);

describe('dictionary lists', () => {
  it('pages the types, filtered by name and type', async () => {
    const all = await as('admin', '/api/system/dict/type/list?pageSize=2');
    expect(all.json()).toMatchObject({ code: 200, msg: '操作成功' });
    expect(all.json().rows).toHaveLength(2);
    expect(all.json().total).toBeGreaterThan(2);
    const byType = await as('admin', '/api/system/dict/type/list?dictType=id_type');
    expect(byType.json().rows).toEqual([
      {
        dictId: expect.any(Number),
        dictName: '证件类型',
        dictType: 'sys_id_type',
        status: '0',
        builtin: true,
        version: 0,
      },
    ]);
    expect((await as('admin', '/api/system/dict/type/list?dictName=%E8%AF%81%E4%BB%B6')).json().total).toBe(
      1,
    );
  });

  it('pages the entries, filtered by type and label', async () => {
    const res = await as('admin', '/api/system/dict/data/list?dictType=sys_id_type');
    expect(res.json().total).toBe(4);
    expect(res.json().rows[0]).toMatchObject({
      dictValue: '0',
      dictLabel: '身份证',
      isDefault: 'Y',
      status: '0',
      builtin: true,
    });
    const label = await as('admin', '/api/system/dict/data/list?dictType=sys_id_type&dictLabel=%E6%8A%A4');
    expect(label.json().rows.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['护照']);
  });

  it('refuses callers without system:dict:list and bad paging', async () => {
    expect((await as('operator', '/api/system/dict/type/list')).statusCode).toBe(403);
    expect((await as('viewer', '/api/system/dict/data/list')).statusCode).toBe(403);
    const bad = await as('admin', '/api/system/dict/data/list?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('querystring/pageSize');
  });

  it('answers lists/sys_id_type like type/sys_id_type to every signed-in user', async () => {
    const a = await as('viewer', '/api/system/dict/data/lists/sys_id_type');
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual((await as('viewer', '/api/system/dict/data/type/sys_id_type')).json());
    expect(a.json().data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual([
      '身份证',
      '护照',
      '港澳通行证',
      '军官证',
    ]);
  });
});

describe('writing types and entries', () => {
  const ENTRY: DictDataForm = {
    dictType: 'oms_pipe_material',
    dictLabel: '球墨铸铁',
    dictValue: 'DI',
    dictSort: 1,
    listClass: 'primary',
    isDefault: 'N',
    status: '0',
  };

  it('adds a type and entries that the readers answer at once; edits and renames them; deletes them', async () => {
    const added = await send('admin', 'POST', '/api/system/dict/type', {
      dictName: '管材',
      dictType: 'oms_pipe_material',
      status: '0',
    });
    expect(added.json()).toMatchObject({ code: 200, msg: '新增成功' });
    const dictId = added.json().data.dictId as number;
    expect((await as('admin', `/api/system/dict/type/${dictId}`)).json().data).toEqual({
      dictId,
      dictName: '管材',
      dictType: 'oms_pipe_material',
      status: '0',
      builtin: false,
      version: 0,
    });
    const taken = await send('admin', 'POST', '/api/system/dict/type', {
      dictName: 'x',
      dictType: 'oms_pipe_material',
      status: '0',
    });
    expect(taken.json()).toEqual({ code: 500, msg: "字典类型'oms_pipe_material'已存在" });

    const entry = await send('admin', 'POST', '/api/system/dict/data', ENTRY);
    const dictCode = entry.json().data.dictCode as number;
    expect((await send('admin', 'POST', '/api/system/dict/data', ENTRY)).json()).toEqual({
      code: 500,
      msg: "字典键值'DI'已存在",
    });
    const reader = () => as('viewer', '/api/system/dict/data/type/oms_pipe_material');
    expect((await reader()).json().data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['球墨铸铁']);

    const edited = await send('admin', 'PUT', '/api/system/dict/data', {
      ...ENTRY,
      dictCode,
      // a new entry's version (docs/concurrency.md)
      version: 0,
      dictLabel: '球铁',
    });
    expect(edited.json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await reader()).json().data[0]).toMatchObject({ dictLabel: '球铁', listClass: 'primary' });

    // A renamed type takes its entries along.
    const renamed = await send('admin', 'PUT', '/api/system/dict/type', {
      dictId,
      version: 0,
      dictName: '管道材质',
      dictType: 'oms_pipe_kind',
      status: '0',
    });
    expect(renamed.json().code).toBe(200);
    expect((await as('viewer', '/api/system/dict/data/type/oms_pipe_kind')).json().data).toHaveLength(1);

    expect((await send('admin', 'DELETE', `/api/system/dict/data/${dictCode}`)).json()).toEqual({
      code: 200,
      msg: '删除成功',
    });
    await send('admin', 'POST', '/api/system/dict/data', { ...ENTRY, dictType: 'oms_pipe_kind' });
    expect((await send('admin', 'DELETE', `/api/system/dict/type/${dictId}`)).json().code).toBe(200);
    expect((await as('admin', `/api/system/dict/type/${dictId}`)).statusCode).toBe(404);
    expect((await as('admin', '/api/system/dict/data/list?dictType=oms_pipe_kind')).json().total).toBe(0);
  });

  it('refuses deleting, disabling or renaming a type the console reads, and a built-in entry', async () => {
    const types = await count(db, 'sys_dict_type');
    const entries = await count(db, 'sys_dict_data');
    const idType = (await as('admin', '/api/system/dict/type/list?dictType=sys_id_type')).json().rows[0];
    const voice = (
      await as('admin', `/api/system/dict/type/list?dictType=${DICT_TYPE.VOICE_TIME_INTERVAL}`)
    ).json().rows[0];
    const protectedMsg = (type: string) => `系统字典'${type}'被控制台使用，不能删除、停用或修改类型`;
    expect((await send('admin', 'DELETE', `/api/system/dict/type/${voice.dictId}`)).json()).toEqual({
      code: 500,
      msg: protectedMsg(DICT_TYPE.VOICE_TIME_INTERVAL),
    });
    const { builtin: _b, ...idForm } = idType;
    for (const change of [{ status: '1' }, { dictType: 'sys_id_kind' }]) {
      expect((await send('admin', 'PUT', '/api/system/dict/type', { ...idForm, ...change })).json()).toEqual({
        code: 500,
        msg: protectedMsg('sys_id_type'),
      });
    }
    // its name stays editable
    expect(
      (await send('admin', 'PUT', '/api/system/dict/type', { ...idForm, dictName: '证件种类' })).json().code,
    ).toBe(200);
    const passport = (
      await as('admin', '/api/system/dict/data/list?dictType=sys_id_type&dictLabel=%E6%8A%A4')
    ).json().rows[0];
    const builtinMsg = "系统字典项'护照'被控制台使用，不能删除、停用或修改键值";
    expect((await send('admin', 'DELETE', `/api/system/dict/data/${passport.dictCode}`)).json()).toEqual({
      code: 500,
      msg: builtinMsg,
    });
    const { builtin: _p, status: _s, ...passportForm } = passport;
    for (const change of [{ status: '1' }, { dictValue: '9' }]) {
      const res = await send('admin', 'PUT', '/api/system/dict/data', {
        ...passportForm,
        status: '0',
        ...change,
      });
      expect(res.json()).toEqual({ code: 500, msg: builtinMsg });
    }
    // An entry the administrator adds to a protected type is theirs to delete; a list with a built-in one is refused.
    const mine = await send('admin', 'POST', '/api/system/dict/data', {
      ...ENTRY,
      dictType: 'sys_id_type',
      dictValue: '9',
      dictLabel: '台胞证',
    });
    const mineCode = mine.json().data.dictCode as number;
    expect(
      (await send('admin', 'DELETE', `/api/system/dict/data/${mineCode},${passport.dictCode}`)).json().code,
    ).toBe(500);
    expect((await send('admin', 'DELETE', `/api/system/dict/data/${mineCode}`)).json().code).toBe(200);
    expect(await count(db, 'sys_dict_type')).toBe(types);
    expect(await count(db, 'sys_dict_data')).toBe(entries);
  });

  it('refuses bad input with 400 naming the field, and callers without the codes', async () => {
    for (const [body, field] of [
      [{ ...ENTRY, dictType: 'no_such_type' }, 'body/dictType'],
      [{ ...ENTRY, listClass: 'rainbow' }, 'body/listClass'],
      [{ ...ENTRY, dictValue: '' }, 'body/dictValue'],
    ] as const) {
      const res = await send('admin', 'POST', '/api/system/dict/data', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    const badType = await send('admin', 'POST', '/api/system/dict/type', {
      dictName: 'x',
      dictType: 'Bad-Type',
      status: '0',
    });
    expect(badType.json().msg).toContain('body/dictType');
    expect((await send('operator', 'POST', '/api/system/dict/data', ENTRY)).statusCode).toBe(403);
    expect((await send('operator', 'DELETE', '/api/system/dict/type/1')).statusCode).toBe(403);
  });
});
