import { discountPercent, shouldShowDiscountBadge, shouldShowOriginalPrice } from './discount';
import { formatMoney } from './format-money';

export interface PriceView {
  current: string;
  /** Struck-through original price, only when it is above the current one. */
  original?: string;
  /** e.g. "-25%", only at DISCOUNT_BADGE_THRESHOLD percent or more. */
  discountBadge?: string;
}

/** Texts to show for a price. Throws a TypeError when the current price is not a finite number. */
export function priceView(originalCents: number | null | undefined, currentCents: number, currency: string): PriceView {
  const view: PriceView = { current: formatMoney(currentCents, currency) };
  if (typeof originalCents === 'number' && shouldShowOriginalPrice(originalCents, currentCents)) {
    view.original = formatMoney(originalCents, currency);
  }
  if (shouldShowDiscountBadge(originalCents, currentCents)) {
    view.discountBadge = `-${discountPercent(originalCents, currentCents)}%`;
  }
  return view;
}
