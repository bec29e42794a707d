import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountIdForToken } from '../accounts/sessions';
import type { Database } from '../db/client';
import { failure } from './envelope';
import { isPublicPath } from './public-paths';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for authenticated requests (and for public ones that carried a valid token). */
    accountId?: number;
    /** The raw bearer token of this request, when it had one. */
    bearerToken?: string;
  }
}

export const LOGIN_INVALID = 'Login is invalid. Please log in again';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Buyer paths need a valid bearer token (401 envelope otherwise); public paths accept one optionally. */
export function installAuth(app: FastifyInstance, database: Database) {
  app.addHook('preHandler', async (request, reply) => {
    const token = bearerOf(request);
    if (token) {
      request.bearerToken = token;
      request.accountId = await accountIdForToken(database, token);
    }
    if (isPublicPath(request.url) || request.routeOptions.url === undefined) return;
    if (!request.accountId) {
      return reply.code(401).send(failure(401, LOGIN_INVALID));
    }
  });
}
