import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VisitorKey } from '../geo/geo-schemas';
import { badRequest, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { sqlRows } from './cart-catalog';
import { cartOwner } from './cart-owner';
import { CART_NOT_FOUND, parseCartUuid, UUID_MESSAGE } from './cart-rules';

export const CART_PING_PATH = '/order/public/buyer/public/:key/ping/:id';

const CartPingParams = Type.Object({ key: VisitorKey, id: Type.String({ maxLength: 64 }) });

export interface CartPing {
  cartUUID: string;
  /** Σ itemCount of the cart's lines. */
  count: number;
  /** ISO time of the cart's last change. */
  updatedAt: string;
}

/**
 * The cart ping (spec §7 Cart: GET /order/public/buyer/public/{key}/ping/{id}): how many items a cart
 * holds and when it last changed, so a tab can tell that another tab changed the cart without loading
 * its lines. `key` is the visitor key (checked for shape, not an identity), `id` the cartUUID. The
 * same ownership as the cart itself: a guest cart by its UUID alone; an account's cart only with that
 * account's token (its UUID without the token is "This cart does not exist", like an unknown one).
 */
export async function cartPingRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(CART_PING_PATH, { schema: { params: CartPingParams } }, async (request) => {
    const accountId = cartOwner(request);
    const uuid = parseCartUuid(request.params.id);
    if (!uuid) throw badRequest(`id ${UUID_MESSAGE}`, [{ field: 'id', message: UUID_MESSAGE }]);
    const [cart] = await sqlRows<{ accountId: number | null; count: number; updatedAt: Date | string }>(
      database.db,
      sql`select c.account_id as "accountId", coalesce(sum(l.item_count), 0)::int as count, c.updated_at as "updatedAt"
          from cart c left join cart_line l on l.cart_id = c.id
          where c.uuid = ${uuid} group by c.id`,
    );
    const reachable = cart && (cart.accountId === null || Number(cart.accountId) === accountId);
    if (!reachable) throw notFound(CART_NOT_FOUND);
    const ping: CartPing = { cartUUID: uuid, count: Number(cart.count), updatedAt: new Date(cart.updatedAt).toISOString() };
    return ok(ping);
  });
}
