/** The response envelope of spec §7: `{ success, httpCode, data, msg }`; errors add message and fieldErrors. */
export interface FieldError {
  field: string;
  message: string;
}

export function ok<T>(data: T) {
  return { success: true as const, httpCode: 200, data, msg: 'success' };
}

export function failure(httpCode: number, message: string, fieldErrors: FieldError[] = []) {
  return { success: false as const, httpCode, data: null, msg: message, message, fieldErrors };
}

/** Thrown by handlers for an expected failure: answered with its status and message. */
export class ApiHttpError extends Error {
  constructor(
    readonly httpCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

export const badRequest = (message: string, fieldErrors: FieldError[] = []) => new ApiHttpError(400, message, fieldErrors);
export const notFound = (message: string) => new ApiHttpError(404, message);
