import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { partnershipApplications } from '../db/schema';
import { badRequest, ok } from '../http/envelope';
import { limitKey } from '../limits/limit';
import { sendTooMany, waitText } from '../limits/too-many';
import { sendDevMail } from '../mail/dev-mailbox';
import type { RouteDeps } from '../routes';
import { checkApplication } from './partnership-rules';
import { PartnershipApplyBody } from './partnership-schemas';

export const APPLICATION_RECEIVED = 'Thanks! Your application is in. Our partnerships team reads every one and replies by email within 2 business days.';
export const PARTNERSHIP_APPLICATION_MESSAGE = 'partnership application email';
export const tooManyApplicationsMessage = (retryAfterSeconds: number) => `Too many applications from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * Partnership applications from the /partnership page (spec §2 account entry; spec §7 names no path,
 * so this one follows the public account paths). Stored, acknowledged to the applicant by email.
 */
export async function partnershipRoutes(app: FastifyInstance, { config, database, limits }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/account/public/partnership/apply', { schema: { body: PartnershipApplyBody } }, async (request, reply) => {
    const checked = checkApplication(request.body);
    if ('errors' in checked) throw badRequest(checked.errors[0]!.message, checked.errors);
    // Only a well-formed application counts against the limit: a typo costs nothing.
    const taken = await limits.partnershipIp.hit(limitKey('partnership', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyApplicationsMessage(taken.retryAfterSeconds));
    const [row] = await database.db.insert(partnershipApplications).values(checked.value).returning();
    sendDevMail(request, config, PARTNERSHIP_APPLICATION_MESSAGE, { email: checked.value.email, applicationId: row!.id, company: checked.value.company });
    return ok({ applicationId: row!.id, message: APPLICATION_RECEIVED });
  });
}
