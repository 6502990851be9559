/**
 * SQL of the big screens (docs/architecture.md §3 "Big screens and the process page"): factories with what kind of
 * plant each is, the orders of the day and the overdue ones, the active alarms, and the last hour's events. Counts are
 * grouped per factory so that one statement serves both the totals and each factory's row. Times leave the database as
 * China-time text, like every other module.
 */
import type { AlarmKind } from '../../../../contract/alarm';
import type { PlantKind } from '../../../../contract/report';
import { SCREEN_EVENT, type ScreenEventType } from '../../../../contract/screen';
import { WO_STATUS, type WoKind, type WoStatus } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { plantKindOf } from '../report/figures';
import { shown } from '../../shared/china-time';
import { overdueCondition, overdueSince } from '../work-order/overdue-rule';

export interface ScreenFactory {
  factoryId: number;
  factoryName: string;
  plantKind: PlantKind;
}

/** The day's orders of one factory, kind and status: open now, or closed today. */
export interface OrderGroup {
  factoryId: number;
  kind: WoKind;
  status: WoStatus;
  count: number;
  createdToday: number;
  closedToday: number;
  overdue: number;
}

export interface OverdueRow {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  status: WoStatus;
  factoryId: number;
  factoryName: string;
  deadline: string;
  overdueMinutes: number;
}

export interface AlarmGroup {
  factoryId: number;
  kind: AlarmKind;
  count: number;
}

export interface EventRow {
  time: string;
  type: ScreenEventType;
  factoryName: string;
  /** the order's kind, or the alarm's kind as text */
  kind: string;
  /** the task number, or the alarm's code */
  ref: string;
  /** the order's device, or what raised the alarm ('' when none) */
  name: string;
}

const CLOSED = WO_STATUS.CLOSED;

export class ScreenRepository {
  constructor(private readonly db: Db) {}

