import { badRequest } from '../http/envelope';

const CONTROL = /[\u0000-\u001f\u007f]/;

/** 400 at the first of `fields` (dotted paths into `input`) whose text holds a control character (NUL, …). */
export function assertPlainText(input: unknown, fields: readonly string[]): void {
  for (const field of fields) {
    const value = field.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), input);
    if (typeof value === 'string' && CONTROL.test(value)) {
      const message = 'contains characters that are not allowed';
      throw badRequest(`${field} ${message}`, [{ field, message }]);
    }
  }
}
