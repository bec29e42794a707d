import type { BuyerOrderLine, CartStore } from '@axlebay/shared-lib';

export const NO_LONGER_SOLD_TEXT = 'No longer sold';
export const CART_UNAVAILABLE_TEXT = 'The cart is not available right now. Please try again in a moment.';

export interface BuyAgainResult {
  /** Parts put in the cart (sum of the added lines' counts). */
  addedCount: number;
  /** Lines that could not be added, each with the reason the shopper is told. */
  notAdded: Array<{ line: BuyerOrderLine; reason: string }>;
}

/**
 * Puts an order's lines back in the cart, one add per line with the count bought, through
 * cart-checkout's cart store (which publishes `cart.updated` and shows its own toasts). Lines the
 * shop no longer sells are not sent; they and any line the cart refused are reported, never dropped
 * silently.
 */
export async function buyAgain(store: CartStore, lines: readonly BuyerOrderLine[]): Promise<BuyAgainResult> {
  const result: BuyAgainResult = { addedCount: 0, notAdded: [] };
  for (const line of lines) {
    if (!line.onSale) {
      result.notAdded.push({ line, reason: NO_LONGER_SOLD_TEXT });
      continue;
    }
    const change = await store.add({ itemId: line.itemId, skuId: line.skuId, count: line.itemCount, itemType: line.itemType, ...(line.bundleId ? { bundleId: line.bundleId } : {}) });
    if (change.ok) result.addedCount += line.itemCount;
    else result.notAdded.push({ line, reason: change.message });
  }
  return result;
}
