import { describe, expect, it } from '@jest/globals';
import { aLine } from './cart-page-test-server';
import { pingDiffers } from './use-cart-ping';

describe('pingDiffers', () => {
  const lines = [aLine(1, { itemCount: 2, gmtModified: '2026-11-23T10:00:00Z' }), aLine(2, { gmtModified: '2026-11-23T10:05:00Z' })];
  it('sees another count', () => {
    expect(pingDiffers({ count: 4 }, lines)).toBe(true);
    expect(pingDiffers({ count: 3 }, lines)).toBe(false);
  });
  it('sees a change newer than the lines shown, once per ping time', () => {
    expect(pingDiffers({ count: 3, updatedAt: '2026-11-23T10:05:00Z' }, lines)).toBe(false);
    expect(pingDiffers({ count: 3, updatedAt: '2026-11-23T11:00:00Z' }, lines)).toBe(true);
    expect(pingDiffers({ count: 3, updatedAt: '2026-11-23T11:00:00Z' }, lines, '2026-11-23T11:00:00Z')).toBe(false);
    expect(pingDiffers(undefined, lines)).toBe(false);
  });
});
