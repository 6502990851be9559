/**
 * Sign-in throttling per account and per address with growing delays (docs/architecture.md §3). Counters live in the
 * database so every instance sees them. Delays are capped and the window expires, so nobody can lock
 * another user out for good; the address limit is higher because offices share one address.
 */
import { AppError } from '../../errors';
import { ResultCode } from '../../../../contract/common-schemas';
import type { ThrottleRepository } from './throttle-repository';

export const THROTTLE = {
  WINDOW_MS: 15 * 60_000,
  ACCOUNT_LIMIT: 5,
  ADDRESS_LIMIT: 20,
  FIRST_DELAY_MS: 30_000,
  MAX_DELAY_MS: 15 * 60_000,
} as const;

export function tooManyAttempts(seconds: number): AppError {
  return new AppError(429, ResultCode.TOO_MANY, `登录失败次数过多，请${seconds}秒后再试`);
}

/** Lock length after the n-th failure of a window: 30 s at the limit, doubling after, at most 15 min. */
export function lockDelayMs(failCount: number, limit: number): number {
  if (failCount < limit) return 0;
  return Math.min(THROTTLE.FIRST_DELAY_MS * 2 ** (failCount - limit), THROTTLE.MAX_DELAY_MS);
}

export class LoginThrottle {
  constructor(private readonly repo: ThrottleRepository) {}

  private keys(userName: string, address: string): { key: string; limit: number }[] {
    return [
      { key: `user:${userName.toLowerCase()}`, limit: THROTTLE.ACCOUNT_LIMIT },
      { key: `addr:${address}`, limit: THROTTLE.ADDRESS_LIMIT },
    ];
  }

  /** Throws the 429 refusal while either the account or the address is locked. */
  async check(userName: string, address: string, now: Date): Promise<void> {
    const rows = await this.repo.find(this.keys(userName, address).map((k) => k.key));
    const waitMs = Math.max(
      0,
      ...rows.map((r) => (r.lockedUntil ? r.lockedUntil.getTime() - now.getTime() : 0)),
    );
    if (waitMs > 0) throw tooManyAttempts(Math.ceil(waitMs / 1000));
  }

  async failed(userName: string, address: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - THROTTLE.WINDOW_MS);
    for (const { key, limit } of this.keys(userName, address)) {
      const { failCount } = await this.repo.addFailure(key, now, windowStart);
      const delay = lockDelayMs(failCount, limit);
      if (delay > 0) await this.repo.lock(key, new Date(now.getTime() + delay));
    }
  }

  /** A success clears the account's counter only: one good account must not unlock a whole address. */
  async succeeded(userName: string): Promise<void> {
    await this.repo.clear(`user:${userName.toLowerCase()}`);
  }
}
