/**
 * Envelope shapes shared by every route (docs/architecture.md §3): `{code, msg, data?}` for single answers and
 * `{code, msg, rows, total}` for pages. The server validates with these schemas; the console imports
 * the Static<> types only.
 */
import { Type, type NumberOptions, type Static, type TSchema } from '@sinclair/typebox';

/** Business codes of docs/requirements.md §9 / docs/architecture.md §3. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  ERROR: 500,
  /** an outside service the call depends on is down or slow (the weather provider) */
  UNAVAILABLE: 503,
} as const;

export const Reply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
});
export type Reply = Static<typeof Reply>;

/** `{code, msg, data}` with a typed payload. */
export const DataReply = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** `{code, msg, rows, total}` page of a list. */
export const PageReply = <T extends TSchema>(row: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), rows: Type.Array(row), total: Type.Integer() });

export interface DataResult<T> {
  code: number;
  msg: string;
  data: T;
}
export interface PageResult<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** The error answer (HTTP 400/401/403/404/429/500): never a stack trace. */
export const ErrorReply = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  error: Type.Optional(Type.String()),
});
export type ErrorReply = Static<typeof ErrorReply>;

/** Paging query of every list (docs/architecture.md §3). */
export const PAGE_SIZES = [30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

/**
 * A number or null as ONE JSON-Schema type list. The server's validator coerces types, and in an anyOf of number and
 * null it coerces null to 0 in the number branch (or 0 to null with null first); with a type list it coerces only
 * when neither type matches, so null stays null and 0 stays 0 (e.g. clearing a coordinate).
 */
export const NullableNumber = (options: NumberOptions = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });
