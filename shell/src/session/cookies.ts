/** Tiny cookie helpers (document.cookie); values are URI-encoded. */

/**
 * `document.cookie` as read in the current task. Each read of it is a synchronous round trip to the
 * browser process (up to several ms on a busy phone), and a page's start reads it dozens of times in one
 * go (session, identity, group, postal code for every API call and render). Nothing but this file's own
 * writes can change it before the task ends, so the value is kept until then, or until a write.
 */
let taskCookies: { doc: Document; cookie: string } | undefined;
let keepPerTask = false;

/** The browser entry turns it on: from then on only this file writes cookies (tests write them directly). */
export function keepCookieReadsPerTask(on = true): void {
  keepPerTask = on;
  taskCookies = undefined;
}

function cookieString(doc: Document): string {
  if (!keepPerTask) return doc.cookie;
  if (taskCookies?.doc === doc) return taskCookies.cookie;
  const kept = { doc, cookie: doc.cookie };
  taskCookies = kept;
  queueMicrotask(() => {
    if (taskCookies === kept) taskCookies = undefined;
  });
  return kept.cookie;
}

export function readCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = cookieString(doc).split('; ').find((c) => c.startsWith(prefix));
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
  taskCookies = undefined;
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, doc: Document = document) {
  taskCookies = undefined;
  doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
