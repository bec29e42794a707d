import { describe, expect, it, jest } from '@jest/globals';
import { colors, companyContactOf, contrastRatio, type ApiClient } from '@axlebay/shared-lib';
import { type ContentAnswer } from '@axlebay/shared-lib/content-config';
import { resetShopSettingsCache, SHOP_SETTINGS_TTL_MS } from '../services/shop-settings';
import { announcementFrom, frameContent, navBackgroundOf, resetFrameContentCache, sitePath } from './frame-content';

const answer = (list: Array<Partial<ContentAnswer['list'][number]>>): ContentAnswer => ({ fileAddress: 'http://api.test/infra/public/file/', list: list as ContentAnswer['list'] });

describe('the frame content', () => {
  it('announces the first content entry, with its site link', () => {
    const content = answer([
      { type: 'ANNOUNCEMENT', code: 'a', value: { text: 'Free shipping on orders over $79 · 90-day returns', link: '/help/faq', linkText: 'Details' } },
      { type: 'ANNOUNCEMENT', code: 'b', value: { text: 'second' } },
    ]);
    expect(announcementFrom(content, {})).toEqual({ text: 'Free shipping on orders over $79 · 90-day returns', link: '/help/faq', linkText: 'Details' });
  });

  it('drops a link that leaves the shop or runs script; falls back to the settings, then the return promise', () => {
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/ok path']) {
      expect(announcementFrom(answer([{ type: 'ANNOUNCEMENT', value: { text: 'Sale', link } }]), {})).toEqual({ text: 'Sale' });
    }
    const settings = { GLOBAL_ANNOUNCEMENT: { active: true, info: 'From settings' } };
    expect(announcementFrom(answer([]), settings)).toEqual({ text: 'From settings' });
    expect(announcementFrom(undefined, {})).toEqual({ text: '90-day returns · 24/7 support' });
    expect(sitePath('/help/faq#shipping')).toBe('/help/faq#shipping');
  });

  it('takes the nav bar colour only when white text keeps 4.5:1 and the focus ring 3:1', () => {
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: '#0F1B2D' } })).toBe('#0f1b2d');
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: '#7a1f1f' } })).toBe('#7a1f1f');
    // Light grey: white text would be 1.5:1.
    expect(contrastRatio('#cccccc', colors.onHeader)).toBeLessThan(4.5);
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: '#cccccc' } })).toBeUndefined();
    // Mid blue: white text at 5.2:1 passes, and so does the focus ring (3.6:1).
    expect(contrastRatio('#2563eb', colors.focusOnDark)).toBeGreaterThanOrEqual(3);
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: '#2563eb' } })).toBe('#2563eb');
    // Too light for white text (3.7:1).
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: '#3b82f6' } })).toBeUndefined();
    expect(navBackgroundOf({ NAV_BAR_BACKGROUND: { color: 'red' } })).toBeUndefined();
    expect(navBackgroundOf({})).toBeUndefined();
  });

  it('asks the content and settings once per shop for 5 minutes; a failed content call is not kept', async () => {
    resetFrameContentCache();
    resetShopSettingsCache();
    let fail = true;
    const post = jest.fn(async (_path: string, _body: unknown) => {
      if (fail) throw new Error('down');
      return answer([{ type: 'ANNOUNCEMENT', value: { text: 'From content' } }]);
    });
    const get = jest.fn(async () => ({ NAV_BAR_BACKGROUND: { color: '#0f1b2d' } }));
    const api = { post, get } as unknown as ApiClient;
    expect(await frameContent(api, 2022, 0)).toEqual({ announcement: { text: '90-day returns · 24/7 support' }, navBackground: '#0f1b2d', companyContact: companyContactOf({}), categories: [] });
    fail = false;
    expect((await frameContent(api, 2022, 1)).announcement.text).toBe('From content');
    await frameContent(api, 2022, SHOP_SETTINGS_TTL_MS - 1);
    expect(post).toHaveBeenCalledTimes(2);
    await frameContent(api, 2022, SHOP_SETTINGS_TTL_MS + 2);
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenLastCalledWith('/infra/public/buyer/content-config/v2', { types: ['ANNOUNCEMENT'] });
  });
});
