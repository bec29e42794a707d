import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_INVALID } from '../http/auth';
import { ApiHttpError, notFound, ok } from '../http/envelope';
import { paymentRegistry } from '../payment/registry';
import { safeEqual } from '../payment/signing';
import type { RouteDeps } from '../routes';
import { collectPayment, nextStep } from './collect-payment';
import { currentOrder } from './expire-orders';
import { OrderConflict } from './order-errors';
import { checkPlacement, ORDER_NOT_FOUND, orderNoOf } from './order-input';
import { accessKeyHash, accessKeyOf } from './order-numbers';
import { OrderDetailQuery, PlaceOrderBody, TrackOrderBody } from './order-schemas';
import { sameEmail, TRACK_NOT_FOUND, trackingView } from './order-track';
import { findOrder, findOrderByNo, type OrderRow } from './order-store';
import type { PlaceOrderResult } from './order-types';
import { orderView } from './order-view';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import type { PaymentContext } from './payment-context';
import { placeOrder } from './place-order';
import { saveAddressIfAsked } from './save-address';

export const PLACE_ORDER_PATH = '/order/public/buyer/order';
export const ORDER_DETAIL_PATH = '/order/public/buyer/order/detail';
export const ORDER_TRACK_PATH = '/order/public/buyer/order/track';

/** Public paths (guests buy too), but a token that is sent must be valid (as for the cart). */
function orderOwner(request: FastifyRequest): number | undefined {
  if (request.bearerToken && !request.accountId) throw new ApiHttpError(401, LOGIN_INVALID);
  return request.accountId;
}

/**
 * Placing an order and reading it (spec §7 Cart → checkout; §9 payment methods). Placement:
 * Idempotency-Key header, one transaction that prices and reserves (place-order.ts), then the payment
 * (collect-payment.ts). The answer is the contract's PlaceOrderResult.
 */
export async function orderRoutes(app: FastifyInstance, { config, database, limits }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const registry = paymentRegistry(config);
  const contextOf = (request: FastifyRequest): PaymentContext => ({ database, registry, config, log: request.log });
  /** Seconds a lookup key must wait after too many misses (order detail and tracking share the limit). */
  const lookupWait = (key: string | undefined) => (key ? limits.orderLookupIp.blockedFor(key) : Promise.resolve(0));
  const tooManyLookups = (reply: FastifyReply, wait: number) => sendTooMany(reply, wait, `Too many order lookups. Please try again in ${waitText(wait)}.`);
  const currentOf = (found: OrderRow) => currentOrder(database, found);

  r.post(PLACE_ORDER_PATH, { schema: { body: PlaceOrderBody } }, async (request, reply) => {
    const accountId = orderOwner(request);
    const market = request.shopId === 2023 ? 'CA' : 'US';
    const input = checkPlacement(request.headers, request.body, market, config.corsOrigins);
    const provider = registry.forMethod(input.method);
    let placed: OrderRow;
    try {
      const placement = await database.db.transaction((tx) =>
        placeOrder(tx, { accountId, shopId: request.shopId, body: request.body, input, provider, secret: config.paymentSecret, paymentDueMinutes: config.paymentDueMinutes }),
      );
      placed = placement.order;
      if (placement.fresh && request.body.saveAddress && accountId !== undefined) await saveAddressIfAsked(database, accountId, input.address, request.log);
    } catch (error) {
      if (error instanceof OrderConflict) return reply.code(409).send(error.envelope());
      throw error;
    }
    const ctx = contextOf(request);
    await collectPayment(ctx, placed.id, input.token);
    const order = (await findOrder(database.db, placed.id))!;
    const result: PlaceOrderResult = {
      order: await orderView(database.db, order),
      ...(accountId === undefined ? { accessKey: accessKeyOf(config.paymentSecret, order.ownerKey, order.idempotencyKey) } : {}),
      next: await nextStep(ctx, order),
    };
    return ok(result);
  });

  /**
   * One order: its signed-in owner, or whoever holds the guest access key. Anything else — unknown,
   * someone else's, a wrong key — is the same 404, so order numbers reveal nothing.
   */
  r.get(ORDER_DETAIL_PATH, { schema: { querystring: OrderDetailQuery } }, async (request, reply) => {
    const accountId = orderOwner(request);
    // Guests' lookups that find nothing are limited per IP: order numbers and keys are not to be guessed.
    const guessing = accountId === undefined ? limitKey('order-lookup', request.clientIp) : undefined;
    const wait = await lookupWait(guessing);
    if (wait > 0) return tooManyLookups(reply, wait);
    const orderNo = orderNoOf(request.query);
    const found = orderNo ? await findOrderByNo(database.db, orderNo) : undefined;
    const key = request.query.key?.trim();
    const byAccount = found !== undefined && accountId !== undefined && found.accountId === accountId;
    const byKey = found !== undefined && !!key && safeEqual(accessKeyHash(key), found.accessKeyHash);
    if (!found || !(byAccount || byKey)) {
      if (guessing) await limits.orderLookupIp.hit(guessing);
      throw notFound(ORDER_NOT_FOUND);
    }
    return ok(await orderView(database.db, await currentOf(found)));
  });

  /**
   * Where an order is (/order/track, guests and buyers alike): its number and the email it was placed
   * with. Every miss is the same 404 and counts against the caller's IP, as for the detail.
   */
  r.post(ORDER_TRACK_PATH, { schema: { body: TrackOrderBody } }, async (request, reply) => {
    const guessing = limitKey('order-lookup', request.clientIp);
    const wait = await lookupWait(guessing);
    if (wait > 0) return tooManyLookups(reply, wait);
    const orderNo = orderNoOf(request.body);
    const found = orderNo ? await findOrderByNo(database.db, orderNo) : undefined;
    if (!found || !sameEmail(request.body.email, found.email)) {
      await limits.orderLookupIp.hit(guessing);
      throw notFound(TRACK_NOT_FOUND);
    }
    return ok(await trackingView(database.db, await currentOf(found)));
  });
}
