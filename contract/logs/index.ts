/**
 * 操作日志 and 登录日志 under 系统管理 (docs/administration.md): every write through the API and every sign-in event,
 * their lists, details, exports and the retention setting. Its schemas are in ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/** What a recorded write did, from its method and route (docs/administration.md "操作日志"). */
export const OPER_ACTION = {
  ADD: 'add',
  EDIT: 'edit',
  DELETE: 'delete',
  EXPORT: 'export',
  OTHER: 'other',
} as const;
export type OperAction = (typeof OPER_ACTION)[keyof typeof OPER_ACTION];
export const OPER_ACTIONS = Object.values(OPER_ACTION);

/** A row's result: '0' success, '1' failure (RuoYi's status values). */
export const LOG_STATUS = { SUCCESS: '0', FAIL: '1' } as const;
export type LogStatus = (typeof LOG_STATUS)[keyof typeof LOG_STATUS];

/** What happened at the sign-in door. */
export const LOGIN_EVENT = { LOGIN: 'login', REFRESH: 'refresh', LOGOUT: 'logout' } as const;
export type LoginEvent = (typeof LOGIN_EVENT)[keyof typeof LOGIN_EVENT];
export const LOGIN_EVENTS = Object.values(LOGIN_EVENT);

/** Why a sign-in event ended as it did. */
export const LOGIN_REASON = {
  SUCCESS: 'success',
  BAD_CREDENTIALS: 'badCredentials',
  DISABLED: 'disabled',
  CAPTCHA: 'captcha',
  LOCKED: 'locked',
  CLIENT: 'client',
  REFRESH_INVALID: 'refreshInvalid',
  BAD_REQUEST: 'badRequest',
  ERROR: 'error',
} as const;
export type LoginReason = (typeof LOGIN_REASON)[keyof typeof LOGIN_REASON];
export const LOGIN_REASONS = Object.values(LOGIN_REASON);

/** Retention of both logs in days: the setting's bounds and its value before anyone changes it. */
export const LOG_RETENTION = { MIN_DAYS: 1, MAX_DAYS: 3650, DEFAULT_DAYS: 180 } as const;

/**
 * The lists count matching rows up to this many and answer one more when there are more: counting a million rows
 * takes longer than the page's 300 ms (docs/administration.md "操作日志"), and ten thousand rows are a hundred
 * pages, past which a narrower filter is the way on.
 */
export const LOG_COUNT_CAP = 10_000;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type OperLogListQuery = PageQuery & {
  /** 'YYYY-MM-DD HH:mm:ss' China time, inclusive */
  beginTime?: string;
  endTime?: string;
  /** the account name, any case, whole */
  operName?: string;
  /** the module (a route's first tag) */
  title?: string;
  status?: LogStatus;
};

export type OperLogRow = {
  operId: number;
  title: string;
  businessType: OperAction;
  requestMethod: string;
  operUrl: string;
  targetId: string | null;
  operUserId: number | null;
  operName: string;
  operIp: string;
  httpStatus: number;
  resultCode: number | null;
  status: LogStatus;
  errorMsg: string;
  costTime: number;
  operTime: string;
};

/** One row with its request summary (the detail drawer). */
export type OperLogDetail = OperLogRow & {
  operParam: string;
};

export type OperLogDetailReply = {
  code: number;
  msg: string;
  data: OperLogDetail;
};

export type LogRetention = {
  days: number;
};

export type LogRetentionReply = {
  code: number;
  msg: string;
  data: LogRetention;
};

export type LoginLogListQuery = PageQuery & {
  beginTime?: string;
  endTime?: string;
  /** the account name, any case, whole */
  userName?: string;
  /** the address, whole */
  ipaddr?: string;
  status?: LogStatus;
};

export type LoginLogRow = {
  infoId: number;
  userName: string;
  event: LoginEvent;
  status: LogStatus;
  reason: LoginReason;
  msg: string;
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: string;
};
