import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/config';
import { sendDevMail, storefrontLink } from '../mail/dev-mailbox';

export const NEWSLETTER_CONFIRMATION_MESSAGE = 'newsletter confirmation email';

/**
 * Where an unsubscribe link lands: the account remote's /signUpResult, the key in the fragment (never
 * sent to a server, so it stays out of access logs and Referer headers).
 */
export const unsubscribePath = (key: string) => `/signUpResult#unsubscribe=${encodeURIComponent(key)}`;

/** The "you are subscribed" email, with the link that unsubscribes this address and no other. */
export function sendNewsletterConfirmation(request: FastifyRequest, config: ApiConfig, email: string, unsubscribeKey: string): void {
  sendDevMail(request, config, NEWSLETTER_CONFIRMATION_MESSAGE, { email, unsubscribeLink: storefrontLink(request, config, unsubscribePath(unsubscribeKey)) });
}
