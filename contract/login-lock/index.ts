/**
 * The sign-in throttle's counters as administrators see and lift them (docs/architecture.md §3 "Sign-in throttle"):
 * the 登录锁定 page under 系统管理. Its schemas are in ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/** What a counter counts: failures of one account from one address, of one address, or of one account. */
export const LOCK_KIND = { PAIR: 'pair', ADDRESS: 'address', ACCOUNT: 'account' } as const;
export type LockKind = (typeof LOCK_KIND)[keyof typeof LOCK_KIND];

/**
 * A counter's key (the unlock's body): the server's throttle names its counters with these, and the 登录日志 page lifts
 * an account's pair and pace counters from a row with them. Account names are lower case, both cut to 64 characters.
 */
export const lockKey = {
  pair: (account: string, address: string) =>
    `pair:${account.toLowerCase().slice(0, 64)}|${address.slice(0, 64)}`,
  address: (address: string) => `address:${address.slice(0, 64)}`,
  account: (account: string) => `account:${account.toLowerCase().slice(0, 64)}`,
};

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type LoginLockListQuery = PageQuery & {
  /** part of the account name, any case */
  account?: string;
};

export type LoginLockRow = {
  key: string;
  kind: LockKind;
  /** lower-case account name; null for an address counter */
  account: string | null;
  /** null for an account counter */
  address: string | null;
  failCount: number;
  windowStart: string;
  /** when the hold ends (a lock, or the account's pace); null: counting, not holding */
  lockedUntil: string | null;
  /** seconds of hold left on the server's clock; 0: none */
  holdSeconds: number;
};

export type LoginUnlockBody = {
  key: string;
};
