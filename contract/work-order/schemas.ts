/**
 * The TypeBox schemas of the work-order routes, server only: what they answer (docs/requirements.md §3 "Repair task",
 * "Acceptance row", "Process log entry", …), then what they take.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type * as Declared from './index';
import { literals, PageQuery, same } from '../common/schemas';
import { ALARM_KINDS, ALARM_PRIORITIES } from '../alarm';
import { VERDICT, WO_ATTACHMENTS_MAX, WO_KINDS, WO_PARTS_MAX, WO_TEXT_MAX } from './index';
import { WO_PRIORITIES } from '../wo-priority';
import { CHECK_TYPES } from '../maint-plan';

export * from './index';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });

/** docs/requirements.md §3 attachmentList item (bucket, prefix, storeName) plus the file id to download it by. */
export const WoAttachment = Type.Object({
  fileId: Type.Integer(),
  bucket: Type.String(),
  prefix: Type.String(),
  storeName: Type.String(),
  /** original file name */
  fileName: Type.String(),
});
export type WoAttachment = Declared.WoAttachment;

export const WoPart = Type.Object({
  id: Type.Integer(),
  partsCode: Type.String(),
  partsName: Type.String(),
  partsSpecs: Type.String(),
  quantity: Type.Number(),
  /** asset type code; the unit applies only to type 1034 (docs/requirements.md §5) */
  assetType: Type.String(),
  unit: Type.String(),
});
export type WoPart = Declared.WoPart;

/** One row of the lists (docs/requirements.md §3 "Repair task" list fields plus status and who holds it). */
export const WoRow = Type.Object({
  taskId: Type.Integer(),
  taskNo: Type.String(),
  kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))),
  taskType: Type.Integer(),
  status: Type.Integer(),
  statusLabel: Type.String(),
  factoryId: Type.Integer(),
  projectName: Type.String(),
  deviceId: Nullable(Type.Integer()),
  deviceShowCode: Type.String(),
  deviceName: Type.String(),
  fixType: Type.String(),
  fixTypeLabel: Type.String(),
  reportSource: Type.String(),
  reportSourceLabel: Type.String(),
  isStatistics: Type.Integer(),
  isStatisticsLabel: Type.String(),
  fixStartTime: Nullable(Type.String()),
  reportBy: Nullable(Type.Integer()),
  reportByName: Type.String(),
  reportContent: Type.String(),
  reportTime: Type.String(),
  remark: Type.String(),
  execBy: Nullable(Type.Integer()),
  execByName: Type.String(),
  execTime: Nullable(Type.String()),
  acceptBy: Nullable(Type.Integer()),
  acceptByName: Type.String(),
  distributeBy: Nullable(Type.Integer()),
  distributeByName: Type.String(),
  handleResult: Type.String(),
  handleResultLabel: Type.String(),
  handleFinishTime: Nullable(Type.String()),
  isForward: Type.Integer(),
  isForwardLabel: Type.String(),
  forwardByName: Type.String(),
  updateTime: Type.String(),
  priority: literals(WO_PRIORITIES),
  priorityLabel: Type.String(),
  responseDue: Nullable(Type.String()),
  dueTime: Nullable(Type.String()),
  overdue: Type.Boolean(),
});
export type WoRow = Declared.WoRow;

export const AcceptRow = Type.Object({
  acceptId: Type.Integer(),
  acceptTime: Type.String(),
  distributeByName: Type.String(),
  acceptByName: Type.String(),
  acceptResult: Type.Integer(),
  acceptResultLabel: Type.String(),
  acceptDesc: Type.String(),
  attachmentList: Type.Array(WoAttachment),
  videoAttachmentList: Type.Array(WoAttachment),
});
export type AcceptRow = Declared.AcceptRow;

/** One row of the acceptance lists: the order plus its latest acceptance record, if any. */
export const AcceptListRow = Type.Composite([WoRow, Type.Object({ lastAccept: Nullable(AcceptRow) })]);
export type AcceptListRow = Declared.AcceptListRow;

