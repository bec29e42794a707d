import { CANADA_HOST_PREFIX, CA_MARKET, US_MARKET, type Market } from './markets';

/** Spec: "The market value 2023 means Canada; any other value means US." */
export function marketFromValue(value: unknown): Market {
  return value === CA_MARKET.value || value === String(CA_MARKET.value) ? CA_MARKET : US_MARKET;
}

export function isCanadaHost(hostname: string | undefined): boolean {
  // Host names are case-insensitive.
  return (hostname ?? '').trim().toLowerCase().startsWith(CANADA_HOST_PREFIX);
}

/** The Canadian host prefix wins, then the market value; the default is US. */
export function resolveMarket({ hostname, marketValue }: { hostname?: string; marketValue?: unknown } = {}): Market {
  return isCanadaHost(hostname) ? CA_MARKET : marketFromValue(marketValue);
}
