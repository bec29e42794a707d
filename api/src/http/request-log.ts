import type { FastifyRequest } from 'fastify';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers?.[name];
  const text = Array.isArray(value) ? value[0] : value;
  // Only short plain values reach the log: a caller cannot stuff it.
  return text !== undefined && /^[A-Za-z0-9-]{1,64}$/.test(text) ? text : undefined;
}

/**
 * The request log's `req` (Fastify's own fields), plus the storefront's A/B diversion and search
 * session id (spec §7 "Common", "Items and search"): the API accepts them and uses them for nothing
 * else, so the log is where an experiment's traffic, or a missing header, shows.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
    diversion: headerValue(request, 'x-diversion-name'),
    sessionId: headerValue(request, 'x-session-id'),
  };
}
