/**
 * Idempotent writes (docs/architecture.md §3 "Idempotent writes"): a signed-in write (POST, PUT, PATCH, DELETE under
 * /api/) carrying `Idempotency-Key` is done once per user and key. The first request claims the key in the database
 * (so every instance sees it); its successful answer is kept a day and a repeat gets that answer again, marked
 * `Idempotent-Replayed: true`, instead of a second write or a conflict. A repeat that arrives while the first is still
 * running waits for its answer. A failed write (any refusal or error: nothing was changed) releases the key, so a retry
 * does it again. The same key on a different request (method, path, body) is refused with 400 naming the header.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MSG,
  IDEMPOTENT_REPLAY_HEADER,
  ResultCode,
} from '../../../contract/common/schemas';
import type { Db } from '../db/client';
import { badInput, refusal } from '../errors';
import { IdempotencyRepository } from '../modules/idempotency/repository';
import { DAY_MS } from '../shared/china-time';
import type { Clock } from '../shared/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** the key this request claimed: its answer is kept (or the claim released) as it leaves */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = 'idempotency-key';
/** How long a kept answer is replayed. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** An unanswered claim this old belongs to a write whose instance died: the key may be claimed again. */
export const IDEMPOTENCY_ABANDONED_MS = 120_000;
/** A repeat waits this long for the first request's answer, asking every POLL ms. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const POLL_MS = 100;
/**
 * Answers up to this size are kept (a write answers an id or a row, not data); a bigger one, or a file, is not kept
 * and its key released: such an answer is a read sent as a POST (an export), safe to do again.
 */
const KEEP_MAX = 1_000_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isStream = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe === 'function';

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${String(request.headers['content-length'] ?? '')}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/** A successful answer: 2xx and, for the JSON envelope, code 200. */
function succeeded(reply: FastifyReply, payload: string): boolean {
  if (reply.statusCode < 200 || reply.statusCode >= 300) return false;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return true;
  try {
    return (JSON.parse(payload) as { code?: unknown }).code === ResultCode.OK;
  } catch {
    return false;
  }
}

export function registerIdempotency(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const repo = new IdempotencyRepository(deps.db);
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (key === undefined || !WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    // Public writes (the sign-in) have no user to keep an answer for; a streamed body (an upload's bytes) is neither
    // hashed nor held back while a key is looked up: an upload sent twice is two files until the orphan sweep.
    const userId = request.principal?.userId;
    if (userId === undefined || isStream(request.body)) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw badInput(`headers/${HEADER}`, 'must be 8 to 100 letters, digits, - or _');
    const hash = requestHash(request);
    const deadline = deps.clock.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const now = deps.clock.now();
      const claimed = await repo.claim(userId, key, hash, new Date(now), {
        expiredBefore: new Date(now - IDEMPOTENCY_TTL_MS),
        abandonedBefore: new Date(now - IDEMPOTENCY_ABANDONED_MS),
      });
      if (claimed) {
        request.idempotencyClaim = { userId, key };
        return;
      }
      const stored = await repo.find(userId, key);
      if (stored && stored.requestHash !== hash) throw badInput(`headers/${HEADER}`, IDEMPOTENCY_MSG.REUSED);
      if (stored?.status != null) {
        return reply
          .code(stored.status)
          .header(IDEMPOTENT_REPLAY_HEADER, 'true')
          .type(stored.contentType ?? 'application/json; charset=utf-8')
          .send(stored.body ?? '');
      }
      // Still running elsewhere (or released just now: the loop claims it).
      if (stored && deps.clock.now() >= deadline) throw refusal(IDEMPOTENCY_MSG.IN_PROGRESS);
      if (stored) await pause(POLL_MS);
    }
  });

  // Before the compression's onSend (registered after this): the answer is kept as the route wrote it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (typeof payload === 'string' && payload.length <= KEEP_MAX && succeeded(reply, payload)) {
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await repo.keep(claim.userId, claim.key, reply.statusCode, type, payload);
    } else {
      await repo.release(claim.userId, claim.key);
    }
    return payload;
  });
}
