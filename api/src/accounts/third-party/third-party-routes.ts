import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError, badRequest, ok } from '../../http/envelope';
import { visitorKeyOf } from '../../http/visitor-key';
import { limitKey } from '../../limits/limit';
import { takeAll } from '../../limits/take-all';
import { sendTooMany } from '../../limits/too-many';
import type { AccountDeps } from '../account-deps';
import { emailIsRegistered, isUniqueViolation } from '../account-store';
import { rememberDevice } from '../known-devices';
import { nicknameProblem } from '../nickname-rules';
import { createAndSignIn, signInAnswer } from '../account-opening';
import { NO_PASSWORD_HASH } from '../password-hashing';
import { checkName } from '../profile-rules';
import { setRefreshCookie } from '../refresh-cookie';
import { tooManyRegistrationsMessage } from '../registration-routes';
import { sendTooManyAttempts } from '../request-account';
import { createSession } from '../sessions';
import { IdentityVerificationError, SIGN_IN_USED, type IdentityProvider, type VerifiedIdentity } from './identity-provider';
import { identityRegistry, PROVIDER_NAMES } from './registry';
import { ThirdLoginBody, ThirdRegisterBody } from './third-party-schemas';
import { insertLink, linkedAccount, useAssertion } from './third-party-store';

export const THIRD_LOGIN_PATH = '/account/public/buyer/third-login';
export const THIRD_REGISTER_PATH = '/account/public/buyer/third-register';

/** No silent takeover: an account that has this email is opened with its password, never by a provider's word. */
export const EMAIL_HAS_PASSWORD_ACCOUNT = 'An account with this email already exists. Please sign in with your email and password.';
export const alreadyLinkedMessage = (providerName: string) => `This ${providerName} account already has an Axlebay account. Please continue with ${providerName} to sign in.`;
export const providerUnavailableMessage = (provider: string) =>
  PROVIDER_NAMES[provider] ? `Sign-in with ${PROVIDER_NAMES[provider]} is not available right now.` : 'Please choose Google or Apple to continue.';

/** Third-party sign-in (spec §7 third-login, third-register): an outside identity opens an account. */
export async function thirdPartyRoutes(app: FastifyInstance, { config, database, limits }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const registry = identityRegistry(config);

  const providerOf = (id: string): IdentityProvider => {
    const provider = registry.provider(id);
    if (!provider) throw badRequest(providerUnavailableMessage(id), [{ field: 'provider', message: providerUnavailableMessage(id) }]);
    return provider;
  };

  /**
   * The code checked by its provider. Refused codes count against the IP's login limit (the same
   * counter wrong passwords use): forging codes is guessing too. A good one is taken back.
   * Undefined when the IP is held back (429 already sent).
   */
  const verified = async (request: FastifyRequest, provider: IdentityProvider, code: string, reply: Parameters<typeof sendTooManyAttempts>[0]) => {
    const key = limitKey('login', request.clientIp);
    const verdict = await takeAll([[limits.loginIp, key]]);
    if (!verdict.allowed) {
      await sendTooManyAttempts(reply, verdict.retryAfterSeconds, 'sign-in attempts');
      return undefined;
    }
    try {
      const identity = await provider.verifyCode(code);
      await limits.loginIp.giveBack(key);
      return identity;
    } catch (error) {
      if (error instanceof IdentityVerificationError) throw badRequest(error.message, [{ field: 'code', message: error.message }]);
      throw error;
    }
  };

  const refuseTakenEmail = async (identity: VerifiedIdentity) => {
    if (await emailIsRegistered(database, identity.email)) throw new ApiHttpError(409, EMAIL_HAS_PASSWORD_ACCOUNT);
  };

  /**
   * A linked identity signs in (the login's answer, `outcome: 'SIGNED_IN'`); an identity nobody has
   * linked answers `outcome: 'NO_ACCOUNT'` with what the provider said, for the storefront to offer
   * registration. Only a sign-in uses the code up: the same code then registers.
   */
  r.post(THIRD_LOGIN_PATH, { schema: { body: ThirdLoginBody } }, async (request, reply) => {
    const provider = providerOf(request.body.provider);
    const identity = await verified(request, provider, request.body.code, reply);
    if (!identity) return reply;
    const account = await linkedAccount(database, identity.provider, identity.subject);
    if (!account) {
      await refuseTakenEmail(identity);
      return ok({ outcome: 'NO_ACCOUNT' as const, provider: identity.provider, email: identity.email, name: identity.name });
    }
    const session = await database.db.transaction(async (tx) => {
      if (!(await useAssertion(tx, identity))) throw badRequest(SIGN_IN_USED, [{ field: 'code', message: SIGN_IN_USED }]);
      return createSession(database, account.id, config.accessTokenSeconds, tx);
    });
    await rememberDevice(database, account.id, visitorKeyOf(request));
    setRefreshCookie(request, reply, config, session.refreshToken);
    return ok({ outcome: 'SIGNED_IN' as const, ...signInAnswer(account, session) });
  });

  /** Opens an account for the identity (no password; welcome points as every registration) and signs it in. */
  r.post(THIRD_REGISTER_PATH, { schema: { body: ThirdRegisterBody } }, async (request, reply) => {
    const nickname = request.body.nickname?.trim() ?? '';
    const problem = nickname ? nicknameProblem(nickname) : undefined;
    if (problem) throw badRequest(problem, [{ field: 'nickname', message: problem }]);
    const provider = providerOf(request.body.provider);
    const identity = await verified(request, provider, request.body.code, reply);
    if (!identity) return reply;

    const alreadyLinked = new ApiHttpError(409, alreadyLinkedMessage(provider.displayName));
    if (await linkedAccount(database, identity.provider, identity.subject)) throw alreadyLinked;
    await refuseTakenEmail(identity);
    const taken = await limits.registrationIp.hit(limitKey('register', request.clientIp));
    if (!taken.allowed) return sendTooMany(reply, taken.retryAfterSeconds, tooManyRegistrationsMessage(taken.retryAfterSeconds));

    try {
      const answer = await createAndSignIn(
        { config, database },
        request,
        reply,
        // No password: this account signs in through its provider (a password reset can add one).
        async () => ({ email: identity.email, passwordHash: NO_PASSWORD_HASH, ...namesOf(identity.name), nickname, emailVerified: identity.emailVerified, subscribed: request.body.subscribe ?? false }),
        async (tx, account) => {
          if (!(await useAssertion(tx, identity))) throw badRequest(SIGN_IN_USED, [{ field: 'code', message: SIGN_IN_USED }]);
          await insertLink(tx, identity, account.id);
        },
      );
      return ok({ outcome: 'SIGNED_IN' as const, ...answer });
    } catch (error) {
      // Registered meanwhile (another tab, the same code twice): the database's unique keys decide.
      if (!isUniqueViolation(error)) throw error;
      if (await linkedAccount(database, identity.provider, identity.subject)) throw alreadyLinked;
      throw new ApiHttpError(409, EMAIL_HAS_PASSWORD_ACCOUNT);
    }
  });
}

/** "Ada Lovelace" → first and last name, each kept only when it passes the profile's rules. */
function namesOf(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  const keep = (raw: string, field: 'firstName' | 'lastName') => {
    const checked = checkName(raw, field);
    return 'error' in checked ? '' : checked.value;
  };
  return { firstName: keep(first, 'firstName'), lastName: keep(rest.join(' '), 'lastName') };
}
