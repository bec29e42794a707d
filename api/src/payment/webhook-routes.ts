import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/config';
import type { Database } from '../db/client';
import { badRequest, notFound, ok } from '../http/envelope';
import { handleWebhook } from './handle-webhook';
import { PaymentVerificationError } from './provider';
import { paymentRegistry } from './registry';

export const WEBHOOK_PATH = '/order/public/payment/webhook/:provider';
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * The providers' webhooks. Signatures are over the exact bytes sent, so this plugin (and only it:
 * Fastify scopes content type parsers to the plugin) keeps every body as a raw string.
 */
export async function webhookRoutes(app: FastifyInstance, { config, database }: { config: ApiConfig; database: Database }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
  const registry = paymentRegistry(config);

  app.post<{ Params: { provider: string }; Body: string }>(WEBHOOK_PATH, async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    try {
      const outcome = await handleWebhook({ database, registry, config, log: request.log }, request.params.provider, request.headers, rawBody);
      if (outcome.status === 'unknown-provider') throw notFound('No such payment provider');
      return ok({ received: true });
    } catch (error) {
      if (error instanceof PaymentVerificationError) throw badRequest(error.message);
      throw error;
    }
  });
}
