/**
 * The cart's rules (spec §3 "Cart", §4 "Product status" and "Cart", §8): line key, counts, stock cap,
 * what can be bought, and the messages the storefront shows as they are.
 */

/** itemCount of an UPDATE: an absolute count, 1–999. */
export const MIN_COUNT = 1;
export const MAX_COUNT = 999;
/** Lines per request. */
export const MAX_ITEMS_PER_REQUEST = 50;
export const DEFAULT_ITEM_TYPE = 'NORMAL';
/** Upper-case words with underscores: NORMAL, TRADE_IN, … (spec §3: "NORMAL, TRADE_IN, others"). */
export const ITEM_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,31}$/;
/** Stored bundle_id of a line that is not part of a bundle (answered as null). */
export const NO_BUNDLE = 0;

export const CART_NOT_FOUND = 'This cart does not exist';
export const COUNT_MESSAGE = `must be a whole number from ${MIN_COUNT} to ${MAX_COUNT}`;
export const ITEM_TYPE_MESSAGE = 'must be an item type such as NORMAL or TRADE_IN';
export const UUID_MESSAGE = 'must be a cart UUID such as 0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';

/** Spec §4: only ON_SHELVES can be bought; every other status is in the not-purchasable group. */
export const PURCHASABLE_STATUS = 'ON_SHELVES';
/** Items that do not exist for the storefront (no page, never listed): an add answers "no such product". */
export const NONEXISTENT_STATUSES: readonly string[] = ['DRAFT', 'DELETED'];

export type CartErrorCode = 'UNDER_STOCK' | 'NOT_PURCHASABLE';

/** Spec §8: "only {n} item(s) left in stock (plural when n above 1)". */
export function underStockMessage(available: number): string {
  return `Only ${available} ${available > 1 ? 'items' : 'item'} left in stock`;
}

/** Why an item with this market status cannot be added (or its count changed). */
export function notPurchasableMessage(status: string): string {
  switch (status) {
    case 'SOLD_OUT':
      return 'This item is sold out';
    case 'UNDER_STOCK':
      return 'This item is low on stock and cannot be ordered right now';
    case 'OFF_SHELVES':
      return 'This item is not sold in this shop at the moment';
    default:
      return 'This item cannot be bought at the moment';
  }
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '' / null / absent → undefined; a UUID → lower case; anything else → null (the caller answers 400). */
export function parseCartUuid(raw: string | null | undefined): string | undefined | null {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  return UUID_SHAPE.test(text) ? text.toLowerCase() : null;
}

/**
 * A guest line merged into the account's line with the same key: the counts are added, and the sum
 * is capped at the stock — but a merge never lowers a count either line already had (a line over
 * stock stays as the shopper left it; the next UPDATE caps it), and never goes above 999.
 */
export function mergedCount(accountCount: number, guestCount: number, availableTotal: number): number {
  const added = Math.min(accountCount + guestCount, Math.max(availableTotal, 0));
  return Math.min(Math.max(accountCount, guestCount, added), MAX_COUNT);
}
