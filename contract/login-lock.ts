/**
 * The sign-in throttle's counters as administrators see and lift them (docs/architecture.md §3 "Sign-in throttle"):
 * the 登录锁定 page under 系统管理. The schemas are login-lock-schemas.ts's (server only).
 */

/** What a counter counts: failures of one account from one address, of one address, or of one account. */
export const LOCK_KIND = { PAIR: 'pair', ADDRESS: 'address', ACCOUNT: 'account' } as const;
export type LockKind = (typeof LOCK_KIND)[keyof typeof LOCK_KIND];

export type { LoginLockListQuery, LoginLockRow, LoginUnlockBody } from './login-lock-schemas';
