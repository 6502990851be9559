/**
 * An abnormal check item of an inspection (or of a maintenance order a plan made) becomes a repair order in one step: status 0, report
 * source 1 巡检发现, the inspection's factory and device, reported by the caller. An item raises at most
 * one order: the link is set only while it is empty, so two raises at once cannot both create one.
 */
import {
  KIND_LABEL,
  WO_KIND,
  WO_MSG,
  WO_TEXT_MAX,
  type WoRaiseBody,
} from '../../../../contract/work-order/schemas';
import { WO_PRIORITY_DEFAULT } from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { notFound, refusal } from '../../errors';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { CommandRepository, type OrderState } from './command-repository';
import { ItemPlanRepository, type CheckItem } from './item-plan-repository';
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
  const item = (await new ItemPlanRepository(tx).items(taskId)).find((i) => i.itemId === itemId);
  if (!item) throw notFound(WO_MSG.ITEM_NOT_FOUND);
  if (item.result !== 'abnormal') throw refusal(WO_MSG.ITEM_NOT_ABNORMAL);
  if (item.raisedTaskId !== null) throw refusal(WO_MSG.ITEM_ALREADY_RAISED);
  return raiseFromItem(tx, order, item, actor.userId, body.reportContent?.trim() || undefined, now);
}

/**
 * The repair order of one abnormal item (checked by the caller), reported by `reportBy`: by hand above, or at once
 * when an order made from a plan is handled with an item out of its limits or failed (docs/plans.md "Check items on
 * the order"). Its text names the item, the number entered and the remark unless the caller gives one.
 */
export async function raiseFromItem(
  tx: Db,
  order: Pick<OrderState, 'kind' | 'factoryId' | 'deviceId' | 'taskNo'>,
  item: Pick<CheckItem, 'itemId' | 'itemName' | 'remark' | 'value'>,
  reportBy: number,
  reportContent: string | undefined,
  now: Date,
): Promise<{ taskId: number; taskNo: string }> {
  const found = [item.value === null ? '' : String(item.value), item.remark].filter(Boolean).join('，');
  const what = order.kind === WO_KIND.MAINT ? '保养异常' : '巡检异常';
  const content = reportContent ?? `${what}：${item.itemName}${found ? `（${found}）` : ''}`;
  const created = await insertNewOrder(
    tx,
    WO_KIND.FIX,
    {
      factoryId: order.factoryId,
      deviceId: order.deviceId,
      reportContent: content.slice(0, WO_TEXT_MAX),
      remark: `由${KIND_LABEL[order.kind]}${order.taskNo}生成`,
      fixType: '',
      reportSource: FOUND_BY_INSPECTION,
      isStatistics: 0,
      fixStartTime: null,
      execTime: null,
      reportBy,
      planId: null,
      raisedFromItem: item.itemId,
      priority: WO_PRIORITY_DEFAULT,
    },
    now,
  );
  if (!(await new ItemPlanRepository(tx).markRaised(item.itemId, created.taskId)))
    throw refusal(WO_MSG.ITEM_ALREADY_RAISED);
  await announceNew(tx, created.taskId, reportBy, now);
  return created;
}
