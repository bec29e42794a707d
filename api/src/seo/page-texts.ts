import type { ShopId } from '../catalog/shop-prices';
import type { NamedCategory, PageNames } from './page-names';
import type { PageType } from './page-url';

/** Spec §3 "Page SEO data", with the keywords the page head also sets (spec §2). */
export interface PageSeo {
  /** The page as recognised from the URL (DEFAULT: any other page, or a URL naming nothing that exists). */
  pageType: PageType;
  title: string;
  description: string;
  /** Comma-separated, lower case. */
  keywords: string;
  h1: string;
  underTitleText: string;
  underTitleTextUrl: string;
  bottomText: string;
  bottomTextUrl: string;
}

const BRAND = 'Axlebay';
const PROMISE = 'Fast shipping, 90-day returns and 24/7 support.';
/** Spec §1: "Shop Aftermarket Auto Parts Online, with the brand appended". */
export const DEFAULT_TITLE = `Shop Aftermarket Auto Parts Online | ${BRAND}`;
/** Spec §1: fast shipping, 90-day returns and 24/7 support. */
export const DEFAULT_DESCRIPTION = `Shop aftermarket auto parts online at ${BRAND}. ${PROMISE}`;
const DEFAULT_KEYWORDS = ['aftermarket auto parts', 'car parts', 'truck parts', 'suv parts', 'auto parts online'];
const FAQ = '/help/faq';

const across = (shopId: ShopId) => (shopId === 2023 ? 'across Canada' : 'across the US');
const keywords = (...words: string[]) => [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))].join(', ');

/** Spec §8 "SEO lookup failure: default title and description": the same for a page this API cannot name. */
export function defaultSeo(pageType: PageType = 'DEFAULT'): PageSeo {
  return {
    pageType,
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    keywords: keywords(...DEFAULT_KEYWORDS),
    h1: '',
    underTitleText: '',
    underTitleTextUrl: '',
    bottomText: '',
    bottomTextUrl: '',
  };
}

interface ListingText {
  /** "Toyota Headlights": the h1 and the start of the title. */
  subject: string;
  description: string;
  underTitleText: string;
  keywords: string[];
}

function listing(pageType: PageType, shopId: ShopId, path: string, text: ListingText): PageSeo {
  return {
    pageType,
    title: `${text.subject} | Aftermarket Auto Parts | ${BRAND}`,
    description: `${text.description} ${PROMISE}`,
    keywords: keywords(...text.keywords),
    h1: text.subject,
    underTitleText: text.underTitleText,
    underTitleTextUrl: path,
    bottomText: `Every ${BRAND} order ships fast ${across(shopId)} and comes with 90-day returns.`,
    bottomTextUrl: FAQ,
  };
}

/** A category page: the category's own stored SEO record (catalog generator), keywords added. */
function categorySeo(pageType: PageType, shopId: ShopId, category: NamedCategory): PageSeo {
  const stored = category.seo;
  const name = category.name;
  return {
    pageType,
    title: stored.title || `${name} | Aftermarket Auto Parts | ${BRAND}`,
    description: stored.description || `Shop ${name.toLowerCase()} for your car, truck or SUV. ${PROMISE}`,
    keywords: keywords(name, `aftermarket ${name}`, `${name} for sale`, category.department ?? ''),
    h1: stored.h1 || `Aftermarket ${name}`,
    underTitleText: stored.underTitleText || `Find ${name.toLowerCase()} that fit your vehicle`,
    underTitleTextUrl: stored.underTitleTextUrl || `/${category.urlHandle}`,
    bottomText: `${stored.bottomText || `Every ${name.toLowerCase()} order ships fast and comes with 90-day returns.`} We ship ${across(shopId)}.`,
    bottomTextUrl: stored.bottomTextUrl || FAQ,
  };
}

