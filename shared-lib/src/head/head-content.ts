import { isNoindexShop } from '../market/noindex-shop';
import type { JsonLd } from './json-ld';
import type { PageHead } from './page-head';
import { BRAND, DEFAULT_DESCRIPTION, formatTitle } from './title';

export const ROBOTS_NOINDEX = 'noindex,nofollow';

/** The Open Graph metas the page head owns (`<meta property=…>`), in document order. */
export const OPEN_GRAPH_PROPERTIES = ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:site_name'] as const;
/** The Twitter card metas the page head owns (`<meta name=…>`), in document order. */
export const TWITTER_NAMES = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'] as const;

export type OpenGraphProperty = (typeof OPEN_GRAPH_PROPERTIES)[number];
export type TwitterName = (typeof TWITTER_NAMES)[number];

/**
 * Everything the page head puts in `<head>`, resolved once so the server's HTML (pageHeadHtml) and
 * the browser's document (applyPageHead) carry the same tags. A value left undefined means "no tag".
 */
export interface HeadContent {
  title: string;
  description: string;
  keywords?: string;
  canonical?: string;
  robots?: string;
  openGraph: Record<OpenGraphProperty, string | undefined>;
  twitter: Record<TwitterName, string | undefined>;
  /** JSON-LD objects with root-relative URLs made absolute against the canonical origin. */
  jsonLd: JsonLd[];
}

export interface HeadContext {
  shopId: number;
  /** og:site_name; BRAND when absent. */
  siteName?: string;
}

function keywordsContent(keywords: PageHead['keywords']): string | undefined {
  const list = Array.isArray(keywords) ? keywords : [keywords ?? ''];
  const content = list
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');
  return content || undefined;
}

function httpUrl(value: string | undefined, base?: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = base === undefined ? new URL(text) : new URL(text, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL as given, or undefined. */
export function absoluteHttpUrl(value: string | undefined): string | undefined {
  return httpUrl(value);
}

/** A root-relative path (`/x`, not `//host/x`), as JSON-LD builders give them without an origin. */
const isRootRelative = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** JSON-LD keys whose values are URLs (strings or lists of strings). */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'urlTemplate', 'contentUrl', 'thumbnailUrl', 'sameAs']);

function resolveUrlValue(value: unknown, origin: string | undefined): unknown {
  if (typeof value === 'string') return origin && isRootRelative(value) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => resolveUrlValue(v, origin));
  return resolveJsonLdUrls(value, origin);
}

/**
 * `value` with the root-relative URLs of its URL keys prefixed with `origin` (plain string
 * concatenation, so a template such as `{search_term_string}` stays as it is). Without an origin
 * they stay relative. Other strings (names, descriptions) are never touched.
 */
export function resolveJsonLdUrls(value: unknown, origin: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveJsonLdUrls(v, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, URL_KEYS.has(key) ? resolveUrlValue(v, origin) : resolveJsonLdUrls(v, origin)]),
  );
}

/**
 * Spec §2: title, description, keywords, canonical link; a no-index flag (or shop 2023) adds robots
 * noindex,nofollow. Plus Open Graph, Twitter card and JSON-LD. Relative URLs (image, JSON-LD) are
 * made absolute against the origin of the canonical URL; with no canonical, an image that is not
 * absolute is left out and JSON-LD URLs stay relative.
 */
export function resolvePageHead(head: PageHead, ctx: HeadContext): HeadContent {
  const title = formatTitle(head.title);
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const canonical = absoluteHttpUrl(head.canonical);
  const origin = canonical ? new URL(canonical).origin : undefined;
  const image = httpUrl(head.image, origin);
  const jsonLd = (head.jsonLd ?? [])
    .filter((o): o is JsonLd => typeof o === 'object' && o !== null && !Array.isArray(o))
    .map((o) => resolveJsonLdUrls(o, origin) as JsonLd);
  return {
    title,
    description,
    keywords: keywordsContent(head.keywords),
    canonical,
    robots: head.noindex || isNoindexShop(ctx.shopId) ? ROBOTS_NOINDEX : undefined,
    openGraph: {
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:type': head.type ?? 'website',
      'og:image': image,
      'og:site_name': ctx.siteName?.trim() || BRAND,
    },
    twitter: {
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
    },
    jsonLd,
  };
}
