/**
 * Reads of the process log (wo_task_log, docs/requirements.md §3 "Process log entry") and the per-status sums of a
 * factory. Callers check the order's or factory's scope first (query-routes).
 */
import { WO_STATUS, type TaskLog, type WoKind } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';

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
