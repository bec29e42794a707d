import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config/config';
import type { Database } from '../db/client';
import type { PaymentRegistry } from '../payment/registry';
import type { Confirmation } from './payment-outcomes';

/** What the order and payment steps need: the database, the providers, the settings and a log. */
export interface PaymentContext {
  database: Database;
  registry: PaymentRegistry;
  config: ApiConfig;
  log: FastifyBaseLogger;
}

export const CONFIRMATION_LOG_MESSAGE = 'order confirmation email';

/**
 * The order confirmation "email": there is no mail server, so outside production it is logged at info
 * (the developer's mailbox), like the accounts' email codes; in production nothing is logged.
 */
export function sendConfirmation(ctx: PaymentContext, confirmation: Confirmation | undefined): void {
  if (!confirmation || ctx.config.production) return;
  ctx.log.info({ ...confirmation }, CONFIRMATION_LOG_MESSAGE);
}
