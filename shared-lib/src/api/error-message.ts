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
