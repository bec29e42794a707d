import { addBusinessDays, isoDate } from './business-days';
import { isRemote, regionOfPostalCode } from './regions';
import { freeShippingThresholdCent, shippingOptions } from './shipping';
import { destinationOf, taxFor } from './tax';
import type { QuoteNotice } from './quote-types';

// A Wednesday.
const WED = new Date('2026-11-25T15:00:00Z');

describe('business days', () => {
  it('skips weekends', () => {
    expect(isoDate(addBusinessDays(WED, 1))).toBe('2026-11-26');
    expect(isoDate(addBusinessDays(WED, 3))).toBe('2026-11-30'); // Thu, Fri, Mon
    expect(isoDate(addBusinessDays(WED, 7))).toBe('2026-12-04');
    expect(isoDate(addBusinessDays(new Date('2026-11-28T10:00:00Z'), 1))).toBe('2026-11-30'); // Saturday → Monday
  });
});

describe('shipping options', () => {
  it('prices the three methods per market, with delivery dates', () => {
    const us = shippingOptions(2022, 1000, false, WED);
    expect(us.map((o) => [o.code, o.name, o.priceCent, o.free, o.minDays, o.maxDays])).toEqual([
      ['STANDARD', 'Standard Shipping', 799, false, 3, 7],
      ['EXPEDITED', 'Expedited Shipping', 1499, false, 2, 3],
      ['EXPRESS', 'Express Shipping', 2999, false, 1, 2],
    ]);
    expect(us[0]).toMatchObject({ deliveryFrom: '2026-11-30', deliveryTo: '2026-12-04' });
    expect(us[2]).toMatchObject({ deliveryFrom: '2026-11-26', deliveryTo: '2026-11-27' });
    expect(shippingOptions(2023, 1000, false, WED).map((o) => o.priceCent)).toEqual([1199, 1999, 3999]);
  });

  it('makes Standard free from the market threshold of the buyer config (7900 US, 9900 CA)', () => {
    expect(freeShippingThresholdCent(2022)).toBe(7900);
    expect(freeShippingThresholdCent(2023)).toBe(9900);
    expect(shippingOptions(2022, 7899, false, WED)[0]).toMatchObject({ priceCent: 799, free: false });
    expect(shippingOptions(2022, 7900, false, WED)[0]).toMatchObject({ priceCent: 0, free: true });
    expect(shippingOptions(2022, 7900, false, WED)[1]).toMatchObject({ priceCent: 1499, free: false });
    expect(shippingOptions(2023, 9899, false, WED)[0]!.free).toBe(false);
    expect(shippingOptions(2023, 9900, false, WED)[0]!.free).toBe(true);
  });

  it('adds 3 days in remote areas and offers no Express there', () => {
    const remote = shippingOptions(2022, 1000, true, WED);
    expect(remote.map((o) => [o.code, o.minDays, o.maxDays])).toEqual([
      ['STANDARD', 6, 10],
      ['EXPEDITED', 5, 6],
    ]);
    for (const s of ['AK', 'HI', 'PR', 'GU', 'VI']) expect(isRemote('US', s)).toBe(true);
    for (const s of ['NT', 'NU', 'YT']) expect(isRemote('CA', s)).toBe(true);
    for (const s of ['CA', 'TX', 'WA']) expect(isRemote('US', s)).toBe(false);
    expect(isRemote('CA', 'ON')).toBe(false);
  });
});

describe('postal codes', () => {
  it('finds the US state of a ZIP code (the offline ZIP data the address book uses)', () => {
    const cases: [string, string][] = [
      ['94105', 'CA'], ['10001', 'NY'], ['60601', 'IL'], ['73301', 'TX'], ['75201', 'TX'], ['99501', 'AK'], ['96813', 'HI'],
      ['00901', 'PR'], ['02108', 'MA'], ['19801', 'DE'], ['20001', 'DC'], ['97201', 'OR'], ['98101', 'WA'], ['03301', 'NH'],
      ['59601', 'MT'], ['33101', 'FL'], ['30301', 'GA'], ['80202', 'CO'], ['85001', 'AZ'], ['89101', 'NV'], ['12345-6789', 'NY'],
    ];
    for (const [zip, state] of cases) expect({ zip, state: regionOfPostalCode('US', zip) }).toEqual({ zip, state });
    expect(regionOfPostalCode('US', '1234')).toBeUndefined();
    expect(regionOfPostalCode('US', 'M5J2J2')).toBeUndefined();
  });

  it('finds the Canadian province of a postal code by its first letter', () => {
    const cases: [string, string][] = [
      ['M5J 2J2', 'ON'], ['k1a0b1', 'ON'], ['H2X 1Y4', 'QC'], ['V6B 1A1', 'BC'], ['T2P 1J9', 'AB'], ['S4P 3Y2', 'SK'], ['R3C 4T3', 'MB'],
      ['E1C 4M3', 'NB'], ['B3H 1A1', 'NS'], ['C1A 1A1', 'PE'], ['A1C 5M2', 'NL'], ['Y1A 1A1', 'YT'], ['X1A 2P7', 'NT'], ['X0A 0H0', 'NU'],
    ];
    for (const [code, province] of cases) expect({ code, province: regionOfPostalCode('CA', code) }).toEqual({ code, province });
    expect(regionOfPostalCode('CA', 'D1A 1A1')).toBeUndefined();
    expect(regionOfPostalCode('CA', '94105')).toBeUndefined();
  });
});

