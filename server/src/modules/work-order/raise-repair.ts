/**
 * An abnormal check item of an inspection becomes a repair order in one step: status 0, report
 * source 1 巡检发现, the inspection's factory and device, reported by the caller. An item raises at most
 * one order: the link is set only while it is empty, so two raises at once cannot both create one.
 */
import { WO_KIND, WO_MSG, WO_TEXT_MAX, type WoRaiseBody } from '../../../../contract/work-order/schemas';
import { WO_PRIORITY_DEFAULT } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { notFound, refusal } from '../../errors';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { CommandRepository } from './command-repository';
import { ItemPlanRepository } from './item-plan-repository';
import { announceNew, insertNewOrder } from './order-writes';

/** oms_report_source 1 = 巡检发现 */
const FOUND_BY_INSPECTION = '1';

export async function raiseRepair(
  tx: Db,
  actor: Principal,
  taskId: number,
  itemId: number,
  body: WoRaiseBody,
  now: Date,
): Promise<{ taskId: number; taskNo: string }> {
  const order = await new CommandRepository(tx).order(taskId);
  if (order?.kind !== WO_KIND.INSPECT || !inScope(actor.factoryIds, order.factoryId))
    throw notFound(WO_MSG.NOT_FOUND);
  const itemRepo = new ItemPlanRepository(tx);
  const item = (await itemRepo.items(taskId)).find((i) => i.itemId === itemId);
  if (!item) throw notFound(WO_MSG.ITEM_NOT_FOUND);
  if (item.result !== 'abnormal') throw refusal(WO_MSG.ITEM_NOT_ABNORMAL);
  if (item.raisedTaskId !== null) throw refusal(WO_MSG.ITEM_ALREADY_RAISED);
  const content =
    body.reportContent?.trim() || `巡检异常：${item.itemName}${item.remark ? `（${item.remark}）` : ''}`;
  const created = await insertNewOrder(
    tx,
    WO_KIND.FIX,
    {
      factoryId: order.factoryId,
      deviceId: order.deviceId,
      reportContent: content.slice(0, WO_TEXT_MAX),
      remark: `由巡检工单${order.taskNo}生成`,
      fixType: '',
      reportSource: FOUND_BY_INSPECTION,
      isStatistics: 0,
      fixStartTime: null,
      execTime: null,
      reportBy: actor.userId,
      planId: null,
      raisedFromItem: itemId,
      priority: WO_PRIORITY_DEFAULT,
    },
    now,
  );
  if (!(await itemRepo.markRaised(itemId, created.taskId))) throw refusal(WO_MSG.ITEM_ALREADY_RAISED);
  await announceNew(tx, created.taskId, actor.userId, now);
  return created;
}
