import { type ApiClient } from '@axlebay/shared-lib';
import { CONTENT_CONFIG_PATH, contentFileUrl, type BannerValue, type ContentAnswer } from '@axlebay/shared-lib/content-config';

/** A home banner: the words and link of its BANNER entry, a picture for each width. */
export interface HomeBanner {
  code: string;
  heading: string;
  text?: string;
  cta: string;
  link: string;
  desktop: string;
  /** The MOBILE_BANNER entry's picture of the same code; the desktop one when there is none. */
  mobile: string;
  alt: string;
}

/** Desktop 3:1 (1200×400), mobile 3:2 (750×500): the seeded art's sizes (api/src/content-config/banner-art.ts). */
export const BANNER_RATIO = { desktop: { width: 1200, height: 400 }, mobile: { width: 750, height: 500 } } as const;

const isBanner = (v: Record<string, unknown>): v is Record<string, unknown> & BannerValue =>
  typeof v.heading === 'string' && typeof v.link === 'string' && v.link.startsWith('/') && !v.link.startsWith('//') && typeof v.image === 'string';

/** BANNER and MOBILE_BANNER entries → banners in the BANNER order; entries without words, link or picture are left out. */
export function homeBannersOf(answer: ContentAnswer): HomeBanner[] {
  const mobile = new Map(answer.list.filter((e) => e.type === 'MOBILE_BANNER' && typeof e.value.image === 'string').map((e) => [e.code, e.value.image as string]));
  return answer.list.flatMap((e) => {
    if (e.type !== 'BANNER' || !isBanner(e.value)) return [];
    const v = e.value;
    const desktop = contentFileUrl(answer.fileAddress, v.image);
    const small = mobile.get(e.code);
    return [{ code: e.code, heading: v.heading, text: v.text, cta: v.cta || 'Shop now', link: v.link, desktop, mobile: small ? contentFileUrl(answer.fileAddress, small) : desktop, alt: v.alt ?? '' }];
  });
}

export const loadHomeBanners = (api: ApiClient) => api.post<ContentAnswer>(CONTENT_CONFIG_PATH, { types: ['BANNER', 'MOBILE_BANNER'] }).then(homeBannersOf);
