import type { FastifyInstance } from 'fastify';
import { clientIp } from '../geo/client-ip';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's IP address, read once per request with the configured proxy trust (geo/client-ip.ts). */
    clientIp: string;
  }
}

/** Every handler reads `request.clientIp`: one place decides how far X-Forwarded-For is trusted. */
export function installClientIp(app: FastifyInstance, trustedHops: number) {
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = clientIp(request, trustedHops);
  });
}
