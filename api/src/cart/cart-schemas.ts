import { Type, type Static } from '@sinclair/typebox';
import { MAX_ITEMS_PER_REQUEST } from './cart-rules';

/**
 * Request schemas of the cart (spec §7 Cart). Extra properties the storefront sends with a line
 * (needAddCarModel, attributeValueId, status, …) are accepted and ignored. What depends on the action
 * (itemId and itemCount are required for UPDATE only) and the UUID / item type shapes are checked
 * by the handler, with messages naming the field.
 */
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const CartUuidText = Type.String({ maxLength: 64 });
const Name = Type.String({ minLength: 1, maxLength: 120 });
const IdText = Type.String({ maxLength: 20 });

/** The vehicle the part was chosen for (the cart's current-vehicle search parameter). */
export const CarModel = Type.Object({
  make: Name,
  model: Name,
  year: Type.String({ minLength: 1, maxLength: 10 }),
  makeId: Type.Optional(IdText),
  modelId: Type.Optional(IdText),
  yearId: Type.Optional(IdText),
});
export type CarModelInput = Static<typeof CarModel>;

export const CartLineInput = Type.Object({
  itemId: Type.Optional(Id),
  skuId: Id,
  itemType: Type.Optional(Type.String({ maxLength: 32 })),
  bundleId: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 })),
  itemCount: Type.Optional(Type.Number()),
  /**
   * UPDATE: the count the shopper's page showed when it asked for itemCount. The server then applies
   * the difference to the line as it is now, so two tabs adding at the same time both count.
   */
  previousCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  carModel: Type.Optional(Type.Unsafe<CarModelInput | null>({ ...CarModel, type: ['object', 'null'] })),
});
export type CartLineInput = Static<typeof CartLineInput>;

export const CartChangeBody = Type.Object({
  action: Type.Unsafe<'UPDATE' | 'DELETE'>({ type: 'string', enum: ['UPDATE', 'DELETE'] }),
  cartUUID: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64 })),
  items: Type.Array(CartLineInput, { minItems: 1, maxItems: MAX_ITEMS_PER_REQUEST }),
});
export type CartChangeBody = Static<typeof CartChangeBody>;

export const CartQuery = Type.Object({ cartUUID: Type.Optional(CartUuidText) });
