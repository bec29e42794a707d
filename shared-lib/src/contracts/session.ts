/** What a successful login or registration returns (API `/account/public/buyer/login`, `…/register`). */
export interface SignInResult {
  accountId: number;
  token: string;
  /** Token validity in seconds. */
  validity: number;
  email: string;
}

/** The signed-in shopper as every remote may see them (spec §3 "User data", no token). */
export interface SessionUser {
  accountId: number;
  email: string;
  nickname: string;
  zipCode: string;
  emailVerified: boolean;
  /** Whether the first-order discount has been used. */
  useFirstDiscount: boolean;
  /** Member points, when they could be loaded. */
  points?: number;
}

export interface SignInOptions {
  /**
   * The shopper arrived with a vehicle from a link (spec §3 `isReffer`): keep it and the vehicle
   * search instead of switching to the default garage vehicle. Defaults to the shell's own record.
   */
  referred?: boolean;
}

/**
 * The shell owns the session; remotes ask it to change. Every change goes out as `session.changed`.
 * - `signIn` stores the token (cookie, with its validity) and the email (30 days), loads the user
 *   info (user, garage list, points), makes the default garage vehicle current unless referred, syncs
 *   a locally stored postal code to the account, and resolves when all that is done (spec §4).
 * - `register` stores the token, empties the cart data and resets the vehicle search, then loads the
 *   user info like a sign-in.
 * - `signOut` ends the token on the API, then clears token, user, vehicle search and login-vehicle
 *   cookies (and the cart on request).
 */
export interface SessionService {
  signIn(result: SignInResult, options?: SignInOptions): Promise<void>;
  register(result: SignInResult): Promise<void>;
  signOut(options?: { clearCart?: boolean }): Promise<void>;
  /** The signed-in user, or undefined for a visitor. */
  user(): SessionUser | undefined;
  /** Loads the user again (after a profile change) and publishes it. */
  refreshUser(): Promise<SessionUser | undefined>;
  /** The email of the last sign-in on this browser (kept 30 days, spec §9), to pre-fill the form. */
  rememberedEmail(): string | undefined;
}
