import { intBetween, type Rng } from './random';

/** Spec §4 product statuses. */
export const ITEM_STATUSES = ['ON_SHELVES', 'OFF_SHELVES', 'DRAFT', 'DELETED', 'UNDER_STOCK', 'SOLD_OUT'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What a shop's listing shows; OFF_SHELVES, DRAFT and DELETED never appear in search. */
export const LISTED_STATUSES: readonly ItemStatus[] = ['ON_SHELVES', 'UNDER_STOCK', 'SOLD_OUT'];
/** Items with these statuses have no public page at all (a product page 404s). */
export const UNPUBLISHED_STATUSES: readonly ItemStatus[] = ['DRAFT', 'DELETED'];
/** availableTotal at or under this is UNDER_STOCK. */
export const LOW_STOCK = 5;

export interface ItemStatuses {
  status: ItemStatus;
  usStatus: ItemStatus;
  caStatus: ItemStatus;
  availableTotal: number;
}

/**
 * `status` is the item's own lifecycle or stock state; the markets follow it, except that ~6% of
 * items are not offered in Canada and ~1% only in Canada (OFF_SHELVES in the other market).
 */
export function generateStatuses(rng: Rng): ItemStatuses {
  const r = rng();
  if (r < 0.02) return same('DRAFT', 0);
  if (r < 0.03) return same('DELETED', 0);
  if (r < 0.05) return same('OFF_SHELVES', intBetween(rng, 0, 40));
  let status: ItemStatus;
  let availableTotal: number;
  if (r < 0.1) [status, availableTotal] = ['SOLD_OUT', 0];
  else if (r < 0.16) [status, availableTotal] = ['UNDER_STOCK', intBetween(rng, 1, LOW_STOCK)];
  else [status, availableTotal] = ['ON_SHELVES', intBetween(rng, LOW_STOCK + 1, 500)];
  const market = rng();
  return {
    status,
    availableTotal,
    usStatus: market < 0.01 ? 'OFF_SHELVES' : status,
    caStatus: market >= 0.01 && market < 0.07 ? 'OFF_SHELVES' : status,
  };
}

function same(status: ItemStatus, availableTotal: number): ItemStatuses {
  return { status, usStatus: status, caStatus: status, availableTotal };
}
