/**
 * Task numbers: kind prefix + China date + 4-digit daily sequence, e.g. WX202611210001 (KIND_NO_PREFIX).
 * One row per prefix-and-day in wo_task_no_seq, bumped by a single upsert: two orders created at the same
 * moment never get the same number, and the count restarts every China day.
 */
import { KIND_NO_PREFIX, type WoKind } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { chinaDay } from '../../shared/china-time';

export async function nextTaskNo(tx: Db, kind: WoKind, nowMs: number): Promise<string> {
  const prefix = `${KIND_NO_PREFIX[kind]}${chinaDay(nowMs).replaceAll('-', '')}`;
  const { rows } = await tx.query<{ last: number }>(
    `INSERT INTO wo_task_no_seq (prefix, last) VALUES ($1, 1)
     ON CONFLICT (prefix) DO UPDATE SET last = wo_task_no_seq.last + 1
     RETURNING last`,
    [prefix],
  );
  return `${prefix}${String(rows[0]!.last).padStart(4, '0')}`;
}
