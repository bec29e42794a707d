import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok, type FieldError } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { ExistVerifyQuery, RegisterBody } from './account-schemas';
import { emailIsRegistered, isUniqueViolation } from './account-store';
import { openAccount } from './open-account';
import { requireEmail } from './email-address';
import { hashPassword } from './password-hashing';
import { checkName } from './profile-rules';
import { assertPasswordAcceptable } from './request-account';
import { sendTooMany, waitText } from '../limits/too-many';
import { limitKey } from '../limits/limit';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const tooManyRegistrationsMessage = (retryAfterSeconds: number) => `Too many new accounts from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/** Exist-verify and registration (spec §7 Account). */
export async function registrationRoutes(app: FastifyInstance, { config, database, limits }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/account/public/buyer/account/exist-verify', { schema: { querystring: ExistVerifyQuery } }, async (request) => {
    const email = requireEmail(request.query.email);
    return ok({ exist: await emailIsRegistered(database, email) });
  });

  /** Creates the account and signs it in (the storefront stores the token right away, spec §4; the refresh cookie comes along). */
  r.post('/account/public/buyer/account/register', { schema: { body: RegisterBody } }, async (request, reply) => {
    const body = request.body;
    const email = requireEmail(body.email);
    assertPasswordAcceptable(body.password, email, 'password');
    const fieldErrors: FieldError[] = [];
    const names: Record<'firstName' | 'lastName', string> = { firstName: '', lastName: '' };
    for (const field of ['firstName', 'lastName'] as const) {
      const checked = checkName(body[field] ?? '', field);
      if ('error' in checked) fieldErrors.push(checked.error);
      else names[field] = checked.value;
    }
    if (fieldErrors.length) throw badRequest(fieldErrors[0]!.message, fieldErrors);
    const duplicate = badRequest(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
    if (await emailIsRegistered(database, email)) throw duplicate;
    // Counted only for a registration that will hash a password (the costly part); a form error is free.
    const ip = limitKey('register', request.clientIp);
    const taken = await limits.registrationIp.hit(ip);
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyRegistrationsMessage(taken.retryAfterSeconds));

    const passwordHash = await hashPassword(body.password);
    try {
      return ok(await openAccount({ config, database }, request, reply, { email, passwordHash, ...names, subscribed: body.subscribe ?? false }));
    } catch (error) {
      // Two registrations of one email at once: the unique index decides, the loser gets the same answer.
      if (isUniqueViolation(error)) throw duplicate;
      throw error;
    }
  });
}
