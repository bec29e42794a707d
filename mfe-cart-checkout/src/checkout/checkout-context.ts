import { createContext, useContext } from 'react';
import type { FieldError, QuoteRequest, SessionUser } from '@axlebay/shared-lib';
import type { QuoteState } from '../quote';
import type { CheckoutDraft } from './checkout-draft';
import type { CheckoutStep } from './checkout-steps';

/** What every step of the checkout shares (held by CheckoutPage, which stays mounted across steps). */
export interface CheckoutContextValue {
  step: CheckoutStep;
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  clearDraft: () => void;
  user: SessionUser | undefined;
  /** The buyer's email, or the guest's from the draft. */
  email: string | undefined;
  /** The guest's cart id (undefined for a buyer). */
  cartUUID: string | undefined;
  /** The coupon the cart page applied (sessionStorage 'axlebay.checkout.coupon'). */
  couponCode: string | undefined;
  /** The request the summary's quote was asked with; placement sends the same choices. */
  quoteRequest: QuoteRequest | null;
  quote: QuoteState;
  goTo: (step: CheckoutStep) => void;
  /** Field errors the API answered at placement (`shippingAddress.postalCode` …), shown at their fields. */
  serverErrors: readonly FieldError[];
  setServerErrors: (errors: readonly FieldError[]) => void;
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('useCheckout must be used inside the checkout page');
  return value;
}
