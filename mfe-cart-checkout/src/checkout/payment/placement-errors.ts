import { isApiError, numericCode, NETWORK_MESSAGE, type FieldError, type PlacementConflictCode } from '@axlebay/shared-lib';

export const PRICE_CHANGED_TEXT = 'Prices changed. Please review your order';
export const STOCK_TEXT = 'Some items in your cart are no longer available in the quantity you chose.';
export const DECLINED_TEXT = 'Your payment was declined. Please try another payment method.';
export const NOT_CONFIRMED_TEXT = 'We could not confirm your order. Please try again: you will not be charged twice.';

/** Why a placement failed, as the payment step handles it. */
export type PlacementProblem =
  | { kind: 'priceChanged'; message: string }
  | { kind: 'stock'; message: string }
  | { kind: 'fields'; message: string; fieldErrors: FieldError[] }
  /** Nothing is known to have happened (network, timeout, server error): the same attempt may be retried. */
  | { kind: 'retry'; message: string }
  | { kind: 'refused'; message: string };

/** The 409 body's own code (api/src/orders/order-errors.ts). */
function conflictCode(body: unknown): PlacementConflictCode | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return code === 'PRICE_CHANGED' || code === 'OUT_OF_STOCK' ? code : undefined;
}

/** Spec §8 error text rules applied to a failed POST placeOrder. */
export function placementProblem(error: unknown): PlacementProblem {
  if (!isApiError(error)) return { kind: 'retry', message: NOT_CONFIRMED_TEXT };
  const code = numericCode(error.code);
  const status = error.status ?? code;
  if (error.isNetworkError || error.isTimeout || status >= 500 || (error.status === undefined && code === 504)) {
    return { kind: 'retry', message: error.isNetworkError || error.isTimeout ? NETWORK_MESSAGE : NOT_CONFIRMED_TEXT };
  }
  if (status === 409) {
    const conflict = conflictCode(error.data);
    if (conflict === 'PRICE_CHANGED') return { kind: 'priceChanged', message: PRICE_CHANGED_TEXT };
    if (conflict === 'OUT_OF_STOCK') return { kind: 'stock', message: error.message || STOCK_TEXT };
    return { kind: 'refused', message: error.message || NOT_CONFIRMED_TEXT };
  }
  if (error.fieldErrors?.length) return { kind: 'fields', message: error.message, fieldErrors: error.fieldErrors };
  return { kind: 'refused', message: error.message || NOT_CONFIRMED_TEXT };
}
