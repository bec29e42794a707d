import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from './config/config';
import type { Database } from './db/client';
import { installAuth } from './http/auth';
import { installErrorHandling } from './http/error-handler';
import { installShop } from './http/shop';
import { registerRoutes } from './routes';

export interface BuildOptions {
  config: ApiConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const STOREFRONT_HEADERS = [
  'authorization',
  'content-type',
  'x-shop-id',
  'x-diversion-name',
  'visitor_u_key',
  'session_id',
  'client_id',
  'x-session-id',
  'x-account-id',
  'x-customize-account-id',
  // Order placement (a retried or double-clicked placement makes one order).
  'idempotency-key',
];

/** The commerce API as a Fastify instance (not listening): used by the server and by the tests. */
export async function buildApp({ config, database, logger = false }: BuildOptions) {
  const app = Fastify({
    logger,
    // Structured logs carry a request id; a caller's X-Request-Id is kept so traces line up.
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: true,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: STOREFRONT_HEADERS,
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
  installErrorHandling(app);
  installShop(app);
  installAuth(app, database);
  await registerRoutes(app, { config, database });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
