import { bus, type ApiClient, type SessionService, type SessionUser, type SignInResult } from '@axlebay/shared-lib';
import type { ClientStateStore } from '../state/client-state';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { syncPostalCode } from './postal-sync';
import { forgetToken, getToken, isSignedIn, storeToken } from './session';
import { checkSession, sessionState } from './session-check';
import { CURRENT_ACCOUNT_PATH, MEMBER_POINTS_PATH, defaultGarageVehicle, loadUserInfo } from './user-info';

/** Spec §9: login info is retained 30 days (2,592,000 s) to pre-fill the next sign-in. */
export const LOGIN_EMAIL_COOKIE = 'axlebay_login_email';
export const LOGIN_EMAIL_MAX_AGE = 2_592_000;
/** Vehicle search state and the vehicle chosen at login: cleared at logout (spec §4). */
export const VEHICLE_SEARCH_COOKIE = 'axlebay_vehicle_search';
export const LOGIN_VEHICLE_COOKIE = 'axlebay_login_vehicle';
export const LOGOUT_PATH = '/account/buyer/account/logout';

export interface ShellSession extends SessionService {
  /** The start-up check (spec §4): retried once after 3 s, then not-logged-in. */
  start(wait?: (ms: number) => Promise<void>): Promise<SessionUser | null>;
}

/** The shell's session service handed to every parcel; the one writer of the session state. */
export function createSessionService({ api, state }: { api: ApiClient; state: ClientStateStore }): ShellSession {
  const adopt = (user: SessionUser) => {
    state.set('user', user);
    bus.publish('session.changed', sessionState(user), 'shell');
    return user;
  };

  const resetVehicleSearch = () => {
    removeCookie(VEHICLE_SEARCH_COOKIE);
    state.reset('search');
  };

  const storeSignIn = (result: SignInResult) => {
    storeToken(result.token, result.validity);
    writeCookie(LOGIN_EMAIL_COOKIE, result.email, LOGIN_EMAIL_MAX_AGE);
  };

  /** User info, default vehicle and postal code after a sign-in or registration (spec §4). */
  async function afterSignIn(result: SignInResult, referred: boolean) {
    try {
      const info = await loadUserInfo(api);
      const synced = await syncPostalCode(api, info.user);
      adopt({ ...synced, ...(info.user.points !== undefined ? { points: info.user.points } : {}) });
      const vehicle = referred ? undefined : defaultGarageVehicle(info.garage);
      if (vehicle) bus.publish('vehicle.changed', vehicle, 'shell');
    } catch (error) {
      // Spec §8: a user-load failure is logged; the token is valid, so the shopper is signed in.
      // What the sign-in answer tells is kept as the user, so every remote sees one consistent session.
      console.warn('[axlebay] user info not loaded', error);
      if (getToken()) adopt({ accountId: result.accountId, email: result.email, nickname: '', zipCode: '', emailVerified: false, useFirstDiscount: false });
    }
  }

  return {
    async signIn(result, options) {
      storeSignIn(result);
      const referred = options?.referred ?? state.get().vehicle?.referred ?? false;
      if (!referred) resetVehicleSearch();
      await afterSignIn(result, referred);
    },
    async register(result) {
      storeSignIn(result);
      // A new account starts with no cart of its own: the visitor's cart data is emptied (spec §4).
      state.reset('cart');
      bus.publish('cart.updated', { count: 0 }, 'shell');
      resetVehicleSearch();
      await afterSignIn(result, false);
    },
    async signOut(options) {
      // End the sign-in on the server first (its refresh token with it; the API client renews an
      // expired bearer token for the call); if that fails (offline) sign out locally anyway.
      if (isSignedIn()) await api.post(LOGOUT_PATH).catch(() => undefined);
      forgetToken();
      removeCookie(VEHICLE_SEARCH_COOKIE);
      removeCookie(LOGIN_VEHICLE_COOKIE);
      state.reset('user', 'search', ...(options?.clearCart ? (['cart'] as const) : []));
      if (options?.clearCart) bus.publish('cart.updated', { count: 0 }, 'shell');
      bus.publish('session.changed', { signedIn: false }, 'shell');
    },
    user: () => (isSignedIn() ? state.get().user : undefined),
    async refreshUser() {
      if (!isSignedIn()) return undefined;
      const [user, points] = await Promise.all([
        api.get<SessionUser>(CURRENT_ACCOUNT_PATH),
        api.get<{ points: number }>(MEMBER_POINTS_PATH).catch(() => undefined),
      ]);
      return adopt({ ...user, ...(typeof points?.points === 'number' ? { points: points.points } : {}) });
    },
    rememberedEmail: () => readCookie(LOGIN_EMAIL_COOKIE),
    start(wait) {
      return checkSession(api, wait, (user) => state.set('user', { ...state.get().user, ...user }));
    },
  };
}
