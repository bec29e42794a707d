import crypto from 'node:crypto';

/**
 * HMAC-SHA256 helpers. Each use gets its own key derived from the one configured secret (purpose
 * names below), so a signature made for one purpose is never valid for another.
 */
export type SigningPurpose = 'test-gateway/token' | 'test-gateway/return' | 'test-gateway/webhook' | 'orders/access-key' | 'test-idp/assertion' | 'test-idp/subject';

export function derivedKey(secret: string, purpose: SigningPurpose): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

export function hmacHex(key: Buffer, data: string): string {
  return crypto.createHmac('sha256', key).update(data, 'utf8').digest('hex');
}

/** Compares two strings without leaking where they differ (lengths may differ: then false). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return crypto.timingSafeEqual(left, right);
}

export const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
