/**
 * GET /api/system/base/task/msg/count/{factoryId} (docs/requirements.md §3 "Message counts", §7 "Task messages"):
 * the caller's unread messages of one factory in scope, split into copies and messages to act on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
const tokens: Record<string, string> = {};
const url = (factoryId: number | string) => `/api/system/base/task/msg/count/${factoryId}`;

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

const countOf = (who: string, factoryId: number | string) => getAs(t.app, tokens[who] ?? '', url(factoryId));

/** The caller's unread messages of a factory straight from the table: the demo work orders write them. */
async function unread(userId: number, factoryId: number) {
  const { rows } = await db.query<{ total: number; copies: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE copy_to)::int AS copies FROM sys_task_msg
      WHERE user_id = $1 AND factory_id = $2 AND is_read = 0`,
    [userId, factoryId],
  );
  const { total = 0, copies = 0 } = rows[0] ?? {};
  return { totalMsgCount: total, copyToMsgCount: copies, execByMsgCount: total - copies };
}

describe('message count', () => {
  it('counts the demo messages: unread only, copies apart, per user and factory', async () => {
    const operator = await unread(2, 11);
    expect((await countOf('operator', 11)).json()).toEqual({ code: 200, msg: '操作成功', data: operator });
    expect(operator.execByMsgCount).toBeGreaterThan(0);
    const supervisor = await unread(3, 11);
    expect((await countOf('supervisor', 11)).json().data).toEqual(supervisor);
    // The supervisor is copied on a demo order: copies are counted apart.
    expect(supervisor.copyToMsgCount).toBeGreaterThan(0);
    expect(supervisor.execByMsgCount).toBeGreaterThan(0);
    expect((await countOf('supervisor', 12)).json().data).toEqual(await unread(3, 12));
    // Admin sees every factory but counts only its own messages.
    expect((await countOf('admin', 11)).json().data).toEqual(await unread(1, 11));
    const read = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_task_msg WHERE user_id = 2 AND factory_id = 11 AND is_read = 1',
    );
    expect(read.rows[0]?.n).toBeGreaterThan(0);
  });

  it('follows reads and new messages', async () => {
    const before = await unread(2, 11);
    await db.query(
      "INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, copy_to) VALUES (2, 11, 1, 'n', true)",
    );
    expect((await countOf('operator', 11)).json().data).toEqual({
      totalMsgCount: before.totalMsgCount + 1,
      copyToMsgCount: before.copyToMsgCount + 1,
      execByMsgCount: before.execByMsgCount,
    });
    const supervisor = await unread(3, 11);
    await db.query('UPDATE sys_task_msg SET is_read = 1 WHERE user_id = 2 AND factory_id = 11');
    expect((await countOf('operator', 11)).json().data.totalMsgCount).toBe(0);
    expect((await countOf('supervisor', 11)).json().data).toEqual(supervisor);
  });

  it.each([
    ['operator', 12, 403, '没有权限访问该工厂'],
    ['viewer', 11, 403, '没有权限访问该工厂'],
    ['supervisor', 21, 403, '没有权限访问该工厂'],
    ['operator', 1, 404, '工厂不存在'], // an area
    ['admin', 999, 404, '工厂不存在'],
  ])('%s asking for factory %i → %i', async (who, factoryId, status, msg) => {
    const res = await countOf(who, factoryId);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });

  it.each([
    ['abc', 'params/factoryId must be integer'],
    ['0', 'params/factoryId must be >= 1'],
  ])('factoryId %s → 400', async (id, msg) => {
    const res = await countOf('operator', id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(11) })).statusCode).toBe(401);
  });
});
