import { isNoindexShop } from './noindex-shop';

export type MarketCode = 'US' | 'CA';

export interface Market {
  readonly code: MarketCode;
  /** Market value as sent by the backend; also the shop id. */
  readonly value: 2022 | 2023;
  readonly shopId: number;
  readonly currency: 'USD' | 'CAD';
  readonly currencySymbol: '$' | 'CA$';
  readonly locale: 'en-US' | 'en-CA';
  readonly addressId: 208 | 206;
  readonly stateLabel: string;
  readonly postalCodeLabel: string;
  readonly logisticsTitle: string;
  readonly noindex: boolean;
}

/** Host names starting with this prefix (ca.axlebay.com, ca.localhost) serve the Canadian storefront. */
export const CANADA_HOST_PREFIX = 'ca.';

export const US_MARKET: Market = Object.freeze({
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
  noindex: isNoindexShop(2022),
});

export const CA_MARKET: Market = Object.freeze({
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
  noindex: isNoindexShop(2023),
});

export const MARKETS: Readonly<Record<MarketCode, Market>> = Object.freeze({ US: US_MARKET, CA: CA_MARKET });
