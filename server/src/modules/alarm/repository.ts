/**
 * The SQL of device alarms (docs/architecture.md §3 "Alarms"): raising them, the window of a user's factories with
 * parent suppression, home's counts, the link to a repair order, and each user's alarm config. Their states (release,
 * acknowledge, shelve) are state-repository.ts, the journal journal-repository.ts. Times leave the database as
 * China-time text, like every other module.
 */
import {
  ALARM_EVENT,
  ALARM_KIND,
  ALARM_PRIORITY,
  SUPPRESSED_BY_COLLECTOR,
  type AlarmShelvedItem,
  type AlarmConfig,
  type AlarmDeviceType,
  type AlarmKind,
  type AlarmWindowItem,
} from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { shown } from '../../shared/china-time';
import { WO_STATUS } from '../../../../contract/work-order';
import { announceAlarms } from './journal-repository';
import { shelvedAt } from './state-repository';

const WO_STATUS_CLOSED = WO_STATUS.CLOSED;

/**
 * SQL: alarm `t`'s device is being worked on — a repair or maintenance order on it is open (not closed) — so the alarm
 * is 检修中 (docs/alarms.md "Suppression by design"): shown, never said.
 */
const inMaintenance = (t: string) =>
  `EXISTS (SELECT 1 FROM wo_task o WHERE o.device_id = ${t}.device_id AND o.kind IN ('fix', 'maint')
                                     AND o.status <> ${WO_STATUS_CLOSED})`;

/** The window item's columns of alarm `a` (with ITEM_JOINS), but suppressedCount and shelvedUntil. */
const ITEM_COLUMNS = `a.alarm_record_id AS "alarmRecordId", a.kind AS "windowAlarmType",
       a.device_type AS "windowDeviceType", a.code AS "deviceCode", a.address AS "deviceAddr",
       a.name AS "deviceName", ${shown('a.raised_at')} AS "alarmTime", a.factory_id AS "factoryId",
       f.name AS "factoryName", a.content, a.task_id AS "taskId", t.task_no AS "taskNo", a.priority,
       a.ack_time IS NOT NULL AS acknowledged, ab.nick_name AS "ackBy", ${shown('a.ack_time')} AS "ackTime",
       a.cleared_at IS NOT NULL AS cleared,
       ${inMaintenance('a')} AS "inMaintenance"`;
const ITEM_JOINS = `JOIN sys_area f ON f.id = a.factory_id
         LEFT JOIN wo_task t ON t.task_id = a.task_id
         LEFT JOIN sys_user ab ON ab.user_id = a.ack_by`;

/** A new alarm as the simulator and the demo seed write it. */
export interface NewAlarm {
  factoryId: number;
  kind: AlarmKind;
  deviceType: AlarmDeviceType;
  collectorId: number | null;
  meterId: number | null;
  deviceId: number | null;
  code: string;
  address: string;
  name: string;
  content: string;
  raisedAt: Date;
}

export interface WindowRow extends AlarmWindowItem {
  /** raised within the user's polling interval (the voice flags) */
  recent: boolean;
}

export interface AlarmForOrder {
  alarmRecordId: number;
  factoryId: number;
  kind: AlarmKind;
  /**
   * The ledger device the order is about: the one the meter measures now (the meter ledger's link), else the one the
   * alarm named when raised; a deleted device counts as none.
   */
  deviceId: number | null;
  code: string;
  name: string;
  content: string;
  /** the meter's code and name as the ledger has them now (the alarm's own when the meter is gone) */
  sourceCode: string;
  sourceName: string;
  /** China time */
  alarmTime: string;
  released: boolean;
  taskId: number | null;
}

