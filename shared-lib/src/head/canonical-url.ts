/**
 * Absolute canonical URL of a page: the query and hash are dropped, and so is a trailing slash
 * except on the root. Only the origin of `origin` is used, so a pathname can never point elsewhere.
 * Throws a TypeError when `origin` is not an absolute URL.
 */
export function canonicalUrl(origin: string, pathname: string): string {
  let base: string;
  try {
    base = new URL(origin).origin;
  } catch {
    throw new TypeError(`canonicalUrl: origin must be an absolute URL, got "${origin}"`);
  }
  const path = new URL(pathname || '/', base).pathname.replace(/\/+$/, '') || '/';
  return `${base}${path}`;
}