/** The page's texts from the names its URL carries (`path`: the page's own path); no names → the defaults. */
export function pageTexts(names: PageNames | undefined, shopId: ShopId, path: string): PageSeo {
  if (!names) return defaultSeo();
  switch (names.pageType) {
    case 'DEFAULT':
      return defaultSeo();
    case 'HOME':
      return {
        ...defaultSeo('HOME'),
        h1: 'Aftermarket Auto Parts',
        underTitleText: 'Choose your vehicle to see the parts that fit',
        underTitleTextUrl: '/',
        bottomText: `${BRAND} sells aftermarket parts for cars, trucks and SUVs ${across(shopId)}. Every order ships fast and comes with 90-day returns.`,
        bottomTextUrl: FAQ,
      };
    case 'BRANDS':
      return listing('BRANDS', shopId, path, {
        subject: 'Shop Auto Parts by Brand',
        description: `Shop aftermarket auto parts by brand at ${BRAND}.`,
        underTitleText: 'Pick a brand to see its parts',
        keywords: ['auto parts brands', 'aftermarket brands', ...DEFAULT_KEYWORDS],
      });
    case 'MAKES':
      return listing('MAKES', shopId, path, {
        subject: 'Shop Auto Parts by Make',
        description: `Shop aftermarket auto parts for your vehicle make at ${BRAND}.`,
        underTitleText: 'Pick your vehicle make to see the parts for it',
        keywords: ['auto parts by make', 'car parts by make', ...DEFAULT_KEYWORDS],
      });
    case 'PARTS':
      return listing('PARTS', shopId, path, {
        subject: 'All Auto Parts',
        description: `Shop every aftermarket auto part at ${BRAND}.`,
        underTitleText: 'Choose your vehicle to see the parts that fit',
        keywords: DEFAULT_KEYWORDS,
      });
    case 'CATEGORIES':
      return listing('CATEGORIES', shopId, path, {
        subject: 'All Auto Parts Categories',
        description: `Shop aftermarket auto parts by category at ${BRAND}.`,
        underTitleText: 'Pick a category to see its parts',
        keywords: ['auto parts categories', ...DEFAULT_KEYWORDS],
      });
    case 'BRAND':
      return listing('BRAND', shopId, path, {
        subject: `${names.brand} Parts`,
        description: `Shop ${names.brand} aftermarket auto parts at ${BRAND}.`,
        underTitleText: `Choose your vehicle to see the ${names.brand} parts that fit`,
        keywords: [`${names.brand} parts`, `${names.brand} auto parts`, names.brand],
      });
    case 'BRAND_CATEGORY':
      return listing('BRAND_CATEGORY', shopId, path, {
        subject: `${names.brand} ${names.category.name}`,
        description: `Shop ${names.brand} ${names.category.name.toLowerCase()} at ${BRAND}.`,
        underTitleText: `Choose your vehicle to see the ${names.brand} ${names.category.name.toLowerCase()} that fit`,
        keywords: [`${names.brand} ${names.category.name}`, names.brand, names.category.name],
      });
    case 'MAKE':
      return listing('MAKE', shopId, path, {
        subject: `${names.make} Parts`,
        description: `Shop aftermarket parts for your ${names.make} at ${BRAND}.`,
        underTitleText: `Choose your ${names.make} to see the parts that fit`,
        keywords: [`${names.make} parts`, `${names.make} auto parts`, `aftermarket ${names.make} parts`],
      });
    case 'MAKE_CATEGORY':
      return listing('MAKE_CATEGORY', shopId, path, {
        subject: `${names.make} ${names.category.name}`,
        description: `Shop aftermarket ${names.category.name.toLowerCase()} for your ${names.make} at ${BRAND}.`,
        underTitleText: `Choose your ${names.make} to see the ${names.category.name.toLowerCase()} that fit`,
        keywords: [`${names.make} ${names.category.name}`, `${names.category.name} for ${names.make}`, names.category.name],
      });
    case 'PARTS_UNCERTAIN':
      if (names.category) return categorySeo('PARTS_UNCERTAIN', shopId, names.category);
      return listing('PARTS_UNCERTAIN', shopId, path, {
        subject: names.words || 'Auto Parts',
        description: `Shop ${(names.words || 'auto parts').toLowerCase()} and more aftermarket auto parts at ${BRAND}.`,
        underTitleText: 'Choose your vehicle to see the parts that fit',
        keywords: [names.words ?? '', ...DEFAULT_KEYWORDS],
      });
    case 'COLLECTION':
      return listing('COLLECTION', shopId, path, {
        subject: names.collection,
        description: `Shop ${names.collection} at ${BRAND}: aftermarket auto parts picked for you.`,
        underTitleText: 'Choose your vehicle to see the parts that fit',
        keywords: [names.collection, ...DEFAULT_KEYWORDS],
      });
    case 'SEARCH':
      if (!names.keyword) {
        return listing('SEARCH', shopId, path, {
          subject: 'Search Auto Parts',
          description: `Search aftermarket auto parts at ${BRAND}.`,
          underTitleText: 'Choose your vehicle to see the parts that fit',
          keywords: DEFAULT_KEYWORDS,
        });
      }
      return {
        ...listing('SEARCH', shopId, path, {
          subject: `Results for "${names.keyword}"`,
          description: `Shop ${names.keyword} and more aftermarket auto parts at ${BRAND}.`,
          underTitleText: 'Choose your vehicle to see which results fit',
          keywords: [names.keyword, ...DEFAULT_KEYWORDS],
        }),
        title: `${names.keyword} - Search Results | ${BRAND}`,
      };
    case 'PRODUCT':
      return {
        ...defaultSeo('PRODUCT'),
        title: names.title,
        description: names.description || DEFAULT_DESCRIPTION,
        keywords: keywords(names.brand, names.category, `aftermarket ${names.category}`),
      };
    case 'CATEGORY':
      return categorySeo('CATEGORY', shopId, names.category);
    case 'CATEGORY_MAKE':
    case 'CATEGORY_MODEL':
    case 'CATEGORY_YEAR': {
      const name = names.category.name;
      return listing(names.pageType, shopId, path, {
        subject: `${names.vehicle} ${name}`,
        description: `Shop aftermarket ${name.toLowerCase()} for your ${names.vehicle} at ${BRAND}, checked against its fitment data.`,
        underTitleText: `Find ${name.toLowerCase()} that fit your ${names.vehicle}`,
        keywords: [`${names.vehicle} ${name}`, `${name} for ${names.vehicle}`, `aftermarket ${name}`, name],
      });
    }
  }
}
