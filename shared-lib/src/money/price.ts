import { formatMoney } from './format-money';

export interface Price {
  /** Amount in minor units of `precision` decimals. */
  cent: number;
  currency: string;
  /** Decimals held by `cent`; 2 when absent. */
  precision?: number;
}

export const DEFAULT_PRECISION = 2;

/** Amount of a price in cents (hundredths), whatever its precision. */
export function priceToCents({ cent, precision = DEFAULT_PRECISION }: Price): number {
  if (!Number.isInteger(precision) || precision < 0) {
    throw new TypeError(`Price precision must be a non-negative integer, got ${String(precision)}`);
  }
  // Dividing rather than multiplying by a fraction keeps e.g. 12345 / 10 exact.
  return precision >= 2 ? cent / 10 ** (precision - 2) : cent * 10 ** (2 - precision);
}

export function formatPrice(price: Price): string {
  return formatMoney(priceToCents(price), price.currency);
}
