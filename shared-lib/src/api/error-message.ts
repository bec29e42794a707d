/**
 * What a shopper reads when a call fails without a message from the API (spec §8 "Error message
 * text" falls back to the transport's text, which says "Network Error" or "timeout of 10000ms
 * exceeded"; these are the shop's sentences for the same cases).
 */
export const NETWORK_MESSAGE = 'We could not reach the shop. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The shop is taking too long to answer. Please try again.';
export const SERVER_TROUBLE_MESSAGE = 'Something went wrong on our side. Please try again.';
export const REQUEST_FAILED_MESSAGE = 'That did not work. Please try again.';

/** The shop's sentence for an HTTP answer that carries no message of its own. */
export function statusMessage(status: number | undefined): string {
  return status !== undefined && status >= 500 ? SERVER_TROUBLE_MESSAGE : REQUEST_FAILED_MESSAGE;
}

export interface FieldError {
  field: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function messageText(value: unknown): string {
  if (Array.isArray(value)) return messageText(value[0]);
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Normalises a body's `fieldErrors` — an array of `{ field, message }` or a map
 * field → message — to an array. Returns undefined when there are none.
 */
export function fieldErrorsOf(body: unknown): FieldError[] | undefined {
  if (!isRecord(body)) return undefined;
  const raw = body.fieldErrors;
  let list: FieldError[];
  if (Array.isArray(raw)) {
    list = raw.filter(isRecord).map((entry) => ({
      field: messageText(entry.field),
      message: messageText(entry.message),
    }));
  } else if (isRecord(raw)) {
    list = Object.entries(raw).map(([field, message]) => ({ field, message: messageText(message) }));
  } else {
    return undefined;
  }
  return list.length > 0 ? list : undefined;
}

/**
 * Error text for a failed call (spec §8): the body's `message`, else the first
 * fieldErrors entry as "field message", else the body's `msg`, else `fallback`.
 */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (!isRecord(body)) return fallback;
  const message = nonEmptyString(body.message);
  if (message) return message;
  const first = fieldErrorsOf(body)?.[0];
  if (first) return `${first.field} ${first.message}`.trim();
  return nonEmptyString(body.msg) ?? fallback;
}
