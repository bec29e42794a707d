import { monitoring, type ApiClient } from '@axlebay/shared-lib';

/** Spec §4: shop settings are cached 5 minutes. */
export const SHOP_SETTINGS_TTL_MS = 5 * 60_000;
export const SHOP_SETTINGS_PATH = '/infra/public/shop-setting/v2';

export type ShopSettings = Record<string, unknown>;

let cache: { at: number; shopId: number; value: Promise<ShopSettings> } | undefined;

/** Shop settings of the current market; failures are logged and give an empty object (spec §8). */
export function shopSettings(api: ApiClient, shopId: number, now = Date.now()): Promise<ShopSettings> {
  if (cache && cache.shopId === shopId && now - cache.at < SHOP_SETTINGS_TTL_MS) return cache.value;
  const value = api.get<ShopSettings>(SHOP_SETTINGS_PATH).catch((error: unknown) => {
    monitoring.report({ level: 'p2', kind: 'shop-settings', error });
    cache = undefined;
    return {};
  });
  cache = { at: now, shopId, value };
  return value;
}

/** What the announcement bar says when the shop announces nothing (the return promise). */
export const DEFAULT_ANNOUNCEMENT = '90-day returns · 24/7 support';

/** The bar's text for these settings: the active announcement, or the default line. */
export const announcementText = (settings: ShopSettings): string => announcementOf(settings) ?? DEFAULT_ANNOUNCEMENT;

/** `GLOBAL_ANNOUNCEMENT: { active, info }` → the text to show, if active. */
export function announcementOf(settings: ShopSettings): string | undefined {
  const a = settings.GLOBAL_ANNOUNCEMENT as { active?: unknown; info?: unknown } | undefined;
  return a && a.active === true && typeof a.info === 'string' && a.info.trim() ? a.info : undefined;
}

export function resetShopSettingsCache() {
  cache = undefined;
}
