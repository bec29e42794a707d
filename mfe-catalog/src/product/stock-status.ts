/** Spec §4 product statuses. */
export const PRODUCT_STATUSES = ['ON_SHELVES', 'OFF_SHELVES', 'DRAFT', 'DELETED', 'UNDER_STOCK', 'SOLD_OUT'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The most a shopper can put in the cart at once from the product page. */
export const MAX_QUANTITY = 99;

export interface StockState {
  /** Only ON_SHELVES can be bought (spec §4: every other status is in the not-purchasable group). */
  purchasable: boolean;
  /** The headline: "In stock" or "Not available". */
  label: string;
  /** Why it is not available, or how many are left. */
  detail: string;
  tone: 'success' | 'danger';
}

const REASONS: Record<string, string> = {
  SOLD_OUT: 'Sold out.',
  UNDER_STOCK: 'Not enough stock to order right now.',
  OFF_SHELVES: 'No longer sold in this shop.',
  DRAFT: 'Not on sale yet.',
  DELETED: 'No longer sold.',
};

/** What the product page says about the item's status, and whether it can be added to the cart. */
export function stockState(status: string | null | undefined, availableTotal?: number | null): StockState {
  if (status === 'ON_SHELVES') {
    const few = typeof availableTotal === 'number' && availableTotal > 0 && availableTotal <= 10;
    return { purchasable: true, label: 'In stock', detail: few ? `Only ${availableTotal} left.` : 'Ready to ship.', tone: 'success' };
  }
  const reason = status && Object.prototype.hasOwnProperty.call(REASONS, status) ? REASONS[status] : undefined;
  return { purchasable: false, label: 'Not available', detail: reason ?? 'This part cannot be ordered right now.', tone: 'danger' };
}

/** The largest quantity allowed: 99, or fewer when the stock is known to be lower. */
export function maxQuantity(availableTotal?: number | null): number {
  if (typeof availableTotal !== 'number' || !Number.isFinite(availableTotal) || availableTotal < 1) return MAX_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.floor(availableTotal));
}

/** A typed or stepped quantity brought into 1…max (whole numbers; anything unreadable is 1). */
export function clampQuantity(value: number | string, max = MAX_QUANTITY): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim() || NaN);
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, Math.floor(n)), Math.max(1, max));
}