export const InspectItem = Type.Object({
  itemId: Type.Integer(),
  taskId: Type.Integer(),
  itemName: Type.String(),
  standard: Type.String(),
  /** null = not checked yet */
  result: Nullable(Type.Union([Type.Literal('normal'), Type.Literal('abnormal')])),
  remark: Type.String(),
  /** the repair order raised from this item, if any */
  raisedTaskId: Nullable(Type.Integer()),
  raisedTaskNo: Type.String(),
  itemType: literals(CHECK_TYPES),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  value: Nullable(Type.Number()),
  photo: Nullable(WoAttachment),
});
export type InspectItem = Declared.InspectItem;

/** Process log entry (docs/requirements.md §3): logObj fields depend on logType. */
export const TaskLog = Type.Object({
  recordId: Type.Integer(),
  taskId: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
  logType: Type.Integer(),
  logObj: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
});
export type TaskLog = Declared.TaskLog;

/** Log history item of the workflow historic list: the same entry with logObj as JSON text. */
export const HistoricLog = Type.Object({
  recordId: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
  logType: Type.Integer(),
  detail: Type.String(),
});
export type HistoricLog = Declared.HistoricLog;

export const WoSourceAlarm = Type.Object({
  alarmRecordId: Id,
  kind: literals(ALARM_KINDS),
  priority: literals(ALARM_PRIORITIES),
  content: Type.String(),
  raisedAt: Type.String(),
  clearedAt: Nullable(Type.String()),
  releasedAt: Nullable(Type.String()),
});
export type WoSourceAlarm = Declared.WoSourceAlarm;

/** GET …/{kind}/{id}: everything the detail and acceptance dialogs show (docs/requirements.md §2, §3). */
export const WoDetail = Type.Composite([
  WoRow,
  Type.Object({
    sourceAlarms: Type.Array(WoSourceAlarm),
    attachmentList: Type.Array(WoAttachment),
    videoAttachmentList: Type.Array(WoAttachment),
    handleDesc: Type.String(),
    handleFixType: Type.String(),
    handleAttachmentList: Type.Array(WoAttachment),
    handleVideoAttachmentList: Type.Array(WoAttachment),
    partsList: Type.Array(WoPart),
    acceptList: Type.Array(AcceptRow),
    /** dispatch history: logs of type 3, 4 and 99, oldest first */
    distributeList: Type.Array(TaskLog),
    copyTo: Type.Array(Type.Object({ userId: Type.Integer(), nickName: Type.String() })),
    items: Type.Array(InspectItem),
  }),
]);
export type WoDetail = Declared.WoDetail;

/** A person to pick in dispatch, forward and acceptance dialogs (task/common/list*). */
export const WoPerson = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
});
export type WoPerson = Declared.WoPerson;
export const WoPersonQuery = Type.Object({ factoryId: Id });

/** A device an order can be about. */
export const WoDevice = Type.Object({
  deviceId: Type.Integer(),
  factoryId: Type.Integer(),
  deviceShowCode: Type.String(),
  deviceName: Type.String(),
});
export type WoDevice = Declared.WoDevice;

/** Maintenance plans generate maintenance orders on a schedule. */
export const MaintPlan = Type.Object({
  planId: Type.Integer(),
  factoryId: Type.Integer(),
  deviceId: Nullable(Type.Integer()),
  deviceName: Type.String(),
  assetType: Nullable(Type.String()),
  title: Type.String(),
  intervalDays: Nullable(Type.Integer()),
  nextRun: Nullable(Type.String()),
  execBy: Nullable(Type.Integer()),
  execByName: Type.String(),
  enabled: Type.Boolean(),
});
export type MaintPlan = Declared.MaintPlan;

// What the work-order routes take: list queries, path params and the bodies of create and transitions.

const Text100 = Type.String({ maxLength: WO_TEXT_MAX });
/**
 * 'YYYY-MM-DD HH:mm:ss' (docs/requirements.md §5 value format), China time: a real day and time of year 1 or later,
 * since the database refuses any other (`2025-13-45 99:00:00`, year 0) and bad input is a 400 naming the field
 * (docs/architecture.md §3 "Errors").
 */
const DateTime = Type.String({
  pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  format: 'iso-date-time',
});
const Kind = Type.Union(WO_KINDS.map((k) => Type.Literal(k)));

