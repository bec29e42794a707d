/**
 * Spec §6: paths containing `/public` or `ip` work without a token. Same rule as the storefront's
 * API client (shared-lib/src/api/paths.ts): `/public` anywhere, or a path segment starting with `ip`;
 * `/health` is public too.
 */
export function isPublicPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/health') return true;
  if (pathname.includes('/public')) return true;
  return pathname.split('/').some((segment) => segment.startsWith('ip'));
}
