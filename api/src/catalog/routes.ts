import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes';

export async function catalogRoutes(_app: FastifyInstance, _deps: RouteDeps) {
  // Filled in by its own module.
}
