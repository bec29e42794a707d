import { describe, expect, it } from '@jest/globals';
import { classify } from './classify';
import { remoteName } from '../federation/remote-name';

const on = (path: string, unsupported = false) => ({ path, unsupported });

describe('classification p0–p3 (spec §8)', () => {
  it('p0: white screen, no registry, the shell itself', () => {
    expect(classify({ level: 'p2', kind: 'white-screen' }, on('/'))).toBe('p0');
    expect(classify({ level: 'p1', kind: 'registry' }, on('/search'))).toBe('p0');
  });

  it('p1: a page area that fails stays p1; p2 on checkout or payment is raised to p1', () => {
    expect(classify({ level: 'p1', kind: 'remote-render' }, on('/about'))).toBe('p1');
    expect(classify({ level: 'p2', kind: 'uncaught' }, on('/checkout/payment'))).toBe('p1');
    expect(classify({ level: 'p2', kind: 'uncaught' }, on('/paymentCallback'))).toBe('p1');
    expect(classify({ level: 'p2', kind: 'payment' }, on('/myAccount'))).toBe('p1');
  });

  it('p2: an API 5xx, p1 when it happens on checkout', () => {
    expect(classify({ level: 'p1', kind: 'api' }, on('/product/x'))).toBe('p2');
    expect(classify({ level: 'p2', kind: 'api' }, on('/checkout/shipping'))).toBe('p1');
    expect(classify({ level: 'p2', kind: 'uncaught' }, on('/checkoutish'))).toBe('p2');
  });

  it('p3: what the caller called noise stays p3, even on checkout', () => {
    expect(classify({ level: 'p3', kind: 'prefetch' }, on('/checkout/information'))).toBe('p3');
  });

  it('p3: every error of an unsupported browser, a white screen included', () => {
    expect(classify({ level: 'p1', kind: 'remote-render' }, on('/', true))).toBe('p3');
    expect(classify({ level: 'p0', kind: 'white-screen' }, on('/', true))).toBe('p3');
  });

  it('names remotes as the registry does', () => {
    expect(remoteName('cart_checkout')).toBe('cart-checkout');
    expect(remoteName(undefined)).toBeUndefined();
  });
});
