/** What a successful login or registration returns (API `/account/public/buyer/login`, `…/register`). */
export interface SignInResult {
  accountId: number;
  token: string;
  /** Token validity in seconds. */
  validity: number;
  email: string;
}

/**
 * The shell owns the session; remotes ask it to change. Signing in stores the token (cookie, with its
 * validity) and publishes `session.changed`; signing out clears token and vehicle-search state.
 */
export interface SessionService {
  signIn(result: SignInResult): void;
  signOut(options?: { clearCart?: boolean }): void;
  /** The email of the last sign-in on this browser (kept 30 days, spec §9), to pre-fill the form. */
  rememberedEmail(): string | undefined;
}
