import { DISCOUNT_BADGE_THRESHOLD, discountPercent, shouldShowDiscountBadge, shouldShowOriginalPrice } from './discount';

describe('discountPercent', () => {
  it('gives the whole percent off', () => {
    expect(discountPercent(10000, 7500)).toBe(25);
    expect(discountPercent(1000, 900)).toBe(10);
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it('rounds down', () => {
    expect(discountPercent(10000, 9001)).toBe(9);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(300, 100)).toBe(66);
  });

  it('stays exact where floating point division would not', () => {
    // 0.29 * 100 = 28.999… in floating point
    expect(discountPercent(100, 71)).toBe(29);
    expect(discountPercent(1000, 710)).toBe(29);
  });

  it('is 0 when it is not a discount', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-100, -200)).toBe(0);
    expect(discountPercent(1000, -100)).toBe(0);
  });

  it('is 0 for missing or non-finite input', () => {
    expect(discountPercent(NaN, 500)).toBe(0);
    expect(discountPercent(Infinity, 500)).toBe(0);
    expect(discountPercent(1000, NaN)).toBe(0);
    expect(discountPercent(undefined, 500)).toBe(0);
    expect(discountPercent(null, 500)).toBe(0);
  });
});

describe('shouldShowOriginalPrice', () => {
  it('shows an original price above the current one', () => {
    expect(shouldShowOriginalPrice(1000, 999)).toBe(true);
  });

  it('hides an original price equal to or below the current one', () => {
    expect(shouldShowOriginalPrice(1000, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(999, 1000)).toBe(false);
  });

  it('compares after rounding to cents', () => {
    expect(shouldShowOriginalPrice(1000.4, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(1000.6, 1000)).toBe(true);
  });

  it('treats missing or non-finite input as no original price', () => {
    expect(shouldShowOriginalPrice(NaN, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(Infinity, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(undefined, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(null, 1000)).toBe(false);
    expect(shouldShowOriginalPrice(2000, NaN)).toBe(false);
  });
});

describe('shouldShowDiscountBadge', () => {
  it('uses a 10 percent threshold', () => {
    expect(DISCOUNT_BADGE_THRESHOLD).toBe(10);
  });

  it('shows the badge at 10 percent or more', () => {
    expect(shouldShowDiscountBadge(1000, 900)).toBe(true);
    expect(shouldShowDiscountBadge(1000, 500)).toBe(true);
  });

  it('hides the badge below 10 percent, even at 9.99 percent', () => {
    expect(shouldShowDiscountBadge(1000, 901)).toBe(false);
    expect(shouldShowDiscountBadge(10000, 9001)).toBe(false);
  });

  it('hides the badge when there is no discount', () => {
    expect(shouldShowDiscountBadge(1000, 1000)).toBe(false);
    expect(shouldShowDiscountBadge(NaN, 500)).toBe(false);
  });
});
