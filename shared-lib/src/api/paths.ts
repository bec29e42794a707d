/** Path of a request URL without query, hash or origin, always with a leading slash. */
export function pathnameOf(path: string): string {
  let pathname = path;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) {
    try {
      pathname = new URL(path).pathname;
    } catch {
      // Not a parseable URL: fall back to the raw text.
    }
  }
  pathname = pathname.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/**
 * Whether a path may be called without a token.
 * Spec: "Paths containing /public or ip work without token". Implemented as:
 * the path contains `/public`, OR one of its segments starts with `ip`
 * (e.g. `/infra/public/ip/information`, `/ip/lookup`), OR it is `/health`.
 * "ip" is matched per segment, not as a substring, so `/account/buyer/shipping` stays private.
 */
export function isPublicPath(path: string): boolean {
  const pathname = pathnameOf(path);
  if (pathname.includes('/public')) return true;
  if (pathname === '/health' || pathname.startsWith('/health/')) return true;
  return pathname.split('/').some((segment) => segment.startsWith('ip'));
}

/** Data-service (tracking) paths resolve `undefined` instead of rejecting. */
export function isDataServicePath(path: string): boolean {
  return pathnameOf(path).startsWith('/data-service/');
}

/** Spec §7 "Items and search": the search call carries the browser session's id in X-SESSION-ID. */
export function sendsSessionId(path: string): boolean {
  return pathnameOf(path) === '/search-pro/public/items/filter-search';
}

/**
 * Spec §6: promotion and subscription calls may carry the signed-in buyer's account id in
 * X-ACCOUNT-ID and X-CUSTOMIZE-ACCOUNT-ID (§7 Promotion; `subscribe/info` "optional account headers").
 * The API never trusts them: it knows the buyer from the bearer token.
 */
export function sendsAccountId(path: string): boolean {
  const pathname = pathnameOf(path);
  return pathname.split('/').some((segment) => segment.includes('promotion')) || /^\/account\/public\/buyer\/(un)?subscribe(\/|$)/.test(pathname);
}
