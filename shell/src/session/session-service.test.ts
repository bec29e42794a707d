import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus, type ApiClient, type CurrentVehicle } from '@axlebay/shared-lib';
import { loadClientState, type ClientState, type ClientStateStore } from '../state/client-state';
import type { EncryptedStorage } from '../state/encrypted-storage';
import { getToken, hasSignedInHint } from './session';
import { createSessionService, LOGOUT_PATH } from './session-service';
import { CURRENT_ACCOUNT_PATH, GARAGE_LIST_PATH, MEMBER_POINTS_PATH } from './user-info';

const user = { accountId: 100001, email: 'ann@x.com', nickname: 'Ann', zipCode: '', emailVerified: false, useFirstDiscount: false };
const corolla = { year: '2018', yearName: '2018', make: '11', makeName: 'Toyota', model: '12', modelName: 'Corolla', attributeValueId: '12' };
const garage = [
  { id: 7, isDefault: true, ...corolla, trim: null, vin: '' },
  { id: 6, isDefault: false, year: '2015', yearName: '2015', make: '1', makeName: 'Honda', model: '2', modelName: 'Civic', attributeValueId: '2' },
];
const result = { accountId: 100001, token: 'tok-1', validity: 3600, email: 'ann@x.com' };

function memoryStorage(): EncryptedStorage<ClientState> {
  let held: ClientState | undefined;
  return { load: async () => held, save: async (v) => void (held = v), clear: () => void (held = undefined) };
}

function fakeApi(overrides: Partial<Record<string, unknown>> = {}) {
  const answers: Record<string, unknown> = {
    [CURRENT_ACCOUNT_PATH]: user,
    [GARAGE_LIST_PATH]: garage,
    [MEMBER_POINTS_PATH]: { points: 100, pendingPoints: 0 },
    ...overrides,
  };
  const answer = async (path: string) => {
    const value = answers[path];
    if (value instanceof Error) throw value;
    return value;
  };
  const get = jest.fn(answer);
  const post = jest.fn(async (path: string) => (path === LOGOUT_PATH ? null : answer(path)));
  const put = jest.fn(async (_path: string, body: unknown) => ({ ...user, ...(body as object) }));
  return { api: { get, post, put } as unknown as ApiClient, get, post, put };
}

const clearCookies = () => {
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
};

