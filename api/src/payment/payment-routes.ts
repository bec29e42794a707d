import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes';
import { callbackRoutes } from './callback-routes';
import { gatewayRoutes } from './test-gateway/gateway-routes';
import { webhookRoutes } from './webhook-routes';

/** Payment endpoints (spec §9): the return callback, the providers' webhooks and the test gateway's pages. Each plugin keeps its own body parsers. */
export async function paymentRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(callbackRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(gatewayRoutes, deps);
}
