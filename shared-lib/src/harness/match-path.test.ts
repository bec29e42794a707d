import { describe, expect, it } from '@jest/globals';
import { matchPath } from './match-path';

describe('harness matchPath', () => {
  it('matches static, param and splat segments', () => {
    expect(matchPath('/product/:urlHandle', '/product/abc')).toEqual({ urlHandle: 'abc' });
    expect(matchPath('/checkout/*', '/checkout/shipping/step-2')).toEqual({ '*': 'shipping/step-2' });
    expect(matchPath('/about', '/about')).toEqual({});
  });
  it('rejects paths of another shape', () => {
    expect(matchPath('/product/:urlHandle', '/product')).toBeNull();
    expect(matchPath('/about', '/help')).toBeNull();
    expect(matchPath('/:a', '/x/y')).toBeNull();
  });
});
