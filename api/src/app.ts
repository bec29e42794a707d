import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from './config/config';
import type { Database } from './db/client';
import { installAuth } from './http/auth';
import { installClientIp } from './http/client-ip-hook';
import { installErrorHandling } from './http/error-handler';
import { installInputRules } from './http/input-rules';
import { serializeRequest } from './http/request-log';
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

/** A route as registered: what the fuzz suite walks (api/src/http/input-fuzz.test.ts). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's JSON schemas (querystring, params, body), where it declares them. */
  schema?: { querystring?: unknown; params?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** The commerce API as a Fastify instance (not listening): used by the server and by the tests. */
export async function buildApp({ config, database, logger = false }: BuildOptions) {
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { serializers: { req: serializeRequest }, ...logger } : logger,
    // Structured logs carry a request id the server makes: a caller's X-Request-Id is not echoed, so
    // nobody can plant a value in our logs or in another answer.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: true,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Not in helmet's set: no powerful browser features for anything the API serves.
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
  // JSON and images only: nothing here may run script, be framed or be sniffed as another type. Images
  // are read by the storefront's own origins, hence a cross-origin resource policy.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Credentials for the storefront origins listed (never `*`): the refresh cookie (api/README.md "Sign-in").
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: STOREFRONT_HEADERS,
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
  await app.register(cookie);
  installErrorHandling(app);
  installInputRules(app);
  installShop(app);
  installAuth(app, database);
  installClientIp(app, config.trustProxy);
  await registerRoutes(app, { config, database });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
