/** What the work-order routes take: list queries, path params and the bodies of create and transitions. */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common-schemas';
import { VERDICT, WO_ATTACHMENTS_MAX, WO_KINDS, WO_PARTS_MAX, WO_TEXT_MAX } from './work-order-model';

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
const Id = Type.Integer({ minimum: 1 });
const Kind = Type.Union(WO_KINDS.map((k) => Type.Literal(k)));

export const WoPartInput = Type.Object({
  partsCode: Type.String({ minLength: 1, maxLength: 40 }),
  partsName: Type.String({ minLength: 1, maxLength: 20 }),
  partsSpecs: Type.String({ maxLength: 20 }),
  quantity: Type.Number({ exclusiveMinimum: 0, maximum: 999999999 }),
  assetType: Type.Optional(Type.String({ maxLength: 10 })),
  unit: Type.Optional(Type.String({ maxLength: 10 })),
});
export type WoPartInput = Static<typeof WoPartInput>;

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
export const WoAnyKindListQuery = Type.Composite([WoListQuery, Type.Object({ kind: Type.Optional(Kind) })]);
export type WoAnyKindListQuery = Static<typeof WoAnyKindListQuery>;

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

/** POST /api/system/base/task/approval (docs/requirements.md §7 "body not shown"): the audit (log 2). */
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
