/**
 * Equipment work orders (SPEC §1, §3 "Repair task", "Work order acceptance detail", "Acceptance row",
 * "Process log entry"; §6 codes; §7 "Work orders and tasks"). SPEC does not show status changes: the
 * lifecycle below is ours (issue 6) and documented in docs/work-order-lifecycle.md. The transition
 * table is data shared by the server (which enforces it) and the console (which offers only the
 * actions a row allows); the server stays the judge.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageQuery } from './common';
import { PERM, type PermissionCode } from './permissions';

/** Kinds of order, as the URL segment of their routes (…/workOrder/{kind}/…). */
export const WO_KIND = { FIX: 'fix', MAINT: 'maint', INSPECT: 'inspect', PLAN_FIX: 'planFix' } as const;
export type WoKind = (typeof WO_KIND)[keyof typeof WO_KIND];
export const WO_KINDS: readonly WoKind[] = Object.values(WO_KIND);

/** SPEC §3 message taskType of each kind (fault = troubleshooting; repair = warranty). */
export const KIND_TASK_TYPE: Readonly<Record<WoKind, number>> = {
  planFix: 1,
  maint: 2,
  inspect: 3,
  fix: 4,
};

export const KIND_LABEL: Readonly<Record<WoKind, string>> = {
  fix: '维修工单',
  maint: '保养工单',
  inspect: '巡检工单',
  planFix: '故障排查',
};

/** Task-number prefixes: WX202611210001 (kind prefix + date + daily sequence). */
export const KIND_NO_PREFIX: Readonly<Record<WoKind, string>> = {
  fix: 'WX',
  maint: 'BY',
  inspect: 'XJ',
  planFix: 'GZ',
};

/**
 * Order status. Numbers chosen so that message routing (SPEC §4: status 1 → handling page, otherwise
 * the review page) and the message check (closed = status ≥ CLOSED) read the same value.
 */
export const WO_STATUS = {
  /** reported (repair, fault) or planned (maintenance, inspection): waits for dispatch */
  REPORTED: 0,
  /** dispatched to an executor, who handles or forwards it */
  HANDLING: 1,
  /** handled; a manager audits it (repair and maintenance only) */
  AUDITING: 2,
  /** handled (and audited): waits for a manager to dispatch the acceptance */
  ACCEPT_DISPATCH: 3,
  /** acceptance dispatched: the acceptor accepts or rejects */
  ACCEPTING: 4,
  CLOSED: 9,
} as const;
export type WoStatus = (typeof WO_STATUS)[keyof typeof WO_STATUS];

export const WO_STATUS_LABEL: Readonly<Record<number, string>> = {
  [WO_STATUS.REPORTED]: '待派单',
  [WO_STATUS.HANDLING]: '处理中',
  [WO_STATUS.AUDITING]: '待审核',
  [WO_STATUS.ACCEPT_DISPATCH]: '待派验收',
  [WO_STATUS.ACCEPTING]: '待验收',
  [WO_STATUS.CLOSED]: '已关闭',
};

/** Open statuses: the handling pages list these; the history pages list CLOSED. */
export const WO_OPEN_STATUSES: readonly WoStatus[] = [
  WO_STATUS.REPORTED,
  WO_STATUS.HANDLING,
  WO_STATUS.AUDITING,
  WO_STATUS.ACCEPT_DISPATCH,
  WO_STATUS.ACCEPTING,
];

/** SPEC §3 process log types. */
export const LOG_TYPE = {
  HANDLE: 1,
  APPROVAL: 2,
  DISPATCH: 3,
  ACCEPT_DISPATCH: 4,
  ACCEPT: 5,
  FORWARD: 99,
} as const;
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** Pass / reject of an audit (approvalResult) and of an acceptance (acceptResult, dict oms_accept_result). */
export const VERDICT = { PASS: 1, REJECT: 2 } as const;
export type Verdict = (typeof VERDICT)[keyof typeof VERDICT];

export const WO_ACTION = {
  DISPATCH: 'dispatch',
  FORWARD: 'forward',
  HANDLE: 'handle',
  APPROVE: 'approve',
  ACCEPT_DISPATCH: 'acceptDispatch',
  ACCEPT: 'accept',
} as const;
export type WoAction = (typeof WO_ACTION)[keyof typeof WO_ACTION];

export const WO_ACTION_LABEL: Readonly<Record<WoAction, string>> = {
  dispatch: '派单',
  forward: '转派',
  handle: '处理',
  approve: '审核',
  acceptDispatch: '派发验收',
  accept: '验收',
};

/**
 * Who may take an action besides holding its code: anyone with the code ('manager'), only the order's
 * current executor ('executor'), or only its acceptor ('acceptor'). Admin (*:*:*) may act for anyone.
 */
export type WoActor = 'manager' | 'executor' | 'acceptor';

