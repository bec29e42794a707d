import type { CartLine, Quote, QuoteLine } from '@axlebay/shared-lib';
import { lineKey } from '../cart/cart-api';

/** Spec §4 Product status: only ON_SHELVES can be bought. */
export const PURCHASABLE_STATUS = 'ON_SHELVES';
/** The API takes counts 1–999 (and never above the stock). */
export const MAX_LINE_COUNT = 999;

/** A cart line with what the quote says about it (when the quote is there). */
export interface PageLine {
  key: string;
  line: CartLine;
  priced: QuoteLine | undefined;
  purchasable: boolean;
}

/**
 * The store's lines, in the store's order (spec §4: kept across changes), each with its quote line.
 * Purchasable: the quote's word when it has the line, else the status.
 */
export function pageLines(lines: readonly CartLine[], quote: Quote | undefined): PageLine[] {
  const priced = new Map((quote?.lines ?? []).map((q) => [lineKey(q), q]));
  return lines.map((line) => {
    const key = lineKey(line);
    const q = priced.get(key);
    return { key, line, priced: q, purchasable: q ? q.purchasable : line.status === PURCHASABLE_STATUS };
  });
}

/** 1…min(999, stock); the stock when the API gives it. */
export function maxCount(line: CartLine): number {
  const stock = line.availableTotal;
  return typeof stock === 'number' && Number.isFinite(stock) && stock >= 1 ? Math.min(MAX_LINE_COUNT, Math.floor(stock)) : MAX_LINE_COUNT;
}

/** The unit price and its original (spec §5) from the quote, else from the cart line. */
export function unitPrices(page: PageLine): { current?: number; original?: number; currency?: string } {
  if (page.priced) return { current: page.priced.unitPriceCent, original: page.priced.unitOriginalCent };
  return {
    ...(page.line.priceCent !== undefined ? { current: page.line.priceCent } : {}),
    ...(page.line.originalPriceCent !== undefined ? { original: page.line.originalPriceCent } : {}),
  };
}

/** The line total: the quote's (discounts and bundles priced by the API), else price × count. */
export function lineTotalCent(page: PageLine): number | undefined {
  if (page.priced) return page.priced.lineTotalCent;
  const price = page.line.priceCent;
  return typeof price === 'number' && Number.isFinite(price) ? price * page.line.itemCount : undefined;
}

/** A signature of the lines and counts: a new one asks for a new quote. */
export const linesRevision = (lines: readonly CartLine[]) => lines.map((l) => `${lineKey(l)}×${l.itemCount}:${l.status}`).join(',');
