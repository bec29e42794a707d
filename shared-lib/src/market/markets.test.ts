import { CANADA_HOST_PREFIX, CA_MARKET, MARKETS, US_MARKET } from './markets';

describe('market configs', () => {
  it('describes the US storefront', () => {
    expect(US_MARKET).toEqual({
      code: 'US',
      value: 2022,
      shopId: 2022,
      currency: 'USD',
      currencySymbol: '$',
      locale: 'en-US',
      addressId: 208,
      stateLabel: 'State',
      postalCodeLabel: 'ZIP code',
      logisticsTitle: 'Estimated Delivery Date',
      noindex: false,
    });
  });

  it('describes the Canadian storefront, which is noindex', () => {
    expect(CA_MARKET).toEqual({
      code: 'CA',
      value: 2023,
      shopId: 2023,
      currency: 'CAD',
      currencySymbol: 'CA$',
      locale: 'en-CA',
      addressId: 206,
      stateLabel: 'Province/Territory',
      postalCodeLabel: 'Postal code',
      logisticsTitle: 'Shipping method',
      noindex: true,
    });
  });

  it('uses the market value as shop id', () => {
    for (const market of Object.values(MARKETS)) expect(market.shopId).toBe(market.value);
  });

  it('indexes markets by code', () => {
    expect(MARKETS.US).toBe(US_MARKET);
    expect(MARKETS.CA).toBe(CA_MARKET);
    expect(Object.keys(MARKETS)).toEqual(['US', 'CA']);
  });

  it('cannot be mutated by a consumer', () => {
    expect(Object.isFrozen(US_MARKET)).toBe(true);
    expect(Object.isFrozen(CA_MARKET)).toBe(true);
    expect(Object.isFrozen(MARKETS)).toBe(true);
  });

  it('uses "ca." as the Canadian host prefix', () => {
    expect(CANADA_HOST_PREFIX).toBe('ca.');
  });
});
