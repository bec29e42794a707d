import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUS_GROUPS, type OrderStatus } from '@axlebay/shared-lib';
import { deliveryWindowText, ORDER_STATUS_GROUP_LABELS, ORDER_STATUS_LABELS } from './order-text';
import { orderTotalRows } from './order-totals';

describe('order states', () => {
  it('the history filter groups every state exactly once, each group with a label', () => {
    const grouped = Object.values(ORDER_STATUS_GROUPS).flat() as OrderStatus[];
    expect([...grouped].sort()).toEqual((Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).sort());
    expect(Object.keys(ORDER_STATUS_GROUP_LABELS).sort()).toEqual(Object.keys(ORDER_STATUS_GROUPS).sort());
  });
});

describe('orderTotalRows', () => {
  const base = {
    currency: 'CAD' as const,
    lines: [{ itemCount: 2 }, { itemCount: 1 }] as never,
    subtotalCent: 150000,
    discounts: [
      { type: 'COUPON' as const, code: 'WELCOME10', label: 'WELCOME10: 10% off', amountCent: 15000 },
      { type: 'POINTS' as const, label: '500 points', amountCent: 500 },
    ],
    pointsCent: 500,
    pointsUsed: 500,
    shippingMethodName: 'Standard Shipping',
    shippingCent: 0,
    taxCent: 17485,
    totalCent: 151985,
  };

  it('lists subtotal, discounts, points once, shipping, tax and total in the order currency', () => {
    expect(orderTotalRows(base).map((r) => [r.label, r.value])).toEqual([
      ['Subtotal (3 items)', 'CA$1,500.00'],
      ['WELCOME10: 10% off', '-CA$150.00'],
      ['Points (500)', '-CA$5.00'],
      ['Shipping (Standard Shipping)', 'Free'],
      ['Tax', 'CA$174.85'],
      ['Total', 'CA$1,519.85'],
    ]);
  });

  it('a paid shipping shows its price; no points, no points row', () => {
    const rows = orderTotalRows({ ...base, currency: 'USD', discounts: [], pointsCent: 0, pointsUsed: 0, shippingCent: 1299 });
    expect(rows.map((r) => r.id)).toEqual(['order-subtotal', 'order-shipping', 'order-tax', 'order-total']);
    expect(rows[1]!.value).toBe('$12.99');
  });
});

describe('deliveryWindowText', () => {
  it('names both days, one when they are the same, nothing for a bad date', () => {
    expect(deliveryWindowText({ deliveryFrom: '2026-11-30', deliveryTo: '2026-12-04' })).toBe('Est.Delivery Mon, Nov 30 – Fri, Dec 4');
    expect(deliveryWindowText({ deliveryFrom: '2026-12-04', deliveryTo: '2026-12-04' })).toBe('Est.Delivery Fri, Dec 4');
    expect(deliveryWindowText({ deliveryFrom: 'soon', deliveryTo: '2026-12-04' })).toBeUndefined();
  });
});
