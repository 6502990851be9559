/**
 * The message and to-do list's query shape at a million orders (docs/work-order-lifecycle.md "Lists at a million
 * orders"): the page's ids chosen first and only then given their columns, kinds and overdue marks, list exactly the
 * rows, in exactly the order and with the total, that the one-statement query listed — every page of every user's
 * tab in every factory of the demo data, with and without a to-do kind or a keyword.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TAB, TODO_KIND } from '../../contract/message/schemas';
import type { Db } from '../../server/src/db/client';
import { MessageRepository, type MessageFilter } from '../../server/src/modules/message/repository';
import { OPEN_TODO, TODO_KIND_SQL } from '../../server/src/modules/message/todo-rule';
import { containsPattern } from '../../server/src/shared/like';
import { openSeededDb, testClock } from './helpers/test-app';

let db: Db;
const now = new Date(testClock().now());
const PAGE = 3;

/** The ids and total the one-statement list answered (its WHERE and ORDER BY as they were). */
async function before(userId: number, factoryId: number, tab: number, filter: MessageFilter, offset: number) {
  const params: unknown[] = [userId, factoryId, tab];
  const where = ['m.user_id = $1', 'm.factory_id = $2', 'm.tab = $3'];
  if (tab === MSG_TAB.TODO) where.push(OPEN_TODO);
  if (tab === MSG_TAB.TODO && filter.todoKind !== undefined) {
    params.push(filter.todoKind);
    where.push(`${TODO_KIND_SQL} = $${params.length}`);
  }
  if (filter.keyword) {
    params.push(containsPattern(filter.keyword));
    const k = `$${params.length}`;
    where.push(`(m.msg_title ILIKE ${k} OR m.task_no ILIKE ${k} OR m.device_name ILIKE ${k}
                 OR m.device_show_code ILIKE ${k})`);
  }
  const condition = where.join(' AND ');
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_task_msg m WHERE ${condition}`, params)
  ).rows[0]?.n;
  const { rows } = await db.query<{ msg_id: number }>(
    `SELECT m.msg_id FROM sys_task_msg m JOIN sys_area f ON f.id = m.factory_id WHERE ${condition}
      ORDER BY m.create_time DESC, m.msg_id DESC LIMIT ${PAGE} OFFSET ${offset}`,
    params,
  );
  return { ids: rows.map((r) => r.msg_id), total };
}

beforeAll(async () => {
  db = await openSeededDb();
  // Three to-dos and three messages of the supervisor sent at one instant: the order among them is msg_id's.
  await db.query(
    `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, create_time)
     SELECT u.user_id, 11, tab, '同一时刻 ' || n, 9, '2026-02-20T02:00:00Z'
       FROM sys_user u, generate_series(1, 2) AS tab, generate_series(1, 3) AS n
      WHERE u.user_name = 'supervisor'`,
  );
});
afterAll(async () => {
  await db.close();
});

describe('the message list shape against the one-statement query', () => {
  it('pages through every tab of every user and factory the demo has messages in', async () => {
    const messages = new MessageRepository(db);
    const { rows: tabs } = await db.query<{ user_id: number; factory_id: number; tab: number }>(
      'SELECT DISTINCT user_id, factory_id, tab FROM sys_task_msg ORDER BY 1, 2, 3',
    );
    expect(tabs.length).toBeGreaterThan(3);
    const filters: MessageFilter[] = [
      {},
      { todoKind: TODO_KIND.DISPATCH },
      { todoKind: TODO_KIND.HANDLE },
      { todoKind: TODO_KIND.OTHER },
      { keyword: '工单' },
    ];
    let compared = 0;
    for (const { user_id: userId, factory_id: factoryId, tab } of tabs) {
      for (const filter of tab === MSG_TAB.TODO ? filters : [{}, { keyword: '工单' }]) {
        const first = await before(userId, factoryId, tab, filter, 0);
        for (let offset = 0; offset <= (first.total ?? 0); offset += PAGE) {
          const page = await messages.page(userId, factoryId, tab, { limit: PAGE, offset }, filter, now);
          const old = await before(userId, factoryId, tab, filter, offset);
          expect({ ids: page.rows.map((r) => r.msgId), total: page.total }).toEqual(old);
          compared += page.rows.length;
        }
      }
    }
    // not a comparison of empty pages
    expect(compared).toBeGreaterThan(20);
  });
});
