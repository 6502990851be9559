/**
 * The SQL of home's own figures (docs/requirements.md §2 "Home"): the caller's open and overdue orders. The alarms come
 * from the alarm module's repository, the to-dos from the message module's.
 */
import { HOME_OVERDUE_LIST_LIMIT, type HomeOrder, type HomeOrderKindCount } from '../../../../contract/home';
import { WO_KINDS } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { myOrdersCondition } from '../work-order/my-orders-rule';
import { overdueCondition, overdueSince } from '../work-order/overdue-rule';

export interface MyOrders {
  open: number;
  overdue: number;
  /** open and overdue per kind, in WO_KINDS order, kinds without any left out */
  kinds: HomeOrderKindCount[];
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
  dueTime: r.dueTime,
});

export class HomeRepository {
  constructor(private readonly db: Db) {}

  /**
   * Orders `userId` executes or accepts that are not closed (my-orders-rule.ts), in `scope`: how many, how many
   * overdue, both per kind, and the most overdue (earliest due first).
   */
  async myOrders(userId: number, scope: FactoryScope, now: Date): Promise<MyOrders> {
    const [kinds, mostOverdue] = await Promise.all([
      this.countsByKind(userId, scope, now),
      this.mostOverdue(userId, scope, now),
    ]);
    return {
      open: kinds.reduce((sum, k) => sum + k.open, 0),
      overdue: kinds.reduce((sum, k) => sum + k.overdue, 0),
      kinds,
      mostOverdue,
    };
  }

  private async countsByKind(userId: number, scope: FactoryScope, now: Date): Promise<HomeOrderKindCount[]> {
    const params: unknown[] = [];
    const mine = myOrdersCondition('t', userId, params);
    const inScope = scopeCondition(scope, 't.factory_id', params);
    const overdue = overdueCondition('t', now, params);
    const { rows } = await this.db.query<HomeOrderKindCount>(
      `SELECT t.kind, count(*)::int AS open, (count(*) FILTER (WHERE ${overdue}))::int AS overdue
         FROM wo_task t
        WHERE ${mine} AND ${inScope}
        GROUP BY t.kind`,
      params,
    );
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return WO_KINDS.flatMap((kind) => {
      const row = byKind.get(kind);
      return row ? [{ kind, open: row.open, overdue: row.overdue }] : [];
    });
  }

  private async mostOverdue(userId: number, scope: FactoryScope, now: Date): Promise<HomeOrder[]> {
    const params: unknown[] = [];
    const mine = myOrdersCondition('t', userId, params);
    const inScope = scopeCondition(scope, 't.factory_id', params);
    const overdue = overdueCondition('t', now, params);
    params.push(HOME_OVERDUE_LIST_LIMIT);
    const { rows } = await this.db.query<HomeOrder>(
      `SELECT t.task_id AS "taskId", t.task_no AS "taskNo", t.kind, t.status::int AS status,
              t.factory_id AS "factoryId", a.name AS "factoryName", COALESCE(d.device_name, '') AS "deviceName",
              t.report_content AS "reportContent", ${shown(overdueSince('t'))} AS "dueTime"
         FROM wo_task t
         LEFT JOIN sys_area a ON a.id = t.factory_id
         LEFT JOIN wo_device d ON d.device_id = t.device_id
        WHERE ${mine} AND ${inScope} AND ${overdue}
        ORDER BY ${overdueSince('t')}, t.task_id
        LIMIT $${params.length}`,
      params,
    );
    return rows.map(toOrder);
  }
}
