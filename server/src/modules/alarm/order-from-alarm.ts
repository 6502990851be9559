/**
 * A repair order from an active alarm in one step (docs/architecture.md §3 "Alarms"): status 0, report source
 * 3 设备告警, the alarm's factory, fault time = alarm time, reported by the caller. Its device is the one the meter
 * measures by the meter ledger (else the one the alarm named); a meter measuring no device is named by its own code
 * and name as the order's device fields (docs/work-order-lifecycle.md "Orders made without a person"). An alarm
 * raises at most one order: the link is set only while it is empty, so two calls at once cannot both.
 */
import {
  ALARM_KIND_LABEL,
  ALARM_EVENT,
  ALARM_MSG,
  type AlarmOrderBody,
  type AlarmOrderResult,
} from '../../../../contract/alarm';
import { WO_KIND, WO_TEXT_MAX } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { notFound, refusal } from '../../errors';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import { announceNew, insertNewOrder } from '../work-order/order-writes';
import { journal } from './journal-repository';
import { AlarmRepository } from './repository';

/** oms_report_source 3 = 设备告警 */
export const FROM_DEVICE_ALARM = '3';

export async function orderFromAlarm(
  tx: Db,
  actor: Principal,
  alarmRecordId: number,
  body: AlarmOrderBody,
  now: Date,
): Promise<AlarmOrderResult> {
  const alarms = new AlarmRepository(tx);
  const alarm = await alarms.forOrder(alarmRecordId);
  if (!alarm || alarm.released || !inScope(actor.factoryIds, alarm.factoryId))
    throw notFound(ALARM_MSG.NOT_FOUND);
  if (alarm.taskId !== null) throw refusal(ALARM_MSG.ALREADY_ORDERED);
  const content =
    body.reportContent?.trim() ||
    `${ALARM_KIND_LABEL[alarm.kind]}：${alarm.name}（${alarm.code}）${alarm.content}`;
  const created = await insertNewOrder(
    tx,
    WO_KIND.FIX,
    {
      factoryId: alarm.factoryId,
      deviceId: alarm.deviceId,
      // No ledger device: the order names the meter (or collector) itself, so 设备编码/设备名称 are never empty.
      ...(alarm.deviceId === null ? { source: { code: alarm.sourceCode, name: alarm.sourceName } } : {}),
      reportContent: content.slice(0, WO_TEXT_MAX),
      remark: `由设备告警${alarm.alarmRecordId}生成`,
      fixType: '',
      reportSource: FROM_DEVICE_ALARM,
      isStatistics: body.isStatistics ?? 0,
      fixStartTime: alarm.alarmTime,
      execTime: null,
      reportBy: actor.userId,
      planId: null,
      raisedFromItem: null,
      // the alarm's priority is the order's: the two scales are one (contract/wo-priority WO_PRIORITY)
      priority: alarm.priority,
    },
    now,
  );
  if (!(await alarms.linkTask(alarmRecordId, created.taskId))) throw refusal(ALARM_MSG.ALREADY_ORDERED);
  // The journal names the order (docs/alarms.md "Events").
  await journal(
    tx,
    [{ id: alarmRecordId, factoryId: alarm.factoryId }],
    ALARM_EVENT.ORDER_RAISED,
    actor.userId,
    now,
    created.taskNo,
  );
  await announceNew(tx, created.taskId, actor.userId, now);
  return created;
}
