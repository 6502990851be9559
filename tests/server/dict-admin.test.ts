/** Dictionary administration lists and the ID-type path of docs/requirements.md §7 (`dict/data/lists/sys_id_type`). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

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

describe('dictionary lists', () => {
  it('pages the types, filtered by name and type', async () => {
    const all = await as('admin', '/api/system/dict/type/list?pageSize=2');
    expect(all.json()).toMatchObject({ code: 200, msg: '操作成功' });
    expect(all.json().rows).toHaveLength(2);
    expect(all.json().total).toBeGreaterThan(2);
    const byType = await as('admin', '/api/system/dict/type/list?dictType=id_type');
    expect(byType.json().rows).toEqual([
      { dictId: expect.any(Number), dictName: '证件类型', dictType: 'sys_id_type', status: '0' },
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