  /** The factories of the scope in the area tree's order; a water plant unless its archive counts in MW. */
  async factories(scope: FactoryScope): Promise<ScreenFactory[]> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<{ factoryId: number; factoryName: string; unit: string | null }>(
      `SELECT f.id AS "factoryId", f.name AS "factoryName", p.capacity_unit AS unit
         FROM sys_area f LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.type = 'factory' AND ${scopeCondition(scope, 'f.id', params)}
        ORDER BY f.order_num, f.id`,
      params,
    );
    return rows.map((r) => ({
      factoryId: r.factoryId,
      factoryName: r.factoryName,
      plantKind: plantKindOf(r.unit),
    }));
  }

  /**
   * The day's orders of the scope per factory, kind and status: every order not closed, and those closed since
   * `dayStart` (closing is an order's last change, so its update time). Overdue at `now`: the rule of
   * work-order/overdue-rule.ts.
   */
  async orderGroups(scope: FactoryScope, dayStart: Date, now: Date): Promise<OrderGroup[]> {
    const params: unknown[] = [dayStart];
    const overdue = overdueCondition('', now, params);
    const { rows } = await this.db.query<OrderGroup>(
      `SELECT factory_id AS "factoryId", kind, status::int AS status, count(*)::int AS count,
              (count(*) FILTER (WHERE create_time >= $1))::int AS "createdToday",
              (count(*) FILTER (WHERE status = ${CLOSED}))::int AS "closedToday",
              (count(*) FILTER (WHERE ${overdue}))::int AS overdue
         FROM wo_task
        WHERE (status <> ${CLOSED} OR update_time >= $1) AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY factory_id, kind, status`,
      params,
    );
    return rows;
  }

  /** The `limit` most overdue orders of the scope at `now`, the earliest deadline first. */
  async overdue(scope: FactoryScope, now: Date, limit: number): Promise<OverdueRow[]> {
    const params: unknown[] = [now, limit];
    const overdue = overdueCondition('t', now, params);
    const { rows } = await this.db.query<OverdueRow>(
      `SELECT t.task_id AS "taskId", t.task_no AS "taskNo", t.kind, t.status::int AS status,
              t.factory_id AS "factoryId", f.name AS "factoryName", ${shown(overdueSince('t'))} AS deadline,
              floor(extract(epoch FROM $1 - ${overdueSince('t')}) / 60)::int AS "overdueMinutes"
         FROM wo_task t JOIN sys_area f ON f.id = t.factory_id
        WHERE ${overdue} AND ${scopeCondition(scope, 't.factory_id', params)}
        ORDER BY ${overdueSince('t')}, t.task_id
        LIMIT $2`,
      params,
    );
    return rows;
  }

  /** Orders of the scope closed since `monthStart`, and those not closed now. */
  async orderTotals(scope: FactoryScope, monthStart: Date): Promise<{ completed: number; open: number }> {
    const params: unknown[] = [monthStart];
    const { rows } = await this.db.query<{ completed: number; open: number }>(
      `SELECT (count(*) FILTER (WHERE status = ${CLOSED} AND update_time >= $1))::int AS completed,
              (count(*) FILTER (WHERE status <> ${CLOSED}))::int AS open
         FROM wo_task WHERE ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    return rows[0] ?? { completed: 0, open: 0 };
  }

  /** The active alarms of the scope per factory and kind, hidden ones included. */
  async activeAlarms(scope: FactoryScope): Promise<AlarmGroup[]> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<AlarmGroup>(
      `SELECT factory_id AS "factoryId", kind::int AS kind, count(*)::int AS count
         FROM alarm_record
        WHERE released_at IS NULL AND ${scopeCondition(scope, 'factory_id', params)}
        GROUP BY factory_id, kind`,
      params,
    );
    return rows;
  }

  /** Orders created and closed, alarms raised and released in (since, now], newest first, at most `limit`. */
  async events(scope: FactoryScope, since: Date, now: Date, limit: number): Promise<EventRow[]> {
    const params: unknown[] = [since, now, limit];
    const inScope = (column: string): string => scopeCondition(scope, column, params);
    const E = SCREEN_EVENT;
    const order = (type: ScreenEventType, at: string, extra: string): string =>
      `SELECT t.${at} AS at, '${type}' AS type, t.factory_id, t.kind::text AS kind, t.task_no AS ref,
              COALESCE(d.device_name, '') AS name
         FROM wo_task t LEFT JOIN wo_device d ON d.device_id = t.device_id
        WHERE t.${at} > $1 AND t.${at} <= $2 ${extra} AND ${inScope('t.factory_id')}`;
    const alarm = (type: ScreenEventType, at: string): string =>
      `SELECT r.${at}, '${type}', r.factory_id, r.kind::text, r.code, r.name
         FROM alarm_record r WHERE r.${at} > $1 AND r.${at} <= $2 AND ${inScope('r.factory_id')}`;
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${shown('e.at')} AS time, e.type, f.name AS "factoryName", e.kind, e.ref, e.name
         FROM (${order(E.ORDER_CREATED, 'create_time', '')}
               UNION ALL ${order(E.ORDER_CLOSED, 'update_time', `AND t.status = ${CLOSED}`)}
               UNION ALL ${alarm(E.ALARM_RAISED, 'raised_at')}
               UNION ALL ${alarm(E.ALARM_RELEASED, 'released_at')}) e
         JOIN sys_area f ON f.id = e.factory_id
        ORDER BY e.at DESC, e.type, e.ref
        LIMIT $3`,
      params,
    );
    return rows;
  }

  /** The factories that have process units, in the area tree's order, with how many. */
  async plantsWithUnits(): Promise<(ScreenFactory & { units: number })[]> {
    const { rows } = await this.db.query<{
      factoryId: number;
      factoryName: string;
      unit: string | null;
      units: number;
    }>(
      `SELECT f.id AS "factoryId", f.name AS "factoryName", p.capacity_unit AS unit, count(*)::int AS units
         FROM sys_area f
         JOIN arc_process_unit u ON u.factory_id = f.id
         LEFT JOIN arc_plant p ON p.factory_id = f.id
        WHERE f.type = 'factory'
        GROUP BY f.id, f.name, f.order_num, p.capacity_unit
        ORDER BY f.order_num, f.id`,
    );
    return rows.map((r) => ({
      factoryId: r.factoryId,
      factoryName: r.factoryName,
      plantKind: plantKindOf(r.unit),
      units: r.units,
    }));
  }
}
