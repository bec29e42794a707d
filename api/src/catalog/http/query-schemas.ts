import { Type, type TSchema } from '@sinclair/typebox';
import { badRequest } from '../../http/envelope';

/** Query pieces the catalog endpoints share (TypeBox; ajv coerces query strings). */
export const AttributeValueId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Vehicle: id of the deepest chosen taxonomy node' });
export const ItemId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Page = Type.Integer({ minimum: 1, maximum: 1_000, default: 1 });
export const pageSize = (defaultSize: number, maximum = 100) => Type.Integer({ minimum: 1, maximum, default: defaultSize });
/** Comma-joined ids (spec §7: GET array parameters are comma-joined), checked by `idList`. */
export const IdList = Type.String({ maxLength: 1_000 });
export const Keyword = Type.String({ maxLength: 200 });

export function strictQuery<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

/** enum (not a union of literals) so a wrong value gets one clear message listing the allowed ones. */
export function oneOf<T extends string>(values: readonly T[], defaultValue?: T) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...(defaultValue ? { default: defaultValue } : {}) });
}

/** "3,14,15" → [3, 14, 15]; a 400 naming the field for anything else. Undefined stays undefined. */
export function idList(value: string | undefined, field: string): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length > 100 || !parts.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0)) {
    throw badRequest(`${field} must be comma-separated ids, e.g. 3,14`, [{ field, message: 'must be comma-separated ids, e.g. 3,14' }]);
  }
  return [...new Set(parts.map(Number))];
}
