import { useApi, useApiData, useMarket, type ApiClient } from '@axlebay/shared-lib';
import type { SeoTexts } from './catalog-directory';

/** Spec §7: `POST /shopping-guide/public/seo/v2 { url, shopId, pageType }`. */
export const SEO_API = '/shopping-guide/public/seo/v2';

/** The page types this remote asks the SEO lookup about (one per listing route). */
export const SEO_PAGE_TYPES = {
  brands: 'BRANDS',
  brand: 'BRAND',
  brandCategory: 'BRAND_CATEGORY',
  makes: 'MAKES',
  make: 'MAKE',
  makeCategory: 'MAKE_CATEGORY',
  parts: 'PARTS',
  partsUncertain: 'PARTS_UNCERTAIN',
  categories: 'CATEGORIES',
  collection: 'COLLECTION',
  search: 'SEARCH',
  category: 'CATEGORY',
  categoryMake: 'CATEGORY_MAKE',
  categoryModel: 'CATEGORY_MODEL',
  categoryYear: 'CATEGORY_YEAR',
} as const;

export type SeoPageType = (typeof SEO_PAGE_TYPES)[keyof typeof SEO_PAGE_TYPES];

export interface PageSeo extends SeoTexts {
  keywords?: string;
}

const FIELDS = ['title', 'description', 'keywords', 'h1', 'underTitleText', 'underTitleTextUrl', 'bottomText', 'bottomTextUrl'] as const;

/** Only non-empty strings count; keyword lists become one comma-separated string. */
export function cleanSeo(answer: unknown): PageSeo {
  if (typeof answer !== 'object' || answer === null) return {};
  const source = answer as Record<string, unknown>;
  const seo: PageSeo = {};
  for (const field of FIELDS) {
    const raw = source[field];
    const value = Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string').join(', ') : raw;
    if (typeof value === 'string' && value.trim()) seo[field] = value.trim();
  }
  return seo;
}

/**
 * The lookup's answer as page texts. `pageType: 'DEFAULT'` is the lookup saying it cannot name this
 * page (its generic default title and description): the page's own texts are better, so it is empty.
 */
export function pageSeoOf(answer: unknown): PageSeo {
  if (typeof answer === 'object' && answer !== null && (answer as { pageType?: unknown }).pageType === 'DEFAULT') return {};
  return cleanSeo(answer);
}

/** Field by field, the first source that has it. */
export function mergeSeo(...sources: Array<PageSeo | undefined>): PageSeo {
  const merged: PageSeo = {};
  for (const field of FIELDS) {
    const found = sources.find((s) => s?.[field]);
    if (found) merged[field] = found[field];
  }
  return merged;
}

// One answer per URL and shop while the page lives: back/forward does not ask again.
const answers = new WeakMap<ApiClient, Map<string, Promise<PageSeo>>>();

export function fetchPageSeo(api: ApiClient, url: string, shopId: number, pageType: SeoPageType): Promise<PageSeo> {
  let held = answers.get(api);
  if (!held) answers.set(api, (held = new Map()));
  const key = `${shopId}|${pageType}|${url}`;
  let answer = held.get(key);
  if (!answer) {
    // Spec §8 "SEO lookup failure: Default title and description": a failure is an empty answer.
    answer = api.post<unknown>(SEO_API, { url, shopId, pageType }).then(pageSeoOf, () => {
      held!.delete(key);
      return {};
    });
    held.set(key, answer);
  }
  return answer;
}

/** One empty answer: a page without a lookup keeps the same object from render to render. */
const NO_SEO: PageSeo = Object.freeze({});

/**
 * The page's SEO data for its URL, or `{}` when the lookup fails or has none. It is the route's data
 * (`useApiData`): a page composed on the server is written with the lookup's heading, texts and head,
 * and the browser hydrates with the same answer instead of asking again and rendering the page twice.
 */
export function usePageSeo(url: string, pageType: SeoPageType | null): { seo: PageSeo } {
  const api = useApi();
  const market = useMarket();
  const { data } = useApiData(
    `seo|${market.shopId}|${pageType ?? 'none'}|${url}`,
    () => (pageType ? fetchPageSeo(api, url, market.shopId, pageType) : Promise.resolve({})),
    'The SEO lookup failed.',
  );
  return { seo: data ?? NO_SEO };
}
