import { describe, expect, it } from '@jest/globals';
import { ApiError, bus } from '@axlebay/shared-lib';
import { loadClientState } from '../state/client-state';
import { getToken, hasSignedInHint } from './session';
import { sessionExpired$ } from './session-expiry';
import { LOGOUT_PATH } from './session-service';
import { handleUnauthorized } from './unauthorized';

const user = { accountId: 1, email: 'a@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };
const corolla = { year: '2018', yearName: '2018', make: '11', makeName: 'Toyota', model: '12', modelName: 'Corolla', attributeValueId: '12' };

async function setup() {
  document.cookie = 'axlebay_token=tok; Path=/';
  document.cookie = 'axlebay_signed_in=1; Path=/';
  bus.publish('session.changed', { signedIn: true, email: 'a@x.com' });
  const state = await loadClientState({ load: async () => ({ user, cart: { count: 2 }, vehicle: { current: corolla, referred: false } }), save: async () => undefined, clear: () => undefined });
  const expired: number[] = [];
  const subscription = sessionExpired$.subscribe(() => expired.push(1));
  return { state, expired, done: () => subscription.unsubscribe() };
}

describe('401 handling', () => {
  it('a 401 from the API purges the whole store and the token, and asks for sign-in', async () => {
    const { state, expired, done } = await setup();
    handleUnauthorized(state)(new ApiError({ code: 401, status: 401, message: 'Token expired' }), '/account/buyer/member-points');
    expect(getToken()).toBeUndefined();
    // The refresh could not cure it (the API client tried): no further refresh calls either.
    expect(hasSignedInHint()).toBe(false);
    expect(state.get()).toEqual({});
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
    expect(expired).toHaveLength(1);
    done();
  });

  it('a local no-token rejection clears only the user (and the token)', async () => {
    const { state, expired, done } = await setup();
    handleUnauthorized(state)(new ApiError({ code: 401, message: 'Login is invalid. Please log in again' }), '/account/buyer/member-points');
    expect(state.get().user).toBeUndefined();
    expect(state.get().cart).toEqual({ count: 2 });
    expect(expired).toHaveLength(1);
    done();
  });

  it('the logout call with a dead token does not bounce to sign-in', async () => {
    const { state, expired, done } = await setup();
    handleUnauthorized(state)(new ApiError({ code: 401, status: 401, message: 'Token expired' }), LOGOUT_PATH);
    expect(getToken()).toBeUndefined();
    expect(expired).toHaveLength(0);
    done();
  });
});
