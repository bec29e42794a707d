import { bus, type SessionService } from '@axlebay/shared-lib';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { TOKEN_COOKIE } from './session';

/** Spec §9: login info is retained 30 days (2,592,000 s) to pre-fill the next sign-in. */
export const LOGIN_EMAIL_COOKIE = 'axlebay_login_email';
export const LOGIN_EMAIL_MAX_AGE = 2_592_000;
/** Vehicle search state and the vehicle chosen at login: cleared at logout (spec §4). */
export const VEHICLE_SEARCH_COOKIE = 'axlebay_vehicle_search';
export const LOGIN_VEHICLE_COOKIE = 'axlebay_login_vehicle';

/** The shell's session service handed to every parcel. */
export function createSessionService(): SessionService {
  return {
    signIn(result) {
      writeCookie(TOKEN_COOKIE, result.token, result.validity);
      writeCookie(LOGIN_EMAIL_COOKIE, result.email, LOGIN_EMAIL_MAX_AGE);
      bus.publish('session.changed', { signedIn: true, email: result.email, accountId: String(result.accountId) }, 'shell');
    },
    signOut(options) {
      removeCookie(TOKEN_COOKIE);
      removeCookie(VEHICLE_SEARCH_COOKIE);
      removeCookie(LOGIN_VEHICLE_COOKIE);
      if (options?.clearCart) bus.publish('cart.updated', { count: 0 }, 'shell');
      bus.publish('session.changed', { signedIn: false }, 'shell');
    },
    rememberedEmail: () => readCookie(LOGIN_EMAIL_COOKIE),
  };
}
