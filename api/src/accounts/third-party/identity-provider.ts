/**
 * What third-party sign-in (spec §7 third-login / third-register) needs from an outside identity
 * provider ("Continue with Google / Apple"). The storefront sends the shopper to `authorizeUrl`; the
 * provider sends them back to the storefront with a one-time code, which the storefront posts to the
 * API; the provider that issued it checks it before anything is looked up or created.
 *
 * In development and tests every provider is the test identity provider served by this API
 * (test-idp/); production plugs a real OpenID Connect provider in behind this interface (README.md).
 */
export interface IdentityProvider {
  /** The name in the API and the storefront: `google`, `apple`. */
  readonly id: string;
  /** What the shopper reads: "Continue with Google". */
  readonly displayName: string;
  /** Where the shopper signs in at the provider, coming back to `redirect` with `code` and `state`. */
  authorizeUrl(request: AuthorizeRequest): string;
  /** The code the storefront brought back, checked (signature, expiry, audience); throws IdentityVerificationError. */
  verifyCode(code: string, now?: number): Promise<VerifiedIdentity>;
}

export interface AuthorizeRequest {
  /** The storefront's anti-forgery value, handed back unchanged. */
  state: string;
  /** A storefront page of the account remote (/login or /createAccount). */
  redirect: string;
}

/** Who the provider says the shopper is. */
export interface VerifiedIdentity {
  provider: string;
  /** The provider's stable, never reused id of the person (OIDC `sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  /** Their name as the provider knows it; may be empty. */
  name: string;
  /** The code's own id: single use is checked against it. */
  assertionId: string;
  /** When the code stops being valid. */
  expiresAt: Date;
}

/** A code whose signature, freshness, audience or shape is wrong: answered 400, nothing happens. */
export class IdentityVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityVerificationError';
  }
}

export const SIGN_IN_NOT_VERIFIED = 'This sign-in could not be verified. Please try again.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please try again.';
export const SIGN_IN_USED = 'This sign-in was already used. Please try again.';