describe('tax', () => {
  const dest = (country: 'US' | 'CA', state?: string, postalCode?: string) => {
    const notices: QuoteNotice[] = [];
    return { d: destinationOf({ country, state, postalCode }, country, notices), notices };
  };

  it('taxes US merchandise at the state base rate, 0 in the states without sales tax', () => {
    expect(taxFor(dest('US', 'CA').d, 10000)).toEqual({ taxCent: 725, taxLabel: 'Sales tax (CA 7.25%)', taxEstimated: false });
    expect(taxFor(dest('US', 'ny').d, 12345)).toMatchObject({ taxCent: 494, taxLabel: 'Sales tax (NY 4%)' }); // 493.8
    expect(taxFor(dest('US', 'MN').d, 10000)).toMatchObject({ taxCent: 688, taxLabel: 'Sales tax (MN 6.875%)' }); // 687.5
    for (const s of ['DE', 'MT', 'NH', 'OR', 'AK']) expect(taxFor(dest('US', s).d, 10000)).toMatchObject({ taxCent: 0, taxLabel: `Sales tax (${s} 0%)` });
  });

  it('taxes Canadian merchandise with GST, HST or GST plus the provincial tax', () => {
    const cases: [string, number, string][] = [
      ['ON', 1300, 'HST (ON 13%)'], ['NB', 1500, 'HST (NB 15%)'], ['NL', 1500, 'HST (NL 15%)'], ['PE', 1500, 'HST (PE 15%)'], ['NS', 1400, 'HST (NS 14%)'],
      ['AB', 500, 'GST (AB 5%)'], ['YT', 500, 'GST (YT 5%)'], ['BC', 1200, 'GST + PST (BC 12%)'], ['SK', 1100, 'GST + PST (SK 11%)'],
      ['MB', 1200, 'GST + PST (MB 12%)'], ['QC', 1498, 'GST + QST (QC 14.975%)'],
    ];
    for (const [p, cent, label] of cases) expect(taxFor(dest('CA', p).d, 10000)).toEqual({ taxCent: cent, taxLabel: label, taxEstimated: false });
  });

  it('estimates from a postal code alone, and says "Tax calculated at checkout" without either', () => {
    expect(taxFor(dest('US', undefined, '97201').d, 10000)).toEqual({ taxCent: 0, taxLabel: 'Sales tax (OR 0%)', taxEstimated: true });
    expect(taxFor(dest('CA', undefined, 'V6B 1A1').d, 10000)).toEqual({ taxCent: 1200, taxLabel: 'GST + PST (BC 12%)', taxEstimated: true });
    expect(taxFor(undefined, 10000)).toEqual({ taxCent: 0, taxLabel: 'Tax calculated at checkout', taxEstimated: false });
  });

  it('gives a notice and no tax for a state, postal code or country it cannot use', () => {
    expect(dest('US', 'ZZ')).toEqual({ d: undefined, notices: [{ field: 'address', message: 'ZZ is not a state we deliver to' }] });
    expect(dest('US', undefined, '9410')).toEqual({ d: undefined, notices: [{ field: 'address', message: 'Please enter a valid ZIP code' }] });
    const notices: QuoteNotice[] = [];
    expect(destinationOf({ country: 'CA', state: 'ON' }, 'US', notices)).toBeUndefined();
    expect(notices).toEqual([{ field: 'address', message: 'This shop delivers to the United States only' }]);
  });
});