export async function insertAlarms(db: Db, alarms: readonly NewAlarm[]): Promise<number> {
  if (alarms.length === 0) return 0;
  // One statement for all of them (a burst is dozens, and the demo seed runs on every e2e start): each takes its
  // priority from alarm_priority_rule (中 without a rule) and its 'raised' event goes with it (docs/alarms.md).
  const columns = <K extends keyof NewAlarm>(key: K): NewAlarm[K][] => alarms.map((a) => a[key]);
  await db.query(
    `WITH raised AS (
       INSERT INTO alarm_record (factory_id, kind, device_type, collector_id, meter_id, device_id, code, address, name,
                                 content, raised_at, priority)
       SELECT u.*, COALESCE(p.priority, ${ALARM_PRIORITY.MEDIUM})
         FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[], $5::int[], $6::int[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::timestamptz[])
              AS u (factory_id, kind, device_type, collector_id, meter_id, device_id, code, address, name, content,
                    raised_at)
         LEFT JOIN alarm_priority_rule p ON p.kind = u.kind AND p.device_type = u.device_type
       RETURNING alarm_record_id, factory_id, raised_at)
     INSERT INTO alarm_event (alarm_record_id, factory_id, event, at)
     SELECT alarm_record_id, factory_id, '${ALARM_EVENT.RAISED}', raised_at FROM raised`,
    [
      columns('factoryId'),
      columns('kind'),
      columns('deviceType'),
      columns('collectorId'),
      columns('meterId'),
      columns('deviceId'),
      columns('code'),
      columns('address'),
      columns('name'),
      columns('content'),
      alarms.map((a) => a.raisedAt.toISOString()),
    ],
  );
  await announceAlarms(
    db,
    alarms.map((a) => a.factoryId),
  );
  return alarms.length;
}

/**
 * The active alarms of the scope with whether each is hidden by an active collector error of its collector
 * (SUPPRESSED_BY_COLLECTOR kinds): the one rule of what the window shows, for the window and home's counts. `params`
 * must hold SUPPRESSED_BY_COLLECTOR as $1 and ALARM_KIND.COLLECTOR_ERROR as $2; the scope's parameter is appended.
 */
function activeAlarms(scope: FactoryScope, params: unknown[]): string {
  const where = scopeCondition(scope, 'r.factory_id', params);
  return `SELECT r.*, m.collector_id AS meter_collector,
                (r.kind = ANY($1::smallint[]) AND EXISTS (
                   SELECT 1 FROM alarm_record c
                    WHERE c.collector_id = m.collector_id AND c.kind = $2 AND c.released_at IS NULL)) AS suppressed
           FROM alarm_record r
           LEFT JOIN alarm_meter m ON m.meter_id = r.meter_id
          WHERE r.released_at IS NULL AND ${where}`;
}

export class AlarmRepository {
  constructor(private readonly db: Db) {}

  /**
   * The active alarms of the scope, newest first, without the meter alarms (SUPPRESSED_BY_COLLECTOR kinds)
   * hidden by an active collector error of their collector; that error carries how many it hides.
   */
  async window(scope: FactoryScope, recentSince: Date, now: Date): Promise<WindowRow[]> {
    const params: unknown[] = [SUPPRESSED_BY_COLLECTOR, ALARM_KIND.COLLECTOR_ERROR, recentSince, now];
    return this.db.transaction(async (tx) => {
      // With thousands of active alarms the planner's estimate crosses jit_above_cost and PostgreSQL compiled the
      // statement at every window: 0.9 s of 1.0 s with 5,000 (docs/bench-log.md, the alarm panel). PGlite has no JIT.
      await tx.query('SET LOCAL jit = off');
      const { rows } = await tx.query<WindowRow>(
        `WITH active AS (${activeAlarms(scope, params)})
       SELECT ${ITEM_COLUMNS},
              CASE WHEN a.kind = $2 THEN (SELECT count(*)::int FROM active s
                                           WHERE s.suppressed AND s.meter_collector = a.collector_id)
                   ELSE 0 END AS "suppressedCount",
              NULL AS "shelvedUntil",
              (a.raised_at > $3 AND a.raised_at <= $4) AS recent
         FROM active a
         ${ITEM_JOINS}
        WHERE NOT a.suppressed AND NOT ${shelvedAt('a', '$4')}
        ORDER BY a.raised_at DESC, a.alarm_record_id DESC`,
        params,
      );
      return rows;
    });
  }

