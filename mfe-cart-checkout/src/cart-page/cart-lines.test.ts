import { describe, expect, it } from '@jest/globals';
import { aQuote, aQuoteLine } from '../quote/quote-fixture';
import { aLine } from './cart-page-test-server';
import { lineTotalCent, maxCount, pageLines } from './cart-lines';
import { isOtherVehicle, notFitText, statusReason } from './cart-page-texts';

describe('cart lines', () => {
  it('takes the quote’s word on what can be bought, else the status (spec §4)', () => {
    const lines = [aLine(1), aLine(2, { status: 'SOLD_OUT' }), aLine(3, { status: 'UNDER_STOCK' })];
    expect(pageLines(lines, undefined).map((l) => l.purchasable)).toEqual([true, false, false]);
    const quote = aQuote({ lines: [aQuoteLine({ skuId: 1, purchasable: false })] });
    expect(pageLines(lines, quote).map((l) => l.purchasable)).toEqual([false, false, false]);
  });

  it('counts 1…min(999, stock)', () => {
    expect(maxCount(aLine(1, { availableTotal: 3 }))).toBe(3);
    expect(maxCount(aLine(1, { availableTotal: 5000 }))).toBe(999);
    expect(maxCount(aLine(1, { availableTotal: 0 }))).toBe(999);
  });

  it('uses the quote’s line total (bundles and discounts priced by the API), else price × count', () => {
    const [page] = pageLines([aLine(1, { itemCount: 2, priceCent: 1000, bundleId: 4 })], aQuote({ lines: [aQuoteLine({ skuId: 1, bundleId: 4, lineTotalCent: 1700 })] }));
    expect(lineTotalCent(page!)).toBe(1700);
    expect(lineTotalCent(pageLines([aLine(1, { itemCount: 2, priceCent: 1000 })], undefined)[0]!)).toBe(2000);
  });

  it('names why a line cannot be bought and whose vehicle it was chosen for', () => {
    expect(['OFF_SHELVES', 'DRAFT', 'SOLD_OUT', 'UNDER_STOCK', 'DELETED', 'X'].map(statusReason)).toEqual([
      'No longer sold',
      'Not on sale yet',
      'Sold out',
      'Not enough in stock',
      'No longer in our catalog',
      'Not available to buy right now',
    ]);
    const corolla = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '4' };
    expect(isOtherVehicle({ year: '2018', make: 'toyota', model: 'corolla' }, corolla)).toBe(false);
    expect(isOtherVehicle({ year: '2015', make: 'Honda', model: 'Civic' }, corolla)).toBe(true);
    expect(isOtherVehicle(null, corolla)).toBe(false);
    expect(notFitText(corolla)).toBe('This part does not fit your 2018 Toyota Corolla. Check the fitment before you buy.');
  });
});
