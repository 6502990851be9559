/**
 * Work-order contract: the lifecycle (./lifecycle.ts: kinds, statuses, actions, WO_MACHINE; docs/work-order-lifecycle.md
 * draws it), the messages and limits, and the shapes of the routes' answers and bodies, for the server and the console.
 */
import type { PageQuery } from '../common';
import type { AlarmKind, AlarmPriority } from '../alarm';
import type { WoPriority } from '../wo-priority';
import type { CheckType } from '../maint-plan';

import { KIND_NO_PREFIX, WO_KINDS, type WoKind } from './lifecycle';

// The area's index is split by subject; everything is exported from here (contract/README.md).
export * from './lifecycle';

export const WO_MSG = {
  NOT_FOUND: '工单不存在',
  NOT_ALLOWED: '当前状态不允许该操作',
  NOT_YOURS: '只有当前执行人可以操作该工单',
  NOT_ACCEPTOR: '只有指定的验收人可以验收该工单',
  USER_NOT_IN_FACTORY: '所选人员不属于该工单的工厂',
  SAME_EXECUTOR: '不能转派给当前执行人',
  DEVICE_NOT_FOUND: '设备不存在或不属于该工厂',
  FILE_NOT_FOUND: '附件不存在',
  CHANGED: '工单已被他人处理，请刷新后重试',
  ACCEPT_RECORD_NOT_FOUND: '验收记录不存在',
  ACCEPT_RECORD_FINAL: '验收通过的记录不能删除',
  ITEM_NOT_FOUND: '巡检项不存在',
  ITEM_NOT_ABNORMAL: '只有异常的巡检项可以生成维修工单',
  ITEM_ALREADY_RAISED: '该巡检项已生成维修工单',
  DONE: '操作成功',
  CREATED: '新增成功',
  DELETED: '删除成功',
} as const;

/** docs/requirements.md §5: report content and remark at most 100 characters; other free texts follow the same limit. */
export const WO_TEXT_MAX = 100;
/** Parts per handling, photos and videos per stage. */
export const WO_PARTS_MAX = 50;
export const WO_ATTACHMENTS_MAX = 9;
/** docs/requirements.md §5 "In one table the unit selector is enabled only when asset type code is 1034." */
export const ASSET_TYPE_WITH_UNIT = '1034';

/** The kind of an order from its task number's prefix (KIND_NO_PREFIX), for messages that carry only the number. */
export function kindOfTaskNo(taskNo: string): WoKind | null {
  const match = WO_KINDS.find((k) => taskNo.startsWith(KIND_NO_PREFIX[k]));
  return match ?? null;
}

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

/** docs/requirements.md §3 attachmentList item (bucket, prefix, storeName) plus the file id to download it by. */
export type WoAttachment = {
  fileId: number;
  bucket: string;
  prefix: string;
  storeName: string;
  /** original file name */
  fileName: string;
};

export type WoPart = {
  id: number;
  partsCode: string;
  partsName: string;
  partsSpecs: string;
  quantity: number;
  /** asset type code; the unit applies only to type 1034 (docs/requirements.md §5) */
  assetType: string;
  unit: string;
};

/** One row of the lists (docs/requirements.md §3 "Repair task" list fields plus status and who holds it). */
export type WoRow = {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  taskType: number;
  status: number;
  statusLabel: string;
  factoryId: number;
  projectName: string;
  deviceId: number | null;
  deviceShowCode: string;
  deviceName: string;
  fixType: string;
  fixTypeLabel: string;
  reportSource: string;
  reportSourceLabel: string;
  isStatistics: number;
  isStatisticsLabel: string;
  fixStartTime: string | null;
  reportBy: number | null;
  reportByName: string;
  reportContent: string;
  reportTime: string;
  remark: string;
  execBy: number | null;
  execByName: string;
  execTime: string | null;
  acceptBy: number | null;
  acceptByName: string;
  distributeBy: number | null;
  distributeByName: string;
  handleResult: string;
  handleResultLabel: string;
  handleFinishTime: string | null;
  isForward: number;
  isForwardLabel: string;
  forwardByName: string;
  updateTime: string;
  /** 1 紧急 … 4 低 (contract/wo-priority) */
  priority: WoPriority;
  priorityLabel: string;
  /** when the order must be dispatched by: report time + its priority's response target */
  responseDue: string | null;
  /** when it must be handled by: report time + completion target, or the dispatcher's planned time */
  dueTime: string | null;
  /** past its response or due time while not yet handled, at the server's clock (overdue-rule.ts) */
  overdue: boolean;
};

