/**
 * The SQL of 告警规则 (docs/alarms.md "Rules"): the priority rules of the pairs that can occur, the three times in
 * sys_config, and the settings' version row (migration 034). Nothing is cached: an alarm's raise joins the rules in its
 * own INSERT (repository.ts insertAlarms), the escalation job reads its times at each run and a shelve reads the
 * maximum, so a save reaches every instance with its commit.
 */
import {
  ALARM_RULE_PAIRS,
  type AlarmPriorityRule,
  type AlarmSettingsBody,
} from '../../../../contract/alarm-rules';
import { ALARM_ESCALATION, ALARM_PRIORITY } from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { SHELVE_MAX_KEY } from './state-repository';

/** The settings' one row in alarm_settings (its version, docs/concurrency.md). */
export const ALARM_SETTINGS_ID = 1;

export class AlarmSettingsRepository {
  constructor(private readonly db: Db) {}

  /** Every pair of ALARM_RULE_PAIRS with its priority, in that order (中 when it has no row). */
  async rules(): Promise<AlarmPriorityRule[]> {
    const { rows } = await this.db.query<{ kind: number; device_type: number; priority: number }>(
      'SELECT kind, device_type, priority FROM alarm_priority_rule',
    );
    return ALARM_RULE_PAIRS.map((p) => ({
      ...p,
      priority: (rows.find((r) => r.kind === p.kind && r.device_type === p.deviceType)?.priority ??
        ALARM_PRIORITY.MEDIUM) as AlarmPriorityRule['priority'],
    }));
  }

  /** The version, who saved last (nick name, '' unknown) and when (China time, '' never). */
  async stamp(): Promise<{ version: number; updateBy: string; updateTime: string }> {
    const { rows } = await this.db.query<{ version: number; updateBy: string; updateTime: string }>(
      `SELECT s.version, COALESCE(u.nick_name, '') AS "updateBy", COALESCE(${shown('s.update_time')}, '') AS "updateTime"
         FROM alarm_settings s LEFT JOIN sys_user u ON u.user_id = s.update_by
        WHERE s.id = $1`,
      [ALARM_SETTINGS_ID],
    );
    return rows[0] ?? { version: 0, updateBy: '', updateTime: '' };
  }

  /** Writes the rules and the three times (the caller has claimed the version in the same transaction). */
  async save(body: AlarmSettingsBody, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO alarm_priority_rule (kind, device_type, priority)
       SELECT * FROM unnest($1::smallint[], $2::smallint[], $3::smallint[])
       ON CONFLICT (kind, device_type) DO UPDATE SET priority = EXCLUDED.priority`,
      [body.rules.map((r) => r.kind), body.rules.map((r) => r.deviceType), body.rules.map((r) => r.priority)],
    );
    const config: [string, number][] = [
      [SHELVE_MAX_KEY, body.shelveMaxMinutes],
      [ALARM_ESCALATION.SUPERVISOR_KEY, body.escalateSupervisorMinutes],
      [ALARM_ESCALATION.ADMIN_KEY, body.escalateAdminMinutes],
    ];
    await this.db.query(
      `INSERT INTO sys_config (config_key, config_value, update_time)
       SELECT k, v, $3 FROM unnest($1::text[], $2::text[]) AS c (k, v)
       ON CONFLICT (config_key) DO UPDATE SET config_value = EXCLUDED.config_value, update_time = EXCLUDED.update_time`,
      [config.map(([k]) => k), config.map(([, v]) => String(v)), now],
    );
  }
}
