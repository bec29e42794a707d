import type { Quote, QuoteLine, ShippingOption } from '@axlebay/shared-lib';

/** Tests only: a quote line with sensible defaults. */
export function aQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    itemId: 11,
    skuId: 110,
    itemType: 'NORMAL',
    bundleId: null,
    itemCount: 1,
    title: 'Front brake pads',
    partNumber: 'BP-110',
    urlHandle: 'front-brake-pads',
    status: 'ON_SHELVES',
    purchasable: true,
    unitOriginalCent: 5000,
    unitPriceCent: 4000,
    lineDiscountCent: 0,
    lineTotalCent: 4000,
    reasons: [],
    ...overrides,
  };
}

export const STANDARD: ShippingOption = {
  code: 'STANDARD',
  name: 'Standard Shipping',
  priceCent: 799,
  free: false,
  minDays: 3,
  maxDays: 6,
  deliveryFrom: '2026-11-24',
  deliveryTo: '2026-11-30',
};

/** Tests only: a quote for one line of $40.00 (was $50.00), Standard Shipping $7.99, no tax yet. */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    currency: 'USD',
    lines: [aQuoteLine()],
    itemCount: 1,
    originalSubtotalCent: 5000,
    subtotalCent: 4000,
    savingsCent: 1000,
    discounts: [],
    discountCent: 0,
    pointsUsed: 0,
    pointsCent: 0,
    shippingMethod: 'STANDARD',
    shippingOptions: [STANDARD],
    shippingCent: 799,
    freeShippingThresholdCent: 4900,
    taxCent: 0,
    taxLabel: '',
    taxEstimated: false,
    totalCent: 4799,
    notices: [],
    ...overrides,
  };
}