export type AcceptRow = {
  acceptId: number;
  acceptTime: string;
  distributeByName: string;
  acceptByName: string;
  acceptResult: number;
  acceptResultLabel: string;
  acceptDesc: string;
  attachmentList: WoAttachment[];
  videoAttachmentList: WoAttachment[];
};

/** One row of the acceptance lists: the order plus its latest acceptance record, if any. */
export type AcceptListRow = WoRow & {
  lastAccept: AcceptRow | null;
};

export type InspectItem = {
  itemId: number;
  taskId: number;
  itemName: string;
  standard: string;
  /** null = not checked yet */
  result: 'normal' | 'abnormal' | null;
  remark: string;
  /** the repair order raised from this item, if any */
  raisedTaskId: number | null;
  raisedTaskNo: string;
  /** how it is answered (docs/plans.md "Check items on the order"); an item typed in by hand is 'pass' */
  itemType: CheckType;
  /** the limits of a 'number' item */
  min: number | null;
  max: number | null;
  /** the number a 'number' or 'reading' item was answered with */
  value: number | null;
  /** the photo a 'photo' item was answered with */
  photo: WoAttachment | null;
};

/** Process log entry (docs/requirements.md §3): logObj fields depend on logType. */
export type TaskLog = {
  recordId: number;
  taskId: number;
  title: string;
  createTime: string;
  logType: number;
  logObj: Record<string, string | number | null>;
};

/** Log history item of the workflow historic list: the same entry with logObj as JSON text. */
export type HistoricLog = {
  recordId: number;
  title: string;
  createTime: string;
  logType: number;
  detail: string;
};

/**
 * An alarm an order was raised from (docs/alarms.md "Orders"), as the detail dialog names it: its content in the
 * request's language, and where it stands now (已恢复 when the source cleared, released by whom is in its journal).
 */
export type WoSourceAlarm = {
  alarmRecordId: number;
  kind: AlarmKind;
  priority: AlarmPriority;
  content: string;
  raisedAt: string;
  clearedAt: string | null;
  releasedAt: string | null;
};

/** GET …/{kind}/{id}: everything the detail and acceptance dialogs show (docs/requirements.md §2, §3). */
export type WoDetail = WoRow & {
  /** the alarms the order was raised from (an order raised from the alarm panel has one), oldest first */
  sourceAlarms: WoSourceAlarm[];
  attachmentList: WoAttachment[];
  videoAttachmentList: WoAttachment[];
  handleDesc: string;
  handleFixType: string;
  handleAttachmentList: WoAttachment[];
  handleVideoAttachmentList: WoAttachment[];
  partsList: WoPart[];
  acceptList: AcceptRow[];
  /** dispatch history: logs of type 3, 4 and 99, oldest first */
  distributeList: TaskLog[];
  copyTo: {
    userId: number;
    nickName: string;
  }[];
  items: InspectItem[];
};

/** A person to pick in dispatch, forward and acceptance dialogs (task/common/list*). */
export type WoPerson = {
  userId: number;
  userName: string;
  nickName: string;
};

/** A device an order can be about. */
export type WoDevice = {
  deviceId: number;
  factoryId: number;
  deviceShowCode: string;
  deviceName: string;
};

/**
 * Maintenance plans generate maintenance orders on a schedule (the console's own list is GET /system/base/plan/list,
 * docs/plans.md). A class plan has no device: `assetType` names its class and `deviceName` is ''.
 */
export type MaintPlan = {
  planId: number;
  factoryId: number;
  deviceId: number | null;
  deviceName: string;
  assetType: string | null;
  title: string;
  /** the calendar's step (in cycles of the plan's unit); null for a plan by meter only */
  intervalDays: number | null;
  nextRun: string | null;
  execBy: number | null;
  execByName: string;
  enabled: boolean;
};

