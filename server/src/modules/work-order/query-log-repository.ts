/**
 * Reads of the process log (wo_task_log, docs/requirements.md §3 "Process log entry") and the per-status sums of a
 * factory. Callers check the order's or factory's scope first (query-routes).
 */
import { LOG_TYPE, WO_STATUS, type TaskLog, type WoKind } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { PLAN_DISPATCHER } from './plan-scheduler';

interface LogRow {
  record_id: number;
  task_id: number;
  title: string;
  create_time: string;
  log_type: number;
  log_obj: TaskLog['logObj'];
}

const toLog = (r: LogRow): TaskLog => ({
  recordId: r.record_id,
  taskId: r.task_id,
  title: r.title,
  createTime: r.create_time,
  logType: r.log_type,
  logObj: r.log_obj,
});

export class WoLogRepository {
  constructor(private readonly db: Db) {}

  /** Logs of one order, oldest first; `types` limits them to those log types. */
  async logs(taskId: number, types?: readonly number[]): Promise<TaskLog[]> {
    const params: unknown[] = [taskId];
    let filter = '';
    if (types) {
      params.push(types);
      filter = 'AND log_type = ANY($2::int[])';
    }
    const { rows } = await this.db.query<LogRow>(
      `SELECT record_id, task_id, title, ${shown('create_time')} AS create_time, log_type, log_obj
         FROM wo_task_log WHERE task_id = $1 ${filter}
        ORDER BY create_time, record_id`,
      params,
    );
    return rows.map(toLog);
  }

  /**
   * The whole process timeline of one order: its report first (上报: who reported it, when, what; a maintenance
   * plan's order is reported by the plan), then every log oldest first (docs/work-order-lifecycle.md "Process
   * timeline"). The report entry is read from the order, so it is there for every order, old ones too.
   */
  async timeline(taskId: number): Promise<TaskLog[]> {
    const { rows } = await this.db.query<LogRow>(
      `SELECT 0 AS record_id, t.task_id, '上报' AS title, ${shown('t.report_time')} AS create_time,
              ${LOG_TYPE.REPORT} AS log_type,
              json_build_object(
                'reportByName', COALESCE(u.nick_name, CASE WHEN t.plan_id IS NULL THEN ''
                                                            WHEN t.kind = 'inspect' THEN $3 ELSE $2 END),
                'reportContent', t.report_content) AS log_obj
         FROM wo_task t LEFT JOIN sys_user u ON u.user_id = t.report_by
        WHERE t.task_id = $1`,
      [taskId, PLAN_DISPATCHER.maint, PLAN_DISPATCHER.inspect],
    );
    return [...rows.map(toLog), ...(await this.logs(taskId))];
  }

  /** How many orders of a kind a factory has, in total and per status (every status listed, 0 included). */
  async sum(factoryId: number, kind: WoKind): Promise<{ total: number; byStatus: Record<string, number> }> {
    const { rows } = await this.db.query<{ status: number; n: number }>(
      `SELECT status, count(*)::int AS n FROM wo_task WHERE factory_id = $1 AND kind = $2 GROUP BY status`,
      [factoryId, kind],
    );
    const byStatus: Record<string, number> = {};
    for (const s of Object.values(WO_STATUS)) byStatus[String(s)] = 0;
    for (const r of rows) byStatus[String(r.status)] = r.n;
    return { total: rows.reduce((n, r) => n + r.n, 0), byStatus };
  }
}
