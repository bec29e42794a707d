import type { ApiErrorCode } from './api-error';

export type EnvelopeResult = { ok: true; data: unknown } | { ok: false; code: ApiErrorCode };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asCode(value: unknown): ApiErrorCode {
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/**
 * Spec §7 response handling:
 * - `{ success: boolean, httpCode }` → `data` when success, else fail with httpCode;
 * - `{ code }` → `data` when code is 200 / "200", else fail with code;
 * - anything else is returned as is.
 */
export function unwrapEnvelope(body: unknown): EnvelopeResult {
  if (isRecord(body)) {
    if (typeof body.success === 'boolean' && 'httpCode' in body) {
      return body.success ? { ok: true, data: body.data } : { ok: false, code: asCode(body.httpCode) };
    }
    if ('code' in body) {
      const { code } = body;
      return code === 200 || code === '200' ? { ok: true, data: body.data } : { ok: false, code: asCode(code) };
    }
  }
  return { ok: true, data: body };
}

/** The failure code an error body carries, if it is a failed envelope. */
export function envelopeErrorCode(body: unknown): ApiErrorCode | undefined {
  const result = unwrapEnvelope(body);
  return result.ok ? undefined : result.code;
}