export type WoPartInput = {
  partsCode: string;
  partsName: string;
  partsSpecs: string;
  quantity: number;
  assetType?: string;
  unit?: string;
  /**
   * A catalogue part taken from the order factory's stock (docs/parts.md "Orders"): the handling issues it and
   * stores the catalogue's code, name and specs; without it the row is free text and moves no stock.
   */
  partId?: number;
};

/** Query of every order list. Statuses are repeated keys (?status=0&status=1). */
export type WoListQuery = PageQuery & {
  factoryId?: number;
  taskNo?: string;
  deviceName?: string;
  status?: number[];
  /** only orders the caller must act on now (executor of HANDLING, acceptor of ACCEPTING) */
  mine?: boolean;
  /**
   * only orders the caller executes or accepts that are not closed: the set home counts as the caller's orders
   * (docs/requirements.md §2 "Home"), which home's 未关闭 figure opens
   */
  myOrders?: boolean;
  /** only overdue orders, by their due times (server/src/modules/work-order/overdue-rule.ts) */
  overdue?: boolean;
  /** report time window, 'YYYY-MM-DD HH:mm:ss' */
  beginTime?: string;
  endTime?: string;
};

/** accept/list and copyTo/list span every kind: the same query plus an optional kind. */
export type WoAnyKindListQuery = WoListQuery & {
  kind?: WoKind;
};

/** POST …/workOrder/{kind}: report (repair, fault) or plan (maintenance, inspection) an order. */
export type WoCreateBody = {
  factoryId: number;
  deviceId: number;
  reportContent: string;
  remark?: string;
  fixType?: string;
  reportSource?: string;
  isStatistics?: number;
  fixStartTime?: string;
  execTime?: string;
  attachmentIds?: number[];
  videoIds?: number[];
  copyTo?: number[];
  /** 1 紧急 … 4 低; default 中 */
  priority?: WoPriority;
  /** inspection only: the check items of the round */
  items?: {
    itemName: string;
    standard?: string;
  }[];
};

/** POST …/{kind}/{id}/dispatch (log 3). */
export type WoDispatchBody = {
  execBy: number;
  /** the planned time: given, it is the order's due time */
  execTime?: string;
  /** the dispatcher's priority; given, the response and due times follow it */
  priority?: WoPriority;
};

/** POST …/{kind}/{id}/forward (log 99). */
export type WoForwardBody = {
  execBy: number;
  reason?: string;
};

/** POST …/{kind}/{id}/handle (log 1). */
export type WoHandleBody = {
  handleResult: string;
  handleDesc: string;
  handleFixType?: string;
  parts?: WoPartInput[];
  attachmentIds?: number[];
  videoIds?: number[];
  /**
   * inspection only: each check item answered by its type (docs/plans.md "Check items on the order"): 'pass' a
   * result, 'number' and 'reading' a value (a number's result follows its limits), 'photo' an uploaded image
   */
  items?: {
    itemId: number;
    result?: 'normal' | 'abnormal';
    value?: number;
    photoId?: number;
    remark?: string;
  }[];
};

/** POST /api/system/base/task/approval (docs/requirements.md §7 "body not shown"): the audit (log 2). */
export type WoApprovalBody = {
  taskId: number;
  approvalResult: 1 | 2;
  approvalDesc: string;
};

/** POST …/{kind}/{id}/acceptDispatch (log 4). */
export type WoAcceptDispatchBody = {
  acceptBy: number;
};

/** POST …/{kind}/{id}/accept (log 5). A rejection needs a description. */
export type WoAcceptBody = {
  acceptResult: 1 | 2;
  acceptDesc: string;
  attachmentIds?: number[];
  videoIds?: number[];
};

/** POST …/inspect/{id}/{itemId}/raise: an abnormal check item becomes a repair order in one step. */
export type WoRaiseBody = {
  reportContent?: string;
};

export type TaskLogSum = {
  total: number;
  byStatus: Record<string, number>;
};
