import type { FieldError } from './error-message';

export const LOGIN_INVALID_MESSAGE = 'Login is invalid. Please log in again';

export type ApiErrorCode = number | string;

export interface ApiErrorInit {
  code: ApiErrorCode;
  message: string;
  data?: unknown;
  fieldErrors?: FieldError[];
  isNetworkError?: boolean;
  isTimeout?: boolean;
  status?: number;
  cause?: unknown;
}

/** What every failed API call rejects with. `msg` repeats `message` for callers reading `{ data, msg, code }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly data: unknown;
  readonly msg: string;
  readonly fieldErrors: FieldError[] | undefined;
  readonly isNetworkError: boolean;
  readonly isTimeout: boolean;
  readonly status: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.data = init.data;
    this.msg = init.message;
    this.fieldErrors = init.fieldErrors;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isTimeout = init.isTimeout ?? false;
    this.status = init.status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Codes that go to monitoring (spec §8). */
export const SERVER_ERROR_CODES: readonly number[] = [500, 502, 503, 504];

/** Numeric form of a code such as 401 or "401"; NaN when it has none. */
export function numericCode(code: ApiErrorCode | undefined): number {
  if (typeof code === 'number') return code;
  return typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : Number.NaN;
}
