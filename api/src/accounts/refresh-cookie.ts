import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/config';
import { REFRESH_TTL_SECONDS } from './sessions';

/** The refresh token's cookie: httpOnly, so no script of the storefront (or injected into it) reads it. */
export const REFRESH_COOKIE = 'axlebay_refresh';
/**
 * Spec §7 names no path for renewing a sign-in; this one sits with the other public buyer-account
 * paths (login, register). The cookie is sent to this path only.
 */
export const REFRESH_PATH = '/account/public/buyer/token/refresh';

/**
 * Shop and API are one site (localhost ports in development, subdomains in production), so the
 * cookie can be SameSite=Strict: no other site's page can make the browser send it.
 */
function attributes(request: FastifyRequest, config: ApiConfig) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.secureCookies || request.protocol === 'https',
    path: REFRESH_PATH,
  };
}

/** Sets the refresh cookie for the spec's 30-day retention (§9); only a credentialed request stores it. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, config: ApiConfig, refreshToken: string) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...attributes(request, config), maxAge: REFRESH_TTL_SECONDS });
}

/** Tells the browser to drop the refresh cookie (logout, a refused refresh). */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, config: ApiConfig) {
  reply.setCookie(REFRESH_COOKIE, '', { ...attributes(request, config), maxAge: 0, expires: new Date(0) });
}
