import { colors, companyContactOf, contrastRatio, monitoring, type ApiClient, type CompanyContact } from '@axlebay/shared-lib';
import { CONTENT_CONFIG_PATH, type AnnouncementValue, type ContentAnswer } from '@axlebay/shared-lib/content-config';
import { CATEGORY_TREE_PATH, menuOf, type MenuDepartment } from '../layout/category-menu/menu-tree';
import { announcementOf, DEFAULT_ANNOUNCEMENT, shopSettings, SHOP_SETTINGS_TTL_MS, type ShopSettings } from '../services/shop-settings';

/** What the shell's frame shows from the shop's content and settings: the announcement, the nav bar's colour, the category menu and the company contact (footer, trust line). */
export interface FrameContent {
  announcement: AnnouncementValue;
  /** The header's background (`NAV_BAR_BACKGROUND`), when it keeps the header's text and focus ring readable. */
  navBackground?: string;
  /** The footer's address, phone and emails (the settings' COMPANY_* keys). */
  companyContact: CompanyContact;
  /** The header's category menu (departments and their categories); empty when the tree could not be had. */
  categories: MenuDepartment[];
}

/** WCAG 2.2 AA: header text 4.5:1 (1.4.3), its focus ring 3:1 (1.4.11). */
export const NAV_TEXT_CONTRAST = 4.5;
export const NAV_FOCUS_CONTRAST = 3;

/**
 * `NAV_BAR_BACKGROUND: { color: '#rrggbb' }` → that colour if the header's white text and yellow focus
 * ring stay readable on it; otherwise undefined (the design system's header colour stays).
 */
export function navBackgroundOf(settings: ShopSettings): string | undefined {
  const color = (settings.NAV_BAR_BACKGROUND as { color?: unknown } | undefined)?.color;
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)) return undefined;
  if (contrastRatio(color, colors.onHeader) < NAV_TEXT_CONTRAST || contrastRatio(color, colors.focusOnDark) < NAV_FOCUS_CONTRAST) return undefined;
  return color.toLowerCase();
}

/** A site path (`/help/faq`) or nothing: content links never leave the shop or run script. */
export function sitePath(link: unknown): string | undefined {
  return typeof link === 'string' && /^\/(?!\/)[^\s]*$/.test(link) ? link : undefined;
}

/** The first shown ANNOUNCEMENT entry, else the settings' GLOBAL_ANNOUNCEMENT, else the return promise. */
export function announcementFrom(content: ContentAnswer | undefined, settings: ShopSettings): AnnouncementValue {
  const entry = content?.list.find((e) => e.type === 'ANNOUNCEMENT' && typeof e.value.text === 'string' && e.value.text.trim());
  if (entry) {
    const value = entry.value as unknown as AnnouncementValue;
    const link = sitePath(value.link);
    return link ? { text: value.text, link, linkText: value.linkText || 'Details' } : { text: value.text };
  }
  return { text: announcementOf(settings) ?? DEFAULT_ANNOUNCEMENT };
}

let cache: { at: number; shopId: number; value: Promise<FrameContent> } | undefined;

/** The frame's content for a shop, cached 5 minutes like the shop settings (spec §4); failures are logged (spec §8). */
export function frameContent(api: ApiClient, shopId: number, now = Date.now()): Promise<FrameContent> {
  if (cache && cache.shopId === shopId && now - cache.at < SHOP_SETTINGS_TTL_MS) return cache.value;
  const content = api.post<ContentAnswer>(CONTENT_CONFIG_PATH, { types: ['ANNOUNCEMENT'] }).catch((error: unknown) => {
    monitoring.report({ level: 'p2', kind: 'content-config', error });
    return undefined;
  });
  const tree = api.get<unknown>(CATEGORY_TREE_PATH).catch((error: unknown) => {
    monitoring.report({ level: 'p2', kind: 'category-tree', error });
    return undefined;
  });
  const value = Promise.all([content, shopSettings(api, shopId, now), tree]).then(([answer, settings, categories]) => {
    // A failed part is asked again next time, not kept for 5 minutes.
    if ((!answer || !categories) && cache?.value === value) cache = undefined;
    return { announcement: announcementFrom(answer, settings), navBackground: navBackgroundOf(settings), companyContact: companyContactOf(settings), categories: menuOf(categories) };
  });
  cache = { at: now, shopId, value };
  return value;
}

export function resetFrameContentCache() {
  cache = undefined;
}
