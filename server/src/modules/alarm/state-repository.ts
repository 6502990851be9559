/**
 * The states of alarms beside the window (docs/alarms.md "States"): release (解除), acknowledge (确认), shelve (搁置) and
 * its end, each journaled in the transaction of the change.
 */
import { ALARM_EVENT, ALARM_LIMITS, type AlarmEventKind } from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { announceAlarms, journal, type Touched } from './journal-repository';

/** sys_config key of the longest shelve in minutes (migration 031). */
export const SHELVE_MAX_KEY = 'sys.alarm.shelveMaxMinutes';

/** SQL: the alarm `t` is shelved at the timestamp parameter `now` (read-time: an expired shelve is over). */
export const shelvedAt = (t: string, now: string) =>
  `COALESCE(${t}.shelved_until > ${now}::timestamptz, false)`;

export class AlarmStateRepository {
  constructor(private readonly db: Db) {}

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
}
