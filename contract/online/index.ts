/**
 * 在线用户 (docs/administration.md "在线用户"): the live sign-ins as administrators see and end them, and how a
 * client learns that its session was ended by one. Its schemas are in ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/**
 * Why a sign-in ended, as the ended token's next request (HTTP 401) or refresh (code 500) says it in the envelope's
 * `error` field, so the console tells the user why they were signed out (docs/administration.md "Why a session
 * ended"). The sign-in's row keeps it (auth_login.revoke_reason), so every instance answers the same.
 */
export const SESSION_END_REASON = {
  /** an administrator's 强退 */
  FORCED: 'forced_logout',
  /** an administrator set the user's password (重置密码): every sign-in of the user ends */
  PASSWORD_RESET: 'password_reset',
  /** the user changed the password in another window or device: the sign-in that changed it goes on */
  PASSWORD_CHANGED: 'password_changed',
  /** an administrator disabled the account: every sign-in of the user ends */
  ACCOUNT_DISABLED: 'account_disabled',
  /** the sign-in's refresh chain reached its end (REFRESH_TTL_S after signing in); nobody ended it */
  EXPIRED: 'expired',
} as const;
export type SessionEndReason = (typeof SESSION_END_REASON)[keyof typeof SESSION_END_REASON];

const SESSION_END_REASONS: ReadonlySet<string> = new Set(Object.values(SESSION_END_REASON));

/** The reason named by a text (an envelope's `error`, a socket's close reason, an address parameter), or null. */
export function asSessionEndReason(value: unknown): SessionEndReason | null {
  return typeof value === 'string' && SESSION_END_REASONS.has(value) ? (value as SessionEndReason) : null;
}

export const ONLINE_MSG = {
  FORCED: '您已被管理员强制下线',
  FORCE_LOGOUT_OK: '强退成功',
  NOT_FOUND: '会话不存在或已结束',
  /** one's own session ends by signing out, not by 强退 */
  SELF: '不能强退当前会话',
} as const;

/** The `msg` beside each reason of a session's end (the server answers it in the request's language). */
export const SESSION_END_MSG: Readonly<Record<SessionEndReason, string>> = {
  [SESSION_END_REASON.FORCED]: ONLINE_MSG.FORCED,
  [SESSION_END_REASON.PASSWORD_RESET]: '管理员已重置您的密码，请使用新密码登录',
  [SESSION_END_REASON.PASSWORD_CHANGED]: '您的密码已在其他窗口或设备上修改，请使用新密码登录',
  [SESSION_END_REASON.ACCOUNT_DISABLED]: '您的账号已被管理员停用，请联系管理员',
  [SESSION_END_REASON.EXPIRED]: '您的登录已过期，请重新登录',
};

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type OnlineListQuery = PageQuery & {
  /** part of the account name, any case */
  userName?: string;
  /** part of the address */
  ipaddr?: string;
};

export type OnlineRow = {
  /** the sign-in's id (DELETE /api/monitor/online/{tokenId}); never a token */
  tokenId: number;
  userName: string;
  nickName: string;
  /** the user's current factory (top-bar picker), else the factories the user is bound to, joined by 、 */
  factoryName: string;
  /** the user sees every factory (an administrator): shown as such when no factory is named */
  allFactories: boolean;
  ipaddr: string;
  browser: string;
  os: string;
  /** China time, `YYYY-MM-DD HH:mm:ss` */
  loginTime: string;
  lastSeen: string;
  /** the row is the caller's own sign-in */
  current: boolean;
};

export type OnlineTokenParams = {
  tokenId: number;
};
