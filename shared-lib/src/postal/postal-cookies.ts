/**
 * Spec §3 "Postal data": the cookies that hold the shopper's postal code. Read and written only inside
 * these functions (never when a module loads), on the document given (default: the page's).
 */
export const POSTAL_COOKIES = {
  /** The code the shopper typed: it wins over the detected one (spec §4 "Postal code"). */
  user: 'userPostalCode',
  /** The code found from the visitor's IP address. */
  auto: 'autoPostalCode',
  /** The two-letter state or province of the current code. */
  state: 'userState',
  /** The city of the current code. */
  city: 'userCity',
} as const;

export type PostalCookie = (typeof POSTAL_COOKIES)[keyof typeof POSTAL_COOKIES];

/** 30 days, in seconds. */
export const POSTAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function readPostalCookie(name: PostalCookie, doc: Document = document): string {
  const prefix = `${name}=`;
  const hit = doc.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(prefix));
  if (!hit) return '';
  try {
    return decodeURIComponent(hit.slice(prefix.length)).trim();
  } catch {
    return '';
  }
}

/** Writes (or, for '', removes) a postal cookie: path=/, 30 days, SameSite=Lax, Secure on https. */
export function writePostalCookie(name: PostalCookie, value: string, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value === '' ? 0 : POSTAL_COOKIE_MAX_AGE;
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
