/**
 * The shop's content entries (spec §3 "Shop settings and content", spec §7 content-config calls),
 * as the commerce API answers them (api/src/content-config). An entry of its own, out of the index
 * (like `/orders`): only the apps that show content bundle it, not every page's shared-lib.
 */
export const CONTENT_CONFIG_PATH = '/infra/public/buyer/content-config/v2';
export const PAGE_CONTENT_PATH = '/infra/public/buyer/url/content-config/info/v2';

export type ContentType =
  | 'ANNOUNCEMENT'
  | 'ITEM_GROUP'
  | 'BANNER'
  | 'MOBILE_BANNER'
  | 'DISCOUNT_WINDOW'
  | 'HOME_PAGE'
  | 'FRONT_CATEGORY'
  | 'BLOG_BANNER'
  | 'IMPORTANT_CATEGORY_BANNER'
  | 'TOP_DEALS'
  | 'REVIEW_BANNER';

export interface ContentEntry<V = Record<string, unknown>> {
  type: ContentType;
  code: string;
  title: string;
  value: V;
  sort: number;
  startsAt: string | null;
  endsAt: string | null;
  url: string | null;
}

/** `POST CONTENT_CONFIG_PATH { types }` → entries shown now; image paths are relative to `fileAddress`. */
export interface ContentAnswer {
  fileAddress: string;
  list: ContentEntry[];
}

/** ANNOUNCEMENT value. */
export interface AnnouncementValue {
  text: string;
  link?: string;
  linkText?: string;
}

/** BANNER and MOBILE_BANNER value (the same words; each its own picture). */
export interface BannerValue {
  heading: string;
  text?: string;
  cta?: string;
  link: string;
  image: string;
  alt?: string;
}

/** DISCOUNT_WINDOW value: an offer for guests (`audience: 'guest'`) or everyone. */
export interface DiscountWindowValue {
  audience?: 'guest' | 'all';
  heading: string;
  text: string;
  code?: string;
  percent?: number;
  cta?: string;
  link?: string;
}

/** An image path of a content value as a URL: relative paths are under the file address. */
export function contentFileUrl(fileAddress: string, path: string): string {
  try {
    return new URL(path, fileAddress).href;
  } catch {
    return path;
  }
}
