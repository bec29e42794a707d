import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/config';

/**
 * There is no mail server: outside production an "email" is a log line at info level (the
 * developer's mailbox, shown by tools/api-process.cjs); in production nothing about it is logged.
 */
export function sendDevMail(request: FastifyRequest, config: ApiConfig, message: string, fields: Record<string, unknown>): void {
  if (config.production) return;
  request.log.info(fields, message);
}

/**
 * A storefront link for an email: absolute on the storefront origin that made the request (when it
 * is one of the shop's, config.corsOrigins), else the path alone.
 */
export function storefrontLink(request: FastifyRequest, config: ApiConfig, path: string): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && config.corsOrigins.includes(origin) ? `${origin}${path}` : path;
}
