/**
 * What keeps the public screen routes cheap (docs/architecture.md §3 "Big screens and the process page"): a limit per
 * client address over the public routes together, and each answer kept a while per distinct query, so that a screen
 * left open, or many, cost one computation per period. Both live in memory per instance, bounded, on the server's
 * clock: a second instance counts and caches on its own, which is fine for public aggregates (an address gets up to
 * PUBLIC_LIMIT per instance; each instance computes its own answer once a period).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../../../contract/common/schemas';
import { SCREEN_MSG, SCREEN_RULE } from '../../../../contract/screen';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';

/** At most this many addresses are counted at once; beyond it the window started longest ago is forgotten. */
export const MAX_ADDRESSES = 10_000;
/** At most this many answers are kept; beyond it the one stored longest ago goes. */
export const MAX_ANSWERS = 200;

/** HTTP 429 of a public route, like the sign-in throttle's (docs/architecture.md §3 "Errors"). */
const tooMany = (): AppError => new AppError(429, ResultCode.TOO_MANY, SCREEN_MSG.TOO_MANY);

/** A fixed window per address from its first request: at most `limit` requests in it. */
export class AddressLimiter {
  /** Map order is the order the windows started (a new window is deleted and set again): the first is the oldest. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number = SCREEN_RULE.PUBLIC_LIMIT,
    private readonly windowMs: number = SCREEN_RULE.PUBLIC_WINDOW_MS,
  ) {}

  /** Counts a request of the address: 0 while within the limit, else the whole seconds until its window ends. */
  take(address: string): number {
    const now = this.clock.now();
    let window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(address);
      window = { start: now, count: 0 };
      this.windows.set(address, window);
      if (this.windows.size > MAX_ADDRESSES) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count <= this.limit
      ? 0
      : Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  /** The route hook: 429 with Retry-After beyond the limit, counted per `request.ip` (TRUST_PROXY decides whose). */
  hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const wait = this.take(request.ip);
    if (wait === 0) return;
    reply.header('Retry-After', String(wait));
    throw tooMany();
  };
}

/**
 * Answers per key for `ttlMs`; callers asking while one is computed share it. A failure is not kept: the next call
 * computes again (the limit above bounds how often).
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { until: number; value: T }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = SCREEN_RULE.PUBLIC_CACHE_MS,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.until > this.clock.now()) return entry.value;
    const running = this.pending.get(key);
    if (running) return running;
    const call = compute()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, call);
    return call;
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { until: this.clock.now() + this.ttlMs, value });
    if (this.entries.size > MAX_ANSWERS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
