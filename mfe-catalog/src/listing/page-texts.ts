import type { ListingFrame } from '../pages/listing-frame';
import type { SeoTexts } from './catalog-directory';
import { mergeSeo, type PageSeo } from './page-seo';

export interface PageTexts {
  heading: string;
  title: string;
  description: string;
  keywords?: string;
  lead?: string;
  leadUrl?: string;
  bottom?: string;
  bottomUrl?: string;
}

/** Own texts under the heading and at the bottom when no SEO data has any. */
export const OWN_BOTTOM_TEXT = 'Every order ships fast, with 90-day returns and 24/7 support.';

/** The page's own under-title text (there from the first paint, so SEO text arriving later does not push the page down). */
export function ownLead(routeName: string, heading: string): string | undefined {
  switch (routeName) {
    case 'search':
      return undefined;
    case 'brands':
      return 'Every brand we carry, A to Z.';
    case 'makes':
      return 'Parts for every make we cover, A to Z.';
    case 'categories':
      return 'Every part we carry, by department.';
    default:
      return `${heading}: parts that fit, with fast shipping and 90-day returns.`;
  }
}

function mentionsAll(text: string | undefined, words: readonly string[] | undefined): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return !words || words.every((w) => lower.includes(w.toLowerCase()));
}

/** A vehicle page's heading and title must name the vehicle: a generic one is not used there. */
function fitting(seo: PageSeo | undefined, mustMention: readonly string[] | undefined): PageSeo | undefined {
  if (!seo || !mustMention) return seo;
  const { h1, title, ...rest } = seo;
  return { ...rest, ...(mentionsAll(h1, mustMention) ? { h1 } : {}), ...(mentionsAll(title, mustMention) ? { title } : {}) };
}

/**
 * Page SEO data (spec §3: title, description, h1, underTitleText(+Url), bottomText(+Url)) by field:
 * the SEO lookup's answer, then what the catalog carries (a category's own SEO texts), then the page's
 * own texts. A failed lookup is an empty answer, so the own texts show (spec §8).
 */
export function pageTexts(
  frame: ListingFrame,
  lookup: PageSeo | undefined,
  options: {
    catalog?: SeoTexts;
    mustMention?: readonly string[];
    /** The title is the heading (vehicle pages: "2018 Toyota Corolla Headlights | Axlebay"). */
    titleFromHeading?: boolean;
    ownLead?: string;
    ownBottom?: string;
  } = {},
): PageTexts {
  const own: PageSeo = {
    h1: frame.heading,
    title: frame.title,
    description: frame.description,
    underTitleText: options.ownLead,
    bottomText: options.ownBottom,
  };
  const seo = mergeSeo(fitting(lookup, options.mustMention), fitting(options.catalog, options.mustMention), own);
  // A link only travels with its own text.
  const leadFrom = [fitting(lookup, options.mustMention), options.catalog].find((s) => s?.underTitleText && s.underTitleText === seo.underTitleText);
  const bottomFrom = [fitting(lookup, options.mustMention), options.catalog].find((s) => s?.bottomText && s.bottomText === seo.bottomText);
  const heading = seo.h1 ?? frame.heading;
  return {
    heading,
    title: options.titleFromHeading ? heading : seo.title ?? frame.title,
    description: seo.description ?? frame.description,
    keywords: seo.keywords,
    lead: seo.underTitleText,
    leadUrl: leadFrom?.underTitleTextUrl,
    bottom: seo.bottomText,
    bottomUrl: bottomFrom?.bottomTextUrl,
  };
}
