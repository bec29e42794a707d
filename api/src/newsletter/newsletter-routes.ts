import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import { findAccountById } from '../accounts/account-store';
import { requireEmail } from '../accounts/email-address';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import type { RouteDeps } from '../routes';
import { SubscribeBody, SubscriptionInfoQuery, UnsubscribeBody } from './newsletter-schemas';
import { sendNewsletterConfirmation } from './newsletter-mail';
import { cleanSource, findByUnsubscribeKey, isSubscribed, subscribe, unsubscribe } from './subscriber-store';

export const SUBSCRIBED = 'Thanks for subscribing! We have sent a confirmation to your inbox.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed with this email.';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not get our newsletter any more.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid. Please use the link from your latest email.';
export const tooManySubscriptionsMessage = (retryAfterSeconds: number) => `Too many sign-ups from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * Newsletter (spec §7 Account): subscribe, subscription info, unsubscribe. Visitors may subscribe
 * (spec §6). A signed-in buyer is known by the bearer token only: the optional account headers
 * (X-ACCOUNT-ID, X-CUSTOMIZE-ACCOUNT-ID) are not proof of anything, so they are not read.
 */
export async function newsletterRoutes(app: FastifyInstance, { config, database, limits }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The signed-in buyer's address, when the request carried a valid token. */
  const buyerEmail = async (request: FastifyRequest): Promise<string | undefined> =>
    request.accountId ? (await findAccountById(database, request.accountId))?.email.toLowerCase() : undefined;

  r.post('/account/public/buyer/subscribe/confirm/v2', { schema: { body: SubscribeBody } }, async (request, reply) => {
    const email = requireEmail(request.body.email);
    // A form error is free; every well-formed request counts (each may send an email).
    const taken = await limits.subscribeIp.hit(limitKey('subscribe', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManySubscriptionsMessage(taken.retryAfterSeconds));
    const { row, alreadySubscribed } = await subscribe(database, email, cleanSource(request.body.source));
    // An address already subscribed is not emailed again: the form cannot be used to flood a mailbox.
    if (!alreadySubscribed) sendNewsletterConfirmation(request, config, email, row.unsubscribeKey);
    return ok({ email, subscribed: true, alreadySubscribed, message: alreadySubscribed ? ALREADY_SUBSCRIBED : SUBSCRIBED });
  });

  r.get('/account/public/buyer/subscribe/info', { schema: { querystring: SubscriptionInfoQuery } }, async (request) => {
    const email = (await buyerEmail(request)) ?? requireEmail(request.query.email ?? '');
    return ok({ email, subscribed: await isSubscribed(database, email) });
  });

  r.post('/account/public/buyer/unsubscribe', { schema: { body: UnsubscribeBody } }, async (request) => {
    const token = request.body.token?.trim();
    const invalid = () => badRequest(UNSUBSCRIBE_LINK_INVALID, [{ field: 'token', message: UNSUBSCRIBE_LINK_INVALID }]);
    let email: string | undefined;
    if (token) email = (await findByUnsubscribeKey(database, token))?.email;
    else email = await buyerEmail(request);
    if (!email) throw invalid();
    await unsubscribe(database, email);
    return ok({ email, subscribed: false, message: UNSUBSCRIBED });
  });
}
