/**
 * All SQL about task messages (sys_task_msg). Every statement is limited to the caller's own rows
 * (user_id), so another user's message behaves exactly like a missing one. Calls by message id are
 * also limited to the caller's factory scope (docs/architecture.md §3 "also for objects fetched by id"): a message
 * of a factory the user was unbound from is out of reach like a missing one.
 */
import {
  MSG_TAB,
  TASK_TYPE,
  URGE_TYPE,
  URGE_TYPE_LABEL,
  type Message,
  type MessageCount,
  type TodoKind,
} from '../../../../contract/message/schemas';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { publishLive } from '../../shared/live-events';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { OPEN_TODO, TODO_KIND_SQL } from './todo-rule';
import { overdueCondition } from '../work-order/overdue-rule';

interface Row {
  msg_id: number;
  msg_title: string;
  task_type: number;
  task_no: string;
  device_show_code: string;
  device_name: string;
  create_time: string;
  is_read: number;
  urge_type: number | null;
  factory_id: number;
  fill_date: string | null;
  start_date: string | null;
  end_date: string | null;
  project_name: string;
  factory_type: string;
  task_id: number | null;
  task_status: number | null;
  distribute_flag: number | null;
  todo_kind?: TodoKind | null;
  overdue?: boolean | null;
}

/** The list's optional filters (contract MessageListQuery). */
export interface MessageFilter {
  todoKind?: TodoKind;
  keyword?: string;
  /** further ILIKE patterns the title may match instead of the keyword (an English keyword's stored Chinese texts) */
  titlePatterns?: readonly string[];
}

/**
 * What the badge counts (docs/requirements.md §3 "To-do queue"): unread messages, and every open to-do, read or not (a
 * to-do is work until it is done). `m` is the user's rows of one factory.
 */
const TOTAL = `(count(*) FILTER (WHERE m.tab = ${MSG_TAB.MESSAGES} AND m.is_read = 0)
     + count(*) FILTER (WHERE m.tab = ${MSG_TAB.TODO} AND ${OPEN_TODO}))::int`;
const COPY_TO = `count(*) FILTER (WHERE m.tab = ${MSG_TAB.MESSAGES} AND m.is_read = 0 AND m.copy_to)::int`;
/** The rows TOTAL and COPY_TO may count: unread ones (the partial unread index) and to-dos (the list index). */
const COUNTED = `(m.is_read = 0 OR m.tab = ${MSG_TAB.TODO})`;

/**
 * What a check needs to decide whether a message may still be routed: for an urge, also the status of the report it
 * is about as it stands now (null = no such report; check-rule.ts).
 */
export type CheckedMessage = Pick<
  Message,
  'taskType' | 'taskNo' | 'urgeType' | 'fillDate' | 'startDate' | 'taskStatus'
> & { reportStatus: number | null };

/**
 * The status of the report an urge is about: the factory's daily report of fill_date (urge types 1 and 2) or weekly
 * report of the week starting start_date (3 and 4); NULL for any other message or a missing report.
 */
const REPORT_STATUS_OF_URGE = `CASE
    WHEN m.task_type = ${TASK_TYPE.URGE} AND m.urge_type IN (${URGE_TYPE.DAILY_FILL}, ${URGE_TYPE.DAILY_APPROVAL}) THEN
      (SELECT d.status FROM om_daily_report d WHERE d.factory_id = m.factory_id AND d.report_date = m.fill_date)
    WHEN m.task_type = ${TASK_TYPE.URGE} AND m.urge_type IN (${URGE_TYPE.WEEKLY_FILL}, ${URGE_TYPE.WEEKLY_APPROVAL}) THEN
      (SELECT w.status FROM om_weekly_report w WHERE w.factory_id = m.factory_id AND w.week_start = m.start_date)
  END AS report_status`;

// Dates and times leave the database as text so that no JavaScript Date shifts them by a zone.
const COLUMNS = `m.msg_id, m.msg_title, m.task_type, m.task_no, m.device_show_code, m.device_name,
  ${shown('m.create_time')} AS create_time,
  m.is_read, m.urge_type, m.factory_id,
  to_char(m.fill_date, 'YYYY-MM-DD') AS fill_date,
  to_char(m.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(m.end_date, 'YYYY-MM-DD') AS end_date,
  f.name AS project_name, f.type AS factory_type,
  m.task_id, m.task_status, m.distribute_flag`;

