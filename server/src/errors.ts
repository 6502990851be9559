/**
 * The one error path of the API (docs/architecture.md §3 errors table, §5 "no stack trace reaches a user"):
 * every failure leaves as `{code, msg}` with the matching HTTP status.
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ResultCode, type EditConflict } from '../../contract/common/schemas';
import { SESSION_END_MSG, type SessionEndReason } from '../../contract/online/schemas';
import { DbUnavailableError } from './db/client';
import { JSON_TYPE } from './shared/http';

export const MSG = {
  UNAUTHORIZED: '认证失败，无法访问系统资源',
  FORBIDDEN: '没有权限，请联系管理员授权',
  INTERNAL: '服务器内部错误',
  DB_UNAVAILABLE: '数据库暂不可用，请稍后再试',
} as const;

/** Seconds a client is told to wait after the database was unreachable. */
const DB_RETRY_AFTER_S = 5;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    msg: string,
    /** a machine-readable reason beside `msg`, sent as the envelope's `error` (a session's end) */
    readonly reason?: string,
    /** the envelope's `data` of a refusal that carries one (a stale edit's stored record) */
    readonly data?: unknown,
  ) {
    super(msg);
  }
}

/*
 * The constructors every module throws (docs/architecture.md §3 "Errors"); no module builds its own. Every one
 * is thrown before anything is written, or inside the transaction it rolls back.
 */

/**
 * Bad input: HTTP 400 `{code: 400, msg}`. For the semantic checks of a field the schema cannot express;
 * `field` is named the way Ajv's errors name it (`body/idNumber`, `params/id`, `querystring/status`), so
 * the msg reads like a schema error: `body/idNumber has an invalid format`.
 */
export function badInput(field: string, why: string): AppError {
  return new AppError(400, ResultCode.BAD_REQUEST, `${field} ${why}`);
}

/**
 * A business refusal: well-formed input that the state of the world forbids (a duplicate name, a step the
 * order's status does not allow, a wrong old password, a concurrent change, a bad captcha). HTTP 200 with
 * `{code: 500, msg}` (docs/requirements.md §8: the console shows msg, as each call there says).
 */
export function refusal(msg: string): AppError {
  return new AppError(200, ResultCode.ERROR, msg);
}

/**
 * Bad input of several rows at once (an import, docs/parts.md "Import"): HTTP 400 `{code: 400, msg, data}`, `data`
 * listing every row's problem; thrown before anything is written.
 */
export const badRows = (msg: string, data: unknown): AppError =>
  new AppError(400, ResultCode.BAD_REQUEST, msg, undefined, data);

/** Missing, or outside the caller's factories for an object fetched by id (never reveal that it exists). */
export const notFound = (msg: string): AppError => new AppError(404, ResultCode.NOT_FOUND, msg);

/** No permission (the route's code, an admin-only change), or a named factory outside the caller's scope. */
export const forbidden = (msg: string = MSG.FORBIDDEN): AppError =>
  new AppError(403, ResultCode.FORBIDDEN, msg);

export const unauthorized = (): AppError => new AppError(401, ResultCode.UNAUTHORIZED, MSG.UNAUTHORIZED);

/**
 * The token's sign-in ended for a known reason (强退, a password reset or change, a disabled account, the end of its
 * refresh chain: docs/administration.md "Why a session ended"): a request is 401 and a refresh the OAuth refusal
 * (HTTP 200, code 500), both saying why in `error`, so the console tells the user.
 */
export const sessionEnded = (reason: SessionEndReason, refresh = false): AppError =>
  refresh
    ? new AppError(200, ResultCode.ERROR, SESSION_END_MSG[reason], reason)
    : new AppError(401, ResultCode.UNAUTHORIZED, SESSION_END_MSG[reason], reason);

/**
 * A stale edit (docs/concurrency.md): the record changed since the form loaded it. HTTP 409 `{code: 409, msg, data}`,
 * `data` saying who changed it, when, its version and the stored record, so the console can merge.
 */
export const conflict = (msg: string, data: EditConflict): AppError =>
  new AppError(409, ResultCode.CONFLICT, msg, undefined, data);

/** Too many of something in too short a time (sign-in failures, a day's uploads): HTTP 429. */
export const tooMany = (msg: string): AppError => new AppError(429, ResultCode.TOO_MANY, msg);

/** An outside service the answer depends on (the weather provider) failed or took too long: HTTP 503. */
export const unavailable = (msg: string): AppError => new AppError(503, ResultCode.UNAVAILABLE, msg);