export const WoPartInput = Type.Object({
  partsCode: Type.String({ minLength: 1, maxLength: 40 }),
  partsName: Type.String({ minLength: 1, maxLength: 20 }),
  partsSpecs: Type.String({ maxLength: 20 }),
  quantity: Type.Number({ exclusiveMinimum: 0, maximum: 999999999 }),
  assetType: Type.Optional(Type.String({ maxLength: 10 })),
  unit: Type.Optional(Type.String({ maxLength: 10 })),
  partId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type WoPartInput = Declared.WoPartInput;

/** Query of every order list. Statuses are repeated keys (?status=0&status=1). */
export const WoListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Type.Optional(Id),
    taskNo: Type.Optional(Type.String({ maxLength: 20 })),
    deviceName: Type.Optional(Type.String({ maxLength: 20 })),
    status: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 9 }), { maxItems: 6 })),
    /** only orders the caller must act on now (executor of HANDLING, acceptor of ACCEPTING) */
    mine: Type.Optional(Type.Boolean()),
    /** only orders the caller executes or accepts that are not closed (home's 我的工单) */
    myOrders: Type.Optional(Type.Boolean()),
    /** only overdue orders, by their due times (server/src/modules/work-order/overdue-rule.ts) */
    overdue: Type.Optional(Type.Boolean()),
    /** report time window, 'YYYY-MM-DD HH:mm:ss' */
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  }),
]);
export type WoListQuery = Declared.WoListQuery;

/** accept/list and copyTo/list span every kind: the same query plus an optional kind. */
export const WoAnyKindListQuery = Type.Composite([WoListQuery, Type.Object({ kind: Type.Optional(Kind) })]);
export type WoAnyKindListQuery = Declared.WoAnyKindListQuery;

export const WoKindParams = Type.Object({ kind: Kind });
export const WoIdParams = Type.Object({ id: Id });
export const WoKindIdParams = Type.Object({ kind: Kind, id: Id });

/** POST …/workOrder/{kind}: report (repair, fault) or plan (maintenance, inspection) an order. */
export const WoCreateBody = Type.Object({
  factoryId: Id,
  deviceId: Id,
  reportContent: Type.String({ minLength: 1, maxLength: WO_TEXT_MAX }),
  remark: Type.Optional(Text100),
  fixType: Type.Optional(Type.String({ maxLength: 10 })),
  reportSource: Type.Optional(Type.String({ maxLength: 10 })),
  isStatistics: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  fixStartTime: Type.Optional(DateTime),
  execTime: Type.Optional(DateTime),
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  videoIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  copyTo: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  priority: Type.Optional(literals(WO_PRIORITIES)),
  /** inspection only: the check items of the round */
  items: Type.Optional(
    Type.Array(
      Type.Object({
        itemName: Type.String({ minLength: 1, maxLength: 20 }),
        standard: Type.Optional(Type.String({ maxLength: 50 })),
      }),
      { maxItems: 50 },
    ),
  ),
});
export type WoCreateBody = Declared.WoCreateBody;

/** POST …/{kind}/{id}/dispatch (log 3). */
export const WoDispatchBody = Type.Object({
  execBy: Id,
  execTime: Type.Optional(DateTime),
  priority: Type.Optional(literals(WO_PRIORITIES)),
});
export type WoDispatchBody = Declared.WoDispatchBody;

/** POST …/{kind}/{id}/forward (log 99). */
export const WoForwardBody = Type.Object({ execBy: Id, reason: Type.Optional(Text100) });
export type WoForwardBody = Declared.WoForwardBody;

/** POST …/{kind}/{id}/handle (log 1). */
export const WoHandleBody = Type.Object({
  handleResult: Type.String({ minLength: 1, maxLength: 10 }),
  handleDesc: Type.String({ minLength: 1, maxLength: WO_TEXT_MAX }),
  handleFixType: Type.Optional(Type.String({ maxLength: 10 })),
  parts: Type.Optional(Type.Array(WoPartInput, { maxItems: WO_PARTS_MAX })),
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  videoIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  /** inspection only: the result of each check item */
  items: Type.Optional(
    Type.Array(
      Type.Object({
        itemId: Id,
        result: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('abnormal')])),
        // wo_inspect_item.value numeric(16, 3)
        value: Type.Optional(Type.Number({ minimum: -1e12, maximum: 1e12 })),
        photoId: Type.Optional(Id),
        remark: Type.Optional(Type.String({ maxLength: 50 })),
      }),
      { maxItems: 50 },
    ),
  ),
});
export type WoHandleBody = Declared.WoHandleBody;

