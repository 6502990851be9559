/**
 * The alarm an order was raised from, released when the order is accepted (docs/alarms.md "Orders"): if its source has
 * returned to normal (已恢复) by then, the acceptance closes it too, by the system, journaled with the order's number;
 * an alarm whose condition is still active stays for someone to look at.
 */
import type { Db } from '../../db/client';
import { journal } from './repository';

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
