/**
 * The alarm journal (docs/alarms.md "Events"): every state change of an alarm, written in the transaction of the change
 * with the live frame that tells the consoles, and read as 告警记录's pages and an alarm's story.
 */
import type { AlarmEventKind, AlarmJournalQuery, AlarmJournalRow } from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { chinaTime, shown } from '../../shared/china-time';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';
import { containsPattern } from '../../shared/like';
import { publishLive } from '../../shared/live-events';

/**
 * Tells the consoles of these factories their active alarms changed (docs/architecture.md §3 "Live channels"),
 * on `db`'s transaction: it goes out at commit, never after a rollback.
 */
export async function announceAlarms(db: Db, factoryIds: readonly number[]): Promise<void> {
  if (factoryIds.length > 0) await publishLive(db, { t: 'alm', f: [...new Set(factoryIds)] });
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

export class AlarmJournalRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of the journal within the scope (docs/alarms.md "Events"): newest first, or one alarm's story oldest first.
   * Times of the query are China time; `userName` matches part of the account or nick name.
   */
  async page(
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
}
