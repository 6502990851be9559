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
  /** a stale edit: the record changed since the form loaded it (docs/concurrency.md) */
  CONFLICT: 409,
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
/**
 * Idempotent writes (docs/architecture.md §3 "Idempotent writes"): a create or a command may carry this header; the
 * server answers a repeat of the key (same user, same request) with the first successful answer, marked with the
 * replay header, instead of writing again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** 8 to 100 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_MSG = {
  REUSED: '该请求编号已用于另一请求',
  IN_PROGRESS: '相同的请求正在处理中，请稍后刷新查看结果',
} as const;

/**
 * Optimistic concurrency (docs/concurrency.md): every record edit sends back the `version` its form loaded; an edit of
 * a record changed since is refused with HTTP 409 `{code: 409, msg, data: EditConflict}` and changes nothing.
 */
export const EDIT_CONFLICT_MSG = {
  /** who and when: the stored record's last editor (nick name) and its time, China time */
  changedBy: (who: string, when: string): string => `已被 ${who} 于 ${when} 修改，请核对后再保存`,
  /** the last editor is unknown (an account removed since) */
  CHANGED: '已被他人修改，请核对后再保存',
} as const;

/** The `data` of a 409: who changed the record last, when, its version now, and the record as the edit loads it. */
export interface EditConflict<T = unknown> {
  updateBy: string;
  updateTime: string;
  version: number;
  current: T;
}

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
