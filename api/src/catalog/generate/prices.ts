import { chance, pickWeighted, type Rng } from './random';

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

/** The deepest markdown: the storefront's promo line promises "SAVE up to 60%" (spec §9). */
export const MAX_DISCOUNT_PERCENT = 60;

/**
 * How a department is marked down: the share of its items on sale, how deep (1 = the store's usual
 * depth) and the deepest step. Accessories (lighting, interior, tools) run promotions often and deep;
 * wear and engine parts are priced tight and marked down little.
 */
export interface DiscountFlavour {
  share: number;
  depth: number;
  maxPercent: number;
}

const FLAVOURS: Record<string, DiscountFlavour> = {
  lighting: { share: 0.45, depth: 1.25, maxPercent: 60 },
  exterior: { share: 0.35, depth: 1.05, maxPercent: 50 },
  interior: { share: 0.4, depth: 1.15, maxPercent: 55 },
  performance: { share: 0.3, depth: 1, maxPercent: 45 },
  'wheels-tires': { share: 0.3, depth: 0.85, maxPercent: 40 },
  brakes: { share: 0.3, depth: 0.8, maxPercent: 35 },
  electrical: { share: 0.3, depth: 0.85, maxPercent: 40 },
  'engine-parts': { share: 0.25, depth: 0.7, maxPercent: 30 },
  suspension: { share: 0.3, depth: 0.9, maxPercent: 40 },
  'tools-garage': { share: 0.4, depth: 1.1, maxPercent: 50 },
};
const USUAL: DiscountFlavour = { share: 0.33, depth: 1, maxPercent: 40 };

export const discountFlavourOf = (department: string): DiscountFlavour => FLAVOURS[department] ?? USUAL;

/** Markdowns a store runs, in steps of 5 up to the maximum; small ones common, deep ones rare. */
const STEPS = Array.from({ length: MAX_DISCOUNT_PERCENT / 5 }, (_, k) => (k + 1) * 5);
const STEP_WEIGHTS = [24, 20, 15, 11, 8, 6, 4.5, 3.5, 2.5, 1.8, 1.1, 0.6];

/** Cents rounded to the nearest amount ending in .99 (never below 0.99). */
export function endIn99(cents: number): number {
  return Math.max(99, Math.round((cents + 1) / 100) * 100 - 1);
}

/** The lowest amount ending in .99 at or above `cents`: a marked-down price never exceeds its percent. */
function atLeast99(cents: number): number {
  return Math.ceil((cents + 1) / 100) * 100 - 1;
}

/**
 * Prices in cents: the original within the band (cheaper ones more common), Canada ≈ US × 1.36.
 * A department's share of items is marked down by a step of 5% up to its deepest (60% at most)
 * drawn from a long tail scaled by its depth; the sale price ends in .99 and never takes more than the step off. An item whose sale
 * price would round back to the original (a small step on a cheap part) is not on sale.
 */
export function generatePrices(rng: Rng, band: readonly [number, number], flavour: DiscountFlavour = USUAL): ItemPrices {
  const [min, max] = band;
  const dollars = min + Math.floor(Math.pow(rng(), 1.6) * (max - min + 1));
  const usOriginalPrice = dollars * 100 + 99;
  const caOriginalPrice = endIn99(usOriginalPrice * CAD_PER_USD);
  const full = { usOriginalPrice, usDiscountPrice: usOriginalPrice, caOriginalPrice, caDiscountPrice: caOriginalPrice, discountPercent: 0 };
  if (!chance(rng, flavour.share)) return full;
  const weights = STEP_WEIGHTS.map((w, k) => (STEPS[k]! <= flavour.maxPercent ? w * Math.pow(flavour.depth, k / 2) : 0));
  const percent = pickWeighted(rng, STEPS, weights);
  const usDiscountPrice = atLeast99(usOriginalPrice * (1 - percent / 100));
  const caDiscountPrice = atLeast99(caOriginalPrice * (1 - percent / 100));
  if (usDiscountPrice >= usOriginalPrice || caDiscountPrice >= caOriginalPrice) return full;
  return {
    usOriginalPrice,
    usDiscountPrice,
    caOriginalPrice,
    caDiscountPrice,
    discountPercent: Math.floor(((usOriginalPrice - usDiscountPrice) * 100) / usOriginalPrice),
  };
}
