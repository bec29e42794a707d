import { describe, expect, it, jest } from '@jest/globals';
import type { ApiClient } from '@axlebay/shared-lib';
import { announcementOf, resetShopSettingsCache, shopSettings, SHOP_SETTINGS_TTL_MS } from './shop-settings';

function apiReturning(value: unknown) {
  const get = jest.fn(async () => value);
  return { api: { get } as unknown as ApiClient, get };
}

describe('shop settings', () => {
  it('caches per shop for 5 minutes', async () => {
    resetShopSettingsCache();
    const { api, get } = apiReturning({ GLOBAL_ANNOUNCEMENT: { active: true, info: 'Free shipping' } });
    await shopSettings(api, 2022, 0);
    await shopSettings(api, 2022, SHOP_SETTINGS_TTL_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    await shopSettings(api, 2022, SHOP_SETTINGS_TTL_MS + 1);
    expect(get).toHaveBeenCalledTimes(2);
    await shopSettings(api, 2023, SHOP_SETTINGS_TTL_MS + 2);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('turns a failure into empty settings and does not cache it', async () => {
    resetShopSettingsCache();
    const get = jest.fn(async () => {
      throw new Error('down');
    });
    const api = { get } as unknown as ApiClient;
    expect(await shopSettings(api, 2022, 0)).toEqual({});
    await shopSettings(api, 2022, 1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows only an active announcement with text', () => {
    expect(announcementOf({ GLOBAL_ANNOUNCEMENT: { active: true, info: 'Hi' } })).toBe('Hi');
    expect(announcementOf({ GLOBAL_ANNOUNCEMENT: { active: false, info: 'Hi' } })).toBeUndefined();
    expect(announcementOf({ GLOBAL_ANNOUNCEMENT: { active: true, info: ' ' } })).toBeUndefined();
    expect(announcementOf({})).toBeUndefined();
  });
});
