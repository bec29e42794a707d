/** Spec: "A shop with id 2023 is marked noindex." (the Canadian storefront) */
export const NOINDEX_SHOP_ID = 2023;

/** Accepts the id as a number or as a string read from config, a cookie or a data attribute. */
export function isNoindexShop(shopId: number | string | null | undefined): boolean {
  if (typeof shopId === 'string') return shopId.trim() !== '' && Number(shopId) === NOINDEX_SHOP_ID;
  return shopId === NOINDEX_SHOP_ID;
}
