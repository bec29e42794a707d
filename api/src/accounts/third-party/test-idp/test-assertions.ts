import crypto from 'node:crypto';
import { hmacHex, safeEqual } from '../../../payment/signing';
import { IdentityVerificationError, SIGN_IN_EXPIRED, SIGN_IN_NOT_VERIFIED, type VerifiedIdentity } from '../identity-provider';

/**
 * The test identity provider's one-time codes: stateless, `ida_<payload>.<signature>` where the
 * payload (base64url JSON) holds a random id, the provider, subject, email, email_verified, name and
 * an expiry; the signature (HMAC-SHA256 with the test IdP's key) makes them unforgeable. Single use
 * is the API's part (a used code's id is recorded until it expires).
 */
export const ASSERTION_LIFETIME_SECONDS = 5 * 60;

interface AssertionClaims {
  id: string;
  provider: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  /** Expiry, unix seconds. */
  exp: number;
}

export type IdentityClaims = Pick<VerifiedIdentity, 'provider' | 'subject' | 'email' | 'emailVerified' | 'name'>;

export function issueAssertion(key: Buffer, identity: IdentityClaims, now = Date.now(), lifetimeSeconds = ASSERTION_LIFETIME_SECONDS): string {
  const claims: AssertionClaims = {
    id: crypto.randomBytes(16).toString('hex'),
    provider: identity.provider,
    sub: identity.subject,
    email: identity.email,
    email_verified: identity.emailVerified,
    name: identity.name,
    exp: Math.floor(now / 1000) + lifetimeSeconds,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `ida_${payload}.${hmacHex(key, payload)}`;
}

/** The identity in a code issued for `provider`, when its signature holds and it has not expired. */
export function readAssertion(key: Buffer, provider: string, code: string, now = Date.now()): VerifiedIdentity {
  const match = /^ida_([A-Za-z0-9_-]{1,2000})\.([0-9a-f]{64})$/.exec(code);
  if (!match || !safeEqual(hmacHex(key, match[1]!), match[2]!)) throw new IdentityVerificationError(SIGN_IN_NOT_VERIFIED);
  let claims: Partial<AssertionClaims>;
  try {
    claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Partial<AssertionClaims>;
  } catch {
    throw new IdentityVerificationError(SIGN_IN_NOT_VERIFIED);
  }
  const wellFormed =
    typeof claims.id === 'string' && typeof claims.sub === 'string' && typeof claims.email === 'string' &&
    typeof claims.email_verified === 'boolean' && typeof claims.name === 'string' && typeof claims.exp === 'number';
  // A Google code is no Apple code: the audience is part of what was signed.
  if (!wellFormed || claims.provider !== provider) throw new IdentityVerificationError(SIGN_IN_NOT_VERIFIED);
  if (claims.exp! * 1000 < now) throw new IdentityVerificationError(SIGN_IN_EXPIRED);
  return {
    provider,
    subject: claims.sub!,
    email: claims.email!,
    emailVerified: claims.email_verified!,
    name: claims.name!,
    assertionId: `${provider}:${claims.id!}`,
    expiresAt: new Date(claims.exp! * 1000),
  };
}
