/**
 * The SQL of device alarms (docs/architecture.md §3 "Alarms"): the window of a user's factories with parent
 * suppression, releases, the link to a repair order, and each user's alarm config. Times leave the
 * database as China-time text, like every other module.
 */
import {
  ALARM_EVENT,
  ALARM_KIND,
  ALARM_PRIORITY,
  SUPPRESSED_BY_COLLECTOR,
  type AlarmEventKind,
  type AlarmJournalQuery,
  type AlarmJournalRow,
  type AlarmShelvedItem,
  type AlarmConfig,
  type AlarmDeviceType,
  type AlarmKind,
  type AlarmPriority,
  type AlarmWindowItem,
  ALARM_LIMITS,
} from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import { publishLive } from '../../shared/live-events';
import { chinaTime, shown } from '../../shared/china-time';
import { WO_STATUS } from '../../../../contract/work-order';

const WO_STATUS_CLOSED = WO_STATUS.CLOSED;

/** sys_config key of the longest shelve in minutes (migration 031). */
export const SHELVE_MAX_KEY = 'sys.alarm.shelveMaxMinutes';

/** SQL: the alarm `t` is shelved at the timestamp parameter `now` (read-time: an expired shelve is over). */
const shelvedAt = (t: string, now: string) => `COALESCE(${t}.shelved_until > ${now}::timestamptz, false)`;

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
  /** 1 紧急 … 4 低: the order raised from it gets the same */
  priority: AlarmPriority;
  released: boolean;
  taskId: number | null;
}

/**
 * Tells the consoles of these factories their active alarms changed (docs/architecture.md §3 "Live channels"),
 * on `db`'s transaction: it goes out at commit, never after a rollback.
 */
