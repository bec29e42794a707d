/** Spec §5: a discount badge shows only at 10 percent or more. */
export const DISCOUNT_BADGE_THRESHOLD = 10;

type Cents = number | null | undefined;

/** Both amounts rounded to whole cents, or undefined when either is missing or not finite. */
function wholeCents(originalCents: Cents, currentCents: Cents): { original: number; current: number } | undefined {
  if (typeof originalCents !== 'number' || !Number.isFinite(originalCents)) return undefined;
  if (typeof currentCents !== 'number' || !Number.isFinite(currentCents)) return undefined;
  return { original: Math.round(originalCents), current: Math.round(currentCents) };
}

/**
 * Spec §5: the original price is hidden when it equals the current price after rounding to cents,
 * or is not above it. A missing or non-finite amount counts as no original price.
 */
export function shouldShowOriginalPrice(originalCents: Cents, currentCents: Cents): boolean {
  const amounts = wholeCents(originalCents, currentCents);
  return amounts !== undefined && amounts.original > amounts.current;
}

/** Whole percent off the original price, rounded down; 0 when it is not a discount. */
export function discountPercent(originalCents: Cents, currentCents: Cents): number {
  const amounts = wholeCents(originalCents, currentCents);
  if (!amounts) return 0;
  const { original, current } = amounts;
  if (current < 0 || original <= current) return 0;
  // Multiply before dividing: integer cents keep exact percentages (10 % stays 10, not 9.999…).
  return Math.floor(((original - current) * 100) / original);
}

export function shouldShowDiscountBadge(originalCents: Cents, currentCents: Cents): boolean {
  return discountPercent(originalCents, currentCents) >= DISCOUNT_BADGE_THRESHOLD;
}
