import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError, badRequest, ok } from '../http/envelope';
import type { AccountDeps } from './account-deps';
import { LoginBody } from './account-schemas';
import { findAccountByEmail } from './account-store';
import { CLIENT_TYPE } from './account-view';
import { requireEmail } from './email-address';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing';
import { sendTooManyAttempts } from './request-account';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { createSession, revokeSession } from './sessions';
import { isKnownDevice, rememberDevice } from './known-devices';
import { visitorKeyOf } from '../http/visitor-key';

/** One answer for an unknown email and a wrong password: it does not tell which emails have accounts. */
export const WRONG_CREDENTIALS = 'Email or password is incorrect';

/** Login and logout. */
export async function loginRoutes(app: FastifyInstance, { config, database, throttle }: AccountDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/account/public/buyer/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const email = requireEmail(request.body.email);
    const { password } = request.body;
    if (!password) throw badRequest('Please enter your password', [{ field: 'password', message: 'Please enter your password' }]);

    const account = await findAccountByEmail(database, email);
    const device = visitorKeyOf(request);
    const knownDevice = account !== undefined && (await isKnownDevice(database, account.id, device));
    const attempt = await throttle.start(email, request.clientIp, { knownDevice });
    if (!attempt.allowed) return sendTooManyAttempts(reply, attempt.retryAfterSeconds);
    const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDecoy(password);
    if (!account || !valid) {
      await attempt.failed();
      // 400, not 401: a 401 makes the storefront purge its stored session (spec §4).
      throw new ApiHttpError(400, WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    await rememberDevice(database, account.id, device);

    const session = await createSession(database, account.id, config.accessTokenSeconds);
    setRefreshCookie(request, reply, config, session.refreshToken);
    return ok({ accountId: account.id, token: session.token, validity: session.validitySeconds, email: account.email, clientType: CLIENT_TYPE });
  });

  /**
   * Logout. Spec §7 names no path for it; this one follows the buyer-account paths. It revokes the
   * sign-in of the request's token only, its refresh tokens with it (other devices stay signed in),
   * and tells the browser to drop the refresh cookie.
   */
  r.post('/account/buyer/account/logout', async (request, reply) => {
    if (request.bearerToken) await revokeSession(database, request.bearerToken);
    clearRefreshCookie(request, reply, config);
    return ok(null);
  });
}
