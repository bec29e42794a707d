import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@axlebay/shared-lib';
import { isNoise } from './noise';

const uncaught = (message: string, error?: unknown) => ({ kind: 'uncaught', message, error });

describe('noise filter (spec §8: network, timeout, aborted, hydration…)', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'timeout of 10000ms exceeded',
    'The operation was aborted.',
    'ResizeObserver loop completed with undelivered notifications.',
    'Script error.',
    'Hydration failed because the server rendered HTML didn\'t match the client.',
    'Minified React error #418; visit https://react.dev/errors/418',
  ])('drops "%s"', (message) => {
    expect(isNoise(uncaught(message))).toBe(true);
  });

  it('drops errors thrown by browser extensions (by their stack)', () => {
    const error = Object.assign(new Error('x is undefined'), { stack: 'Error: x\n    at run (chrome-extension://abc/content.js:1:2)' });
    expect(isNoise(uncaught('x is undefined', error))).toBe(true);
  });

  it('drops hydration reports and AbortErrors whatever their message', () => {
    expect(isNoise({ kind: 'hydration', message: 'state changed while hydrating', error: undefined })).toBe(true);
    expect(isNoise(uncaught('stopped', Object.assign(new Error('stopped'), { name: 'AbortError' })))).toBe(true);
  });

  it('drops a network or timeout API failure even when its code reads 504 (production)', () => {
    const offline = new ApiError({ code: 504, message: 'We could not reach the shop.', isNetworkError: true });
    const slow = new ApiError({ code: 504, message: 'The shop is taking too long.', isTimeout: true });
    expect(isNoise({ kind: 'shop-settings', message: offline.message, error: offline })).toBe(true);
    expect(isNoise({ kind: 'api', message: slow.message, error: slow })).toBe(true);
  });

  it('keeps real errors, and a real 504 answer from the server', () => {
    expect(isNoise(uncaught("Cannot read properties of undefined (reading 'price')", new TypeError('x')))).toBe(false);
    const gateway = new ApiError({ code: 504, status: 504, message: 'Gateway Timeout' });
    expect(isNoise({ kind: 'api', message: gateway.message, error: gateway })).toBe(false);
  });

  it('keeps a remote that failed to load while online ("Failed to fetch" is ours then), drops it offline', () => {
    const report = { kind: 'remote-load', message: 'Failed to fetch', error: new TypeError('Failed to fetch') };
    expect(isNoise(report, true)).toBe(false);
    expect(isNoise(report, false)).toBe(true);
    // A page that throws while rendering is a bug, online or not.
    expect(isNoise({ kind: 'remote-render', message: 'x is undefined', error: new TypeError('x is undefined') }, false)).toBe(false);
  });
});
