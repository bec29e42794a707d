import { decimalAmount } from '../money/decimal-amount';
import { htmlToPlainText } from '../text/plain-text';
import { BRAND } from './title';

/** One schema.org JSON-LD object, as `PageHead.jsonLd` holds it. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * The search page's query parameter (route `/search`, read by mfe-catalog/src/search/search-state.ts).
 * The WebSite SearchAction points at it.
 */
export const SEARCH_KEYWORD_PARAM = 'keyword';

/**
 * `path` on the shop's origin. An empty `origin` keeps the URL root-relative: pageHeadHtml and
 * applyPageHead make it absolute against the canonical URL's origin (see head-content.ts), which is
 * how pages build JSON-LD during render without reading `window` (server rendering, spec §2 head).
 */
function siteUrl(origin: string, path: string): string {
  if (!origin) return path;
  return `${new URL(origin).origin}${path}`;
}

/** The shop as an Organization (home page). */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': siteUrl(origin, '/#organization'),
    name: BRAND,
    url: siteUrl(origin, '/'),
  };
}

/** The shop as a WebSite with its site search (home page). */
export function webSiteJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': siteUrl(origin, '/#website'),
    name: BRAND,
    url: siteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: siteUrl(origin, `/search?${SEARCH_KEYWORD_PARAM}={search_term_string}`),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface BreadcrumbJsonLdItem {
  name: string;
  /** Absolute, or root-relative (made absolute by the page head). Empty: the crumb has no `item`. */
  url?: string;
}

/** A BreadcrumbList of the crumbs the page shows (spec §3 breadcrumb item), nameless crumbs left out. */
export function breadcrumbJsonLd(items: ReadonlyArray<BreadcrumbJsonLdItem>): JsonLd {
  const named = items.filter((i) => i && typeof i.name === 'string' && i.name.trim());
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: named.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name.trim(),
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

const SCHEMA = (term: string) => `${CONTEXT}/${term}`;

/** Spec §4 product status (this shop's) and stock → schema.org availability. */
export function productAvailability(status: string | null | undefined, availableTotal?: number | null): string {
  switch (status) {
    case 'ON_SHELVES':
      return typeof availableTotal === 'number' && availableTotal <= 0 ? SCHEMA('OutOfStock') : SCHEMA('InStock');
    case 'OFF_SHELVES':
    case 'DELETED':
      return SCHEMA('Discontinued');
    default:
      // SOLD_OUT, UNDER_STOCK, DRAFT and anything unknown: not orderable now.
      return SCHEMA('OutOfStock');
  }
}

/** Spec §3 itemCondition (default New) → schema.org item condition. */
export function itemConditionUrl(condition: string | null | undefined): string {
  const text = (condition ?? '').trim().toLowerCase();
  if (text === 'used') return SCHEMA('UsedCondition');
  if (text === 'refurbished') return SCHEMA('RefurbishedCondition');
  return SCHEMA('NewCondition');
}

export interface ProductJsonLdInput {
  name: string;
  /** The part number: sku and mpn. */
  partNumber: string;
  brand?: string | null;
  /** Absolute or root-relative image URLs, main image first. */
  images?: ReadonlyArray<string | null | undefined>;
  /** HTML or text; it becomes plain trimmed text. */
  description?: string | null;
  /** The product page: absolute or root-relative. */
  url: string;
  /** The current price in whole cents. A non-finite price leaves out the offer. */
  priceCents: number;
  /** The market's currency (spec §3 country configs). */
  currency: 'USD' | 'CAD';
  /** Spec §4 product status of this shop. */
  status: string | null | undefined;
  availableTotal?: number | null;
  condition?: string | null;
  ratingValue?: number | null;
  reviewCount?: number | null;
  bestRating?: number | null;
}

/** Longest description kept: enough for any snippet, bounded for the page head. */
export const JSON_LD_DESCRIPTION_MAX = 5000;

/** A schema.org Product with its Offer, and an AggregateRating only when it has reviews. */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const images = (input.images ?? []).filter((u): u is string => typeof u === 'string' && u.trim() !== '').map((u) => u.trim());
  const description = htmlToPlainText(input.description).slice(0, JSON_LD_DESCRIPTION_MAX).trim();
  const brand = input.brand?.trim();
  const partNumber = input.partNumber?.trim();
  const product: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name.trim(),
    ...(partNumber ? { sku: partNumber, mpn: partNumber } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    url: input.url,
  };
  if (typeof input.priceCents === 'number' && Number.isFinite(input.priceCents)) {
    product.offers = {
      '@type': 'Offer',
      url: input.url,
      price: decimalAmount(input.priceCents),
      priceCurrency: input.currency,
      availability: productAvailability(input.status, input.availableTotal),
      itemCondition: itemConditionUrl(input.condition),
    };
  }
  const count = input.reviewCount;
  const rating = input.ratingValue;
  if (typeof count === 'number' && count > 0 && typeof rating === 'number' && Number.isFinite(rating) && rating > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating * 10) / 10,
      reviewCount: Math.floor(count),
      ...(input.bestRating && input.bestRating > 0 ? { bestRating: input.bestRating } : {}),
    };
  }
  return product;
}
