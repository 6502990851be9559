/** Code of an ApiError for a call that got no answer at all (network failure or timeout). */
export const NO_RESPONSE = 0;

/** A refused or failed call. `shown` tells callers the client already told the user. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  shown: boolean;
  /** the envelope's `error`, when the server gave a machine-readable reason (e.g. `forced_logout`) */
  readonly reason: string | undefined;

  constructor(message: string, code: number, status?: number, shown = false, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.shown = shown;
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
