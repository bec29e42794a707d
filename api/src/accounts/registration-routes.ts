import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { ExistVerifyQuery, RegisterBody } from './account-schemas';
import { DUPLICATE_EMAIL, openAccount, readNames } from './account-opening';
import { emailIsRegistered } from './account-store';
import { requireEmail } from './email-address';
import { hashPassword } from './password-hashing';
import { assertPasswordAcceptable } from './request-account';
import { sendTooMany, waitText } from '../limits/too-many';
import { limitKey } from '../limits/limit';

export { DUPLICATE_EMAIL };
export const tooManyRegistrationsMessage = (retryAfterSeconds: number) => `Too many new accounts from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

/** Exist-verify and registration (spec §7 Account). */
export async function registrationRoutes(app: FastifyInstance, deps: AccountDeps) {
  const { database, limits } = deps;
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
    const names = readNames(body);
    if (await emailIsRegistered(database, email)) throw badRequest(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
    // Counted only for a registration that will hash a password (the costly part); a form error is free.
    const taken = await limits.registrationIp.hit(limitKey('register', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyRegistrationsMessage(taken.retryAfterSeconds));

    const passwordHash = await hashPassword(body.password);
    return openAccount(deps, request, reply, async () => ({ email, passwordHash, ...names, subscribed: body.subscribe ?? false }));
  });
}
