import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { helpFeedback } from '../db/schema';
import { badRequest, ok } from '../http/envelope';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import { sendDevMail } from '../mail/dev-mailbox';
import type { RouteDeps } from '../routes';
import { checkFeedback } from './feedback-rules';
import { FAQ_KEYWORD_MAX, faqGroups, KEYWORD_REQUIRED, KEYWORD_TOO_LONG, searchFaq } from './faq-queries';
import { FaqSearchQuery, FeedbackBody } from './help-schemas';

export const FEEDBACK_RECEIVED = 'Thank you! Your message is with our support team. We reply by email within one business day, most within hours.';
export const FEEDBACK_EMAIL_MESSAGE = 'help feedback email';
export const tooManyFeedbackMessage = (retryAfterSeconds: number) => `Too many messages from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * The help centre (spec §2 `/help`, `/help/faq`, `/help/feedback`). Spec §7 names no help calls: these
 * sit beside its content calls (`/infra/public/…`) and, like them, need no token.
 */
export async function helpRoutes(app: FastifyInstance, { config, database, limits }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/infra/public/buyer/help/faq/list', async (request) => ok(await faqGroups(database, request.shopId)));

  r.get('/infra/public/buyer/help/faq/search', { schema: { querystring: FaqSearchQuery } }, async (request) => {
    const keyword = (request.query.keyword ?? '').trim().replace(/\s+/g, ' ');
    if (!keyword) throw badRequest(KEYWORD_REQUIRED, [{ field: 'keyword', message: KEYWORD_REQUIRED }]);
    if ([...keyword].length > FAQ_KEYWORD_MAX) throw badRequest(KEYWORD_TOO_LONG, [{ field: 'keyword', message: KEYWORD_TOO_LONG }]);
    return ok({ keyword, ...(await searchFaq(database, request.shopId, keyword)) });
  });

  r.post('/infra/public/buyer/help/feedback', { schema: { body: FeedbackBody } }, async (request, reply) => {
    const checked = checkFeedback(request.body);
    if ('errors' in checked) throw badRequest(checked.errors[0]!.message, checked.errors);
    // Only a well-formed message counts against the limit: a typo costs nothing.
    const taken = await limits.helpFeedbackIp.hit(limitKey('help-feedback', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyFeedbackMessage(taken.retryAfterSeconds));
    const [row] = await database.db.insert(helpFeedback).values({ shopId: request.shopId, ...checked.value }).returning();
    // The shopper's copy: support replies to this address.
    sendDevMail(request, config, FEEDBACK_EMAIL_MESSAGE, { email: checked.value.email, feedbackId: row!.id, topic: checked.value.topic });
    return ok({ feedbackId: row!.id, message: FEEDBACK_RECEIVED });
  });
}