export interface WoTransition {
  action: WoAction;
  from: WoStatus;
  /** the status after the action; an audit or acceptance verdict of REJECT goes to `onReject` */
  to: WoStatus;
  onReject?: WoStatus;
  log: LogType;
  code: PermissionCode;
  actor: WoActor;
}

/** The code an executor needs to handle or forward an order of each kind (SPEC §6). */
export const KIND_HANDLE_CODE: Readonly<Record<WoKind, PermissionCode>> = {
  fix: PERM.FIX_HANDLE,
  maint: PERM.MAINTAIN_HANDLE,
  inspect: PERM.INSPECT_HANDLE,
  planFix: PERM.PLAN_FIX_HANDLE,
};

/** The code that lists and reads orders of each kind (the page's query button; SPEC §6 for faults). */
export const KIND_LIST_CODE: Readonly<Record<WoKind, PermissionCode>> = {
  fix: PERM.FIX_LIST,
  maint: PERM.MAINTAIN_LIST,
  inspect: PERM.INSPECT_LIST,
  planFix: PERM.PLAN_FIX_LIST,
};

/** Kinds with an audit step (the /WorkOrderReview pages). */
export const AUDITED_KINDS: readonly WoKind[] = [WO_KIND.FIX, WO_KIND.MAINT];

function machineOf(kind: WoKind): WoTransition[] {
  const handleCode = KIND_HANDLE_CODE[kind];
  const audited = AUDITED_KINDS.includes(kind);
  const S = WO_STATUS;
  const rows: WoTransition[] = [
    {
      action: 'dispatch',
      from: S.REPORTED,
      to: S.HANDLING,
      log: LOG_TYPE.DISPATCH,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    },
    {
      action: 'forward',
      from: S.HANDLING,
      to: S.HANDLING,
      log: LOG_TYPE.FORWARD,
      code: handleCode,
      actor: 'executor',
    },
    {
      action: 'handle',
      from: S.HANDLING,
      to: audited ? S.AUDITING : S.ACCEPT_DISPATCH,
      log: LOG_TYPE.HANDLE,
      code: handleCode,
      actor: 'executor',
    },
  ];
  if (audited) {
    rows.push({
      action: 'approve',
      from: S.AUDITING,
      to: S.ACCEPT_DISPATCH,
      onReject: S.HANDLING,
      log: LOG_TYPE.APPROVAL,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    });
  }
  rows.push(
    {
      action: 'acceptDispatch',
      from: S.ACCEPT_DISPATCH,
      to: S.ACCEPTING,
      log: LOG_TYPE.ACCEPT_DISPATCH,
      code: PERM.PROCESS_COMPLETE,
      actor: 'manager',
    },
    {
      action: 'accept',
      from: S.ACCEPTING,
      to: S.CLOSED,
      onReject: S.HANDLING,
      log: LOG_TYPE.ACCEPT,
      code: PERM.ACCEPT,
      actor: 'acceptor',
    },
  );
  return rows;
}

/** The whole machine: every allowed (kind, status, action). Anything not listed is refused. */
export const WO_MACHINE: Readonly<Record<WoKind, readonly WoTransition[]>> = {
  fix: machineOf('fix'),
  maint: machineOf('maint'),
  inspect: machineOf('inspect'),
  planFix: machineOf('planFix'),
};

export function findTransition(kind: WoKind, from: number, action: WoAction): WoTransition | undefined {
  return WO_MACHINE[kind].find((t) => t.from === from && t.action === action);
}

/** What the signed-in user is, relative to one order, for deciding which actions to offer. */
export interface WoViewer {
  userId: number;
  isAdmin: boolean;
  has: (code: string) => boolean;
}

/** Actions `viewer` may take on an order now (same rule the server applies). */
export function availableActions(
  order: { kind: WoKind; status: number; execBy: number | null; acceptBy: number | null },
  viewer: WoViewer,
): WoAction[] {
  return WO_MACHINE[order.kind]
    .filter((t) => t.from === order.status)
    .filter((t) => viewer.isAdmin || viewer.has(t.code))
    .filter((t) => {
      if (viewer.isAdmin || t.actor === 'manager') return true;
      if (t.actor === 'executor') return order.execBy === viewer.userId;
      return order.acceptBy === viewer.userId;
    })
    .map((t) => t.action);
}

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

/** SPEC §5: report content and remark at most 100 characters; other free texts follow the same limit. */
export const WO_TEXT_MAX = 100;
/** Parts per handling, photos and videos per stage. */
export const WO_PARTS_MAX = 50;
export const WO_ATTACHMENTS_MAX = 9;
/** SPEC §5 "In one table the unit selector is enabled only when asset type code is 1034." */
export const ASSET_TYPE_WITH_UNIT = '1034';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Text100 = Type.String({ maxLength: WO_TEXT_MAX });
/** 'YYYY-MM-DD HH:mm:ss' (SPEC §5 value format), China time. */
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Id = Type.Integer({ minimum: 1 });

