import type { FastifyRequest } from 'fastify';

/**
 * The storefront's visitor key (VISITOR_U_KEY, spec §6): random per browser and kept in it, sent on
 * every request. Not an identity, but what only that browser holds: known devices (accounts) and the
 * guest cart a sign-in may merge (cart) are bound to it. Undefined when absent or not shaped like one.
 */
export function visitorKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['visitor_u_key'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : undefined;
}
