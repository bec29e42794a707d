/** Tiny cookie helpers (document.cookie); values are URI-encoded. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (!hit) return undefined;
  try {
    return decodeURIComponent(hit.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** `maxAgeSeconds` undefined: a session cookie, gone when the browser closes. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number | undefined, doc: Document = document) {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, doc: Document = document) {
  doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
