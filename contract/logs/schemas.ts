/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type, type Static } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery } from '../common/schemas';
import { LOG_RETENTION, LOG_STATUS, LOGIN_EVENTS, LOGIN_REASONS, OPER_ACTIONS } from './index';

export * from './index';

/** 'YYYY-MM-DD HH:mm:ss' China time; whether it is a real moment the route checks (400 naming the field). */
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Status = Type.Union([Type.Literal(LOG_STATUS.SUCCESS), Type.Literal(LOG_STATUS.FAIL)]);
const Action = Type.Union(OPER_ACTIONS.map((a) => Type.Literal(a)));
const Event = Type.Union(LOGIN_EVENTS.map((e) => Type.Literal(e)));
const Reason = Type.Union(LOGIN_REASONS.map((r) => Type.Literal(r)));
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

const TimeRange = Type.Object({
  beginTime: Type.Optional(DateTime),
  endTime: Type.Optional(DateTime),
});

export const OperLogFilter = Type.Composite([
  TimeRange,
  Type.Object({
    operName: Type.Optional(Type.String({ maxLength: 64 })),
    title: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Status),
  }),
]);
export type OperLogFilter = Static<typeof OperLogFilter>;
export const OperLogListQuery = Type.Composite([PageQuery, OperLogFilter]);
export type OperLogListQuery = Declared.OperLogListQuery;

const operRowFields = {
  operId: Type.Integer(),
  title: Type.String(),
  businessType: Action,
  requestMethod: Type.String(),
  operUrl: Type.String(),
  targetId: NullableString,
  operUserId: NullableInteger,
  operName: Type.String(),
  operIp: Type.String(),
  httpStatus: Type.Integer(),
  resultCode: NullableInteger,
  status: Status,
  errorMsg: Type.String(),
  costTime: Type.Integer(),
  operTime: Type.String(),
};
export const OperLogRow = Type.Object(operRowFields);
export type OperLogRow = Declared.OperLogRow;

export const OperLogDetail = Type.Object({ ...operRowFields, operParam: Type.String() });
export type OperLogDetail = Declared.OperLogDetail;

export const OperLogDetailReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: OperLogDetail,
});
export type OperLogDetailReply = Declared.OperLogDetailReply;

export const OperLogIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const LogRetention = Type.Object({
  days: Type.Integer({ minimum: LOG_RETENTION.MIN_DAYS, maximum: LOG_RETENTION.MAX_DAYS }),
});
export type LogRetention = Declared.LogRetention;

export const LogRetentionReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: LogRetention,
});
export type LogRetentionReply = Declared.LogRetentionReply;

export const LoginLogFilter = Type.Composite([
  TimeRange,
  Type.Object({
    userName: Type.Optional(Type.String({ maxLength: 64 })),
    ipaddr: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Status),
  }),
]);
export type LoginLogFilter = Static<typeof LoginLogFilter>;
export const LoginLogListQuery = Type.Composite([PageQuery, LoginLogFilter]);
export type LoginLogListQuery = Declared.LoginLogListQuery;

export const LoginLogRow = Type.Object({
  infoId: Type.Integer(),
  userName: Type.String(),
  event: Event,
  status: Status,
  reason: Reason,
  msg: Type.String(),
  ipaddr: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.String(),
});
export type LoginLogRow = Declared.LoginLogRow;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof OperLogListQuery, Declared.OperLogListQuery>(true),
  same<typeof OperLogRow, Declared.OperLogRow>(true),
  same<typeof OperLogDetail, Declared.OperLogDetail>(true),
  same<typeof OperLogDetailReply, Declared.OperLogDetailReply>(true),
  same<typeof LogRetention, Declared.LogRetention>(true),
  same<typeof LogRetentionReply, Declared.LogRetentionReply>(true),
  same<typeof LoginLogListQuery, Declared.LoginLogListQuery>(true),
  same<typeof LoginLogRow, Declared.LoginLogRow>(true),
] as const;
