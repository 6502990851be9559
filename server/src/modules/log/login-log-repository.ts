/** All SQL about the sign-in log, sys_logininfor (docs/administration.md "登录日志"). */
import type { LoginEvent, LoginLogRow, LoginReason, LogStatus } from '../../../../contract/logs/schemas';
import type { Db } from '../../db/client';
import { chinaDateTime } from '../../shared/china-time';
import { LOG_COUNT_CAP } from '../../../../contract/logs/schemas';
import type { PageWindow } from '../../shared/paging';
import { whereOf } from './where';

/** One sign-in event, as the sign-in path queues it: a row before the database numbered it, its time an instant. */
export type LoginLogEntry = Omit<LoginLogRow, 'infoId' | 'loginTime'> & { loginTime: Date };

export interface LoginLogFilter {
  begin?: Date;
  end?: Date;
  userName?: string;
  ipaddr?: string;
  status?: LogStatus;
}

interface Row {
  info_id: string;
  user_name: string;
  event: LoginEvent;
  status: LogStatus;
  reason: LoginReason;
  msg: string;
  ipaddr: string;
  browser: string;
  os: string;
  login_time: Date;
}

const COLUMNS = 'info_id, user_name, event, status, reason, msg, ipaddr, browser, os, login_time';

const toRow = (r: Row): LoginLogRow => ({
  infoId: Number(r.info_id),
  userName: r.user_name,
  event: r.event,
  status: r.status,
  reason: r.reason,
  msg: r.msg,
  ipaddr: r.ipaddr,
  browser: r.browser,
  os: r.os,
  loginTime: chinaDateTime(r.login_time.getTime()),
});

/** The account matches whole in any case (lower(user_name) has an index), the address and the result exactly. */
const where = (f: LoginLogFilter) =>
  whereOf([
    ['login_time >= ?', f.begin],
    ['login_time <= ?', f.end],
    ['lower(user_name) = lower(?)', f.userName],
    ['ipaddr = ?', f.ipaddr],
    ['status = ?', f.status],
  ]);

export class LoginLogRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: LoginLogEntry[]): Promise<void> {
    const col = <K extends keyof LoginLogEntry>(k: K): LoginLogEntry[K][] => rows.map((r) => r[k]);
    await this.db.query(
      `INSERT INTO sys_logininfor (user_name, event, status, reason, msg, ipaddr, browser, os, login_time)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
              $8::text[], $9::timestamptz[])`,
      [
        col('userName'),
        col('event'),
        col('status'),
        col('reason'),
        col('msg'),
        col('ipaddr'),
        col('browser'),
        col('os'),
        col('loginTime'),
      ],
    );
  }

  async page(f: LoginLogFilter, win: PageWindow): Promise<{ rows: LoginLogRow[]; total: number }> {
    const w = where(f);
    const n = w.params.length;
    const [list, count] = await Promise.all([
      this.db.query<Row>(
        `SELECT ${COLUMNS} FROM sys_logininfor ${w.sql}
          ORDER BY login_time DESC, info_id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...w.params, win.limit, win.offset],
      ),
      this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM sys_logininfor ${w.sql} LIMIT ${LOG_COUNT_CAP + 1}) AS capped`,
        w.params,
      ),
    ]);
    return { rows: list.rows.map(toRow), total: count.rows[0]?.total ?? 0 };
  }
}
