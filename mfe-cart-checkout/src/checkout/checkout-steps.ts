import { fieldRules, isPostalCodeComplete, type AddressInput, type Market } from '@axlebay/shared-lib';
import type { CheckoutDraft } from './checkout-draft';

/** The checkout's steps, each its own URL under /checkout/ (spec §2 "/checkout/..."). */
export const CHECKOUT_STEPS = ['information', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_LABELS: Readonly<Record<CheckoutStep, string>> = { information: 'Information', shipping: 'Shipping', payment: 'Payment' };

export const stepPath = (step: CheckoutStep) => `/checkout/${step}`;

/** The step a `/checkout/*` splat names, or undefined (`/checkout`, unknown steps). */
export function stepOf(splat: string | undefined): CheckoutStep | undefined {
  const first = (splat ?? '').split('/')[0] ?? '';
  return (CHECKOUT_STEPS as readonly string[]).includes(first) ? (first as CheckoutStep) : undefined;
}

const REQUIRED: ReadonlyArray<keyof AddressInput> = ['firstName', 'lastName', 'phone', 'state', 'city', 'address1', 'postalCode'];

/** An address the shop can ship to in this market: every required field and a complete postal code. */
export function isAddressComplete(address: AddressInput | undefined, market: Pick<Market, 'code'>): address is AddressInput {
  if (!address || address.country !== market.code) return false;
  if (REQUIRED.some((field) => !String(address[field] ?? '').trim())) return false;
  return isPostalCodeComplete(market, address.postalCode);
}

const emailOk = (email: string | undefined) => {
  const check = fieldRules.email().validate!;
  return Object.values(check).every((rule) => rule(email ?? '') === true);
};

/**
 * The first step whose prerequisites are missing: information needs an email and a complete address,
 * shipping a chosen method. `payment` when everything before it is done.
 */
export function firstIncompleteStep(draft: CheckoutDraft, email: string | undefined, market: Pick<Market, 'code'>): CheckoutStep {
  if (!emailOk(email) || !isAddressComplete(draft.address, market)) return 'information';
  if (!draft.shippingMethod) return 'shipping';
  return 'payment';
}

/** Where a shopper asking for `wanted` may be: that step, or the first incomplete one before it. */
export function allowedStep(wanted: CheckoutStep, draft: CheckoutDraft, email: string | undefined, market: Pick<Market, 'code'>): CheckoutStep {
  const first = firstIncompleteStep(draft, email, market);
  return CHECKOUT_STEPS.indexOf(first) < CHECKOUT_STEPS.indexOf(wanted) ? first : wanted;
}
