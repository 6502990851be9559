/**
 * Writes the demo's alarm history (alarm-history.ts, docs/alarms.md "Demo history") in the seed's transaction: the
 * priority rules and the demo orders raised from a device alarm read first, then one INSERT of the alarms with their
 * ids and one of their journal in time order.
 */
import type { AlarmPriority } from '../../../../contract/alarm';
import type { Db } from '../../db/client';
import { FROM_DEVICE_ALARM } from '../../modules/alarm/order-from-alarm';
import type { CollectorRow, MeterRow } from '../../modules/alarm/simulator';
import { alarmHistory, type AlarmOrder, type HistoryAlarm } from './alarm-history';

const iso = (t: number): string => new Date(Math.round(t)).toISOString();

/**
 * Writes the history before the demo's active alarms (the older alarms take the lower numbers): one INSERT of the
 * alarms, one of their journal in time order. Answers how many alarms.
 */
export async function seedAlarmHistory(
  tx: Db,
  seedTime: number,
  meters: readonly MeterRow[],
  collectors: readonly CollectorRow[],
): Promise<number> {
  const { rows: ruleRows } = await tx.query<{ kind: number; device_type: number; priority: AlarmPriority }>(
    'SELECT kind, device_type, priority FROM alarm_priority_rule',
  );
  const { rows: orders } = await tx.query<AlarmOrder>(
    `SELECT DISTINCT ON (t.task_id) t.task_id AS "taskId", t.task_no AS "taskNo",
            (extract(epoch FROM COALESCE(t.fix_start_time, t.create_time - interval '30 minutes')) * 1000)::float8
              AS "faultAt",
            (extract(epoch FROM t.create_time) * 1000)::float8 AS "createdAt", t.report_by AS by, m.meter_id AS "meterId"
       FROM wo_task t JOIN alarm_meter m ON m.device_id = t.device_id
      WHERE t.kind = 'fix' AND t.report_source = $1 AND t.report_by IS NOT NULL
      ORDER BY t.task_id, m.meter_id`,
    [FROM_DEVICE_ALARM],
  );
  const history = alarmHistory(seedTime, {
    meters,
    collectors,
    rules: new Map(ruleRows.map((r) => [`${r.kind}:${r.device_type}`, r.priority])),
    orders,
  });
  if (history.length === 0) return 0;
  const { rows } = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(alarm_record_id), 0)::int + 1 AS next FROM alarm_record',
  );
  const first = rows[0]!.next;
  const col = <T>(f: (h: HistoryAlarm, i: number) => T): T[] => history.map(f);
  await tx.query(
    `INSERT INTO alarm_record (alarm_record_id, factory_id, kind, device_type, collector_id, meter_id, device_id, code,
                               address, name, content, raised_at, priority, cleared_at, ack_by, ack_time, ack_note,
                               released_at, released_by, release_reason, escalated_rung, task_id)
     SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::smallint[], $5::int[], $6::int[], $7::int[],
                          $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::smallint[],
                          $14::timestamptz[], $15::int[], $16::timestamptz[], $17::text[], $18::timestamptz[],
                          $19::int[], $20::text[], $21::smallint[], $22::int[])`,
    [
      col((_, i) => first + i),
      col((h) => h.alarm.factoryId),
      col((h) => h.alarm.kind),
      col((h) => h.alarm.deviceType),
      col((h) => h.alarm.collectorId),
      col((h) => h.alarm.meterId),
      col((h) => h.alarm.deviceId),
      col((h) => h.alarm.code),
      col((h) => h.alarm.address),
      col((h) => h.alarm.name),
      col((h) => h.alarm.content),
      col((h) => h.alarm.raisedAt.toISOString()),
      col((h) => h.priority),
      col((h) => (h.clearedAt === null ? null : iso(h.clearedAt))),
      col((h) => h.ack?.by ?? null),
      col((h) => (h.ack ? iso(h.ack.at) : null)),
      col((h) => h.ack?.note ?? null),
      col((h) => iso(h.released.at)),
      col((h) => h.released.by),
      col((h) => h.released.reason),
      col((h) => h.escalatedRung),
      col((h) => h.taskId),
    ],
  );
  const events = history
    .flatMap((h, i) => h.events.map((e) => ({ ...e, id: first + i, factoryId: h.alarm.factoryId })))
    .sort((a, b) => a.at - b.at || a.id - b.id);
  const ev = <T>(f: (e: (typeof events)[number]) => T): T[] => events.map(f);
  await tx.query(
    `INSERT INTO alarm_event (alarm_record_id, factory_id, event, user_id, at, note)
     SELECT id, factory_id, event, user_id, at, note
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::timestamptz[], $6::text[])
       WITH ORDINALITY AS u (id, factory_id, event, user_id, at, note, n)
      ORDER BY n`,
    [
      ev((e) => e.id),
      ev((e) => e.factoryId),
      ev((e) => e.event),
      ev((e) => e.by),
      ev((e) => iso(e.at)),
      ev((e) => e.note),
    ],
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('alarm_record', 'alarm_record_id'), (SELECT max(alarm_record_id) FROM alarm_record))`,
  );
  return history.length;
}