/** POST /api/system/base/task/approval (docs/requirements.md §7 "body not shown"): the audit (log 2). */
export const WoApprovalBody = Type.Object({
  taskId: Id,
  approvalResult: Type.Union([Type.Literal(VERDICT.PASS), Type.Literal(VERDICT.REJECT)]),
  approvalDesc: Type.String({ maxLength: WO_TEXT_MAX }),
});
export type WoApprovalBody = Declared.WoApprovalBody;

/** POST …/{kind}/{id}/acceptDispatch (log 4). */
export const WoAcceptDispatchBody = Type.Object({ acceptBy: Id });
export type WoAcceptDispatchBody = Declared.WoAcceptDispatchBody;

/** POST …/{kind}/{id}/accept (log 5). A rejection needs a description. */
export const WoAcceptBody = Type.Object({
  acceptResult: Type.Union([Type.Literal(VERDICT.PASS), Type.Literal(VERDICT.REJECT)]),
  acceptDesc: Type.String({ maxLength: WO_TEXT_MAX }),
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  videoIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
});
export type WoAcceptBody = Declared.WoAcceptBody;

/** POST …/inspect/{id}/{itemId}/raise: an abnormal check item becomes a repair order in one step. */
export const WoRaiseBody = Type.Object({
  reportContent: Type.Optional(Type.String({ maxLength: WO_TEXT_MAX })),
});
export type WoRaiseBody = Declared.WoRaiseBody;

/** task/log/* queries: the order whose logs to list. */
export const TaskLogQuery = Type.Object({ taskId: Id });

/** task/log/sum/{factoryId}/{taskType}: orders per status for one factory and task type. */
export const TaskLogSumParams = Type.Object({
  factoryId: Id,
  taskType: Type.Integer({ minimum: 1, maximum: 4 }),
});
export const TaskLogSum = Type.Object({
  total: Type.Integer(),
  byStatus: Type.Record(Type.String(), Type.Integer()),
});
export type TaskLogSum = Declared.TaskLogSum;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof WoAttachment, Declared.WoAttachment>(true),
  same<typeof WoPart, Declared.WoPart>(true),
  same<typeof WoRow, Declared.WoRow>(true),
  same<typeof AcceptRow, Declared.AcceptRow>(true),
  same<typeof AcceptListRow, Declared.AcceptListRow>(true),
  same<typeof InspectItem, Declared.InspectItem>(true),
  same<typeof TaskLog, Declared.TaskLog>(true),
  same<typeof HistoricLog, Declared.HistoricLog>(true),
  same<typeof WoSourceAlarm, Declared.WoSourceAlarm>(true),
  same<typeof WoDetail, Declared.WoDetail>(true),
  same<typeof WoPerson, Declared.WoPerson>(true),
  same<typeof WoDevice, Declared.WoDevice>(true),
  same<typeof MaintPlan, Declared.MaintPlan>(true),
  same<typeof WoPartInput, Declared.WoPartInput>(true),
  same<typeof WoListQuery, Declared.WoListQuery>(true),
  same<typeof WoAnyKindListQuery, Declared.WoAnyKindListQuery>(true),
  same<typeof WoCreateBody, Declared.WoCreateBody>(true),
  same<typeof WoDispatchBody, Declared.WoDispatchBody>(true),
  same<typeof WoForwardBody, Declared.WoForwardBody>(true),
  same<typeof WoHandleBody, Declared.WoHandleBody>(true),
  same<typeof WoApprovalBody, Declared.WoApprovalBody>(true),
  same<typeof WoAcceptDispatchBody, Declared.WoAcceptDispatchBody>(true),
  same<typeof WoAcceptBody, Declared.WoAcceptBody>(true),
  same<typeof WoRaiseBody, Declared.WoRaiseBody>(true),
  same<typeof TaskLogSum, Declared.TaskLogSum>(true),
] as const;
