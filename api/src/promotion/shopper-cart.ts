import type { FastifyRequest } from 'fastify';
import { cartOwner, cartUuidOf } from '../cart/cart-owner';
import { CART_NOT_FOUND } from '../cart/cart-rules';
import { findAccountCart, findGuestCart } from '../cart/cart-store';
import type { Database } from '../db/client';
import { notFound } from '../http/envelope';

export interface Shopper {
  accountId?: number;
  /** The cart to price; undefined = no cart yet (an empty quote). */
  cartId?: number;
}

/**
 * The shopper and the cart a calculator prices (spec §7 Promotion), read-only: with a token, the
 * account's cart (a cartUUID is ignored; merging happens at the cart endpoint); a guest's cart by its
 * UUID — unknown or an account's answers 404 "This cart does not exist", exactly like the cart endpoint.
 */
export async function shopperCart(database: Database, request: FastifyRequest, rawUuid: string | null | undefined): Promise<Shopper> {
  const accountId = cartOwner(request);
  const uuid = cartUuidOf(rawUuid);
  if (accountId !== undefined) return { accountId, cartId: (await findAccountCart(database.db, accountId))?.id };
  if (uuid === undefined) return {};
  const cart = await findGuestCart(database.db, uuid);
  if (!cart) throw notFound(CART_NOT_FOUND);
  return { cartId: cart.id };
}
