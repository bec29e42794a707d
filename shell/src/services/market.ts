import { resolveMarket, webStorage, type Market } from '@axlebay/shared-lib';

export const MARKET_STORAGE_KEY = 'axlebay.market';

/** Market from the host prefix (`ca.`), else `?market=2023|2022` (remembered), else the stored choice. */
export function shellMarket(loc: Pick<Location, 'hostname' | 'search'> = location, storage: Storage = webStorage('local')): Market {
  const fromQuery = new URLSearchParams(loc.search).get('market');
  if (fromQuery === '2022' || fromQuery === '2023') storage.setItem(MARKET_STORAGE_KEY, fromQuery);
  return resolveMarket({ hostname: loc.hostname, marketValue: fromQuery ?? storage.getItem(MARKET_STORAGE_KEY) ?? undefined });
}