const toMessage = (r: Row): Message => ({
  msgId: r.msg_id,
  msgTitle: r.msg_title,
  taskType: r.task_type,
  taskNo: r.task_no,
  deviceShowCode: r.device_show_code,
  deviceName: r.device_name,
  createTime: r.create_time,
  isRead: r.is_read,
  urgeType: r.urge_type,
  urgeTypeLabel: r.urge_type === null ? '' : (URGE_TYPE_LABEL[r.urge_type] ?? ''),
  factoryId: r.factory_id,
  fillDate: r.fill_date,
  startDate: r.start_date,
  endDate: r.end_date,
  projectName: r.project_name,
  factoryType: r.factory_type,
  taskId: r.task_id,
  taskStatus: r.task_status,
  distributeFlag: r.distribute_flag,
  ...(r.todo_kind == null ? {} : { todoKind: r.todo_kind }),
  ...(r.overdue == null ? {} : { overdue: r.overdue }),
});

export class MessageRepository {
  constructor(private readonly db: Db) {}

  /** Unread messages and open to-dos of one user in one factory (TOTAL). */
  async unreadCount(userId: number, factoryId: number): Promise<MessageCount> {
    const { rows } = await this.db.query<{ total: number; copy_to: number }>(
      `SELECT ${TOTAL} AS total, ${COPY_TO} AS copy_to FROM sys_task_msg m WHERE m.user_id = $1 AND m.factory_id = $2 AND ${COUNTED}`,
      [userId, factoryId],
    );
    const total = rows[0]?.total ?? 0;
    const copyTo = rows[0]?.copy_to ?? 0;
    return { totalMsgCount: total, copyToMsgCount: copyTo, execByMsgCount: total - copyTo };
  }

