import { formatMoney, type Quote } from '@axlebay/shared-lib';
import { chosenOption } from '../quote/quote-figures';

export interface SummaryRow {
  /** Test id of the figure, e.g. `summary-subtotal`. */
  id: string;
  label: string;
  value: string;
  /** A saving or discount (shown as a minus amount, in the sale colour). */
  saving?: boolean;
}

export const TAX_AT_CHECKOUT_TEXT = 'Tax calculated at checkout';
export const FREE_SHIPPING_TEXT = 'Free';

const minus = (cents: number, currency: string) => formatMoney(-Math.abs(cents), currency);

/**
 * Whether the quote carries a tax figure (an estimate from a postal code, or an address's tax, zero
 * included): without a destination the API answers 0 labelled "Tax calculated at checkout".
 */
export function taxKnown(quote: Quote): boolean {
  return quote.taxEstimated || quote.taxCent > 0 || (quote.taxLabel !== '' && quote.taxLabel !== TAX_AT_CHECKOUT_TEXT);
}

/**
 * The rows of the totals box (spec §3 Price), every figure from the quote in its currency: subtotal,
 * savings, each discount with its label, points, shipping (the method's name, free or amount),
 * tax (its label, or "Tax calculated at checkout"). The total is separate.
 */
export function summaryRows(quote: Quote, options: { taxKnown?: boolean } = {}): SummaryRow[] {
  const { currency } = quote;
  const items = quote.itemCount;
  const rows: SummaryRow[] = [
    { id: 'summary-subtotal', label: `Subtotal (${items} item${items === 1 ? '' : 's'})`, value: formatMoney(quote.subtotalCent, currency) },
  ];
  if (quote.savingsCent > 0) rows.push({ id: 'summary-savings', label: 'Savings', value: minus(quote.savingsCent, currency), saving: true });
  quote.discounts
    .filter((discount) => discount.type !== 'POINTS' && discount.amountCent !== 0)
    .forEach((discount, index) =>
      rows.push({ id: `summary-discount-${index}`, label: discount.label, value: minus(discount.amountCent, currency), saving: true }),
    );
  if (quote.pointsCent > 0) {
    rows.push({ id: 'summary-points', label: `Points (${quote.pointsUsed})`, value: minus(quote.pointsCent, currency), saving: true });
  }
  const method = chosenOption(quote);
  const free = quote.shippingCent === 0 && (method?.free ?? true);
  rows.push({
    id: 'summary-shipping',
    label: method ? method.name : 'Shipping',
    value: free ? FREE_SHIPPING_TEXT : formatMoney(quote.shippingCent, currency),
  });
  const known = options.taxKnown ?? taxKnown(quote);
  rows.push({
    id: 'summary-tax',
    label: known ? `${quote.taxEstimated ? 'Est. ' : ''}${quote.taxLabel || 'Tax'}` : 'Tax',
    value: known ? formatMoney(quote.taxCent, currency) : TAX_AT_CHECKOUT_TEXT,
  });
  return rows;
}
