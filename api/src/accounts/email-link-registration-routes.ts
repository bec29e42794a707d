import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/envelope';
import { limitKey } from '../limits/limit';
import { takeAll } from '../limits/take-all';
import { sendTooMany, waitText } from '../limits/too-many';
import { sendDevMail, storefrontLink } from '../mail/dev-mailbox';
import type { AccountDeps } from './account-deps';
import { openAccount, readNames } from './account-opening';
import { NO_PASSWORD_HASH } from './password-hashing';
import { NoPasswordRegisterBody, SendSignupEmailBody } from './account-schemas';
import { emailIsRegistered } from './account-store';
import { requireEmail } from './email-address';
import { tooManyRegistrationsMessage } from './registration-routes';
import { consumeSignupLink, issueSignupLink } from './signup-links';

/** The same answer whether or not the email has an account (no account enumeration). */
export const SIGNUP_LINK_SENT = 'Check your inbox: if this email can open a new account, we have sent it a sign-up link. It works once, within 60 minutes.';
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid or has expired. Please ask for a new one.';
export const tooManySignupLinksMessage = (retryAfterSeconds: number) => `Too many sign-up link requests. Please try again in ${waitText(retryAfterSeconds)}.`;

/** Dev-mailbox messages (tools/api-process.cjs DEV_MAIL_MESSAGES). */
export const SIGNUP_LINK_MESSAGE = 'sign-up link email';
export const ACCOUNT_EXISTS_MESSAGE = 'account exists email';


/** Where a sign-up link lands: /signUpResult, the token in the fragment (never sent to a server). */
export const signupPath = (token: string) => `/signUpResult#signUpToken=${encodeURIComponent(token)}`;

/** Registration by an emailed link, without a password (spec §7 register/send-email, register/no-password). */
export async function emailLinkRegistrationRoutes(app: FastifyInstance, deps: AccountDeps) {
  const { config, database, limits } = deps;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/account/public/buyer/account/register/send-email', { schema: { body: SendSignupEmailBody } }, async (request, reply) => {
    const email = requireEmail(request.body.email);
    // Counted alike for every address, registered or not: the limit reveals nothing either.
    const taken = await takeAll([
      [limits.signupLinkEmail, limitKey('signup-link', email)],
      [limits.signupLinkIp, limitKey('signup-link', request.clientIp)],
    ]);
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManySignupLinksMessage(taken.retryAfterSeconds));
    if (await emailIsRegistered(database, email)) {
      // The owner of the address learns it already has an account; the form's user learns nothing.
      sendDevMail(request, config, ACCOUNT_EXISTS_MESSAGE, { email, signInLink: storefrontLink(request, config, '/login'), resetLink: storefrontLink(request, config, '/retrievePassword') });
    } else {
      const token = await issueSignupLink(database, email, request.body.subscribe ?? false);
      sendDevMail(request, config, SIGNUP_LINK_MESSAGE, { email, signUpLink: storefrontLink(request, config, signupPath(token)) });
    }
    return ok({ message: SIGNUP_LINK_SENT });
  });

  r.post('/account/public/buyer/register/no-password', { schema: { body: NoPasswordRegisterBody } }, async (request, reply) => {
    const token = request.body.token.trim();
    const invalid = () => badRequest(SIGNUP_LINK_INVALID, [{ field: 'token', message: SIGNUP_LINK_INVALID }]);
    if (!token) throw invalid();
    const names = readNames(request.body);
    const taken = await limits.registrationIp.hit(limitKey('register', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyRegistrationsMessage(taken.retryAfterSeconds));
    return openAccount(deps, request, reply, async (tx) => {
      // Used up in the statement that checks it, in the account's transaction: a refusal later leaves it usable.
      const link = await consumeSignupLink(tx, token);
      if (!link) throw invalid();
      return {
        email: link.email,
        passwordHash: NO_PASSWORD_HASH,
        ...names,
        subscribed: link.subscribe || (request.body.subscribe ?? false),
        // Following the emailed link proved the address.
        emailVerified: true,
      };
    });
  });
}