  /** The badge totals (TOTAL) of several users, each in one factory, in one statement (the live fan-out). */
  async unreadTotals(
    pairs: ReadonlyArray<{ userId: number; factoryId: number }>,
  ): Promise<Array<{ userId: number; factoryId: number; total: number }>> {
    if (pairs.length === 0) return [];
    const { rows } = await this.db.query<{ user_id: number; factory_id: number; total: number }>(
      `SELECT p.user_id, p.factory_id,
              (SELECT ${TOTAL} FROM sys_task_msg m
                WHERE m.user_id = p.user_id AND m.factory_id = p.factory_id AND ${COUNTED}) AS total
         FROM unnest($1::int[], $2::int[]) AS p(user_id, factory_id)`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.factoryId)],
    );
    return rows.map((r) => ({ userId: r.user_id, factoryId: r.factory_id, total: r.total }));
  }

  /**
   * One page of a factory's tab, newest first (msg_id breaks ties so that pages never overlap). The to-do tab lists
   * open to-dos only (todo-rule.ts), each with its kind; `filter` narrows either tab.
   */
  async page(
    userId: number,
    factoryId: number,
    tab: number,
    window: PageWindow,
    filter: MessageFilter = {},
    /** the server clock's now: the to-do tab marks the to-dos of orders overdue then (work-order/overdue-rule.ts) */
    now?: Date,
  ): Promise<{ rows: Message[]; total: number }> {
    const params: unknown[] = [userId, factoryId, tab];
    const where = ['m.user_id = $1', 'm.factory_id = $2', 'm.tab = $3'];
    const todo = tab === MSG_TAB.TODO;
    if (todo) where.push(OPEN_TODO);
    if (todo && filter.todoKind !== undefined) {
      params.push(filter.todoKind);
      where.push(`${TODO_KIND_SQL} = $${params.length}`);
    }
    const keyword = filter.keyword?.trim();
    if (keyword) {
      params.push(containsPattern(keyword));
      const k = `$${params.length}`;
      params.push([...(filter.titlePatterns ?? [])]);
      const titles = `$${params.length}::text[]`;
      where.push(`(m.msg_title ILIKE ${k} OR m.msg_title ILIKE ANY (${titles}) OR m.task_no ILIKE ${k}
                    OR m.device_name ILIKE ${k} OR m.device_show_code ILIKE ${k})`);
    }
    const condition = where.join(' AND ');
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_task_msg m WHERE ${condition}`,
      params,
    );
    const selectParams = [...params];
    const overdue =
      todo && now
        ? `, (m.task_id IS NOT NULL AND EXISTS (SELECT 1 FROM wo_task t WHERE t.task_id = m.task_id
              AND ${overdueCondition('t', now, selectParams)})) AS overdue`
        : '';
    // The page's ids first, then their columns, kinds and overdue marks: the rows an OFFSET skips are only judged
    // open (docs/work-order-lifecycle.md "Lists at a million orders").
    const { rows } = await this.db.query<Row>(
      `WITH page AS (
         SELECT m.msg_id, m.create_time FROM sys_task_msg m
          WHERE ${condition}
          ORDER BY m.create_time DESC, m.msg_id DESC
          LIMIT $${selectParams.length + 1} OFFSET $${selectParams.length + 2})
       SELECT ${COLUMNS}${todo ? `, ${TODO_KIND_SQL} AS todo_kind` : ''}${overdue}
         FROM sys_task_msg m JOIN sys_area f ON f.id = m.factory_id JOIN page p ON p.msg_id = m.msg_id
        ORDER BY p.create_time DESC, p.msg_id DESC`,
      [...selectParams, window.limit, window.offset],
    );
    return { rows: rows.map(toMessage), total: counted.rows[0]?.n ?? 0 };
  }

  /** New messages for the live task channel: each with its owner and drawer tab. */
  async forLive(
    msgIds: readonly number[],
  ): Promise<Array<{ userId: number; tab: number; message: Message }>> {
    if (msgIds.length === 0) return [];
    const { rows } = await this.db.query<Row & { user_id: number; tab: number }>(
      `SELECT ${COLUMNS}, m.user_id, m.tab,
              CASE WHEN m.tab = ${MSG_TAB.TODO} THEN ${TODO_KIND_SQL} END AS todo_kind
         FROM sys_task_msg m JOIN sys_area f ON f.id = m.factory_id
        WHERE m.msg_id = ANY($1::int[])
        ORDER BY m.msg_id`,
      [[...msgIds]],
    );
    return rows.map((r) => ({ userId: r.user_id, tab: r.tab, message: toMessage(r) }));
  }

  /** The user's own message, or null (missing and someone else's look the same). */
  async findOwn(userId: number, msgId: number, scope: FactoryScope): Promise<CheckedMessage | null> {
    const params: unknown[] = [msgId, userId];
    const { rows } = await this.db.query<Row & { report_status: number | null }>(
      `SELECT ${COLUMNS}, ${REPORT_STATUS_OF_URGE}
         FROM sys_task_msg m JOIN sys_area f ON f.id = m.factory_id
        WHERE m.msg_id = $1 AND m.user_id = $2 AND ${scopeCondition(scope, 'm.factory_id', params)}`,
      params,
    );
    const row = rows[0];
    return row ? { ...toMessage(row), reportStatus: row.report_status } : null;
  }

  /**
   * Marks one own message read. Null when there is no such message of the user; otherwise how many
   * rows changed (0 when it was read already). One statement, so two clicks cannot both count it.
   */
  async markRead(userId: number, msgId: number, scope: FactoryScope): Promise<number | null> {
    const params: unknown[] = [msgId, userId];
    const { rows } = await this.db.query<{ was: number; factory_id: number }>(
      `UPDATE sys_task_msg m SET is_read = 1
         FROM (SELECT msg_id, is_read FROM sys_task_msg
                WHERE msg_id = $1 AND user_id = $2 AND ${scopeCondition(scope, 'factory_id', params)}
                  FOR UPDATE) old
        WHERE m.msg_id = old.msg_id
        RETURNING old.is_read AS was, m.factory_id`,
      params,
    );
    const row = rows[0];
    if (!row) return null;
    if (row.was === 0) await publishLive(this.db, { t: 'cnt', u: userId, f: row.factory_id });
    return row.was === 0 ? 1 : 0;
  }

  /** Marks every unread message of a factory's tab read; returns how many changed. */
  async markAllRead(userId: number, factoryId: number, tab: number): Promise<number> {
    const { rows } = await this.db.query(
      `UPDATE sys_task_msg SET is_read = 1
        WHERE user_id = $1 AND factory_id = $2 AND tab = $3 AND is_read = 0
        RETURNING msg_id`,
      [userId, factoryId, tab],
    );
    if (rows.length > 0) await publishLive(this.db, { t: 'cnt', u: userId, f: factoryId });
    return rows.length;
  }

  /** Deletes one own message; false when the user has no such message. */
  async remove(userId: number, msgId: number, scope: FactoryScope): Promise<boolean> {
    const params: unknown[] = [msgId, userId];
    const { rows } = await this.db.query<{ factory_id: number; is_read: number }>(
      `DELETE FROM sys_task_msg
        WHERE msg_id = $1 AND user_id = $2 AND ${scopeCondition(scope, 'factory_id', params)}
        RETURNING factory_id, is_read`,
      params,
    );
    const row = rows[0];
    if (row?.is_read === 0) await publishLive(this.db, { t: 'cnt', u: userId, f: row.factory_id });
    return row !== undefined;
  }

  /** Deletes every message of a factory's tab; returns how many went. */
  async removeAll(userId: number, factoryId: number, tab: number): Promise<number> {
    const { rows } = await this.db.query<{ is_read: number }>(
      'DELETE FROM sys_task_msg WHERE user_id = $1 AND factory_id = $2 AND tab = $3 RETURNING is_read',
      [userId, factoryId, tab],
    );
    if (rows.some((r) => r.is_read === 0)) await publishLive(this.db, { t: 'cnt', u: userId, f: factoryId });
    return rows.length;
  }
}