describe('session service', () => {
  let state: ClientStateStore;
  beforeEach(async () => {
    clearCookies();
    state = await loadClientState(memoryStorage());
    bus.publish('vehicle.changed', null);
  });

  it('signs in: token and email cookies, user info with points, default garage vehicle, session.changed', async () => {
    const { api } = fakeApi();
    document.cookie = 'axlebay_vehicle_search=x; Path=/';
    const session = createSessionService({ api, state });
    await session.signIn(result);
    expect(getToken()).toBe('tok-1');
    expect(hasSignedInHint()).toBe(true);
    expect(session.rememberedEmail()).toBe('ann@x.com');
    expect(session.user()).toEqual({ ...user, points: 100 });
    expect(state.get().user).toEqual({ ...user, points: 100 });
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'ann@x.com', accountId: '100001', nickname: 'Ann' });
    expect(bus.latest('vehicle.changed')).toEqual({ ...corolla, garageId: '7' } satisfies CurrentVehicle);
    expect(document.cookie).not.toContain('axlebay_vehicle_search');
  });

  it('keeps a referred vehicle and the vehicle search', async () => {
    const { api } = fakeApi();
    const civic = { ...corolla, makeName: 'Honda', modelName: 'Civic' };
    bus.publish('vehicle.changed', civic);
    document.cookie = 'axlebay_vehicle_search=x; Path=/';
    await createSessionService({ api, state }).signIn(result, { referred: true });
    expect(bus.latest('vehicle.changed')).toEqual(civic);
    expect(document.cookie).toContain('axlebay_vehicle_search');
  });

  it('syncs a locally stored postal code that differs from the account', async () => {
    const { api, put } = fakeApi();
    document.cookie = 'userPostalCode=10001; Path=/';
    const session = createSessionService({ api, state });
    await session.signIn(result);
    expect(put).toHaveBeenCalledWith(CURRENT_ACCOUNT_PATH, { zipCode: '10001' });
    expect(session.user()?.zipCode).toBe('10001');
  });

  it('does not sync an equal postal code', async () => {
    const { api, put } = fakeApi({ [CURRENT_ACCOUNT_PATH]: { ...user, zipCode: '10001' } });
    document.cookie = 'userPostalCode=10001; Path=/';
    await createSessionService({ api, state }).signIn(result);
    expect(put).not.toHaveBeenCalled();
  });

  it('stays signed in when the user info fails to load (logged only)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = fakeApi({ [CURRENT_ACCOUNT_PATH]: new Error('offline') });
    const session = createSessionService({ api, state });
    await session.signIn(result);
    expect(getToken()).toBe('tok-1');
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'ann@x.com', accountId: '100001', nickname: '' });
    expect(session.user()).toMatchObject({ accountId: 100001, email: 'ann@x.com' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('registers: token stored, cart data emptied, vehicle search reset', async () => {
    const { api } = fakeApi({ [GARAGE_LIST_PATH]: [] });
    state.set('cart', { count: 2, cartUUID: 'c-1' });
    state.set('search', { inputText: 'brake pads' });
    bus.publish('cart.updated', { count: 2, cartUUID: 'c-1' });
    await createSessionService({ api, state }).register(result);
    expect(getToken()).toBe('tok-1');
    expect(state.get().cart).toBeUndefined();
    expect(state.get().search).toBeUndefined();
    expect(bus.latest('cart.updated')).toEqual({ count: 0 });
    expect(bus.latest('session.changed')).toMatchObject({ signedIn: true, email: 'ann@x.com' });
  });

  it('signs out: logout on the API, token, user and vehicle-search cookies cleared, cart on request', async () => {
    const { api, post } = fakeApi();
    const session = createSessionService({ api, state });
    await session.signIn(result);
    document.cookie = 'axlebay_vehicle_search=x; Path=/';
    document.cookie = 'axlebay_login_vehicle=y; Path=/';
    bus.publish('cart.updated', { count: 3 });
    await session.signOut({ clearCart: true });
    expect(post).toHaveBeenCalledWith(LOGOUT_PATH);
    expect(getToken()).toBeUndefined();
    expect(hasSignedInHint()).toBe(false);
    expect(session.user()).toBeUndefined();
    expect(state.get().user).toBeUndefined();
    expect(document.cookie).not.toContain('axlebay_vehicle_search');
    expect(document.cookie).not.toContain('axlebay_login_vehicle');
    expect(session.rememberedEmail()).toBe('ann@x.com');
    expect(bus.latest('cart.updated')).toEqual({ count: 0 });
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });

  it('signs out locally even when the logout call fails', async () => {
    const { api, post } = fakeApi();
    post.mockRejectedValueOnce(new Error('offline') as never);
    const session = createSessionService({ api, state });
    document.cookie = 'axlebay_token=tok-9; Path=/';
    await session.signOut();
    expect(getToken()).toBeUndefined();
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });

  it('a shopper whose bearer token ran out is still signed in, and signing out still ends the sign-in on the API', async () => {
    const { api, post } = fakeApi();
    const session = createSessionService({ api, state });
    await session.signIn(result);
    // The short-lived token's cookie expired; the hint (lifetime of the refresh cookie) remains.
    document.cookie = 'axlebay_token=; Max-Age=0; Path=/';
    expect(session.user()).toEqual({ ...user, points: 100 });
    await session.signOut();
    // The API client renews the token for this call (its refresh hook); the shell asks for it.
    expect(post).toHaveBeenCalledWith(LOGOUT_PATH);
    expect(hasSignedInHint()).toBe(false);
    expect(session.user()).toBeUndefined();
  });
});
