import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../http/envelope';
import { LOGIN_INVALID } from '../http/auth';
import type { AccountDeps } from './account-deps';
import { CLIENT_TYPE } from './account-view';
import { clearRefreshCookie, REFRESH_COOKIE, REFRESH_PATH, setRefreshCookie } from './refresh-cookie';
import { rotateRefreshToken } from './sessions';

/** No cookie came with the call: the browser has no sign-in to renew (or the call was made without credentials). */
export const REFRESH_COOKIE_MISSING = 'No sign-in to renew: the refresh cookie is missing. Please log in again';

/**
 * Renews a sign-in: the refresh cookie is exchanged for a new bearer token and a new refresh cookie
 * (rotation). A refresh token that was already used ends its whole sign-in (theft detection).
 * Every refusal is a 401, and the storefront then does what spec §4 says for a 401.
 */
export async function tokenRefreshRoutes(app: FastifyInstance, { config, database }: AccountDeps) {
  app.post(REFRESH_PATH, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) return reply.code(401).send(failure(401, REFRESH_COOKIE_MISSING));
    const outcome = await rotateRefreshToken(database, presented, config.accessTokenSeconds);
    if (!outcome.ok) {
      if (outcome.reason === 'reused') request.log.warn('a used refresh token was presented again: its sign-in is ended');
      clearRefreshCookie(request, reply, config);
      return reply.code(401).send(failure(401, LOGIN_INVALID));
    }
    setRefreshCookie(request, reply, config, outcome.refreshToken);
    return ok({ accountId: outcome.accountId, token: outcome.token, validity: outcome.validitySeconds, clientType: CLIENT_TYPE });
  });
}
