import { describe, expect, it } from '@jest/globals';
import { addBusinessDays, defaultPlan, estimateDelivery, formatDeliveryRange, shippingCostText } from './delivery';
import { DEFAULT_RATING, displayRating, ratingOf } from './rating';
import { clampQuantity, maxQuantity, PRODUCT_STATUSES, stockState } from './stock-status';

describe('stock status → purchasable (spec §4)', () => {
  it('only ON_SHELVES can be bought', () => {
    const purchasable = PRODUCT_STATUSES.filter((s) => stockState(s, 50).purchasable);
    expect(purchasable).toEqual(['ON_SHELVES']);
  });

  it('says "Not available" with a reason for every other status', () => {
    expect(stockState('SOLD_OUT', 0)).toEqual({ purchasable: false, label: 'Not available', detail: 'Sold out.', tone: 'danger' });
    expect(stockState('UNDER_STOCK', 3).detail).toBe('Not enough stock to order right now.');
    expect(stockState('OFF_SHELVES', 10).detail).toBe('No longer sold in this shop.');
    expect(stockState('SOMETHING_NEW').purchasable).toBe(false);
    expect(stockState(undefined).label).toBe('Not available');
    expect(stockState('toString').detail).toBe('This part cannot be ordered right now.');
  });

  it('says how many are left when few are', () => {
    expect(stockState('ON_SHELVES', 7)).toEqual({ purchasable: true, label: 'In stock', detail: 'Only 7 left.', tone: 'success' });
    expect(stockState('ON_SHELVES', 300).detail).toBe('Ready to ship.');
    expect(stockState('ON_SHELVES').detail).toBe('Ready to ship.');
  });
});

describe('quantity (1–99)', () => {
  it('allows up to 99, or the stock when lower', () => {
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(12)).toBe(12);
    expect(maxQuantity(undefined)).toBe(99);
    expect(maxQuantity(0)).toBe(99);
  });

  it('brings any input into 1…max', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity('12', 10)).toBe(10);
    expect(clampQuantity('3.7')).toBe(3);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
  });
});

describe('Est.Delivery', () => {
  // Friday 20 November 2026.
  const friday = new Date(2026, 10, 20);

  it('counts business days only', () => {
    expect(addBusinessDays(friday, 1)).toEqual(new Date(2026, 10, 23));
    expect(addBusinessDays(friday, 5)).toEqual(new Date(2026, 10, 27));
    expect(addBusinessDays(friday, 0)).toEqual(friday);
  });

  it('uses the free plan (Standard Shipping) over a faster paid one', () => {
    const plans = [
      { code: 'EXPEDITED', name: 'Expedited Shipping', minDays: 1, maxDays: 3, free: false },
      { code: 'STANDARD', name: 'Standard Shipping', minDays: 3, maxDays: 7, free: true },
    ];
    const estimate = estimateDelivery(plans, friday);
    expect(estimate).toEqual({ plan: 'Standard Shipping', free: true, from: new Date(2026, 10, 25), to: new Date(2026, 11, 1) });
    expect(formatDeliveryRange(estimate, 'en-US')).toBe('Wed, Nov 25 – Tue, Dec 1');
  });

  it('falls back to the plan named Standard Shipping, then to the first plan', () => {
    expect(defaultPlan([{ name: 'Freight' }, { name: 'Standard Shipping' }])?.name).toBe('Standard Shipping');
    expect(defaultPlan([{ name: 'Freight' }])?.name).toBe('Freight');
    expect(defaultPlan([])).toBeUndefined();
  });

  it('tells what the plan costs as the cart charges it: free for this part alone, or its price and the free-shipping total', () => {
    const paid = estimateDelivery([{ code: 'STANDARD', name: 'Standard Shipping', minDays: 3, maxDays: 7, free: false, priceCent: 799 }], friday);
    expect(paid.priceCent).toBe(799);
    expect(shippingCostText(paid, { cent: 7900 }, 'USD')).toBe(' $7.99, free on orders over $79.00');
    expect(shippingCostText({ ...paid, priceCent: 1199 }, { cent: 9900 }, 'CAD')).toBe(' CA$11.99, free on orders over CA$99.00');
    expect(shippingCostText({ plan: 'Standard Shipping', free: true, priceCent: 0 }, { cent: 7900 }, 'USD')).toBe(' (free)');
    expect(shippingCostText({ plan: 'Standard Shipping', free: false }, undefined, 'USD')).toBe('');
    expect(estimateDelivery([{ name: 'Standard Shipping', priceCent: -5 }], friday).priceCent).toBeUndefined();
  });

  it('says "Standard Shipping" without dates when the item has no usable plan', () => {
    expect(estimateDelivery(undefined, friday)).toEqual({ plan: 'Standard Shipping', free: false });
    expect(estimateDelivery([{ name: 'Standard Shipping', free: true }], friday)).toEqual({ plan: 'Standard Shipping', free: true });
    expect(formatDeliveryRange(estimateDelivery([], friday), 'en-US')).toBeUndefined();
  });
});

describe('rating (spec §3 default 4.6)', () => {
  it('shows the default 4.6 while an item has no reviews', () => {
    expect(DEFAULT_RATING).toBe(4.6);
    expect(displayRating(0, 0)).toBe(4.6);
    expect(displayRating(3.2, 0)).toBe(4.6);
    expect(displayRating(null, 5)).toBe(4.6);
    expect(ratingOf(undefined)).toEqual({ rating: 4.6, count: 0, best: 5 });
  });

  it("shows the item's average, one decimal", () => {
    expect(displayRating(4.26, 12)).toBe(4.3);
    expect(ratingOf({ retingValue: 4, reviewCount: 6, bastRating: 5 })).toEqual({ rating: 4, count: 6, best: 5 });
  });
});
