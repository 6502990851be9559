/**
 * Sign-in throttling (docs/architecture.md §3 "Sign-in throttle"). Three counters of failed attempts, in the database
 * so every instance shares them:
 * - per account and address pair: 5 failures in 15 min lock that pair, 30 s doubling to 15 min. The owner at another
 *   address is not touched by it;
 * - per address, across accounts: 20 failures in 15 min lock the address the same way (one address spraying names);
 * - per account, across addresses: past 20 failures in 24 h, attempts from addresses the account has not signed in
 *   from are paced (1 s more for each failure beyond, at most 60 s apart), never refused outright. An address with a
 *   successful sign-in in the last 90 days is never paced.
 * An attempt is counted as a failure before its password is checked, in one transaction holding the counters' rows,
 * so attempts sent at once (to any instance) cannot check more passwords than the limits allow; a success takes its
 * count back.
 */
import { lockKey } from '../../../../contract/login-lock';
import { tooMany } from '../../errors';

export const THROTTLE = {
  WINDOW_MS: 15 * 60_000,
  PAIR_LIMIT: 5,
  ADDRESS_LIMIT: 20,
  FIRST_DELAY_MS: 30_000,
  MAX_DELAY_MS: 15 * 60_000,
  ACCOUNT_WINDOW_MS: 24 * 3_600_000,
  ACCOUNT_CEILING: 20,
  PACE_STEP_MS: 1_000,
  MAX_PACE_MS: 60_000,
  KNOWN_ADDRESS_MS: 90 * 24 * 3_600_000,
} as const;

export const THROTTLE_MSG = (seconds: number): string => `登录失败次数过多，请${seconds}秒后再试`;

/** Lock length after the n-th failure of a window: 30 s at the limit, doubling after, at most 15 min. */
export function lockDelayMs(failCount: number, limit: number): number {
  if (failCount < limit) return 0;
  return Math.min(THROTTLE.FIRST_DELAY_MS * 2 ** (failCount - limit), THROTTLE.MAX_DELAY_MS);
}

/** Least time between attempts on an account from unknown addresses after its n-th failure of the day. */
export function paceMs(failCount: number): number {
  if (failCount <= THROTTLE.ACCOUNT_CEILING) return 0;
  return Math.min(THROTTLE.PACE_STEP_MS * (failCount - THROTTLE.ACCOUNT_CEILING), THROTTLE.MAX_PACE_MS);
}

/** One counter an attempt touches: its row key, and what it counts for the administrators' list. */
export interface AttemptKey {
  kind: 'pair' | 'address' | 'account';
  key: string;
  account: string | null;
  address: string | null;
}

export type AttemptKind = AttemptKey['kind'];

/** The rule of each counter: its window and the hold after its n-th failure. */
export const RULES: Record<AttemptKind, { windowMs: number; holdMs: (failCount: number) => number }> = {
  pair: { windowMs: THROTTLE.WINDOW_MS, holdMs: (n) => lockDelayMs(n, THROTTLE.PAIR_LIMIT) },
  address: { windowMs: THROTTLE.WINDOW_MS, holdMs: (n) => lockDelayMs(n, THROTTLE.ADDRESS_LIMIT) },
  account: { windowMs: THROTTLE.ACCOUNT_WINDOW_MS, holdMs: paceMs },
};

/** The counters one attempt touches. Account names are case-insensitive, like sign-in itself. */
export function attemptKeys(userName: string, address: string): AttemptKey[] {
  const account = userName.toLowerCase().slice(0, 64);
  const addr = address.slice(0, 64);
  return [
    { kind: 'pair', key: lockKey.pair(account, addr), account, address: addr },
    { kind: 'address', key: lockKey.address(addr), account: null, address: addr },
    { kind: 'account', key: lockKey.account(account), account, address: null },
  ];
}

/** An attempt under way: counted as failed until `succeeded` says otherwise. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** What the throttle needs of its store (throttle-repository.ts), named here so the rules import no SQL. */
export interface AttemptStore {
  reserve(keys: AttemptKey[], now: Date, signedIn: boolean): Promise<number>;
  succeeded(keys: AttemptKey[], now: Date): Promise<void>;
}

export class LoginThrottle {
  constructor(private readonly repo: AttemptStore) {}

  /**
   * Counts an attempt before its password is checked, or throws the 429 refusal while a counter it touches holds.
   * `signedIn`: the caller proved the account already (a password change), so the account's pace does not apply.
   */
  async begin(userName: string, address: string, now: Date, signedIn = false): Promise<Attempt> {
    const keys = attemptKeys(userName, address);
    const waitMs = await this.repo.reserve(keys, now, signedIn);
    if (waitMs > 0) throw tooMany(THROTTLE_MSG(Math.ceil(waitMs / 1000)));
    return { succeeded: () => this.repo.succeeded(keys, now) };
  }
}
