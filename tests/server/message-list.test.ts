/**
 * GET /api/system/base/task/msg/list/{factoryId}/{tab} (docs/requirements.md §2 "Message drawer", §3 "Message", §7):
 * the caller's own messages of one factory and tab, newest first, paged, in scope only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../contract/message/schemas';
import type { Db } from '../../server/src/db/client';
import { createRole, createUser } from './helpers/fixtures';
import { createTestApp, getAs, login, openSeededDb, type TestApp } from './helpers/test-app';

let db: Db;
let t: TestApp;
let reader = 0;
const tokens: Record<string, string> = {};
const url = (factoryId: number | string, tab: number | string, query = '') =>
  `/api/system/base/task/msg/list/${factoryId}/${tab}${query}`;
const listOf = (who: string, factoryId: number | string, tab: number | string, query = '') =>
  getAs(t.app, tokens[who] ?? '', url(factoryId, tab, query));

/**
 * 150 messages of tab 1 in factory 11, one a minute from 08:00Z; 3 open to-dos of tab 2 (two urges of reports nobody
 * filled, one of an open demo order at its current version); 1 in factory 12.
 */
async function seedReader(): Promise<void> {
  await db.query(
    `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, create_time)
     SELECT $1, 11, 1, 'm' || i, 1, 'GZ' || i, timestamptz '2026-03-02T08:00:00Z' + make_interval(mins => i)
       FROM generate_series(1, 150) i`,
    [reader],
  );
  await db.query(
    `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date, start_date,
                               end_date, task_status, task_id, distribute_flag, create_time)
     VALUES ($1, 11, 2, 'daily', 0, 1, '2026-03-01', NULL, NULL, NULL, NULL, NULL, '2026-03-01T01:00:00Z'),
            ($1, 11, 2, 'weekly', 0, 3, NULL, '2026-02-23', '2026-03-01', NULL, NULL, 1, '2026-03-01T02:00:00Z'),
            ($1, 12, 1, 'other factory', 2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '2026-03-01T04:00:00Z')`,
    [reader],
  );
  await db.query(
    `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_status, task_id, task_version,
                               distribute_flag, create_time)
     SELECT $1, 11, 2, 'repair', 4, t.status, t.task_id, t.version, 0, '2026-03-01T03:00:00Z'
       FROM wo_task t WHERE t.factory_id = 11 AND t.status = 1 ORDER BY t.task_id LIMIT 1`,
    [reader],
  );
}

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  reader = await createUser(db, {
    userName: 'reader',
    password: 'reader123',
    roleId: await createRole(db, 'reader'),
    factories: [11, 12],
  });
  await seedReader();
  for (const name of ['admin', 'operator', 'supervisor'])
    tokens[name] = (await login(t.app, name)).access_token;
  tokens.reader = (await login(t.app, 'reader', 'reader123')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('message list', () => {
  it('pages 100 rows by default, newest first, with the total', async () => {
    const res = await listOf('reader', 11, 1);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; msg: string; rows: Message[]; total: number };
    expect(body).toMatchObject({ code: 200, msg: '操作成功', total: 150 });
    expect(body.rows).toHaveLength(100);
    expect(body.rows.map((r) => r.msgTitle).slice(0, 3)).toEqual(['m150', 'm149', 'm148']);
    expect(body.rows.at(-1)?.msgTitle).toBe('m51');
  });

  it('follows pageNum and pageSize without overlap', async () => {
    const second = (await listOf('reader', 11, 1, '?pageNum=2&pageSize=100')).json();
    expect(second.total).toBe(150);
    expect(second.rows.map((r: Message) => r.msgTitle)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${50 - i}`),
    );
    const small = (await listOf('reader', 11, 1, '?pageNum=3&pageSize=30')).json();
    expect(small.rows.map((r: Message) => r.msgTitle)).toEqual(
      Array.from({ length: 30 }, (_, i) => `m${90 - i}`),
    );
    expect((await listOf('reader', 11, 1, '?pageSize=200')).json().rows).toHaveLength(150);
  });

  it('splits the tabs and the factories', async () => {
    const todo = (await listOf('reader', 11, 2)).json();
    expect(todo.total).toBe(3);
    expect(todo.rows.map((r: Message) => r.msgTitle)).toEqual(['repair', 'weekly', 'daily']);
    const other = (await listOf('reader', 12, 1)).json();
    expect(other.rows.map((r: Message) => r.msgTitle)).toEqual(['other factory']);
    expect((await listOf('reader', 12, 2)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      rows: [],
      total: 0,
    });
  });

  it('gives every docs/requirements.md §3 field: China time, dates, urge label, factory name and type', async () => {
    const rows = (await listOf('reader', 11, 2)).json().rows as Message[];
    expect(rows[1]).toEqual({
      msgId: expect.any(Number),
      msgTitle: 'weekly',
      taskType: 0,
      taskNo: '',
      deviceShowCode: '',
      deviceName: '',
      createTime: '2026-03-01 10:00:00',
      isRead: 0,
      urgeType: 3,
      urgeTypeLabel: '周报填报',
      factoryId: 11,
      fillDate: null,
      startDate: '2026-02-23',
      endDate: '2026-03-01',
      projectName: '上海第一水厂',
      factoryType: 'factory',
      taskId: null,
      taskStatus: null,
      distributeFlag: 1,
      todoKind: 'weeklyFill',
      // a report's to-do has no order to be overdue (docs/work-order-lifecycle.md "Priority and due time")
      overdue: false,
    });
    expect(rows[2]).toMatchObject({ urgeType: 1, urgeTypeLabel: '日报填报' });
    expect(rows[2]?.fillDate).toBe('2026-03-01');
    expect(rows[0]).toMatchObject({
      taskType: 4,
      urgeType: null,
      urgeTypeLabel: '',
      taskStatus: 1,
      todoKind: 'handle',
    });
  });

  it("shows only the caller's own messages", async () => {
    // The demo work orders write the seeded messages (their number follows the demo): compare with the table.
    const own = async (userId: number): Promise<number[]> =>
      (
        await db.query<{ msg_id: number }>(
          `SELECT msg_id FROM sys_task_msg WHERE user_id = $1 AND factory_id = 11 AND tab = 1
            ORDER BY create_time DESC, msg_id DESC`,
          [userId],
        )
      ).rows.map((r) => r.msg_id);
    const operator = (await listOf('operator', 11, 1)).json();
    const operatorIds = await own(2);
    expect(operator.total).toBe(operatorIds.length);
    expect(operator.rows.map((r: Message) => r.msgId)).toEqual(operatorIds);
    expect(operator.total).toBeGreaterThan(0);
    // Admin sees every factory but only its own messages there.
    const admin = (await listOf('admin', 11, 1)).json();
    expect(admin.rows.map((r: Message) => r.msgId)).toEqual(await own(1));
    expect(admin.rows.some((r: Message) => operatorIds.includes(r.msgId))).toBe(false);
  });

  it.each([
    ['operator', 12, 403, '没有权限访问该工厂'],
    ['supervisor', 21, 403, '没有权限访问该工厂'],
    ['reader', 1, 404, '工厂不存在'],
    ['admin', 999, 404, '工厂不存在'],
  ])('%s asking for factory %i → %i', async (who, factoryId, status, msg) => {
    const res = await listOf(who, factoryId, 1);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg });
  });

  it.each([
    [url('abc', 1), 'params/factoryId must be integer'],
    [url(0, 1), 'params/factoryId must be >= 1'],
    [url(11, 3), 'params/tab must be <= 2'],
    [url(11, 0), 'params/tab must be >= 1'],
    [url(11, 'x'), 'params/tab must be integer'],
    [url(11, 1, '?pageSize=201'), 'querystring/pageSize must be <= 200'],
    [url(11, 1, '?pageNum=0'), 'querystring/pageNum must be >= 1'],
  ])('%s → 400', async (path, msg) => {
    const res = await getAs(t.app, tokens.reader ?? '', path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(11, 1) })).statusCode).toBe(401);
  });
});
