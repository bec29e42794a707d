import { chance, intBetween, type Rng } from './random';

export interface ItemPrices {
  usOriginalPrice: number;
  usDiscountPrice: number;
  caOriginalPrice: number;
  caDiscountPrice: number;
  /** Whole percent off (US), 0 when not discounted. */
  discountPercent: number;
}

/** Canadian prices follow the US ones at this rate, then end in .99. */
export const CAD_PER_USD = 1.36;
const DISCOUNTED_SHARE = 0.4;

/** Cents rounded to the nearest amount ending in .99 (never below 0.99). */
export function endIn99(cents: number): number {
  return Math.max(99, Math.round((cents + 1) / 100) * 100 - 1);
}

/** Prices in cents: the original within the band, ~40% discounted 5–60%, Canada ≈ US × 1.36. */
export function generatePrices(rng: Rng, band: readonly [number, number]): ItemPrices {
  const [min, max] = band;
  // Squared draw: cheaper parts of a band are more common.
  const dollars = min + Math.floor(Math.pow(rng(), 1.6) * (max - min + 1));
  const usOriginalPrice = dollars * 100 + 99;
  const caOriginalPrice = endIn99(usOriginalPrice * CAD_PER_USD);
  if (!chance(rng, DISCOUNTED_SHARE)) {
    return { usOriginalPrice, usDiscountPrice: usOriginalPrice, caOriginalPrice, caDiscountPrice: caOriginalPrice, discountPercent: 0 };
  }
  const percent = intBetween(rng, 5, 60);
  const discounted = (original: number) => Math.min(original - 100, endIn99(original * (1 - percent / 100)));
  const usDiscountPrice = Math.max(99, discounted(usOriginalPrice));
  const caDiscountPrice = Math.max(99, discounted(caOriginalPrice));
  return {
    usOriginalPrice,
    usDiscountPrice,
    caOriginalPrice,
    caDiscountPrice,
    discountPercent: Math.floor(((usOriginalPrice - usDiscountPrice) * 100) / usOriginalPrice),
  };
}
