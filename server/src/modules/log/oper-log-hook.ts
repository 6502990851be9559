/**
 * The operation log's recording (docs/administration.md "操作日志"): every write through the API (POST, PUT, PATCH,
 * DELETE under /api/) is queued as a row when its answer has gone, failed ones included; a batch writer inserts the
 * rows off the request path. The hooks are the route's own, added when the route is, so reads pay nothing.
 *
 * A route may say `config.operLog: false` (a read sent as a POST, the sign-in door, which the sign-in log records) or
 * name its module or action (`{ title, action }`); by default the module is the route's first OpenAPI tag and the
 * action follows from the method and the path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { LOG_STATUS, OPER_ACTION, type OperAction } from '../../../../contract/logs/schemas';
import { ResultCode } from '../../../../contract/common/schemas';
import type { Clock } from '../../shared/clock';
import type { BatchWriter } from './batch-writer';
import type { OperLogEntry } from './oper-log-repository';
import { requestSummary } from './redact';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not an operation to record; otherwise what to record it as (docs/administration.md "操作日志") */
    operLog?: false | { title?: string; action?: OperAction };
  }
  interface FastifyRequest {
    /** the envelope of a recorded write's answer, read as it was sent */
    operOutcome: { code: number | null; msg: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers longer than this are not read for their envelope: a write's envelope is short, a big one is data. */
const ENVELOPE_READ_MAX = 16_384;
const ERROR_MSG_MAX = 500;
const TARGET_MAX = 64;
const TITLE_MAX = 32;

/** A verb in the route's path says what a POST does (RuoYi's `…/delete/:id`, `…/export`). */
const PATH_VERBS: [RegExp, OperAction][] = [
  [/\/(?:delete|remove)(?:\/|$)/i, OPER_ACTION.DELETE],
  [/\/export(?:\/|$)/i, OPER_ACTION.EXPORT],
  [/\/(?:add|create)(?:\/|$)/i, OPER_ACTION.ADD],
  [/\/(?:edit|update\w*|change\w*|reset\w*)(?:\/|$)/i, OPER_ACTION.EDIT],
];

/** What a write did, unless its route says: DELETE deletes, a verb in the path, else POST adds, PUT/PATCH edit. */
export function actionOf(method: string, url: string): OperAction {
  if (method === 'DELETE') return OPER_ACTION.DELETE;
  const verb = PATH_VERBS.find(([pattern]) => pattern.test(url));
  if (verb) return verb[1];
  return method === 'POST' ? OPER_ACTION.ADD : OPER_ACTION.EDIT;
}

const scalar = (v: unknown): string | null =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;

/** The object a write is about: the route's first path parameter, else the body's id, `…Id` or `ids`. */
export function targetOf(params: unknown, body: unknown): string | null {
  const first = params && typeof params === 'object' ? Object.values(params)[0] : undefined;
  const fromParams = scalar(first);
  if (fromParams !== null) return fromParams.slice(0, TARGET_MAX);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const direct = scalar(fields.id);
  if (direct !== null) return direct.slice(0, TARGET_MAX);
  const idKey = Object.keys(fields).find((k) => /[a-z]Id$/.test(k) && scalar(fields[k]) !== null);
  if (idKey) return String(fields[idKey]).slice(0, TARGET_MAX);
  if (Array.isArray(fields.ids))
    return fields.ids
      .filter((v) => scalar(v) !== null)
      .join(',')
      .slice(0, TARGET_MAX);
  return null;
}

/** `{code, msg}` of a JSON answer, or nulls when the answer is no envelope (a file, compressed data). */
function envelopeOf(reply: FastifyReply, payload: unknown): { code: number | null; msg: string } {
  if (typeof payload !== 'string' || payload.length > ENVELOPE_READ_MAX) return { code: null, msg: '' };
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
    return { code: null, msg: '' };
  try {
    const parsed = JSON.parse(payload) as { code?: unknown; msg?: unknown };
    return {
      code: typeof parsed.code === 'number' ? parsed.code : null,
      msg: typeof parsed.msg === 'string' ? parsed.msg : '',
    };
  } catch {
    return { code: null, msg: '' };
  }
}

export interface OperLogDeps {
  writer: BatchWriter<OperLogEntry>;
  clock: Clock;
}

export function registerOperLog(app: FastifyInstance, deps: OperLogDeps): void {
  app.decorateRequest('operOutcome', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const config = route.config?.operLog;
    if (config === false || !route.url.startsWith('/api/') || !methods.some((m) => WRITES.has(m))) return;
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags;
    const title = (config?.title ?? tags?.[0] ?? '').slice(0, TITLE_MAX);
    const url = route.url;

    // callback hooks: the answer is not held for a promise
    const onSend = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (e: null, p: unknown) => void,
    ) => {
      request.operOutcome = envelopeOf(reply, payload);
      done(null, payload);
    };
    const onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (WRITES.has(request.method)) {
        const outcome = request.operOutcome ?? { code: null, msg: '' };
        const http = reply.statusCode;
        const ok = http < 400 && (outcome.code === null || outcome.code === ResultCode.OK);
        deps.writer.push({
          title,
          businessType: config?.action ?? actionOf(request.method, url),
          requestMethod: request.method,
          operUrl: url,
          targetId: targetOf(request.params, request.body),
          operUserId: request.principal?.userId ?? null,
          operName: request.principal?.userName ?? '',
          operIp: request.ip.slice(0, 64),
          operParam: requestSummary(request.query, request.body),
          httpStatus: http,
          resultCode: outcome.code,
          status: ok ? LOG_STATUS.SUCCESS : LOG_STATUS.FAIL,
          errorMsg: ok ? '' : outcome.msg.slice(0, ERROR_MSG_MAX),
          costTime: Math.round(reply.elapsedTime),
          operTime: new Date(deps.clock.now()),
        });
      }
      done();
    };
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), onSend];
    route.onResponse = [onResponse, ...(route.onResponse === undefined ? [] : [route.onResponse].flat())];
  });
}
