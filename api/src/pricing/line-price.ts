import { lessPercent } from './money';

/**
 * A line's unit price (spec §3 Cart: a line of a bundle is keyed by its bundle id): the market's
 * discount price, and for a line of a bundle that holds the item, the bundle's discount_percent off
 * that price, rounded to the cent. Shared by the cart view and the quote so both show one price.
 */
export function unitPriceOf(marketPriceCent: number, bundlePercent: number | null | undefined): number {
  return bundlePercent && bundlePercent > 0 ? lessPercent(marketPriceCent, bundlePercent) : marketPriceCent;
}

export const bundleReason = (percent: number) => `Bundle: ${percent}% off`;
