import { isApiError, NETWORK_MESSAGE } from '../api';

export interface ServerFormErrors<F extends string> {
  /** Messages the server tied to one of the form's fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the whole form, when no field took it. */
  form?: string;
}

/**
 * Splits a failed submit into field messages (the API's `fieldErrors` for fields this form has) and
 * a form message (everything else: rate limits, network, server errors).
 */
export function serverFormErrors<F extends string>(error: unknown, fields: readonly F[], fallback = 'Something went wrong. Please try again.'): ServerFormErrors<F> {
  const result: ServerFormErrors<F> = { fields: {} };
  if (isApiError(error)) {
    for (const f of error.fieldErrors ?? []) {
      if ((fields as readonly string[]).includes(f.field) && !result.fields[f.field as F]) result.fields[f.field as F] = f.message;
    }
  }
  if (Object.keys(result.fields).length) return result;
  if (isApiError(error) && (error.isNetworkError || error.isTimeout || error.status === undefined && Number(error.code) === 504)) {
    result.form = NETWORK_MESSAGE;
  } else {
    result.form = error instanceof Error && error.message ? error.message : fallback;
  }
  return result;
}

/**
 * Puts a failed submit's messages on a form: field messages at their fields, the rest on
 * `root.server`. Takes react-hook-form's `setError` (or anything shaped like it) and `setFocus`:
 * the first wrong field in the order of `fields` gets the focus, as a client-side error does.
 */
export function reportServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (name: F | 'root.server', error: { type?: string; message: string }) => void,
  focus: (name: F) => void,
): void {
  const found = serverFormErrors(error, fields);
  for (const [field, message] of Object.entries(found.fields) as Array<[F, string]>) setError(field, { type: 'server', message });
  if (found.form) setError('root.server', { type: 'server', message: found.form });
  const first = fields.find((field) => found.fields[field] !== undefined);
  if (first !== undefined) focus(first);
}
