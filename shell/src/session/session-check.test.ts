import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, bus, type ApiClient } from '@axlebay/shared-lib';
import { checkSession, SESSION_RETRY_MS } from './session-check';
import { SIGNED_IN_COOKIE, TOKEN_COOKIE } from './session';

const user = { accountId: 100001, email: 'ann@x.com' };

function api(...answers: Array<unknown | Error>) {
  const get = jest.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { client: { get } as unknown as ApiClient, get };
}

describe('start-up session check', () => {
  beforeEach(() => {
    document.cookie = `${TOKEN_COOKIE}=tok; Path=/`;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('signs in from the current account', async () => {
    const { client } = api(user);
    await expect(checkSession(client)).resolves.toEqual(user);
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'ann@x.com', accountId: '100001' });
  });

  it('retries once after exactly 3 s, then succeeds', async () => {
    const { client, get } = api(new ApiError({ code: 504, message: 'timeout' }), user);
    const done = checkSession(client);
    await jest.advanceTimersByTimeAsync(SESSION_RETRY_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(user);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('dispatches not-logged-in after the retry fails too', async () => {
    const { client, get } = api(new ApiError({ code: 500, message: 'x' }), new ApiError({ code: 500, message: 'x' }));
    const done = checkSession(client);
    await jest.advanceTimersByTimeAsync(SESSION_RETRY_MS);
    await expect(done).resolves.toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });

  it('does not retry a 401', async () => {
    const { client, get } = api(new ApiError({ code: 401, message: 'Login is invalid. Please log in again' }));
    await expect(checkSession(client)).resolves.toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('does not call the API without a token', async () => {
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    const { client, get } = api(user);
    await expect(checkSession(client)).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });
});

describe('start-up session check after the bearer token ran out', () => {
  beforeEach(() => {
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  });
  afterEach(() => {
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  });

  /** An API client whose refresh stores `renewed` as the shell's hook would (or fails: undefined). */
  function refreshingApi(renewed: string | undefined) {
    const order: string[] = [];
    const refreshToken = jest.fn(async () => {
      order.push('refresh');
      if (renewed) document.cookie = `${TOKEN_COOKIE}=${renewed}; Path=/`;
      return renewed;
    });
    const get = jest.fn(async (path: string) => {
      order.push(path);
      return user;
    });
    return { client: { get, refreshToken } as unknown as ApiClient, get, refreshToken, order };
  }

  it('a signed-in shopper coming back refreshes first, then loads the account: still signed in', async () => {
    const { client, refreshToken, order } = refreshingApi('tok-new');
    await expect(checkSession(client)).resolves.toEqual(user);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['refresh', '/account/buyer/account/current']);
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'ann@x.com', accountId: '100001' });
  });

  it('a refused refresh: no account call, not logged in', async () => {
    const { client, get } = refreshingApi(undefined);
    await expect(checkSession(client)).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
  });

  it('a visitor (no hint) makes no refresh call', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
    const { client, refreshToken, get } = refreshingApi('tok-new');
    await expect(checkSession(client)).resolves.toBeNull();
    expect(refreshToken).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('a valid token needs no refresh', async () => {
    document.cookie = `${TOKEN_COOKIE}=tok; Path=/`;
    const { client, refreshToken } = refreshingApi('tok-new');
    await expect(checkSession(client)).resolves.toEqual(user);
    expect(refreshToken).not.toHaveBeenCalled();
  });
});
