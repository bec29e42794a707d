import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import { applyPaymentResult } from '../orders/apply-payment-result';
import { findPaymentByPublicId } from '../orders/order-store';
import { orderView } from '../orders/order-view';
import type { RouteDeps } from '../routes';
import { CallbackBody } from './payment-schemas';
import { PaymentVerificationError } from './provider';
import { paymentRegistry } from './registry';
import { RETURN_NOT_VERIFIED } from './test-gateway/test-gateway';

export const PAYMENT_CALLBACK_PATH = '/order/public/buyer/payment/callback';

/**
 * The storefront's /paymentCallback page hands over what the provider put on the return URL. The
 * provider that issued it verifies it (an unknown payment or a wrong signature: 400 "This payment
 * result could not be verified", nothing applied); the result is applied once (the webhook may have
 * done it already) and the order is answered. The guest's page already holds the order's access key.
 */
export async function callbackRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const registry = paymentRegistry(config);

  r.post(PAYMENT_CALLBACK_PATH, { schema: { body: CallbackBody } }, async (request) => {
    const ctx = { database, registry, config, log: request.log };
    const payment = await findPaymentByPublicId(database.db, request.body.paymentId);
    const provider = payment ? registry.provider(payment.provider) : undefined;
    if (!payment || !provider) throw badRequest(RETURN_NOT_VERIFIED, [{ field: 'sig', message: RETURN_NOT_VERIFIED }]);
    let verified;
    try {
      verified = provider.verifyReturn(request.body);
    } catch (error) {
      if (error instanceof PaymentVerificationError) throw badRequest(error.message, [{ field: 'sig', message: error.message }]);
      throw error;
    }
    const order = await applyPaymentResult(ctx, verified.paymentId, verified.result);
    if (!order) throw badRequest(RETURN_NOT_VERIFIED, [{ field: 'sig', message: RETURN_NOT_VERIFIED }]);
    return ok({ order: await orderView(database.db, order) });
  });
}
