/**
 * Alarm escalation's SQL (docs/alarms.md "Escalation"): a rung is claimed by one UPDATE of the alarms that have come to
 * it (row locks: with several instances each alarm's rung goes once), then its messages go to the rung's recipients
 * and the alarms' journals get the event, in the same transaction.
 */
import { ALARM_ESCALATION } from '../../../../contract/alarm';
import { MSG_TAB } from '../../../../contract/message';
import { PERM } from '../../../../contract/permissions';
import type { Db } from '../../db/client';
import { publishLive } from '../../shared/live-events';
import { holdsAnyCodeSql, isAdminSql } from '../user/permission-sql';
import { inFactoryScopeSql } from '../user/scope-sql';
import { journal } from './journal-repository';

export type EscalationRung = 1 | 2;

export interface Escalated {
  id: number;
  factoryId: number;
  factoryName: string;
  device: string;
  minutes: number;
}

/** A rung's messages: rung 1 the factory's supervisors (administrators left out), rung 2 the administrators. */
const SEND = `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, create_time)
  SELECT u.user_id, $1, $2, $3, 0, $4
    FROM sys_user u
   WHERE u.status = '0'
     AND CASE WHEN ${isAdminSql('u.user_id')} THEN $6::boolean
              ELSE NOT $6::boolean AND ${inFactoryScopeSql('u.user_id', '$1')}
                   AND ${holdsAnyCodeSql('u.user_id', 'ARRAY[$5::text]')}
         END
   ORDER BY u.user_id
  RETURNING msg_id, user_id`;

export class EscalationRepository {
  constructor(private readonly db: Db) {}

  /** The rung's time in minutes (sys_config), or its default. */
  async minutes(rung: EscalationRung): Promise<number> {
    const key = rung === 1 ? ALARM_ESCALATION.SUPERVISOR_KEY : ALARM_ESCALATION.ADMIN_KEY;
    const { rows } = await this.db.query<{ value: string }>(
      'SELECT config_value AS value FROM sys_config WHERE config_key = $1',
      [key],
    );
    const n = Number(rows[0]?.value);
    if (Number.isInteger(n) && n > 0) return n;
    return rung === 1 ? ALARM_ESCALATION.SUPERVISOR_DEFAULT_MIN : ALARM_ESCALATION.ADMIN_DEFAULT_MIN;
  }

  /**
   * Claims rung `rung` for the active, unacknowledged, unshelved 紧急/高 alarms raised `minutes` or more before `now`
   * that stand on the rung below; answers them.
   */
  async claim(rung: EscalationRung, minutes: number, now: Date): Promise<Escalated[]> {
    const { rows } = await this.db.query<{
      id: number;
      factory_id: number;
      factory_name: string;
      device: string;
      minutes: number;
    }>(
      `UPDATE alarm_record r SET escalated_rung = $1
         FROM sys_area f
        WHERE f.id = r.factory_id AND r.escalated_rung = $1 - 1 AND r.released_at IS NULL AND r.ack_time IS NULL
          AND r.priority <= $2 AND r.raised_at <= $3::timestamptz - make_interval(mins => $4)
          AND (r.shelved_until IS NULL OR r.shelved_until <= $3::timestamptz)
       RETURNING r.alarm_record_id AS id, r.factory_id, f.name AS factory_name, r.name AS device,
                 floor(extract(epoch FROM $3::timestamptz - r.raised_at) / 60)::int AS minutes`,
      [rung, ALARM_ESCALATION.MAX_PRIORITY, now, minutes],
    );
    return rows.map((r) => ({
      id: r.id,
      factoryId: r.factory_id,
      factoryName: r.factory_name,
      device: r.device,
      minutes: r.minutes,
    }));
  }

  /** The rung's messages for one alarm and its journal event; answers how many messages went. */
  async tell(rung: EscalationRung, alarm: Escalated, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ msg_id: number; user_id: number }>(SEND, [
      alarm.factoryId,
      MSG_TAB.MESSAGES,
      ALARM_ESCALATION.TITLE(alarm.factoryName, alarm.device, alarm.minutes),
      now,
      PERM.PROCESS_COMPLETE,
      rung === 2,
    ]);
    if (rows.length > 0)
      await publishLive(this.db, { t: 'msg', m: rows.map((r) => [r.msg_id, r.user_id, alarm.factoryId]) });
    await journal(
      this.db,
      [{ id: alarm.id, factoryId: alarm.factoryId }],
      'escalated',
      null,
      now,
      rung === 1 ? ESCALATION_NOTE.SUPERVISORS : ESCALATION_NOTE.ADMINS,
    );
    return rows.length;
  }
}

/** The journal's note of each rung (translated when read, like the other stored texts). */
export const ESCALATION_NOTE = { SUPERVISORS: '已通知工厂主管', ADMINS: '已通知系统管理员' } as const;
