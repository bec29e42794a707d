import { CA_MARKET, US_MARKET } from './markets';
import { isCanadaHost, marketFromValue, resolveMarket } from './resolve-market';

describe('marketFromValue', () => {
  it.each([2023, '2023'])('maps %p to Canada', (value) => {
    expect(marketFromValue(value)).toBe(CA_MARKET);
  });

  it.each([2022, '2022', 2024, 0, '', 'CA', null, undefined, NaN, {}, [2023]])('maps %p to the US', (value) => {
    expect(marketFromValue(value)).toBe(US_MARKET);
  });
});

describe('isCanadaHost', () => {
  it.each(['ca.axlebay.com', 'ca.localhost', 'CA.Axlebay.com', ' ca.axlebay.com'])('accepts %p', (host) => {
    expect(isCanadaHost(host)).toBe(true);
  });

  it.each(['axlebay.com', 'www.axlebay.com', 'cart.axlebay.com', 'ca', 'shop.ca.axlebay.com', 'localhost', '', undefined])(
    'rejects %p',
    (host) => {
      expect(isCanadaHost(host)).toBe(false);
    },
  );
});

describe('resolveMarket', () => {
  it('defaults to the US', () => {
    expect(resolveMarket({})).toBe(US_MARKET);
    expect(resolveMarket()).toBe(US_MARKET);
    expect(resolveMarket({ hostname: 'axlebay.com' })).toBe(US_MARKET);
  });

  it('chooses Canada from the host prefix', () => {
    expect(resolveMarket({ hostname: 'ca.axlebay.com' })).toBe(CA_MARKET);
    expect(resolveMarket({ hostname: 'ca.localhost' })).toBe(CA_MARKET);
  });

  it('lets the Canadian host prefix win over a US market value', () => {
    expect(resolveMarket({ hostname: 'ca.axlebay.com', marketValue: 2022 })).toBe(CA_MARKET);
  });

  it('falls back to the market value on other hosts', () => {
    expect(resolveMarket({ hostname: 'axlebay.com', marketValue: 2023 })).toBe(CA_MARKET);
    expect(resolveMarket({ hostname: 'axlebay.com', marketValue: '2023' })).toBe(CA_MARKET);
    expect(resolveMarket({ hostname: 'axlebay.com', marketValue: 2022 })).toBe(US_MARKET);
    expect(resolveMarket({ marketValue: 2023 })).toBe(CA_MARKET);
  });
});
