/**
 * The to-do queue (docs/requirements.md §3 "To-do queue"): the to-do tab lists what the user must act on now, computed
 * from the orders and reports as they stand, so a to-do leaves every holder's list and badge the moment anybody does
 * the work; its kind and the list's filters; the counts by kind home shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../contract/message/schemas';
import { TodoRepository } from '../../server/src/modules/message/todo-repository';
import type { Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { createTestApp, getAs, openSeededDb, type TestApp } from './helpers/test-app';
import { buildWorld, createOrder, OPERATOR, step, SUPERVISOR, type World } from './helpers/work-order-world';

let db: Db;
let t: TestApp;
let w: World;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db);
  w = await buildWorld(t.app, db);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const todos = async (userId: number, query = ''): Promise<Message[]> => {
  const res = await getAs(t.app, w.tokens.get(userId) ?? '', `/api/system/base/task/msg/list/11/2${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { rows: Message[] }).rows;
};
const todosOf = async (userId: number, taskNo: string) =>
  (await todos(userId)).filter((m) => m.taskNo === taskNo).map((m) => [m.msgTitle, m.todoKind]);
const badge = async (userId: number): Promise<number> =>
  (await getAs(t.app, w.tokens.get(userId) ?? '', '/api/system/base/task/msg/count/11')).json().data
    .totalMsgCount as number;

describe('order to-dos', () => {
  it('follow the order: each step closes the last one for everybody and opens the next; none once closed', async () => {
    const { taskId, taskNo } = await createOrder(w, 'fix');
    expect(await todosOf(SUPERVISOR, taskNo)).toEqual([['您有新的维修工单待派单', 'dispatch']]);
    const supervisorBefore = await badge(SUPERVISOR);

    expect((await step(w, 'fix', taskId, 'dispatch')).statusCode).toBe(200);
    expect(await todosOf(SUPERVISOR, taskNo)).toEqual([]);
    expect(await badge(SUPERVISOR)).toBe(supervisorBefore - 1);
    expect(await todosOf(OPERATOR, taskNo)).toEqual([['您有新的维修工单待处理', 'handle']]);

    // Forwarded: the first executor's to-do is done with, the new executor's is open.
    expect((await step(w, 'fix', taskId, 'forward')).statusCode).toBe(200);
    expect(await todosOf(OPERATOR, taskNo)).toEqual([]);
    expect(await todosOf(w.ids.op2, taskNo)).toEqual([['您有新的维修工单待处理（转派）', 'handle']]);

    expect((await step(w, 'fix', taskId, 'handle')).statusCode).toBe(200);
    expect(await todosOf(w.ids.op2, taskNo)).toEqual([]);
    expect(await todosOf(SUPERVISOR, taskNo)).toEqual([['您有新的维修工单待审核', 'audit']]);

    // Rejected at audit: back to the executor, who has one to-do, not the old one as well.
    expect((await step(w, 'fix', taskId, 'approve', 2)).statusCode).toBe(200);
    expect(await todosOf(SUPERVISOR, taskNo)).toEqual([]);
    expect((await todosOf(w.ids.op2, taskNo)).map(([, kind]) => kind)).toEqual(['handle']);

    for (const action of ['handle', 'approve', 'acceptDispatch'] as const)
      expect((await step(w, 'fix', taskId, action)).statusCode).toBe(200);
    expect(await todosOf(SUPERVISOR, taskNo)).toEqual([]);
    expect(await todosOf(w.ids.acceptor, taskNo)).toEqual([['您有新的工单待验收', 'accept']]);

    expect((await step(w, 'fix', taskId, 'accept')).statusCode).toBe(200);
    for (const who of [SUPERVISOR, OPERATOR, w.ids.op2, w.ids.acceptor])
      expect(await todosOf(who, taskNo)).toEqual([]);
    // The rows stay (the log): the to-do tab no longer lists them.
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_task_msg WHERE task_id = $1 AND tab = 2',
      [taskId],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(6);
  });

  it('a to-do read is still a to-do: the badge counts it until the work is done', async () => {
    const { taskId, taskNo } = await createOrder(w, 'fix');
    const before = await badge(SUPERVISOR);
    const [todo] = (await todos(SUPERVISOR)).filter((m) => m.taskNo === taskNo);
    await getAs(t.app, w.tokens.get(SUPERVISOR) ?? '', `/api/system/base/task/msg/read/${todo!.msgId}`);
    expect(await badge(SUPERVISOR)).toBe(before);
    expect((await step(w, 'fix', taskId, 'dispatch')).statusCode).toBe(200);
    expect(await badge(SUPERVISOR)).toBe(before - 1);
  });
});

describe('report to-dos', () => {
  const period = '2026-06-16';
  const reportTodos = async (userId: number) =>
    (await todos(userId)).filter((m) => m.urgeType !== null && m.fillDate === period);

  it('the approval to-do opens on submit and closes on approval; only the newest of a resubmission is listed', async () => {
    // The report as a submission leaves it (the route's own steps are in report-daily.test.ts).
    await db.query('DELETE FROM om_daily_report WHERE factory_id = 11 AND report_date = $1', [period]);
    await db.query(
      `INSERT INTO om_daily_report (factory_id, report_date, status, filled_by, submitted_at)
       VALUES (11, $1, 1, $2, now())`,
      [period, OPERATOR],
    );
    await db.query(
      `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date)
       VALUES ($1, 11, 2, '请审批', 0, 2, $2)`,
      [SUPERVISOR, period],
    );
    expect((await reportTodos(SUPERVISOR)).map((m) => m.todoKind)).toEqual(['dailyApproval']);

    // A second approval to-do of the same report (an urge): still one listed.
    await db.query(
      `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date)
       VALUES ($1, 11, 2, '催办', 0, 2, $2)`,
      [SUPERVISOR, period],
    );
    expect((await reportTodos(SUPERVISOR)).map((m) => m.msgTitle)).toEqual(['催办']);

    await db.query('UPDATE om_daily_report SET status = 2 WHERE factory_id = 11 AND report_date = $1', [
      period,
    ]);
    expect(await reportTodos(SUPERVISOR)).toEqual([]);
  });

  it('a fill to-do stays while the report is missing, a draft or rejected, and closes once submitted', async () => {
    const day = '2026-06-15';
    await db.query('DELETE FROM om_daily_report WHERE factory_id = 11 AND report_date = $1', [day]);
    await db.query(
      `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date)
       VALUES ($1, 11, 2, '请填报', 0, 1, $2)`,
      [OPERATOR, day],
    );
    const fill = async () => (await todos(OPERATOR)).filter((m) => m.fillDate === day).map((m) => m.todoKind);
    expect(await fill()).toEqual(['dailyFill']);
    await db.query(`INSERT INTO om_daily_report (factory_id, report_date, status) VALUES (11, $1, 0)`, [day]);
    expect(await fill()).toEqual(['dailyFill']);
    await db.query('UPDATE om_daily_report SET status = 1 WHERE factory_id = 11 AND report_date = $1', [day]);
    expect(await fill()).toEqual([]);
    await db.query('UPDATE om_daily_report SET status = 3 WHERE factory_id = 11 AND report_date = $1', [day]);
    expect(await fill()).toEqual(['dailyFill']);
  });
});

describe('filters and counts', () => {
  it('filters the to-do tab by kind and keyword (order number, device, title); % and _ are literal', async () => {
    const { taskNo } = await createOrder(w, 'fix');
    const dispatch = await todos(SUPERVISOR, '?todoKind=dispatch');
    expect(dispatch.length).toBeGreaterThan(0);
    expect(dispatch.every((m) => m.todoKind === 'dispatch')).toBe(true);
    expect(dispatch.some((m) => m.taskNo === taskNo)).toBe(true);
    expect((await todos(SUPERVISOR, '?todoKind=accept')).some((m) => m.taskNo === taskNo)).toBe(false);
    expect((await todos(SUPERVISOR, `?keyword=${taskNo}`)).map((m) => m.taskNo)).toEqual([taskNo]);
    expect((await todos(SUPERVISOR, '?keyword=%25')).length).toBe(0);
  });

  it('an English keyword finds the titles an English user reads, stored in Chinese', async () => {
    const { taskNo } = await createOrder(w, 'fix');
    const token = w.tokens.get(SUPERVISOR) ?? '';
    const inEnglish = async (keyword: string, lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/system/base/task/msg/list/11/2?keyword=${encodeURIComponent(keyword)}&pageSize=100`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        })
      ).json().rows as Message[];
    // the dispatch to-do is stored as 您有新的维修工单待派单 and read as "A new repair order waits for dispatch"
    const found = await inEnglish('waits for dispatch', 'en-US');
    expect(found.some((m) => m.taskNo === taskNo)).toBe(true);
    expect(found.every((m) => m.msgTitle.includes('waits for dispatch'))).toBe(true);
    expect((await inEnglish('repair order', 'en-US')).some((m) => m.taskNo === taskNo)).toBe(true);
    expect((await inEnglish('maintenance order', 'en-US')).some((m) => m.taskNo === taskNo)).toBe(false);
    // a Chinese console matches what it reads, not the English
    expect((await inEnglish('waits for dispatch', 'zh-CN')).length).toBe(0);
  });

  it('refuses an unknown kind and a keyword over 50 characters with 400 naming the field', async () => {
    const token = w.tokens.get(SUPERVISOR) ?? '';
    const bad = await getAs(t.app, token, '/api/system/base/task/msg/list/11/2?todoKind=nap');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('todoKind');
    const long = await getAs(t.app, token, `/api/system/base/task/msg/list/11/2?keyword=${'x'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('keyword');
  });

  it('counts open to-dos by kind in scope, equal to the filtered lists', async () => {
    const counts = await new TodoRepository(db).countsByKind(SUPERVISOR, [11, 12]);
    expect(counts.length).toBeGreaterThan(0);
    for (const { kind, count } of counts.filter((c) => c.kind !== 'other')) {
      const res = await getAs(
        t.app,
        w.tokens.get(SUPERVISOR) ?? '',
        `/api/system/base/task/msg/list/11/2?todoKind=${kind}&pageSize=1`,
      );
      const in12 = await getAs(
        t.app,
        w.tokens.get(SUPERVISOR) ?? '',
        `/api/system/base/task/msg/list/12/2?todoKind=${kind}&pageSize=1`,
      );
      expect(res.json().total + in12.json().total).toBe(count);
    }
    expect(await new TodoRepository(db).countsByKind(SUPERVISOR, [])).toEqual([]);
  });
});

describe('migration 026', () => {
  it('on a database seeded before it, opens exactly the to-dos the orders still wait for', async () => {
    // The demo's own database: the orders above were moved within one frozen test instant, which no real step shares.
    const db = await openSeededDb();
    const open = async (): Promise<number[]> =>
      (
        await db.query<{ msg_id: number }>(
          `SELECT m.msg_id FROM sys_task_msg m JOIN wo_task t ON t.task_id = m.task_id
            WHERE m.tab = 2 AND t.version = m.task_version AND t.status <> 9 ORDER BY m.msg_id`,
        )
      ).rows.map((r) => r.msg_id);
    const before = await open();
    expect(before.length).toBeGreaterThan(0);
    await db.query('DROP INDEX sys_task_msg_urge');
    await db.query('ALTER TABLE sys_task_msg DROP COLUMN task_version');
    await db.query("DELETE FROM schema_migrations WHERE version = '026-todo-queue'");
    expect(await migrate(db)).toEqual(['026-todo-queue']);
    expect(await open()).toEqual(before);
    await db.close();
  });
});
