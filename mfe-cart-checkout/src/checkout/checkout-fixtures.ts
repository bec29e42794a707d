/* Tests only: API answers of a small checkout. */
import { BUYING_API, type AddressInput, type OrderView, type PlaceOrderResult, type Quote, type QuoteRequest, type ShippingOption } from '@axlebay/shared-lib';
import { scriptedApi } from '@axlebay/shared-lib/testing';
import { CART_API } from '../cart/cart-api';
import { aQuote, STANDARD } from '../quote/quote-fixture';
import { DRAFT_KEY, type CheckoutDraft } from './checkout-draft';

export const GUEST_CART = '6f1c2a9e-3b7d-4c1e-9a2f-0d5e8b7c4a31';

/** The guest cart's one line (2 brake pads). */
export const CART_LINE = { itemId: 11, skuId: 110, itemType: 'NORMAL', bundleId: null, itemCount: 2, status: 'ON_SHELVES', title: 'Front brake pads' };

export const EXPRESS: ShippingOption = {
  code: 'EXPRESS',
  name: 'Express Shipping',
  priceCent: 2499,
  free: false,
  minDays: 1,
  maxDays: 2,
  deliveryFrom: '2026-11-25',
  deliveryTo: '2026-11-26',
};

export const US_ADDRESS: AddressInput = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '312-555-0100',
  country: 'US',
  state: 'IL',
  city: 'Chicago',
  address1: '1 Main St',
  postalCode: '60601',
};

/** A draft with everything up to the payment step. */
export const READY_DRAFT: CheckoutDraft = { email: 'guest@example.com', address: US_ADDRESS, shippingMethod: 'STANDARD' };

export function storeDraft(draft: CheckoutDraft) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** The quote the API answers for a request: Express costs $24.99 instead of $7.99. */
export function quoteFor(body: unknown, overrides: Partial<Quote> = {}): Quote {
  const request = (body ?? {}) as QuoteRequest;
  const express = request.shippingMethod === 'EXPRESS';
  const shippingCent = express ? 2499 : 799;
  return aQuote({ shippingOptions: [STANDARD, EXPRESS], shippingMethod: express ? 'EXPRESS' : 'STANDARD', shippingCent, totalCent: 4000 + shippingCent, ...overrides });
}

export function anOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNo: 'AX-1001',
    status: 'PAID',
    email: 'guest@example.com',
    currency: 'USD',
    lines: [{ itemId: 11, skuId: 110, title: 'Front brake pads', partNumber: 'BP-110', urlHandle: 'front-brake-pads', itemCount: 2, unitPriceCent: 2000, lineDiscountCent: 0, lineTotalCent: 4000 }],
    subtotalCent: 4000,
    discounts: [],
    discountCent: 0,
    pointsUsed: 0,
    pointsCent: 0,
    shippingMethod: 'STANDARD',
    shippingMethodName: 'Standard Shipping',
    shippingCent: 799,
    taxCent: 0,
    totalCent: 4799,
    pointsEarned: 47,
    shippingAddress: US_ADDRESS,
    deliveryFrom: '2026-11-24',
    deliveryTo: '2026-11-30',
    paymentMethod: 'stripe',
    placedAt: '2026-11-23T20:00:00Z',
    paymentDueAt: '2026-11-23T20:30:00Z',
    ...overrides,
  };
}

export const paid = (overrides: Partial<OrderView> = {}, accessKey = 'key-1'): PlaceOrderResult => ({ order: anOrder(overrides), accessKey, next: { type: 'DONE' } });

/** The checkout's API with sensible answers; `answers` replace or add some. */
export function checkoutApi(answers: Record<string, unknown> = {}) {
  return scriptedApi({
    [`GET ${CART_API}`]: { cartUUID: GUEST_CART, items: [CART_LINE] },
    [`POST ${BUYING_API.quote}`]: (body: unknown) => quoteFor(body),
    [`GET ${BUYING_API.areaChildren(208)}`]: [
      { id: 208013, code: 'IL', name: 'Illinois' },
      { id: 208033, code: 'NY', name: 'New York' },
    ],
    [`GET ${BUYING_API.areaChildren(206)}`]: [
      { id: 206009, code: 'ON', name: 'Ontario' },
      { id: 206011, code: 'QC', name: 'Quebec' },
    ],
    ...answers,
  });
}
