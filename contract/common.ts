/**
 * Envelope shapes shared by every route (docs/architecture.md §3): `{code, msg, data?}` for single answers and
 * `{code, msg, rows, total}` for pages. The server validates with the schemas of common-schemas.ts; the console takes
 * the constants and types from here.
 */

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

/** Paging query of every list (docs/architecture.md §3). */
export const PAGE_SIZES = [30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 100;

// The types of the route schemas, for the console (the schemas themselves are in common-schemas.ts, server only).
export type { Reply, ErrorReply, PageQuery } from './common-schemas';
