import { derivedKey, hmacHex } from '../../../payment/signing';
import type { AuthorizeRequest, IdentityProvider, VerifiedIdentity } from '../identity-provider';
import { issueAssertion, readAssertion } from './test-assertions';

export const TEST_IDP_AUTHORIZE_PATH = '/account/public/test-idp/authorize';

/**
 * A provider served by this API that behaves like a real one (development and tests only: it vouches
 * for any email typed into its page). One instance per provider name, so "Google" and "Apple" are two
 * separate identity providers with their own subjects and codes.
 */
export class TestIdentityProvider implements IdentityProvider {
  private readonly assertionKey: Buffer;
  private readonly subjectKey: Buffer;

  constructor(
    readonly id: string,
    readonly displayName: string,
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.assertionKey = derivedKey(secret, 'test-idp/assertion');
    this.subjectKey = derivedKey(secret, 'test-idp/subject');
  }

  authorizeUrl({ state, redirect }: AuthorizeRequest): string {
    const url = new URL(TEST_IDP_AUTHORIZE_PATH, this.publicUrl);
    url.searchParams.set('provider', this.id);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect', redirect);
    return url.toString();
  }

  /**
   * The person behind an email at this provider: a stable 21-digit id (Google's form), the same every
   * time the same email signs in here, different at another provider.
   */
  subjectOf(email: string): string {
    const digest = hmacHex(this.subjectKey, `${this.id}:${email.trim().toLowerCase()}`);
    return (BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 21n).toString().padStart(21, '1');
  }

  /** The code the page hands back: what a real provider's token endpoint would vouch for. */
  issueCode(email: string, name: string, { emailVerified = true, now = Date.now(), lifetimeSeconds }: { emailVerified?: boolean; now?: number; lifetimeSeconds?: number } = {}): string {
    const identity = { provider: this.id, subject: this.subjectOf(email), email: email.trim().toLowerCase(), emailVerified, name: name.trim() };
    return issueAssertion(this.assertionKey, identity, now, lifetimeSeconds);
  }

  async verifyCode(code: string, now = Date.now()): Promise<VerifiedIdentity> {
    return readAssertion(this.assertionKey, this.id, code, now);
  }
}
