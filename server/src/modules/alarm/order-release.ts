/**
 * The alarm an order was raised from (docs/alarms.md "Orders"): the order's detail names it (alarm_record.task_id), and
 * it is released when the order is accepted: if its source has returned to normal (已恢复) by then, the acceptance
 * closes it too, by the system, journaled with the order's number; an alarm whose condition is still active stays for
 * someone to look at.
 */
import type { WoSourceAlarm } from '../../../../contract/work-order';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';
import { journal } from './journal-repository';

/** The alarms order `taskId` was raised from, oldest first, with where each stands now. */
export async function sourceAlarmsOf(db: Db, taskId: number): Promise<WoSourceAlarm[]> {
  const { rows } = await db.query<WoSourceAlarm>(
    `SELECT alarm_record_id AS "alarmRecordId", kind, priority, content, ${shown('raised_at')} AS "raisedAt",
            ${shown('cleared_at')} AS "clearedAt", ${shown('released_at')} AS "releasedAt"
       FROM alarm_record WHERE task_id = $1 ORDER BY raised_at, alarm_record_id`,
    [taskId],
  );
  return rows;
}

/** The journal note of such a release. */
export const RELEASED_BY_ORDER = (taskNo: string) => `工单${taskNo}验收通过`;

/** Releases the cleared, active alarms linked to order `taskId`; answers how many. */
export async function releaseAlarmsOfAcceptedOrder(
  tx: Db,
  taskId: number,
  taskNo: string,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number; factory_id: number }>(
    `UPDATE alarm_record SET released_at = $2, release_reason = $3
      WHERE task_id = $1 AND released_at IS NULL AND cleared_at IS NOT NULL
      RETURNING alarm_record_id AS id, factory_id`,
    [taskId, now, RELEASED_BY_ORDER(taskNo)],
  );
  await journal(
    tx,
    rows.map((r) => ({ id: r.id, factoryId: r.factory_id })),
    'released',
    null,
    now,
    RELEASED_BY_ORDER(taskNo),
  );
  return rows.length;
}
