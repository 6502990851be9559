/**
 * 在线用户 (docs/administration.md "在线用户"): the live sign-ins as administrators see and end them, and how a
 * client learns that its session was ended by one. Its schemas are in ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/**
 * Why a sign-in was revoked, as the revoked token's next request (HTTP 401) or refresh (code 500) says it in the
 * envelope's `error` field, so the console can tell the user why they were signed out.
 */
export const SESSION_END_REASON = {
  /** an administrator's 强退 */
  FORCED: 'forced_logout',
} as const;
export type SessionEndReason = (typeof SESSION_END_REASON)[keyof typeof SESSION_END_REASON];

export const ONLINE_MSG = {
  FORCED: '您已被管理员强制下线',
  FORCE_LOGOUT_OK: '强退成功',
  NOT_FOUND: '会话不存在或已结束',
  /** one's own session ends by signing out, not by 强退 */
  SELF: '不能强退当前会话',
} as const;

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
