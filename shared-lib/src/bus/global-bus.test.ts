import { describe, expect, it, jest } from '@jest/globals';

describe('global bus', () => {
  it('is one instance even when the module is evaluated twice (two bundled copies)', () => {
    let first: typeof import('./global-bus') | undefined;
    let second: typeof import('./global-bus') | undefined;
    jest.isolateModules(() => {
      first = require('./global-bus');
    });
    jest.isolateModules(() => {
      second = require('./global-bus');
    });
    expect(first!.bus).toBe(second!.bus);
    expect(second!.sharedLibCopies()).toBeGreaterThanOrEqual(2);
    const seen: number[] = [];
    second!.bus.on('cart.updated').subscribe((c) => seen.push(c.count));
    first!.bus.publish('cart.updated', { count: 7 });
    expect(seen).toEqual([7]);
  });
});
