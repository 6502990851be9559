/** A refused or failed call. `shown` tells callers the client already told the user. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  shown: boolean;

  constructor(message: string, code: number, status?: number, shown = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.shown = shown;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
