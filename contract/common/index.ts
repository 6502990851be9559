/**
 * Envelope shapes shared by every route (docs/architecture.md §3): `{code, msg, data?}` for single answers and
 * `{code, msg, rows, total}` for pages. The server validates with the schemas of ./schemas.ts; the console takes
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

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type Reply = {
  code: number;
  msg: string;
};

/** The error answer (HTTP 400/401/403/404/429/500): never a stack trace. */
export type ErrorReply = {
  code: number;
  msg: string;
  error?: string;
};

export type PageQuery = {
  pageNum?: number;
  pageSize?: number;
};
