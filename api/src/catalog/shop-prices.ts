/** Spec §3 Price: cents with currency and precision; the shop (X-SHOP-ID) picks the market's columns. */
export type ShopId = 2022 | 2023;
/** Both markets: US (2022) and Canada (2023). */
export const SHOP_IDS: readonly ShopId[] = [2022, 2023];

export interface Price {
  cent: number;
  currency: 'USD' | 'CAD';
  precision: 2;
}

export const currencyOf = (shopId: ShopId) => (shopId === 2023 ? 'CAD' : 'USD');

export function priceOf(cent: number, shopId: ShopId): Price {
  return { cent, currency: currencyOf(shopId), precision: 2 };
}

/** The item columns that hold this market's status and prices (SQL identifiers, never user input). */
export function marketColumns(shopId: ShopId) {
  return shopId === 2023
    ? { status: 'ca_status', originalPrice: 'ca_original_price', discountPrice: 'ca_discount_price' }
    : { status: 'us_status', originalPrice: 'us_original_price', discountPrice: 'us_discount_price' };
}

/**
 * A bundle member's unit price: the market price less the bundle's percent, rounded to the cent. The
 * bundle list, the cart and the order all price a bundle as the sum of these, so the figure shown on
 * the product page is the one charged.
 */
export function bundleUnitCent(priceCent: number, discountPercent: number): number {
  return Math.round((priceCent * (100 - discountPercent)) / 100);
}