export async function announceAlarms(db: Db, factoryIds: readonly number[]): Promise<void> {
  if (factoryIds.length > 0) await publishLive(db, { t: 'alm', f: [...new Set(factoryIds)] });
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

/** An alarm a state change touched. */
export interface Touched {
  id: number;
  factoryId: number;
}

/**
 * Journals one event per touched alarm (docs/alarms.md "Events") and tells their factories' consoles: call it on the
 * transaction of the change, so the journal and the live frame hold exactly what was committed. `by` null = the system.
 */
export async function journal(
  db: Db,
  touched: readonly Touched[],
  event: AlarmEventKind,
  by: number | null,
  at: Date,
  note: string | null = null,
): Promise<void> {
  if (touched.length === 0) return;
  await db.query(
    `INSERT INTO alarm_event (alarm_record_id, factory_id, event, user_id, at, note)
     SELECT u.id, u.factory_id, $3, $4, $5, $6 FROM unnest($1::int[], $2::int[]) AS u (id, factory_id)`,
    [touched.map((t) => t.id), touched.map((t) => t.factoryId), event, by, at, note],
  );
  await announceAlarms(
    db,
    touched.map((t) => t.factoryId),
  );
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
    const { rows } = await this.db.query<WindowRow>(
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

  /**
   * Whether any active alarm among `ids` within the scope still has its condition (not cleared): its release needs a
   * reason (docs/alarms.md).
   */
  async anyStillActive(ids: readonly number[], scope: FactoryScope): Promise<boolean> {
    const params: unknown[] = [ids];
    const where = scopeCondition(scope, 'factory_id', params);
    const { rows } = await this.db.query(
      `SELECT 1 FROM alarm_record
        WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL AND cleared_at IS NULL AND ${where} LIMIT 1`,
      params,
    );
    return rows.length > 0;
  }

  /**
   * Releases the active alarms among `ids` within the scope; `by` null = the system. Answers how many.
   * Run it in a transaction: the event and the live frame go out with the release.
   */
  async release(
    ids: readonly number[],
    scope: FactoryScope,
    by: number | null,
    now: Date,
    reason: string | null = null,
  ): Promise<number> {
    const params: unknown[] = [ids, by, now, reason];
    const where = scopeCondition(scope, 'factory_id', params);
    return this.change(
      `UPDATE alarm_record SET released_at = $3, released_by = $2, release_reason = $4
        WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL AND ${where}`,
      params,
      ALARM_EVENT.RELEASED,
      by,
      now,
      reason,
    );
  }

  /** Acknowledges the active, unacknowledged, unshelved alarms among `ids` within the scope. Answers how many. */
  async acknowledge(
    ids: readonly number[],
    scope: FactoryScope,
    by: number,
    now: Date,
    note: string | null,
  ): Promise<number> {
    const params: unknown[] = [ids, by, now, note];
    const where = scopeCondition(scope, 'factory_id', params);
    return this.change(
      `UPDATE alarm_record SET ack_by = $2, ack_time = $3, ack_note = $4
        WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL AND ack_time IS NULL
          AND NOT ${shelvedAt('alarm_record', '$3')} AND ${where}`,
      params,
      ALARM_EVENT.ACKNOWLEDGED,
      by,
      now,
      note,
    );
  }

  /**
   * Shelves the active, unshelved alarms among `ids` within the scope until `until`. The acknowledgement goes: when the
   * shelve ends the alarm is back unacknowledged (ISA-18.2), with no job needed for it to read so.
   */
  async shelve(
    ids: readonly number[],
    scope: FactoryScope,
    by: number,
    now: Date,
    until: Date,
    reason: string,
  ): Promise<number> {
    const params: unknown[] = [ids, by, now, until, reason];
    const where = scopeCondition(scope, 'factory_id', params);
    return this.change(
      `UPDATE alarm_record SET shelved_until = $4, shelved_by = $2, shelve_reason = $5,
              ack_by = NULL, ack_time = NULL, ack_note = NULL
        WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL
          AND NOT ${shelvedAt('alarm_record', '$3')} AND ${where}`,
      params,
      ALARM_EVENT.SHELVED,
      by,
      now,
      reason,
    );
  }

  /** Ends the shelve of the alarms among `ids` shelved at `now` within the scope. */
  async unshelve(ids: readonly number[], scope: FactoryScope, by: number, now: Date): Promise<number> {
    const params: unknown[] = [ids, now];
    const where = scopeCondition(scope, 'factory_id', params);
    return this.change(
      `UPDATE alarm_record SET shelved_until = NULL, shelved_by = NULL, shelve_reason = NULL
        WHERE alarm_record_id = ANY($1::int[]) AND released_at IS NULL AND ${shelvedAt('alarm_record', '$2')}
          AND ${where}`,
      params,
      ALARM_EVENT.UNSHELVED,
      by,
      now,
    );
  }

  /**
   * Journals the shelves that ended by `now` (event 'unshelved' by the system, at the shelve's end) and forgets them.
   * The UPDATE locks each row and checks again: two instances sweeping at once journal each end once.
   */
  async expireShelves(now: Date): Promise<number> {
    const { rows } = await this.db.query<Touched & { endedAt: Date }>(
      `UPDATE alarm_record r SET shelved_until = NULL, shelved_by = NULL, shelve_reason = NULL
         FROM (SELECT alarm_record_id, shelved_until FROM alarm_record
                WHERE shelved_until IS NOT NULL AND shelved_until <= $1 FOR UPDATE SKIP LOCKED) e
        WHERE r.alarm_record_id = e.alarm_record_id
       RETURNING r.alarm_record_id AS id, r.factory_id AS "factoryId", e.shelved_until AS "endedAt"`,
      [now],
    );
    if (rows.length === 0) return 0;
    await this.db.query(
      `INSERT INTO alarm_event (alarm_record_id, factory_id, event, at)
       SELECT u.id, u.factory_id, '${ALARM_EVENT.UNSHELVED}', u.at
         FROM unnest($1::int[], $2::int[], $3::timestamptz[]) AS u (id, factory_id, at)`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.factoryId),
        rows.map((r) => new Date(r.endedAt).toISOString()),
      ],
    );
    await announceAlarms(
      this.db,
      rows.map((r) => r.factoryId),
    );
    return rows.length;
  }

  /** The longest shelve in minutes (sys_config, an administrator's setting). */
  async shelveMaxMinutes(): Promise<number> {
    const { rows } = await this.db.query<{ value: string }>(
      'SELECT config_value AS value FROM sys_config WHERE config_key = $1',
      [SHELVE_MAX_KEY],
    );
    const max = Number(rows[0]?.value);
    return Number.isInteger(max) && max >= 1 ? max : ALARM_LIMITS.SHELVE_MAX_DEFAULT_MIN;
  }

  /** Runs an UPDATE … that answers nothing yet; journals `event` for each row it changed. */
  private async change(
    update: string,
    params: unknown[],
    event: AlarmEventKind,
    by: number | null,
    now: Date,
    note: string | null = null,
  ): Promise<number> {
    const { rows } = await this.db.query<Touched>(
      `${update} RETURNING alarm_record_id AS id, factory_id AS "factoryId"`,
      params,
    );
    await journal(this.db, rows, event, by, now, note);
    return rows.length;
  }

  /**
   * A page of the journal within the scope (docs/alarms.md "Events"): newest first, or one alarm's story oldest first.
   * Times of the query are China time; `userName` matches part of the account or nick name.
   */
  async journalPage(
    scope: FactoryScope,
    q: AlarmJournalQuery,
    limit: number,
    offset: number,
  ): Promise<{ rows: AlarmJournalRow[]; total: number }> {
    const params: unknown[] = [];
    const where = [scopeCondition(scope, 'e.factory_id', params)];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (q.beginTime !== undefined) add((p) => `e.at >= ${chinaTime(p)}`, q.beginTime);
    if (q.endTime !== undefined) add((p) => `e.at <= ${chinaTime(p)}`, q.endTime);
    if (q.factoryId !== undefined) add((p) => `e.factory_id = ${p}`, q.factoryId);
    if (q.alarmRecordId !== undefined) add((p) => `e.alarm_record_id = ${p}`, q.alarmRecordId);
    if (q.event !== undefined) add((p) => `e.event = ${p}`, q.event);
    if (q.kind !== undefined) add((p) => `r.kind = ${p}`, q.kind);
    if (q.priority !== undefined) add((p) => `r.priority = ${p}`, q.priority);
    if (q.deviceCode) add((p) => `r.code ILIKE ${p}`, containsPattern(q.deviceCode));
    if (q.userName)
      add((p) => `(u.user_name ILIKE ${p} OR u.nick_name ILIKE ${p})`, containsPattern(q.userName));
    const from = `FROM alarm_event e JOIN alarm_record r ON r.alarm_record_id = e.alarm_record_id
                  LEFT JOIN sys_user u ON u.user_id = e.user_id
                 WHERE ${where.join(' AND ')}`;
    const order = q.alarmRecordId !== undefined ? 'e.at, e.event_id' : 'e.at DESC, e.event_id DESC';
    const { rows: count } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    const { rows } = await this.db.query<AlarmJournalRow>(
      `SELECT e.event_id::int AS "eventId", e.alarm_record_id AS "alarmRecordId", e.event, ${shown('e.at')} AS at,
              u.nick_name AS "userName", e.note, e.factory_id AS "factoryId", f.name AS "factoryName",
              r.code AS "deviceCode", r.name AS "deviceName", r.kind, r.priority, r.content
         ${from.replace('WHERE', 'JOIN sys_area f ON f.id = e.factory_id WHERE')}
        ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: count[0]?.n ?? 0 };
  }

  /** The alarm a repair order is raised from, locked for the rest of the transaction. */
  async forOrder(alarmRecordId: number): Promise<AlarmForOrder | null> {
    const { rows } = await this.db.query<AlarmForOrder>(
      `SELECT r.alarm_record_id AS "alarmRecordId", r.factory_id AS "factoryId", r.kind,
              COALESCE(md.device_id, rd.device_id) AS "deviceId", r.code, r.name, r.content,
              COALESCE(m.code, r.code) AS "sourceCode", COALESCE(m.name, r.name) AS "sourceName",
              ${shown('r.raised_at')} AS "alarmTime", r.released_at IS NOT NULL AS released, r.task_id AS "taskId",
              r.priority
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