/**
 * Turns Ajv's errors into one English sentence naming the field, e.g.
 * `body/username must NOT have more than 64 characters` or `body/grant_type must be one of password, refresh_token`.
 * Ajv lists a failed union of literals as one error per branch; those are folded into "one of".
 */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error(`${dataVar} is invalid`);
  const field = `${dataVar}${first.instancePath}`;
  if (first.keyword === 'required') {
    return new Error(`${field}/${String(first.params.missingProperty)} is required`);
  }
  const sameField = errors.filter((e) => e.instancePath === first.instancePath);
  const allowed = sameField.filter((e) => e.keyword === 'const').map((e) => String(e.params.allowedValue));
  if (allowed.length > 0) return new Error(`${field} must be one of ${allowed.join(', ')}`);
  if (first.keyword === 'pattern') return new Error(`${field} has an invalid format`);
  return new Error(`${field} ${first.message ?? 'is invalid'}`);
}

/**
 * Fastify's own 4xx about the form of a request, worded the way Ajv names a field, so that these 400s name one too
 * (docs/architecture.md §3 "Errors"): its body parser's (`Body is not valid JSON but …`) and its router's (a path
 * that does not decode, a path parameter past the router's 100 characters), which named none.
 */
const FRAMEWORK_MSG: Record<string, string> = {
  // also for JSON with a `__proto__` or `constructor.prototype` key, which Fastify's parser refuses to read
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body must not be empty when content-type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body does not match its content-length',
  FST_ERR_BAD_URL: 'params is not a valid URL encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'params must NOT have more than 100 characters',
};

/** Codes of a connection the client reset or closed under a request or a socket. */
const CONNECTION_GONE = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

const codeOf = (error: Error): string => {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
};

/**
 * A failure the client caused (docs/architecture.md §3 "Errors"): Fastify's own 4xx about the form of a request (a body
 * over the limit, a body that is not what its headers say, an upload aborted mid-way), or the request's connection gone
 * under it (the client disconnected). Not a defect of the server: `logClientFault` says it in one line.
 */
export function isClientFault(error: FastifyError, request: FastifyRequest): boolean {
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return true;
  // A reset of another connection (an outbound call) while the client's is fine is the server's failure.
  const socket: { destroyed: boolean } | null = request.raw.socket;
  return CONNECTION_GONE.has(codeOf(error)) && (request.raw.destroyed || socket?.destroyed === true);
}

/**
 * A failure on a live-channel socket the client caused (docs/architecture.md §3 "Errors"): its connection reset, or a
 * frame `ws` refused (`WS_ERR_*`: over maxPayload, a bad opcode, bad UTF-8…), which `ws` has already answered with the
 * matching close code.
 */
export function isSocketClientFault(error: Error): boolean {
  const code = codeOf(error);
  return CONNECTION_GONE.has(code) || code.startsWith('WS_ERR_');
}

/**
 * One warning line, without a stack: the client's doing leaves nothing to debug on the server, while a stack at error
 * level is kept for the server's own failures (docs/architecture.md §3 "Errors").
 */
export function logClientFault(log: FastifyBaseLogger, error: Error): void {
  const code = codeOf(error);
  log.warn({ code: code || undefined }, `client error: ${error.message}`);
}

/**
 * Every failure is the bare envelope, serialised as is: a route's response schema describes its success
 * (`{code, msg, data}`), and a refusal leaves with HTTP 200 but without data.
 */
function send(
  reply: FastifyReply,
  status: number,
  code: number,
  msg: string,
  error?: string,
  data?: unknown,
): FastifyReply {
  return reply
    .status(status)
    .type(JSON_TYPE)
    .serializer((payload) => JSON.stringify(payload))
    .send({ code, msg, ...(error === undefined ? {} : { error }), ...(data === undefined ? {} : { data }) });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError)
      return send(reply, error.httpStatus, error.code, error.message, error.reason, error.data);
    if (error instanceof DbUnavailableError) {
      // Not a defect of this request: one line, no stack (docs/architecture.md §3 "Errors").
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('Retry-After', String(DB_RETRY_AFTER_S));
      return send(reply, 503, ResultCode.UNAVAILABLE, MSG.DB_UNAVAILABLE);
    }
    if (error.validation) return send(reply, 400, ResultCode.BAD_REQUEST, error.message);
    if (isClientFault(error, request)) {
      logClientFault(request.log, error);
      // Fastify's own 4xx (bad JSON, unsupported media type, body too large) carry safe English messages; a client
      // that went away gets a 400 that nobody reads.
      const status = error.statusCode ?? 400;
      return send(reply, status, status, FRAMEWORK_MSG[error.code] ?? error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, ResultCode.ERROR, MSG.INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const msg = path.startsWith('/api/') ? `接口不存在：${request.method} ${path}` : 'Not Found';
    return send(reply, 404, ResultCode.NOT_FOUND, msg);
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path that does not decode, a parameter too long)
 * leave as the envelope like every other error, instead of the router's bare JSON without `code` and `msg`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    logClientFault(request.log, error);
    void send(reply, status, status, FRAMEWORK_MSG[error.code] ?? error.message);
    return;
  }
  request.log.error({ err: error }, 'router error');
  void send(reply, 500, ResultCode.ERROR, MSG.INTERNAL);
}
