/**
 * The overdue urge ladder's SQL (docs/work-order-lifecycle.md "Priority and due time"): a rung is claimed by one UPDATE
 * of the orders that have come to it (row locks: with several instances each order's rung goes once, as the alarm
 * escalation claims its rungs), then its messages go to the rung's people in the same transaction.
 */
import { MSG_TAB } from '../../../../contract/message';
import { PERM } from '../../../../contract/permissions';
import { KIND_LABEL, KIND_TASK_TYPE, type WoKind } from '../../../../contract/work-order/schemas';
import { WO_URGE_RUNG, WO_URGE_TITLE, type WoUrgeRung } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { publishLive } from '../../shared/live-events';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';
import { overdueSince } from './overdue-rule';
import { WO_PRIORITY_SETTINGS_ID } from './priority-repository';

export interface UrgedOrder {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  status: number;
  factoryId: number;
  execBy: number | null;
  distributeBy: number | null;
  deviceShowCode: string;
  deviceName: string;
}

/**
 * One rung's message to one person ($10) or, when $10 is null, to the factory's managers: enabled non-admin holders of
 * the dispatch code whose scope holds the factory (the alarm escalation's supervisors). Administrators are left out of
 * the group: bound to every factory, they would get every factory's urges.
 */
const SEND = `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, device_show_code,
                                       device_name, task_id, task_status, copy_to, create_time)
  SELECT u.user_id, $1, $2, $3, $4, $5, $6, $7, $8, $9, false, $11
    FROM sys_user u
   WHERE u.status = '0'
     AND CASE WHEN $10::int IS NOT NULL THEN u.user_id = $10::int
              ELSE NOT ${isAdminSql('u.user_id')} AND ${inFactoryScopeSql('u.user_id', '$1')}
                   AND ${holdsAnyCodeSql('u.user_id', 'ARRAY[$12::text]')}
         END
   ORDER BY u.user_id
  RETURNING msg_id, user_id`;

export class WoUrgeRepository {
  constructor(private readonly db: Db) {}

  /** Minutes between the rungs (wo_priority_settings). */
  async intervalMinutes(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT urge_interval_min AS n FROM wo_priority_settings WHERE id = $1',
      [WO_PRIORITY_SETTINGS_ID],
    );
    return rows[0]!.n;
  }

  /**
   * Claims rung `rung` for the orders standing on the rung below that have been overdue (overdue-rule.ts) for
   * (rung − 1) × `interval` minutes at `now` (whole seconds, as the rule judges); answers them.
   */
  async claim(rung: WoUrgeRung, interval: number, now: Date): Promise<UrgedOrder[]> {
    const second = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const { rows } = await this.db.query<UrgedOrder>(
      `UPDATE wo_task t SET urged_rung = $1
        WHERE t.urged_rung = $1 - 1
          AND ${overdueSince('t')} + make_interval(mins => $3 * ($1 - 1)) < $2::timestamptz
       RETURNING t.task_id AS "taskId", t.task_no AS "taskNo", t.kind, t.status::int AS status,
                 t.factory_id AS "factoryId", t.exec_by AS "execBy", t.distribute_by AS "distributeBy",
                 COALESCE((SELECT d.device_show_code FROM wo_device d WHERE d.device_id = t.device_id),
                          t.source_code) AS "deviceShowCode",
                 COALESCE((SELECT d.device_name FROM wo_device d WHERE d.device_id = t.device_id),
                          t.source_name) AS "deviceName"`,
      [rung, second, interval],
    );
    return rows;
  }

  /**
   * The rung's message for one order: the executor (rung 1), the dispatcher (rung 2) — each the factory's managers when
   * the order has none — or the managers (rung 3); answers how many went.
   */
  async tell(rung: WoUrgeRung, order: UrgedOrder, now: Date): Promise<number> {
    const person =
      rung === WO_URGE_RUNG.EXECUTOR
        ? order.execBy
        : rung === WO_URGE_RUNG.DISPATCHER
          ? order.distributeBy
          : null;
    const { rows } = await this.db.query<{ msg_id: number; user_id: number }>(SEND, [
      order.factoryId,
      MSG_TAB.MESSAGES,
      WO_URGE_TITLE[rung](KIND_LABEL[order.kind], order.taskNo),
      KIND_TASK_TYPE[order.kind],
      order.taskNo,
      order.deviceShowCode,
      order.deviceName,
      order.taskId,
      order.status,
      person,
      now,
      PERM.PROCESS_COMPLETE,
    ]);
    if (rows.length > 0)
      await publishLive(this.db, { t: 'msg', m: rows.map((r) => [r.msg_id, r.user_id, order.factoryId]) });
    return rows.length;
  }
}
