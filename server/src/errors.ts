/**
 * The one error path of the API (docs/architecture.md §3 errors table, §5 "no stack trace reaches a user"):
 * every failure leaves as `{code, msg}` with the matching HTTP status.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ResultCode } from '../../contract/common';

export const MSG = {
  UNAUTHORIZED: '认证失败，无法访问系统资源',
  FORBIDDEN: '没有权限，请联系管理员授权',
  INTERNAL: '服务器内部错误',
} as const;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    msg: string,
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

/** Missing, or outside the caller's factories for an object fetched by id (never reveal that it exists). */
export const notFound = (msg: string): AppError => new AppError(404, ResultCode.NOT_FOUND, msg);

/** No permission (the route's code, an admin-only change), or a named factory outside the caller's scope. */
export const forbidden = (msg: string = MSG.FORBIDDEN): AppError =>
  new AppError(403, ResultCode.FORBIDDEN, msg);

export const unauthorized = (): AppError => new AppError(401, ResultCode.UNAUTHORIZED, MSG.UNAUTHORIZED);

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
 * Every failure is the bare envelope, serialised as is: a route's response schema describes its success
 * (`{code, msg, data}`), and a refusal leaves with HTTP 200 but without data.
 */
function send(reply: FastifyReply, status: number, code: number, msg: string): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send({ code, msg });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.httpStatus, error.code, error.message);
    if (error.validation) return send(reply, 400, ResultCode.BAD_REQUEST, error.message);
    const status = error.statusCode ?? 500;
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large) carry safe English messages.
    if (status >= 400 && status < 500) return send(reply, status, status, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, ResultCode.ERROR, MSG.INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const msg = path.startsWith('/api/') ? `接口不存在：${request.method} ${path}` : 'Not Found';
    return send(reply, 404, ResultCode.NOT_FOUND, msg);
  });
}
