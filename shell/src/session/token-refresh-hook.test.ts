import { afterEach, describe, expect, it } from '@jest/globals';
import { readCookie } from './cookies';
import { getToken, isSignedIn, SIGNED_IN_COOKIE, TOKEN_COOKIE } from './session';
import { REFRESH_PATH, tokenRefreshHook } from './token-refresh-hook';

describe('the shell\'s token refresh hook', () => {
  afterEach(() => {
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('names the API\'s refresh route', () => {
    expect(tokenRefreshHook().path).toBe(REFRESH_PATH);
    expect(REFRESH_PATH).toBe('/account/public/buyer/token/refresh');
  });

  it('is available only while the signed-in hint is there', () => {
    const hook = tokenRefreshHook();
    expect(hook.available()).toBe(false);
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    expect(hook.available()).toBe(true);
  });

  it('stores a renewed token as the session token and keeps the hint', () => {
    tokenRefreshHook().onRefreshed({ token: 'tok-2', validity: 900 });
    expect(getToken()).toBe('tok-2');
    expect(readCookie(SIGNED_IN_COOKIE)).toBe('1');
    expect(isSignedIn()).toBe(true);
  });

  it('a refused refresh drops the hint: no further refresh calls', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const hook = tokenRefreshHook();
    hook.onRefused!();
    expect(hook.available()).toBe(false);
    expect(isSignedIn()).toBe(false);
  });
});
