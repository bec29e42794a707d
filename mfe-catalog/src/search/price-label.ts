import { formatMoneyShort } from '@axlebay/shared-lib';
import type { PriceRange } from './search-state';

/** "Under $25", "$25 to $50", "$500 and up" (CA$ on the Canadian storefront). */
export function priceRangeLabel(range: PriceRange, currency: string): string {
  if (range.max === null) return `${formatMoneyShort(range.min, currency)} and up`;
  if (range.min <= 0) return `Under ${formatMoneyShort(range.max, currency)}`;
  return `${formatMoneyShort(range.min, currency)} to ${formatMoneyShort(range.max, currency)}`;
}
