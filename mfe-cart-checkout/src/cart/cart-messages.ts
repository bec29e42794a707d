import type { NotifyPayload } from '@axlebay/shared-lib';
import type { CartItemError } from './cart-api';

/** Spec §8 texts for the cart's toasts. */
export const ADDED_TEXT = 'Added to cart';

/** The add's toast: "Added to cart" and the product's title (what the shopper added). */
export function addedToast(title: string | undefined): NotifyPayload {
  return title ? { kind: 'notification', level: 'success', title: ADDED_TEXT, text: title } : { kind: 'notification', level: 'success', text: ADDED_TEXT };
}
export const CHANGE_FAILED_TEXT = 'The cart could not be changed. Please try again.';
export const NOT_IN_CART_TEXT = 'This item is no longer in your cart.';

/** Spec §8 "only {n} item(s) left in stock (plural when n above 1)". */
export function underStockText(available: number): string {
  return `Only ${available} ${available > 1 ? 'items' : 'item'} left in stock`;
}

/**
 * The warning for a reply's line errors (spec §8): an UNDER_STOCK line gets the stock wording,
 * otherwise the first error's message. Undefined when there are none.
 */
export function lineErrorText(errors: readonly CartItemError[] | null | undefined): string | undefined {
  if (!errors?.length) return undefined;
  const stock = errors.find((e) => e.code === 'UNDER_STOCK' && typeof e.available === 'number');
  if (stock) return underStockText(stock.available!);
  return errors[0]!.message || CHANGE_FAILED_TEXT;
}

export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : CHANGE_FAILED_TEXT);
