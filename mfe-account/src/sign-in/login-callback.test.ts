import { describe, expect, it } from '@jest/globals';
import { callbackAfterLogin, parseQueryStr } from './login-callback';

describe('login callback', () => {
  it('goes to the callback path with its query, or callBack', () => {
    expect(callbackAfterLogin({ callback: '/myAccount/orderHistory?page=2' })).toBe('/myAccount/orderHistory?page=2');
    expect(callbackAfterLogin({ callBack: '/shopCart' })).toBe('/shopCart');
  });

  it('defaults to /myAccount', () => {
    expect(callbackAfterLogin({})).toBe('/myAccount');
  });

  it('adds queryStr JSON and ignores unparsable queryStr', () => {
    expect(callbackAfterLogin({ callback: '/search?keyword=led', queryStr: '{"page":2,"sort":"LOWEST_PRICE"}' })).toBe(
      '/search?keyword=led&page=2&sort=LOWEST_PRICE',
    );
    expect(callbackAfterLogin({ callback: '/search', queryStr: '{not json' })).toBe('/search');
    expect(parseQueryStr('[1,2]')).toEqual({});
    expect(parseQueryStr('{"a":{"b":1},"c":"d"}')).toEqual({ c: 'd' });
  });

  it.each(['/login', '/createAccount?x=1', '/retrievePassword', '/checkout/orderResult', '/404', '/myAccount/orderHistory/orderDetail', '/LOGIN/'])(
    'falls back to /myAccount for the excluded %s',
    (callback) => {
      expect(callbackAfterLogin({ callback })).toBe('/myAccount');
    },
  );

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'myAccount'])(
    'never leaves the shop for %s',
    (callback) => {
      expect(callbackAfterLogin({ callback })).toBe('/myAccount');
    },
  );
});
