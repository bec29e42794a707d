import type { PaymentMethod } from '@axlebay/shared-lib';
import type { CardValues } from './card-token';

/** The payment form: the method and, for a card, its fields (never stored). */
export interface PaymentValues extends CardValues {
  paymentMethod: PaymentMethod;
}
