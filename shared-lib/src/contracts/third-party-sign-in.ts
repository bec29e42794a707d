import type { SignInResult } from './session';

/**
 * Third-party sign-in (spec §7 third-login, third-register): "Continue with Google / Apple". The
 * storefront sends the shopper to the provider's authorize URL with a `state` it keeps; the provider
 * sends them back to /login (or /createAccount) with `provider`, `code` and that `state`.
 */
export const THIRD_PARTY_API = {
  /** POST ThirdPartyCodeBody → ThirdLoginAnswer; 409 when an account with a password has that email. */
  login: '/account/public/buyer/third-login',
  /** POST ThirdRegisterBody → the SIGNED_IN answer; 409 when the email or the identity is taken. */
  register: '/account/public/buyer/third-register',
  /**
   * The test identity provider's page (development and tests; production sends shoppers to the real
   * provider instead). Query: provider, state, redirect.
   */
  testAuthorize: '/account/public/test-idp/authorize',
} as const;

export const THIRD_PARTY_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
] as const;

export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number]['id'];

export interface ThirdPartyCodeBody {
  provider: ThirdPartyProvider;
  code: string;
}

export interface ThirdRegisterBody extends ThirdPartyCodeBody {
  nickname?: string;
  /** Newsletter consent (spec §3 subscribed). */
  subscribe?: boolean;
}

export type ThirdSignedIn = SignInResult & { outcome: 'SIGNED_IN'; clientType: string };

/** Nobody has linked this identity yet: what the provider said, for the storefront to offer registration. */
export interface ThirdNoAccount {
  outcome: 'NO_ACCOUNT';
  provider: ThirdPartyProvider;
  email: string;
  name: string;
}

export type ThirdLoginAnswer = ThirdSignedIn | ThirdNoAccount;
