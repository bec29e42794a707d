import crypto from 'node:crypto';
import type { PaymentMethod } from '../../orders/order-types';
import { hmacHex, safeEqual } from '../signing';
import type { TokenOutcome } from './test-cards';

/**
 * One-time payment tokens of the test gateway: stateless, `tok_<payload>.<signature>` where the
 * payload (base64url JSON) holds a random id, the method, the test card's outcome and an expiry — never
 * the card number. The signature (HMAC-SHA256 with the gateway's token key) makes them unforgeable.
 */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface TokenClaims {
  /** Random token id. */
  id: string;
  method: PaymentMethod;
  outcome: TokenOutcome;
  /** Expiry, unix seconds. */
  exp: number;
}

export function issueToken(key: Buffer, method: PaymentMethod, outcome: TokenOutcome, now = Date.now()): string {
  const claims: TokenClaims = { id: crypto.randomBytes(12).toString('hex'), method, outcome, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `tok_${payload}.${hmacHex(key, payload)}`;
}

const OUTCOMES: readonly TokenOutcome[] = ['succeed', 'decline', 'insufficient_funds', 'authenticate'];

/** The token's claims when its signature holds and it has not expired; otherwise why not. */
export function readToken(key: Buffer, token: string, now = Date.now()): { claims: TokenClaims } | { problem: string } {
  const match = /^tok_([A-Za-z0-9_-]{1,1000})\.([0-9a-f]{64})$/.exec(token);
  if (!match || !safeEqual(hmacHex(key, match[1]!), match[2]!)) return { problem: 'This payment token is not valid. Please enter your payment details again.' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { problem: 'This payment token is not valid. Please enter your payment details again.' };
  }
  if (!OUTCOMES.includes(claims.outcome) || typeof claims.exp !== 'number') return { problem: 'This payment token is not valid. Please enter your payment details again.' };
  if (claims.exp * 1000 < now) return { problem: 'Your payment details have expired. Please enter them again.' };
  return { claims };
}
