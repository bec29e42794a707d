import crypto from 'node:crypto';
import { derivedKey, sha256Hex } from '../payment/signing';

/** "AXB" + the order id in 8 digits (more once ids pass 99,999,999): AXB00001001. */
export const orderNoOfId = (id: number) => `AXB${String(id).padStart(8, '0')}`;

/** Owner of an order and scope of its idempotency key: the account, or the guest's cart. */
export const ownerKeyOf = (owner: { accountId: number } | { cartUuid: string }) => ('accountId' in owner ? `a:${owner.accountId}` : `c:${owner.cartUuid}`);

/**
 * The guest's access key of an order: HMAC-SHA256 of the owner (the guest's cart UUID, itself a
 * random secret) and the placement's idempotency key, under a key derived from the server secret. As
 * unguessable as a random key, and a retried placement (same cart, same Idempotency-Key) answers the
 * same key again, exactly as the first answer did. Only its SHA-256 is stored.
 */
export function accessKeyOf(secret: string, ownerKey: string, idempotencyKey: string): string {
  return crypto.createHmac('sha256', derivedKey(secret, 'orders/access-key')).update(`${ownerKey}\n${idempotencyKey}`).digest('base64url');
}

export const accessKeyHash = (key: string) => sha256Hex(key);

/** Our public payment id: random, so a hosted-page URL names nothing guessable. */
export const newPaymentId = () => `pay_${crypto.randomBytes(16).toString('hex')}`;
/** Whether a text can be a payment id at all (anything else is never looked up: no NUL bytes reach the database). */
export const isPaymentId = (text: string) => /^pay_[0-9a-f]{32}$/.test(text);
