/** What the work-order routes answer (docs/requirements.md §3 "Repair task", "Acceptance row", "Process log entry", …). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { WO_KINDS } from './work-order-model';

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
export type WoAttachment = Static<typeof WoAttachment>;

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
export type WoPart = Static<typeof WoPart>;

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
});
export type WoRow = Static<typeof WoRow>;

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
export type AcceptRow = Static<typeof AcceptRow>;

/** One row of the acceptance lists: the order plus its latest acceptance record, if any. */
export const AcceptListRow = Type.Composite([WoRow, Type.Object({ lastAccept: Nullable(AcceptRow) })]);
export type AcceptListRow = Static<typeof AcceptListRow>;

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
});
export type InspectItem = Static<typeof InspectItem>;

/** Process log entry (docs/requirements.md §3): logObj fields depend on logType. */
export const TaskLog = Type.Object({
  recordId: Type.Integer(),
  taskId: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
  logType: Type.Integer(),
  logObj: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
});
export type TaskLog = Static<typeof TaskLog>;

/** Log history item of the workflow historic list: the same entry with logObj as JSON text. */
export const HistoricLog = Type.Object({
  recordId: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
  logType: Type.Integer(),
  detail: Type.String(),
});
export type HistoricLog = Static<typeof HistoricLog>;

/** GET …/{kind}/{id}: everything the detail and acceptance dialogs show (docs/requirements.md §2, §3). */
export const WoDetail = Type.Composite([
  WoRow,
  Type.Object({
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
export type WoDetail = Static<typeof WoDetail>;

/** A person to pick in dispatch, forward and acceptance dialogs (task/common/list*). */
export const WoPerson = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
});
export type WoPerson = Static<typeof WoPerson>;
export const WoPersonQuery = Type.Object({ factoryId: Id });

/** A device an order can be about. */
export const WoDevice = Type.Object({
  deviceId: Type.Integer(),
  factoryId: Type.Integer(),
  deviceShowCode: Type.String(),
  deviceName: Type.String(),
});
export type WoDevice = Static<typeof WoDevice>;

/** Maintenance plans generate maintenance orders on a schedule. */
export const MaintPlan = Type.Object({
  planId: Type.Integer(),
  factoryId: Type.Integer(),
  deviceId: Type.Integer(),
  deviceName: Type.String(),
  title: Type.String(),
  intervalDays: Type.Integer(),
  nextRun: Type.String(),
  execBy: Nullable(Type.Integer()),
  execByName: Type.String(),
  enabled: Type.Boolean(),
});
export type MaintPlan = Static<typeof MaintPlan>;
