/**
 * SQL of the work-order writes: the order row (with its version check), its children (copy-to list,
 * attachments, parts, acceptance records, check items), process logs and task messages. Reads here are
 * only what a transition needs to decide; lists and details belong to the query side.
 */
import type { WoKind, WoPartInput } from '../../../../contract/work-order/schemas';
import type { WoPriority } from '../../../../contract/wo-priority';
import { publishLive } from '../../shared/live-events';
import { TodoRepository } from '../message/todo-repository';
import type { Db } from '../../db/client';
import { chinaTime } from '../../shared/china-time';

export interface OrderState {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  status: number;
  factoryId: number;
  deviceId: number | null;
  deviceShowCode: string;
  deviceName: string;
  reportBy: number | null;
  execBy: number | null;
  distributeBy: number | null;
  acceptBy: number | null;
  acceptDistributeBy: number | null;
  version: number;
  /** the plan that made it (docs/plans.md) */
  planId: number | null;
}

/** Columns a transition may set (besides status, version and update_time, which every one sets). */
export interface OrderPatch {
  exec_by?: number;
  exec_time?: string;
  distribute_by?: number | null;
  accept_by?: number;
  accept_distribute_by?: number;
  forward_by?: number;
  is_forward?: 0 | 1;
  handle_result?: string;
  handle_desc?: string;
  handle_fix_type?: string;
  handle_finish_time?: Date;
}

export interface NewOrder {
  taskNo: string;
  kind: WoKind;
  factoryId: number;
  /** an inspection without a device raises repair orders without one */
  deviceId: number | null;
  /**
   * Without a device: the code and name of what the order was raised from (a meter or collector of an alarm), shown
   * as its device fields (migration 025, docs/work-order-lifecycle.md "Orders made without a person").
   */
  source?: { code: string; name: string };
  fixType: string;
  reportSource: string;
  isStatistics: number;
  /** 'YYYY-MM-DD HH:mm:ss' China time, or null */
  fixStartTime: string | null;
  execTime: string | null;
  reportBy: number | null;
  reportContent: string;
  remark: string;
  planId: number | null;
  raisedFromItem: number | null;
  /** its response and due times follow from the report time and this priority's targets (wo_priority_target) */
  priority: WoPriority;
  now: Date;
}

export interface NewMessage {
  userId: number;
  tab: 1 | 2;
  title: string;
  taskType: number;
  copyTo: boolean;
}

export type Stage = 'report' | 'handle' | 'accept';
export type Media = 'image' | 'video';

interface OrderRow {
  task_id: number;
  task_no: string;
  kind: WoKind;
  status: number;
  factory_id: number;
  device_id: number | null;
  device_show_code: string | null;
  device_name: string | null;
  report_by: number | null;
  exec_by: number | null;
  distribute_by: number | null;
  accept_by: number | null;
  accept_distribute_by: number | null;
  version: number;
  plan_id: number | null;
}

export class CommandRepository {
  constructor(private readonly db: Db) {}

