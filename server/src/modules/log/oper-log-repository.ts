/** All SQL about the operation log, sys_oper_log (docs/administration.md "操作日志"). */
import type { LogStatus, OperAction, OperLogDetail, OperLogRow } from '../../../../contract/logs/schemas';
import type { Db } from '../../db/client';
import { chinaDateTime } from '../../shared/china-time';
import { LOG_COUNT_CAP } from '../../../../contract/logs/schemas';
import type { PageWindow } from '../../shared/paging';
import { whereOf } from './where';

/** One recorded write, as the hook queues it: a row before the database numbered it, its time an instant. */
export type OperLogEntry = Omit<OperLogDetail, 'operId' | 'operTime'> & { operTime: Date };

export interface OperLogFilter {
  begin?: Date;
  end?: Date;
  operName?: string;
  title?: string;
  status?: LogStatus;
}

interface Row {
  oper_id: string;
  title: string;
  business_type: OperAction;
  request_method: string;
  oper_url: string;
  target_id: string | null;
  oper_user_id: number | null;
  oper_name: string;
  oper_ip: string;
  http_status: number;
  result_code: number | null;
  status: LogStatus;
  error_msg: string;
  cost_time: number;
  oper_time: Date;
  oper_param?: string;
}

const COLUMNS = `oper_id, title, business_type, request_method, oper_url, target_id, oper_user_id, oper_name, oper_ip,
  http_status, result_code, status, error_msg, cost_time, oper_time`;

const toRow = (r: Row): OperLogRow => ({
  operId: Number(r.oper_id),
  title: r.title,
  businessType: r.business_type,
  requestMethod: r.request_method,
  operUrl: r.oper_url,
  targetId: r.target_id,
  operUserId: r.oper_user_id,
  operName: r.oper_name,
  operIp: r.oper_ip,
  httpStatus: r.http_status,
  resultCode: r.result_code,
  status: r.status,
  errorMsg: r.error_msg,
  costTime: r.cost_time,
  operTime: chinaDateTime(r.oper_time.getTime()),
});

/**
 * The filter as SQL over the list's indexes: the account matches whole and in any case (lower(oper_name) has an
 * index), the module and the result exactly, so the newest page and its count read an index at a million rows.
 */
const where = (f: OperLogFilter) =>
  whereOf([
    ['oper_time >= ?', f.begin],
    ['oper_time <= ?', f.end],
    ['lower(oper_name) = lower(?)', f.operName],
    ['title = ?', f.title],
    ['status = ?', f.status],
  ]);

export class OperLogRepository {
  constructor(private readonly db: Db) {}

  /** Many rows in one statement (the batch writer's). */
  async insert(rows: OperLogEntry[]): Promise<void> {
    const col = <K extends keyof OperLogEntry>(k: K): OperLogEntry[K][] => rows.map((r) => r[k]);
    await this.db.query(
      `INSERT INTO sys_oper_log (title, business_type, request_method, oper_url, target_id, oper_user_id, oper_name,
              oper_ip, oper_param, http_status, result_code, status, error_msg, cost_time, oper_time)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[],
              $8::text[], $9::text[], $10::int[], $11::int[], $12::text[], $13::text[], $14::int[], $15::timestamptz[])`,
      [
        col('title'),
        col('businessType'),
        col('requestMethod'),
        col('operUrl'),
        col('targetId'),
        col('operUserId'),
        col('operName'),
        col('operIp'),
        col('operParam'),
        col('httpStatus'),
        col('resultCode'),
        col('status'),
        col('errorMsg'),
        col('costTime'),
        col('operTime'),
      ],
    );
  }

  /** A page, newest first, and the count of the filter; two statements, each on an index. */
  async page(f: OperLogFilter, win: PageWindow): Promise<{ rows: OperLogRow[]; total: number }> {
    const w = where(f);
    const n = w.params.length;
    const [list, count] = await Promise.all([
      this.db.query<Row>(
        `SELECT ${COLUMNS} FROM sys_oper_log ${w.sql}
          ORDER BY oper_time DESC, oper_id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...w.params, win.limit, win.offset],
      ),
      this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM sys_oper_log ${w.sql} LIMIT ${LOG_COUNT_CAP + 1}) AS capped`,
        w.params,
      ),
    ]);
    return { rows: list.rows.map(toRow), total: count.rows[0]?.total ?? 0 };
  }

  async find(id: number): Promise<OperLogDetail | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS}, oper_param FROM sys_oper_log WHERE oper_id = $1`,
      [id],
    );
    const r = rows[0];
    return r ? { ...toRow(r), operParam: r.oper_param ?? '' } : null;
  }
}
