import { formatMoneyShort } from '@axlebay/shared-lib';
import type { PriceRange } from './search-state';

const whole = formatMoneyShort;

/** "Under $25", "$25 to $50", "$500 and up" (CA$ on the Canadian storefront). */
export function priceRangeLabel(range: PriceRange, currency: string): string {
  if (range.max === null) return `${whole(range.min, currency)} and up`;
  if (range.min <= 0) return `Under ${whole(range.max, currency)}`;
  return `${whole(range.min, currency)} to ${whole(range.max, currency)}`;
}