  async order(taskId: number): Promise<OrderState | null> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT t.task_id, t.task_no, t.kind, t.status, t.factory_id, t.device_id,
              COALESCE(d.device_show_code, t.source_code) AS device_show_code,
              COALESCE(d.device_name, t.source_name) AS device_name, t.report_by, t.exec_by, t.distribute_by, t.accept_by, t.accept_distribute_by,
              t.version, t.plan_id
         FROM wo_task t LEFT JOIN wo_device d ON d.device_id = t.device_id
        WHERE t.task_id = $1`,
      [taskId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      taskId: r.task_id,
      taskNo: r.task_no,
      kind: r.kind,
      status: r.status,
      factoryId: r.factory_id,
      deviceId: r.device_id,
      deviceShowCode: r.device_show_code ?? '',
      deviceName: r.device_name ?? '',
      reportBy: r.report_by,
      execBy: r.exec_by,
      distributeBy: r.distribute_by,
      acceptBy: r.accept_by,
      acceptDistributeBy: r.accept_distribute_by,
      version: r.version,
      planId: r.plan_id,
    };
  }

  /**
   * The device a new order names, if not deleted; shared-locked until the transaction ends, so that a
   * concurrent delete (which locks it for update, then counts open orders) sees this order or runs first
   * (docs/architecture.md §3 "Asset ledger").
   */
  async device(deviceId: number): Promise<{ factoryId: number } | null> {
    const { rows } = await this.db.query<{ factory_id: number }>(
      'SELECT factory_id FROM wo_device WHERE device_id = $1 AND deleted_at IS NULL FOR SHARE',
      [deviceId],
    );
    return rows[0] ? { factoryId: rows[0].factory_id } : null;
  }

  async insertOrder(o: NewOrder): Promise<number> {
    // Due times are whole seconds, as the overdue rule judges them (overdue-rule.ts).
    const { rows } = await this.db.query<{ task_id: number }>(
      `INSERT INTO wo_task (task_no, kind, status, factory_id, device_id, fix_type, report_source, is_statistics,
                            fix_start_time, exec_time, report_by, report_content, report_time, remark, plan_id,
                            raised_from_item, create_time, update_time, source_code, source_name, priority,
                            response_due, due_time)
       SELECT $1, $2, 0, $3, $4, $5, $6, $7, ${chinaTime('$8')}, ${chinaTime('$9')}, $10, $11, $12, $13, $14,
              $15, $12, $12, $16, $17, p.priority,
              date_trunc('second', $12::timestamptz + make_interval(mins => p.response_min)),
              date_trunc('second', $12::timestamptz + make_interval(mins => p.complete_min))
         FROM wo_priority_target p WHERE p.priority = $18
       RETURNING task_id`,
      [
        o.taskNo,
        o.kind,
        o.factoryId,
        o.deviceId,
        o.fixType,
        o.reportSource,
        o.isStatistics,
        o.fixStartTime,
        o.execTime,
        o.reportBy,
        o.reportContent,
        o.now,
        o.remark,
        o.planId,
        o.raisedFromItem,
        o.source?.code ?? '',
        o.source?.name ?? '',
        o.priority,
      ],
    );
    return rows[0]!.task_id;
  }

  /**
   * A dispatcher's priority and planned time (docs/work-order-lifecycle.md "Priority and due time"): a priority moves
   * the response and due times to the report time plus its targets; a planned time is the due time. The urge ladder
   * starts again from its first rung: the order has a new executor, told first when it is overdue.
   */
  async setDue(
    taskId: number,
    priority: WoPriority | undefined,
    plannedTime: string | undefined,
  ): Promise<void> {
    await this.db.query(
      `UPDATE wo_task t
          SET priority = p.priority,
              response_due = CASE WHEN $2::smallint IS NULL THEN t.response_due
                                  ELSE date_trunc('second', t.report_time + make_interval(mins => p.response_min)) END,
              due_time = COALESCE(${chinaTime('$3')},
                                  CASE WHEN $2::smallint IS NULL THEN t.due_time
                                       ELSE date_trunc('second', t.report_time + make_interval(mins => p.complete_min)) END),
              urged_rung = 0
         FROM wo_priority_target p
        WHERE t.task_id = $1 AND p.priority = COALESCE($2::smallint, t.priority)`,
      [taskId, priority ?? null, plannedTime ?? null],
    );
  }

  /**
   * Moves the order to `status` with `patch`, only if nobody changed it since it was read (`version`).
   * False when the version moved on: the caller then refuses with WO_MSG.CHANGED and rolls back.
   */
  async update(
    taskId: number,
    version: number,
    status: number,
    patch: OrderPatch,
    now: Date,
  ): Promise<boolean> {
    const params: unknown[] = [taskId, version, status, now];
    const sets = Object.entries(patch).map(([column, value]) => {
      params.push(value);
      // Column names come from OrderPatch keys only, never from input.
      return column === 'exec_time'
        ? `${column} = ${chinaTime(`$${params.length}`)}`
        : `${column} = $${params.length}`;
    });
    const { rows } = await this.db.query(
      `UPDATE wo_task SET status = $3, version = version + 1, update_time = $4${sets.map((s) => `, ${s}`).join('')}
        WHERE task_id = $1 AND version = $2
        RETURNING task_id`,
      params,
    );
    return rows.length > 0;
  }

  async insertCopyTo(taskId: number, userIds: number[]): Promise<void> {
    await this.db.query(
      `INSERT INTO wo_task_copy_to (task_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [taskId, userIds],
    );
  }

  async copyTo(taskId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: number }>(
      'SELECT user_id FROM wo_task_copy_to WHERE task_id = $1 ORDER BY user_id',
      [taskId],
    );
    return rows.map((r) => r.user_id);
  }

  /** Replaces the order's attachments of a stage (a new handling replaces the previous one's). */
  async replaceAttachments(taskId: number, stage: Stage, images: number[], videos: number[]): Promise<void> {
    await this.db.query('DELETE FROM wo_attachment WHERE task_id = $1 AND stage = $2', [taskId, stage]);
    await this.addAttachments(taskId, stage, null, images, videos);
  }

  async addAttachments(
    taskId: number,
    stage: Stage,
    acceptId: number | null,
    images: number[],
    videos: number[],
  ): Promise<void> {
    for (const [media, ids] of [
      ['image', images],
      ['video', videos],
    ] as const) {
      if (ids.length === 0) continue;
      // WITH ORDINALITY keeps the order the user gave (ids grow with it).
      await this.db.query(
        `INSERT INTO wo_attachment (task_id, stage, accept_id, media, file_id)
         SELECT $1, $2, $3, $4, f FROM unnest($5::int[]) WITH ORDINALITY AS u(f, n) ORDER BY n`,
        [taskId, stage, acceptId, media, ids],
      );
    }
  }

  async replaceParts(taskId: number, parts: WoPartInput[]): Promise<void> {
    await this.db.query('DELETE FROM wo_task_part WHERE task_id = $1', [taskId]);
    for (const p of parts) {
      await this.db.query(
        `INSERT INTO wo_task_part (task_id, parts_code, parts_name, parts_specs, quantity, asset_type, unit)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [taskId, p.partsCode, p.partsName, p.partsSpecs, p.quantity, p.assetType ?? '', p.unit ?? ''],
      );
    }
  }

  async insertAccept(
    taskId: number,
    r: { distributeBy: number | null; acceptBy: number; result: number; desc: string; now: Date },
  ): Promise<number> {
    const { rows } = await this.db.query<{ accept_id: number }>(
      `INSERT INTO wo_accept (task_id, accept_time, distribute_by, accept_by, accept_result, accept_desc)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING accept_id`,
      [taskId, r.now, r.distributeBy, r.acceptBy, r.result, r.desc],
    );
    return rows[0]!.accept_id;
  }

  async insertLog(
    taskId: number,
    log: { type: number; title: string; obj: Record<string, string | number | null> },
    by: number | null,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO wo_task_log (task_id, log_type, title, log_obj, create_by, create_time)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [taskId, log.type, log.title, JSON.stringify(log.obj), by, now],
    );
  }

  /**
   * Inserts the messages of one step and moves every message of the order to its new status. The step's to-dos carry
   * the order's version after it (task_version): they stay open until the next step (docs/requirements.md §3 "To-do
   * queue"), and the to-dos of the version the step read are done with now.
   */
  async sendMessages(order: OrderState, status: number, messages: NewMessage[], now: Date): Promise<void> {
    await new TodoRepository(this.db).closeOrderStep(order.taskId, order.version);
    const sent: Array<[number, number, number]> = [];
    for (const m of messages) {
      const { rows } = await this.db.query<{ msg_id: number }>(
        `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, device_show_code,
                                   device_name, task_id, task_status, copy_to, create_time, task_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
                 CASE WHEN $3::smallint = 2 THEN (SELECT version FROM wo_task WHERE task_id = $9::int) END)
         RETURNING msg_id`,
        [
          m.userId,
          order.factoryId,
          m.tab,
          m.title,
          m.taskType,
          order.taskNo,
          order.deviceShowCode,
          order.deviceName,
          order.taskId,
          status,
          m.copyTo,
          now,
        ],
      );
      sent.push([rows[0]!.msg_id, m.userId, order.factoryId]);
    }
    // Rows first, then the live channels: the notice leaves with the commit (docs/architecture.md §3).
    if (sent.length > 0) await publishLive(this.db, { t: 'msg', m: sent });
    // Older messages follow the order: the message check refuses to route to a closed order.
    await this.db.query('UPDATE sys_task_msg SET task_status = $2 WHERE task_id = $1', [
      order.taskId,
      status,
    ]);
  }
}
