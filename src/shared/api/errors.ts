import type { EditConflict } from '@contract/common';

/** Code of an ApiError for a call that got no answer at all (network failure or timeout). */
export const NO_RESPONSE = 0;

/** A refused or failed call. `shown` tells callers the client already told the user. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  shown: boolean;
  /** the envelope's `error`, when the server gave a machine-readable reason (e.g. `forced_logout`) */
  readonly reason: string | undefined;
  /** the envelope's `data` of a refusal that carries one: a stale edit's EditConflict (docs/concurrency.md) */
  readonly data: unknown;

  constructor(
    message: string,
    code: number,
    status?: number,
    shown = false,
    reason?: string,
    data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.shown = shown;
    this.reason = reason;
    this.data = data;
  }
}

/** HTTP status of a stale edit (docs/concurrency.md). */
export const CONFLICT_STATUS = 409;

/** A stale edit refused with the stored record: the edit dialog that sent it shows the merge, not a toast. */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!isApiError(error) || error.status !== CONFLICT_STATUS) return null;
  const data = error.data as EditConflict | undefined;
  return data && typeof data.version === 'number' ? data : null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
