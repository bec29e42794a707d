/** The storefront pages a provider may send the shopper back to (the account remote's sign-in pages, spec §2). */
export const SIGN_IN_RETURN_PATHS: readonly string[] = ['/login', '/createAccount'];

/**
 * `raw` when it is a storefront sign-in page (an origin of AXLEBAY_CORS_ORIGINS, no credentials or
 * fragment), else undefined: a provider never sends a shopper somewhere the shop did not choose.
 */
export function signInReturnUrl(raw: string, allowedOrigins: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const ok = allowedOrigins.includes(url.origin) && SIGN_IN_RETURN_PATHS.includes(url.pathname) && !url.username && !url.password && !url.hash;
  return ok ? url.toString() : undefined;
}
