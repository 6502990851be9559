/**
 * The to-do queue's own SQL (docs/requirements.md §3 "To-do queue", todo-rule.ts): what is open per kind, and which
 * to-dos a step of an order or a report just closed, told to every instance so that open consoles drop them at once.
 * The list itself is the message list's to-do tab (repository.ts).
 */
import { MSG_TAB, URGE_TYPE, type TodoKindCount } from '../../../../contract/message/schemas';
import type { ReportKind } from '../../../../contract/report';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { publishLive } from '../../shared/live-events';
import { OPEN_TODO, TODO_KIND_SQL } from './todo-rule';

const URGES_OF: Readonly<Record<ReportKind, readonly number[]>> = {
  daily: [URGE_TYPE.DAILY_FILL, URGE_TYPE.DAILY_APPROVAL],
  weekly: [URGE_TYPE.WEEKLY_FILL, URGE_TYPE.WEEKLY_APPROVAL],
};

type Done = { msg_id: number; user_id: number; factory_id: number };

export class TodoRepository {
  constructor(private readonly db: Db) {}

  /** The user's open to-dos in scope by kind, kinds with none left out (the factory alone when given). */
  async countsByKind(userId: number, scope: FactoryScope, factoryId?: number): Promise<TodoKindCount[]> {
    const params: unknown[] = [userId];
    const where = [
      'm.user_id = $1',
      `m.tab = ${MSG_TAB.TODO}`,
      scopeCondition(scope, 'm.factory_id', params),
    ];
    if (factoryId !== undefined) {
      params.push(factoryId);
      where.push(`m.factory_id = $${params.length}`);
    }
    const { rows } = await this.db.query<TodoKindCount>(
      `SELECT ${TODO_KIND_SQL} AS kind, count(*)::int AS count
         FROM sys_task_msg m
        WHERE ${where.join(' AND ')} AND ${OPEN_TODO}
        GROUP BY 1 ORDER BY 1`,
      params,
    );
    return rows;
  }

  /**
   * Before an order's step writes its own messages, in its transaction: the to-dos the order's previous version
   * (`versionBefore`, the one the step read) had sent are done with; they leave every open console at commit.
   */
  async closeOrderStep(taskId: number, versionBefore: number): Promise<void> {
    const { rows } = await this.db.query<Done>(
      `SELECT msg_id, user_id, factory_id FROM sys_task_msg
        WHERE task_id = $1 AND tab = ${MSG_TAB.TODO} AND task_version = $2`,
      [taskId, versionBefore],
    );
    await this.announce(rows);
  }

  /**
   * After a report's status changed, in its transaction: its to-dos that are no longer open (the fill to-dos once it
   * is submitted, the approval to-dos once it is approved or rejected) leave every open console at commit.
   */
  async closeReportStep(kind: ReportKind, factoryId: number, period: string): Promise<void> {
    const dateColumn = kind === 'daily' ? 'fill_date' : 'start_date';
    const { rows } = await this.db.query<Done>(
      `SELECT m.msg_id, m.user_id, m.factory_id FROM sys_task_msg m
        WHERE m.tab = ${MSG_TAB.TODO} AND m.factory_id = $1 AND m.urge_type = ANY($2::int[])
          AND m.${dateColumn} = $3::date AND NOT ${OPEN_TODO}`,
      [factoryId, [...URGES_OF[kind]], period],
    );
    await this.announce(rows);
  }

  private async announce(rows: Done[]): Promise<void> {
    if (rows.length === 0) return;
    await publishLive(this.db, { t: 'done', m: rows.map((r) => [r.msg_id, r.user_id, r.factory_id]) });
  }
}