  /** The alarms of the scope shelved at `now`, the shelve ending soonest first (GET shelved). */
  async shelved(scope: FactoryScope, now: Date): Promise<AlarmShelvedItem[]> {
    const params: unknown[] = [now];
    const where = scopeCondition(scope, 'a.factory_id', params);
    const { rows } = await this.db.query<AlarmShelvedItem>(
      `SELECT ${ITEM_COLUMNS}, 0 AS "suppressedCount", ${shown('a.shelved_until')} AS "shelvedUntil",
              sb.nick_name AS "shelvedBy", COALESCE(a.shelve_reason, '') AS "shelveReason"
         FROM alarm_record a
         ${ITEM_JOINS}
         LEFT JOIN sys_user sb ON sb.user_id = a.shelved_by
        WHERE a.released_at IS NULL AND ${shelvedAt('a', '$1')} AND ${where}
        ORDER BY a.shelved_until, a.alarm_record_id`,
      params,
    );
    return rows;
  }

  /**
   * The active alarms of the scope per kind, counted as the window shows them (suppressed meter alarms left out), for
   * home (docs/requirements.md §2 "Home"), shelved ones left out as the window leaves them (docs/alarms.md); kinds
   * without any are absent.
   */
  async activeByKind(scope: FactoryScope, now: Date): Promise<{ kind: AlarmKind; count: number }[]> {
    const params: unknown[] = [SUPPRESSED_BY_COLLECTOR, ALARM_KIND.COLLECTOR_ERROR, now];
    const { rows } = await this.db.query<{ kind: AlarmKind; count: number }>(
      `WITH active AS (${activeAlarms(scope, params)})
       SELECT kind, count(*)::int AS count FROM active a WHERE NOT suppressed AND NOT ${shelvedAt('a', '$3')}
        GROUP BY kind ORDER BY kind`,
      params,
    );
    return rows;
  }

  /** Alarms raised in the scope within (since, now], released or not. */
  async raisedBetween(scope: FactoryScope, since: Date, now: Date): Promise<number> {
    const params: unknown[] = [since, now];
    const where = scopeCondition(scope, 'factory_id', params);
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_record WHERE raised_at > $1 AND raised_at <= $2 AND ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  /** The alarm a repair order is raised from, locked for the rest of the transaction. */
  async forOrder(alarmRecordId: number): Promise<AlarmForOrder | null> {
    const { rows } = await this.db.query<AlarmForOrder>(
      `SELECT r.alarm_record_id AS "alarmRecordId", r.factory_id AS "factoryId", r.kind,
              COALESCE(md.device_id, rd.device_id) AS "deviceId", r.code, r.name, r.content,
              COALESCE(m.code, r.code) AS "sourceCode", COALESCE(m.name, r.name) AS "sourceName",
              ${shown('r.raised_at')} AS "alarmTime", r.released_at IS NOT NULL AS released, r.task_id AS "taskId"
         FROM alarm_record r
         LEFT JOIN alarm_meter m ON m.meter_id = r.meter_id
         LEFT JOIN wo_device md ON md.device_id = m.device_id AND md.deleted_at IS NULL
         LEFT JOIN wo_device rd ON rd.device_id = r.device_id AND rd.deleted_at IS NULL
        WHERE r.alarm_record_id = $1
          FOR UPDATE OF r`,
      [alarmRecordId],
    );
    return rows[0] ?? null;
  }

  /** Links the order while the alarm has none: false when another call linked one first. */
  async linkTask(alarmRecordId: number, taskId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'UPDATE alarm_record SET task_id = $2 WHERE alarm_record_id = $1 AND task_id IS NULL RETURNING 1',
      [alarmRecordId, taskId],
    );
    return rows.length === 1;
  }

  /** The saved config; a saved config without an interval reads as `savedDefaultInterval`. */
  async config(userId: number, savedDefaultInterval: number): Promise<AlarmConfig | null> {
    const { rows } = await this.db.query<AlarmConfig>(
      `SELECT voice_status AS "voiceStatus", show_window_status AS "showWindowStatus",
              COALESCE(voice_time_interval, $2)::int AS "voiceTimeInterval"
         FROM alarm_user_config WHERE user_id = $1`,
      [userId, savedDefaultInterval],
    );
    return rows[0] ?? null;
  }

  async saveConfig(userId: number, config: AlarmConfig): Promise<void> {
    await this.db.query(
      `INSERT INTO alarm_user_config (user_id, voice_status, show_window_status, voice_time_interval)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET voice_status = $2, show_window_status = $3, voice_time_interval = $4`,
      [userId, config.voiceStatus, config.showWindowStatus, config.voiceTimeInterval],
    );
  }
}
