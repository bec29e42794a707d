import { failure } from '../http/envelope';

/**
 * A 409 the storefront acts on: `code` says what happened, `data` carries what it needs to show it
 * (the new quote, the items short of stock). Thrown inside the placement transaction (rolling it
 * back), answered by the route as the error envelope plus `code` and `data`.
 */
export type ConflictCode = 'PRICE_CHANGED' | 'OUT_OF_STOCK';

export class OrderConflict extends Error {
  constructor(
    readonly code: ConflictCode,
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'OrderConflict';
  }

  envelope() {
    return { ...failure(409, this.message), code: this.code, data: this.data };
  }
}

export const PRICE_CHANGED_MESSAGE = 'The total of your order has changed. Please review it before you pay';
export const CART_EMPTY = 'Your cart is empty';
