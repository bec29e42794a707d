import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, ok } from '../../http/envelope';
import { sendProviderPage } from '../../http/provider-page';
import { findPaymentByPublicId, type PaymentRow } from '../../orders/order-store';
import { CARD_METHODS, WALLET_METHODS, type PaymentMethod } from '../../orders/order-types';
import { OPEN_PAYMENT } from '../../orders/payment-outcomes';
import type { RouteDeps } from '../../routes';
import { handleWebhook } from '../handle-webhook';
import { PaymentParams, TokenBody } from '../payment-schemas';
import type { PaymentResult } from '../provider';
import { paymentRegistry } from '../registry';
import { issueToken } from './gateway-tokens';
import { formatAmount, hostedPage, methodName } from './hosted-page';
import { checkCard } from './test-cards';
import { SIGNATURE_HEADER, TEST_GATEWAY_ID, type TestGateway } from './test-gateway';

export const TOKENS_PATH = '/payment/public/test-gateway/tokens';
export const PAY_PATH = '/payment/public/test-gateway/pay/:paymentId';

const RESULT_OF_ACTION: Readonly<Record<string, PaymentResult>> = { approve: 'approved', decline: 'declined', cancel: 'cancelled' };
const RESULT_OF_STATUS: Readonly<Record<string, PaymentResult>> = { SUCCEEDED: 'approved', FAILED: 'declined', CANCELLED: 'cancelled' };
const isCard = (method: string) => CARD_METHODS.includes(method as never);

/**
 * The test gateway's own endpoints (the provider's side, served by this API): the tokenizer and the
 * hosted page. Registered in their own plugin: the page's form body parser stays here.
 */
export async function gatewayRoutes(app: FastifyInstance, { config, database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const registry = paymentRegistry(config);
  const gateway = (): TestGateway => {
    const g = registry.testGateway();
    if (!g) throw notFound('The test gateway is not configured');
    return g;
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Card → token (Luhn, expiry, CVC, test numbers); wallets get a token of a test wallet that pays. */
  r.post(TOKENS_PATH, { schema: { body: TokenBody } }, async (request) => {
    const { card } = request.body;
    const method = request.body.method as PaymentMethod;
    if (isCard(method)) {
      if (!card) throw badRequest('Please enter your card details', [{ field: 'card', message: 'Please enter your card details' }]);
      const checked = checkCard(card);
      if ('errors' in checked) throw badRequest(checked.errors[0]!.message, checked.errors);
      return ok({ token: issueToken(gateway().tokenKey, method, checked.outcome) });
    }
    if (WALLET_METHODS.includes(method)) return ok({ token: issueToken(gateway().tokenKey, method, 'succeed') });
    const message = `${methodName(method)} needs no token: the shopper is sent to ${methodName(method)} when the order is placed`;
    throw badRequest(message, [{ field: 'method', message }]);
  });

  const pageOf = async (paymentId: string) => {
    const payment = await findPaymentByPublicId(database.db, paymentId);
    if (!payment || payment.provider !== TEST_GATEWAY_ID) return undefined;
    return payment;
  };

  r.get(PAY_PATH, { schema: { params: PaymentParams } }, async (request, reply) => {
    const payment = await pageOf(request.params.paymentId);
    if (!payment) return sendProviderPage(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><h1>This payment does not exist</h1></html>');
    const open = OPEN_PAYMENT.includes(payment.status);
    const html = hostedPage({
      kind: isCard(payment.method) ? 'challenge' : 'redirect',
      paymentId: payment.publicId,
      amount: formatAmount(payment.amountCent, payment.currency),
      methodName: methodName(payment.method),
      ...(open ? {} : { closed: closedText(payment) }),
    });
    return sendProviderPage(reply, 200, html, new URL(payment.returnUrl).origin);
  });

  /**
   * The shopper's choice: recorded by sending the signed event to the shop's webhook handler
   * (in-process, as the provider's server would over HTTP), then the browser goes back to the
   * shop's return URL with the signed result (303). A settled payment just sends it back.
   */
  r.post(PAY_PATH, { schema: { params: PaymentParams } }, async (request, reply) => {
    const payment = await pageOf(request.params.paymentId);
    if (!payment) return sendProviderPage(reply, 404, '<!doctype html><html lang="en"><title>Not found</title><h1>This payment does not exist</h1></html>');
    const g = gateway();
    const action = String((request.body as Record<string, unknown> | undefined)?.action ?? '');
    let result = RESULT_OF_STATUS[payment.status];
    if (OPEN_PAYMENT.includes(payment.status)) {
      result = RESULT_OF_ACTION[action];
      if (!result) throw badRequest('Please choose Approve, Decline or Cancel', [{ field: 'action', message: 'Please choose Approve, Decline or Cancel' }]);
      const message = result === 'declined' ? (isCard(payment.method) ? 'Your card could not be authenticated.' : `${methodName(payment.method)} declined the payment.`) : undefined;
      const rawBody = JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString('hex')}`, paymentId: payment.publicId, result, ...(message ? { message } : {}) });
      await handleWebhook({ database, registry, config, log: request.log }, TEST_GATEWAY_ID, { [SIGNATURE_HEADER]: g.signWebhook(rawBody) }, rawBody);
      // The order may have timed out meanwhile: the return carries what the payment really became.
      const after = await findPaymentByPublicId(database.db, payment.publicId);
      result = (after && RESULT_OF_STATUS[after.status]) ?? result;
    }
    if (!result) throw badRequest('This payment cannot be completed');
    const back = new URL(payment.returnUrl);
    back.searchParams.set('paymentId', payment.publicId);
    back.searchParams.set('result', result);
    back.searchParams.set('sig', g.signReturn(payment.publicId, result));
    return reply.code(303).header('location', back.toString()).send();
  });
}

function closedText(payment: PaymentRow): string {
  if (payment.status === 'SUCCEEDED') return 'This payment is complete.';
  if (payment.status === 'CANCELLED') return payment.failureMessage ?? 'This payment was cancelled.';
  return payment.failureMessage ?? 'This payment was declined.';
}

