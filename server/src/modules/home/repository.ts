/**
 * The SQL of home's own figures (docs/requirements.md §2 "Home"): the caller's open and overdue orders. The alarms come
 * from the alarm module's repository, the to-dos from the message module's.
 */
import { HOME_OVERDUE_LIST_LIMIT, type HomeOrder } from '../../../../contract/home';
import { WO_STATUS } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { overdueCondition } from '../work-order/overdue-rule';

export interface MyOrders {
  open: number;
  overdue: number;
  mostOverdue: HomeOrder[];
}

const toOrder = (r: HomeOrder): HomeOrder => ({
  taskId: r.taskId,
  taskNo: r.taskNo,
  kind: r.kind,
  status: r.status,
  factoryId: r.factoryId,
  factoryName: r.factoryName,
  deviceName: r.deviceName,
  reportContent: r.reportContent,
  execTime: r.execTime,
});

export class HomeRepository {
  constructor(private readonly db: Db) {}

  /**
   * Orders `userId` executes or accepts that are not closed, in `scope`: how many, how many overdue, and the most
   * overdue (earliest planned time first).
   */
  async myOrders(userId: number, scope: FactoryScope, now: Date): Promise<MyOrders> {
    const params: unknown[] = [userId, WO_STATUS.CLOSED];
    const inScope = scopeCondition(scope, 't.factory_id', params);
    const overdue = overdueCondition('t', now, params);
    params.push(HOME_OVERDUE_LIST_LIMIT);
    const limit = `$${params.length}`;
    const { rows } = await this.db.query<HomeOrder & { open: number; overdue: number }>(
      `WITH mine AS (
         SELECT t.*, ${overdue} AS is_overdue
           FROM wo_task t
          WHERE (t.exec_by = $1 OR t.accept_by = $1) AND t.status <> $2 AND ${inScope}
       ),
       figures AS (
         SELECT count(*)::int AS open, (count(*) FILTER (WHERE is_overdue))::int AS overdue FROM mine
       )
       SELECT f.open, f.overdue, m.task_id AS "taskId", m.task_no AS "taskNo", m.kind, m.status::int AS status,
              m.factory_id AS "factoryId", a.name AS "factoryName", COALESCE(d.device_name, '') AS "deviceName",
              m.report_content AS "reportContent", ${shown('m.exec_time')} AS "execTime"
         FROM figures f
         LEFT JOIN LATERAL (
           SELECT * FROM mine WHERE is_overdue ORDER BY exec_time, task_id LIMIT ${limit}
         ) m ON TRUE
         LEFT JOIN sys_area a ON a.id = m.factory_id
         LEFT JOIN wo_device d ON d.device_id = m.device_id
        ORDER BY m.exec_time, m.task_id`,
      params,
    );
    const first = rows[0];
    return {
      open: first?.open ?? 0,
      overdue: first?.overdue ?? 0,
      // no overdue order: the one row is the figures', its order columns NULL
      mostOverdue: rows.filter((r) => r.taskId !== null).map(toOrder),
    };
  }
}
