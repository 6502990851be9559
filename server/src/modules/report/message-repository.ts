/**
 * The task messages of the report workflow (docs/architecture.md §3 "Daily and weekly reports", "Task messages";
 * docs/requirements.md §3 "Message"): who is told, and the rows. Report messages are task type 0 with their urge type
 * and the report's day (fillDate) or week (startDate, endDate), which the drawer opens the report pages on. They are
 * written inside the step's transaction and announced on the live channels, which hear them at commit.
 */
import { TASK_TYPE } from '../../../../contract/message/schemas';
import type { Db } from '../../db/client';
import { publishLive } from '../../shared/live-events';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';

/** sys_task_msg.msg_title holds at most this many characters (a long reject opinion is cut). */
const TITLE_MAX = 200;

export interface ReportMessage {
  userId: number;
  factoryId: number;
  /** 1 messages, 2 to-do */
  tab: 1 | 2;
  title: string;
  urgeType: number;
  /** daily: the report's day */
  fillDate: string | null;
  /** weekly: Monday and Sunday */
  startDate: string | null;
  endDate: string | null;
}

// The codes of a user, as the auth guard computes them (permission-sql.ts).
const IS_ADMIN = isAdminSql('u.user_id');
const HOLDS_CODE = holdsAnyCodeSql('u.user_id', 'ARRAY[$2::text]');

export class ReportMessageRepository {
  constructor(private readonly db: Db) {}

  /**
   * Enabled users whose factory scope holds the factory (user/scope-sql.ts) who hold `code`, except administrators
   * (bound to everything, they would get every factory's to-dos) and `except` (the one who acted).
   */
  async holders(factoryId: number, code: string, except: number): Promise<number[]> {
    const { rows } = await this.db.query<{ user_id: number }>(
      `SELECT u.user_id FROM sys_user u
        WHERE u.status = '0' AND u.user_id <> $3 AND NOT ${IS_ADMIN} AND ${inFactoryScopeSql('u.user_id', '$1')}
          AND ${HOLDS_CODE}
        ORDER BY u.user_id`,
      [factoryId, code, except],
    );
    return rows.map((r) => r.user_id);
  }

  /** Inserts the messages and announces them (rows first: the notice leaves with the commit). */
  async send(messages: readonly ReportMessage[], now: Date): Promise<void> {
    const sent: Array<[number, number, number]> = [];
    for (const m of messages) {
      const { rows } = await this.db.query<{ msg_id: number }>(
        `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date, start_date,
                                   end_date, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9::date, $10)
         RETURNING msg_id`,
        [
          m.userId,
          m.factoryId,
          m.tab,
          [...m.title].slice(0, TITLE_MAX).join(''),
          TASK_TYPE.URGE,
          m.urgeType,
          m.fillDate,
          m.startDate,
          m.endDate,
          now,
        ],
      );
      sent.push([rows[0]!.msg_id, m.userId, m.factoryId]);
    }
    if (sent.length > 0) await publishLive(this.db, { t: 'msg', m: sent });
  }
}
