/**
 * GET /api/system/base/task/msg/count/{factoryId} (docs/requirements.md §3 "Message counts", §7 "Task messages"):
 * the caller's unread messages and open to-dos of one factory in scope, split into copies and messages to act on.
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

/**
 * The caller's open to-dos of a factory, judged row by row here (docs/requirements.md §3 "To-do queue"): an order's
 * while the order is at the version it was sent at and open, a report's while its report waits (the newest per report
 * and step), any other until deleted.
 */
async function openTodos(userId: number, factoryId: number): Promise<number> {
  const { rows } = await db.query<{
    msg_id: number;
    task_id: number | null;
    task_version: number | null;
    urge_type: number | null;
    period: string | null;
    order_version: number | null;
    order_status: number | null;
    report_status: number | null;
  }>(
    `SELECT m.msg_id, m.task_id, m.task_version, m.urge_type, coalesce(m.fill_date, m.start_date)::text AS period,
            t.version AS order_version, t.status AS order_status,
            CASE WHEN m.urge_type IN (1, 2) THEN d.status ELSE w.status END AS report_status
       FROM sys_task_msg m
       LEFT JOIN wo_task t ON t.task_id = m.task_id
       LEFT JOIN om_daily_report d ON d.factory_id = m.factory_id AND d.report_date = m.fill_date
       LEFT JOIN om_weekly_report w ON w.factory_id = m.factory_id AND w.week_start = m.start_date
      WHERE m.user_id = $1 AND m.factory_id = $2 AND m.tab = 2
      ORDER BY m.msg_id DESC`,
    [userId, factoryId],
  );
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (r.task_id !== null) return r.order_version === r.task_version && r.order_status !== 9;
    if (r.urge_type === null) return true;
    const key = `${r.urge_type}:${r.period}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const fill = r.urge_type === 1 || r.urge_type === 3;
    return fill
      ? r.report_status === null || r.report_status === 0 || r.report_status === 3
      : r.report_status === 1;
  }).length;
}

/** The badge's figures straight from the table: unread messages (copies apart) and open to-dos, read or not. */
async function unread(userId: number, factoryId: number) {
  const { rows } = await db.query<{ total: number; copies: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE copy_to)::int AS copies FROM sys_task_msg
      WHERE user_id = $1 AND factory_id = $2 AND is_read = 0 AND tab = 1`,
    [userId, factoryId],
  );
  const { total = 0, copies = 0 } = rows[0] ?? {};
  const all = total + (await openTodos(userId, factoryId));
  return { totalMsgCount: all, copyToMsgCount: copies, execByMsgCount: all - copies };
}

describe('message count', () => {
  it('counts the demo messages: unread messages and open to-dos, copies apart, per user and factory', async () => {
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
    // Read to-dos still count: they are work until done.
    const todos = await openTodos(2, 11);
    expect(todos).toBeGreaterThan(0);
    expect((await countOf('operator', 11)).json().data.totalMsgCount).toBe(todos);
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