/** SPEC §3 attachmentList item (bucket, prefix, storeName) plus the file id to download it by. */
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
  /** asset type code; the unit applies only to type 1034 (SPEC §5) */
  assetType: Type.String(),
  unit: Type.String(),
});
export type WoPart = Static<typeof WoPart>;

export const WoPartInput = Type.Object({
  partsCode: Type.String({ minLength: 1, maxLength: 40 }),
  partsName: Type.String({ minLength: 1, maxLength: 20 }),
  partsSpecs: Type.String({ maxLength: 20 }),
  quantity: Type.Number({ exclusiveMinimum: 0, maximum: 999999999 }),
  assetType: Type.Optional(Type.String({ maxLength: 10 })),
  unit: Type.Optional(Type.String({ maxLength: 10 })),
});
export type WoPartInput = Static<typeof WoPartInput>;

/** One row of the lists (SPEC §3 "Repair task" list fields plus status and who holds it). */
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

/** Process log entry (SPEC §3): logObj fields depend on logType. */
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

/** GET …/{kind}/{id}: everything the detail and acceptance dialogs show (SPEC §2, §3). */
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
    /** report time window, 'YYYY-MM-DD HH:mm:ss' */
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  }),
]);
export type WoListQuery = Static<typeof WoListQuery>;

/** accept/list and copyTo/list span every kind: the same query plus an optional kind. */
export const WoAnyKindListQuery = Type.Composite([
  WoListQuery,
  Type.Object({ kind: Type.Optional(Type.Union(WO_KINDS.map((k) => Type.Literal(k)))) }),
]);
export type WoAnyKindListQuery = Static<typeof WoAnyKindListQuery>;

export const WoKindParams = Type.Object({ kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))) });
export const WoIdParams = Type.Object({ id: Id });
export const WoKindIdParams = Type.Object({ kind: Type.Union(WO_KINDS.map((k) => Type.Literal(k))), id: Id });

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
export type WoCreateBody = Static<typeof WoCreateBody>;

/** POST …/{kind}/{id}/dispatch (log 3). */
export const WoDispatchBody = Type.Object({ execBy: Id, execTime: Type.Optional(DateTime) });
export type WoDispatchBody = Static<typeof WoDispatchBody>;

/** POST …/{kind}/{id}/forward (log 99). */
export const WoForwardBody = Type.Object({ execBy: Id, reason: Type.Optional(Text100) });
export type WoForwardBody = Static<typeof WoForwardBody>;

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
        result: Type.Union([Type.Literal('normal'), Type.Literal('abnormal')]),
        remark: Type.Optional(Type.String({ maxLength: 50 })),
      }),
      { maxItems: 50 },
    ),
  ),
});
export type WoHandleBody = Static<typeof WoHandleBody>;

/** POST /api/system/base/task/approval (SPEC §7 "body not shown"): the audit (log 2). */
export const WoApprovalBody = Type.Object({
  taskId: Id,
  approvalResult: Type.Union([Type.Literal(VERDICT.PASS), Type.Literal(VERDICT.REJECT)]),
  approvalDesc: Type.String({ maxLength: WO_TEXT_MAX }),
});
export type WoApprovalBody = Static<typeof WoApprovalBody>;

/** POST …/{kind}/{id}/acceptDispatch (log 4). */
export const WoAcceptDispatchBody = Type.Object({ acceptBy: Id });
export type WoAcceptDispatchBody = Static<typeof WoAcceptDispatchBody>;

/** POST …/{kind}/{id}/accept (log 5). A rejection needs a description. */
export const WoAcceptBody = Type.Object({
  acceptResult: Type.Union([Type.Literal(VERDICT.PASS), Type.Literal(VERDICT.REJECT)]),
  acceptDesc: Type.String({ maxLength: WO_TEXT_MAX }),
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
  videoIds: Type.Optional(Type.Array(Id, { maxItems: WO_ATTACHMENTS_MAX })),
});
export type WoAcceptBody = Static<typeof WoAcceptBody>;

/** POST …/inspect/{id}/{itemId}/raise: an abnormal check item becomes a repair order in one step. */
export const WoRaiseBody = Type.Object({
  reportContent: Type.Optional(Type.String({ maxLength: WO_TEXT_MAX })),
});
export type WoRaiseBody = Static<typeof WoRaiseBody>;

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
export type TaskLogSum = Static<typeof TaskLogSum>;

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

/** The kind of an order from its task number's prefix (KIND_NO_PREFIX), for messages that carry only the number. */
export function kindOfTaskNo(taskNo: string): WoKind | null {
  const match = WO_KINDS.find((k) => taskNo.startsWith(KIND_NO_PREFIX[k]));
  return match ?? null;
}
