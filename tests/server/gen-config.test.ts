/** Table column configuration: defaults for every page, list and replace for tool:gen:edit holders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { versionNow } from './helpers/record-version';
import { bearer, createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

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
/** A save with the version the table holds now, as 修改生成配置 sends it (docs/concurrency.md). */
const save = async (who: string, payload: { tableId: number } & Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/tool/gen',
    headers: bearer(tokens[who] ?? ''),
    payload: { ...payload, version: await versionNow(db, 'genTable', payload.tableId) },
  });

const ROWS = [
  { prop: 'userName', label: '账号', isShow: true, sort: 1, fixed: 'left', width: 150, type: '' },
  { prop: 'nickName', label: '姓名', isShow: false, sort: 2, fixed: '', width: 40, type: '' },
  { prop: 'status', label: '状态', isShow: true, sort: 3, fixed: 'right', width: 800, type: 'switch' },
];

describe('GET /api/tool/gen/{tableId}', () => {
  it('answers the seeded user table config to any signed-in user', async () => {
    const res = await as('viewer', '/api/tool/gen/1');
    expect(res.json()).toMatchObject({
      code: 200,
      data: { table: { tableId: 1, tableName: 'sys_user', tableComment: '用户列表' } },
    });
    expect(res.json().data.rows[0]).toEqual({
      prop: 'userId',
      label: '用户编号',
      isShow: true,
      sort: 1,
      fixed: 'left',
      width: 90,
      type: '',
    });
    expect((await as('viewer', '/api/tool/gen/2')).json().data.table.tableName).toBe('sys_area');
    expect((await as('viewer', '/api/tool/gen/99')).statusCode).toBe(404);
  });
});

describe('PUT /api/tool/gen and GET /api/tool/gen/list', () => {
  it('round-trips a replaced config', async () => {
    expect((await save('admin', { tableId: 1, rows: ROWS })).json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await as('operator', '/api/tool/gen/1')).json().data.rows).toEqual(ROWS);
    const list = await as('admin', '/api/tool/gen/list?tableName=user');
    expect(list.json()).toEqual({
      code: 200,
      msg: '操作成功',
      rows: [{ tableId: 1, tableName: 'sys_user', tableComment: '用户列表', version: 1, columnCount: 3 }],
      total: 1,
    });
    expect((await as('admin', '/api/tool/gen/list')).json().total).toBe(2);
  });

  it.each([
    ['rows/0/label', { label: 'x'.repeat(21) }],
    ['rows/0/label', { label: '' }],
    ['rows/0/width', { width: 39 }],
    ['rows/0/width', { width: 801 }],
    ['rows/0/fixed', { fixed: 'middle' }],
    ['rows/0/prop', { prop: '1bad' }],
    ['rows/1/prop', {}],
  ])('answers 400 naming %s and keeps the config', async (field, patch) => {
    const rows = [{ ...ROWS[0], ...patch }, ...ROWS.slice(1)];
    if (field === 'rows/1/prop') rows[1] = { ...ROWS[1]!, prop: 'userName' };
    const res = await save('admin', { tableId: 1, rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`body/${field}`);
    expect((await as('admin', '/api/tool/gen/1')).json().data.rows).toEqual(ROWS);
  });

  it('refuses callers without tool:gen:edit and unknown tables', async () => {
    expect((await save('operator', { tableId: 1, rows: ROWS })).statusCode).toBe(403);
    expect((await save('viewer', { tableId: 1, rows: ROWS })).statusCode).toBe(403);
    expect((await as('operator', '/api/tool/gen/list')).statusCode).toBe(403);
    expect((await save('admin', { tableId: 99, rows: ROWS })).statusCode).toBe(404);
    expect((await as('admin', '/api/tool/gen/1')).json().data.rows).toEqual(ROWS);
  });
});
