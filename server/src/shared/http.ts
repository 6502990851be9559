/** Small helpers shared by route modules. */
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../../contract/common/schemas';

export const OK_MSG = '操作成功';

/** The content type of every JSON answer, also of one sent as text already serialized. */
export const JSON_TYPE = 'application/json; charset=utf-8';

export function ok<T>(data: T): { code: number; msg: string; data: T } {
  return { code: ResultCode.OK, msg: OK_MSG, data };
}

export function done(msg = OK_MSG): { code: number; msg: string } {
  return { code: ResultCode.OK, msg };
}

/** The Bearer token of the Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The path without its query string (never log or echo query strings of auth/ws paths). */
export function pathOf(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : url.slice(0, i);
}
