/**
 * The SQL of the report urges (docs/architecture.md §3 "Report urges"): which rungs are recorded (om_report_urge,
 * once per factory, step, period and rung) and the messages each writes. A step is pending while its report needs
 * that step: fill while the report is missing, a draft or rejected; approval while it is submitted.
 */
import { REPORT_STATUS, type UrgeRung } from '../../../../contract/report';
import { URGE_TYPE } from '../../../../contract/message/schemas';
import type { Db } from '../../db/client';
import { publishLive } from '../../shared/live-events';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';
import type { DueRung, UrgeType } from './urge-schedule';

/** A rung newly recorded for a factory. */
export interface RecordedRung extends DueRung {
  factoryId: number;
  factoryName: string;
}

/** Who gets a rung's messages: enabled non-admin holders of `code` whose scope holds the factory; admins if asked. */
export interface UrgeRecipients {
  code: string;
  admins: boolean;
}

/** A rung's message as every recipient gets it. */
export interface UrgeMessage {
  tab: number;
  title: string;
  fillDate: string | null;
  startDate: string | null;
  endDate: string | null;
}

const { DRAFT, SUBMITTED, REJECTED } = REPORT_STATUS;

/**
 * The rungs of `due` whose step is pending in a factory, recorded now unless recorded before: the rows the insert
 * took. Statuses are compared with the report as it stands, so a report filled in the meantime is not urged.
 */
const RECORD = `WITH due AS (
    SELECT * FROM unnest($1::smallint[], $2::date[], $3::text[]) AS due(urge_type, period, rung)
  ), pending AS (
    SELECT f.id AS factory_id, due.urge_type, due.period, due.rung
      FROM due CROSS JOIN sys_area f
      LEFT JOIN om_daily_report d
        ON due.urge_type IN (${URGE_TYPE.DAILY_FILL}, ${URGE_TYPE.DAILY_APPROVAL})
       AND d.factory_id = f.id AND d.report_date = due.period
      LEFT JOIN om_weekly_report w
        ON due.urge_type IN (${URGE_TYPE.WEEKLY_FILL}, ${URGE_TYPE.WEEKLY_APPROVAL})
       AND w.factory_id = f.id AND w.week_start = due.period
     WHERE f.type = 'factory'
       AND CASE due.urge_type
             WHEN ${URGE_TYPE.DAILY_FILL} THEN d.id IS NULL OR d.status IN (${DRAFT}, ${REJECTED})
             WHEN ${URGE_TYPE.DAILY_APPROVAL} THEN d.status = ${SUBMITTED}
             WHEN ${URGE_TYPE.WEEKLY_FILL} THEN w.id IS NULL OR w.status IN (${DRAFT}, ${REJECTED})
             ELSE w.status = ${SUBMITTED}
           END
  ), recorded AS (
    INSERT INTO om_report_urge (factory_id, urge_type, period, rung, sent_at)
    SELECT factory_id, urge_type, period, rung, $4 FROM pending
    ON CONFLICT DO NOTHING
    RETURNING factory_id, urge_type, period, rung
  )
  SELECT r.factory_id, r.urge_type, to_char(r.period, 'YYYY-MM-DD') AS period, r.rung, f.name AS factory_name
    FROM recorded r JOIN sys_area f ON f.id = r.factory_id
   ORDER BY r.period, r.urge_type, r.factory_id`;

/**
 * One rung's messages, one per recipient, in one statement. Holders of the code whose factory scope holds the factory
 * (user/scope-sql.ts), administrators left out: bound to everything, they would get every factory's to-dos; with $6 the
 * enabled administrators too. The permission rule is permission-sql.ts's.
 */
const SEND = `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, urge_type, fill_date, start_date,
                                       end_date, create_time)
  SELECT u.user_id, $1, $2, $3, 0, $4, $7, $8, $9, $10
    FROM sys_user u
   WHERE u.status = '0'
     AND CASE WHEN ${isAdminSql('u.user_id')} THEN $6::boolean
              ELSE ${inFactoryScopeSql('u.user_id', '$1')}
                   AND ${holdsAnyCodeSql('u.user_id', 'ARRAY[$5::text]')}
         END
   ORDER BY u.user_id
  RETURNING msg_id, user_id`;

export class UrgeRepository {
  constructor(private readonly db: Db) {}

  /** The transaction-scoped advisory lock of the runs: false when another run (or instance) holds it. */
  async tryLock(key: number): Promise<boolean> {
    const { rows } = await this.db.query<{ granted: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS granted',
      [key],
    );
    return rows[0]?.granted ?? false;
  }

  /** Records the due rungs of pending steps; answers those recorded now (each rung goes once). */
  async record(due: readonly DueRung[], now: Date): Promise<RecordedRung[]> {
    if (due.length === 0) return [];
    const { rows } = await this.db.query<{
      factory_id: number;
      urge_type: UrgeType;
      period: string;
      rung: UrgeRung;
      factory_name: string;
    }>(RECORD, [due.map((d) => d.urgeType), due.map((d) => d.period), due.map((d) => d.rung), now]);
    return rows.map((r) => ({
      factoryId: r.factory_id,
      factoryName: r.factory_name,
      urgeType: r.urge_type,
      period: r.period,
      rung: r.rung,
    }));
  }

  /** Writes one rung's messages and tells the live channels (at commit); answers how many. */
  async send(urge: RecordedRung, to: UrgeRecipients, message: UrgeMessage, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ msg_id: number; user_id: number }>(SEND, [
      urge.factoryId,
      message.tab,
      message.title,
      urge.urgeType,
      to.code,
      to.admins,
      message.fillDate,
      message.startDate,
      message.endDate,
      now,
    ]);
    if (rows.length > 0) {
      await publishLive(this.db, { t: 'msg', m: rows.map((r) => [r.msg_id, r.user_id, urge.factoryId]) });
    }
    return rows.length;
  }
}
