/**
 * The writes every command shares: inserting a new order (with its task number) and applying one step
 * of the machine (status and fields under the version check, the process log, the messages).
 */
import { WO_MSG, type WoKind } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { refusal } from '../../errors';
import { CommandRepository, type NewOrder, type OrderPatch, type OrderState } from './command-repository';
import type { LogEntry } from './log-objects';
import { notify, type OrderPeople, type WoEvent } from './task-messages';
import { nextTaskNo } from './task-no';

export type OrderFields = Omit<NewOrder, 'taskNo' | 'kind' | 'now'>;

export async function insertNewOrder(
  tx: Db,
  kind: WoKind,
  fields: OrderFields,
  now: Date,
): Promise<{ taskId: number; taskNo: string }> {
  const taskNo = await nextTaskNo(tx, kind, now.getTime());
  const taskId = await new CommandRepository(tx).insertOrder({ ...fields, taskNo, kind, now });
  return { taskId, taskNo };
}

export function peopleAfter(order: OrderPeople, patch: OrderPatch): OrderPeople {
  return {
    reportBy: order.reportBy,
    execBy: patch.exec_by ?? order.execBy,
    distributeBy: patch.distribute_by !== undefined ? patch.distribute_by : order.distributeBy,
    acceptBy: patch.accept_by ?? order.acceptBy,
    acceptDistributeBy: patch.accept_distribute_by ?? order.acceptDistributeBy,
  };
}

export interface Step {
  order: OrderState;
  status: number;
  patch: OrderPatch;
  log: LogEntry;
  event: WoEvent;
  /** null: the system (a maintenance plan) */
  actorId: number | null;
  now: Date;
  /** children written once the order row has moved (parts, attachments, acceptance record) */
  write?: () => Promise<void>;
}

/**
 * Moves the order as it was read (its version) to the step's status. A concurrent change in between
 * makes the version check fail: WO_MSG.CHANGED, and the caller's transaction rolls back.
 */
export async function applyStep(tx: Db, s: Step): Promise<void> {
  const repo = new CommandRepository(tx);
  if (!(await repo.update(s.order.taskId, s.order.version, s.status, s.patch, s.now))) {
    throw refusal(WO_MSG.CHANGED);
  }
  await s.write?.();
  await repo.insertLog(s.order.taskId, s.log, s.actorId, s.now);
  await notify(tx, {
    order: s.order,
    after: peopleAfter(s.order, s.patch),
    status: s.status,
    event: s.event,
    actorId: s.actorId,
    now: s.now,
  });
}

/** Messages of a new order: to-dos for the factory's managers, copies for its copy-to list. */
export async function announceNew(tx: Db, taskId: number, actorId: number | null, now: Date): Promise<void> {
  const order = (await new CommandRepository(tx).order(taskId))!;
  await notify(tx, { order, after: order, status: order.status, event: 'create', actorId, now });
}
