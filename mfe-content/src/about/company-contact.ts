import { companyContactOf, formatMoneyShort, useApi, useApiData, useMarket } from '@axlebay/shared-lib';

/** Spec §7 "Content, config, misc": the shop's settings and buyer config. */
export const SHOP_SETTINGS_API = '/infra/public/shop-setting/v2';
export const BUYER_CONFIG_API = '/infra/public/buyer/config/list';

/** The market's company contact, loaded with the page (on the server when the page is composed there). */
export function useCompanyContact() {
  const api = useApi();
  const market = useMarket();
  const { data, error, reload } = useApiData(
    `${market.shopId}:shop-settings`,
    () => api.get<Record<string, unknown>>(SHOP_SETTINGS_API).then(companyContactOf),
    'The contact details could not be loaded.',
  );
  return { contact: data, error, reload };
}

/** What the help and about pages say from the buyer config (spec §9: 24/7 support, free-shipping threshold). */
export interface ShopPromises {
  supportHours: string;
  /** "$79", "CA$99"; empty when the config has none. */
  freeShippingOver: string;
}

export function shopPromisesOf(list: ReadonlyArray<{ key: string; value: string }>, currency: string): ShopPromises {
  const value = (key: string) => list.find((c) => c.key === key)?.value ?? '';
  const cents = Number(value('FREE_SHIPPING_THRESHOLD_CENTS'));
  return { supportHours: value('SUPPORT_HOURS') || '24/7', freeShippingOver: Number.isFinite(cents) && cents > 0 ? formatMoneyShort(cents, currency) : '' };
}

/** The market's buyer config, as the promises the pages state. */
export function useShopPromises(): ShopPromises | undefined {
  const api = useApi();
  const market = useMarket();
  const { data } = useApiData(
    `${market.shopId}:buyer-config`,
    () => api.get<{ list: Array<{ key: string; value: string }> }>(BUYER_CONFIG_API, { page: 1, size: 100 }).then((answer) => shopPromisesOf(answer.list, market.currency)),
    'The shop config could not be loaded.',
  );
  return data;
}
