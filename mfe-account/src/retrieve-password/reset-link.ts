/**
 * The reset link carries the token in the URL fragment (`/retrievePassword#token=…&email=…`): a
 * fragment is never sent to a server, so the token stays out of access logs and Referer headers.
 */
export function readResetLink(hash: string): { token?: string; email?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() || undefined;
  const email = params.get('email')?.trim() || undefined;
  return { ...(token ? { token } : {}), ...(email ? { email } : {}) };
}

/** Drops the fragment from the address bar once read, keeping path and query. */
export function forgetResetLink(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location, h: Pick<History, 'replaceState' | 'state'> = history) {
  if (loc.hash) h.replaceState(h.state, '', `${loc.pathname}${loc.search}`);
}
