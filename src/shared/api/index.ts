export { http, get, post, put, del, formBody } from './client';
export { ApiError, isApiError, editConflictOf } from './errors';
export { newIdempotencyKey, useIdempotencyKey, type IdempotencyIntent } from './idempotency';
export { setSessionHooks, refreshOnce } from './session-hooks';
export type { SessionHooks } from './session-hooks';
export type { DataResult, PageResult } from '@contract/common';
