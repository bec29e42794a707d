import type { FastifyRequest } from 'fastify';
import { LOGIN_INVALID } from '../http/auth';
import { ApiHttpError, badRequest } from '../http/envelope';
import { parseCartUuid, UUID_MESSAGE } from './cart-rules';

/**
 * Who a cart request is for, shared by the cart and the calculators that read a cart (spec §7 Cart,
 * Promotion). The account of a signed-in shopper, undefined for a guest. The paths are public (guests
 * have carts), but a token that is sent must be valid: a 401 makes the storefront drop it (spec §4),
 * rather than silently answering a guest's cart to someone who believes they are signed in.
 */
export function cartOwner(request: FastifyRequest): number | undefined {
  if (request.bearerToken && !request.accountId) throw new ApiHttpError(401, LOGIN_INVALID);
  return request.accountId;
}

/** The cartUUID parameter: undefined when absent or '', lower case, or a 400 naming the field. */
export function cartUuidOf(raw: string | null | undefined): string | undefined {
  const uuid = parseCartUuid(raw);
  if (uuid === null) throw badRequest(`cartUUID ${UUID_MESSAGE}`, [{ field: 'cartUUID', message: UUID_MESSAGE }]);
  return uuid;
}
