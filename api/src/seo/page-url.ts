/**
 * Which storefront page a URL is (shared-lib/src/contracts/routes.ts), read from the URL alone: the
 * handles it carries are looked up afterwards. Page types are those the catalog remote asks with
 * (mfe-catalog/src/listing/page-seo.ts), plus HOME, PRODUCT and DEFAULT (any other page).
 */
export type PageRef =
  | { pageType: 'HOME' }
  | { pageType: 'BRANDS' | 'MAKES' | 'PARTS' | 'CATEGORIES' }
  | { pageType: 'BRAND'; brand: string }
  | { pageType: 'BRAND_CATEGORY'; brand: string; category: string }
  | { pageType: 'MAKE'; make: string }
  | { pageType: 'MAKE_CATEGORY'; make: string; category: string }
  | { pageType: 'PARTS_UNCERTAIN'; handle: string }
  | { pageType: 'COLLECTION'; collection: string }
  | { pageType: 'SEARCH'; keyword: string }
  | { pageType: 'PRODUCT'; product: string }
  | { pageType: 'CATEGORY'; category: string }
  | { pageType: 'CATEGORY_MAKE'; category: string; make: string }
  | { pageType: 'CATEGORY_MODEL'; category: string; make: string; model: string }
  | { pageType: 'CATEGORY_YEAR'; category: string; make: string; model: string; year: string }
  | { pageType: 'DEFAULT' };

export type PageType = PageRef['pageType'];

/** First path segments of the storefront's non-catalog routes: never a category handle. */
const RESERVED = new Set([
  'createaccount', 'login', 'retrievepassword', 'signupresult', 'sign-up-discount', 'partnership', 'paymentcallback',
  'myaccount', 'printinvoice', 'campaign', 'blogs', 'affiliate-program', 'about', 'guidevideo', 'help', 'ugc-awards',
  'videos-shooting-offering', 'featured', '404', '500', '504', 'shopcart', 'checkout', 'order', 'mygarage',
  'home-mobile', 'home-desktop', 'product', 'brands', 'makes', 'parts', 'categories', 'collection', 'reviews', 'search',
]);

/** A URL handle as the API makes them: lower-case letters, digits and dashes. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_KEYWORD = 100;

/** The search words of a search page's query (`keyword`, else `q`), spaces collapsed. */
function keywordOf(params: URLSearchParams): string {
  return (params.get('keyword') ?? params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD);
}

/** The path of `url` (absolute or not) in lower case, without trailing slash, and its query. */
export function splitUrl(url: string): { path: string; params: URLSearchParams } {
  let parsed: URL;
  if (url.trim() === '') return { path: '', params: new URLSearchParams() };
  try {
    parsed = new URL(url.trim(), 'http://storefront.invalid');
  } catch {
    return { path: '', params: new URLSearchParams() };
  }
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    path = parsed.pathname;
  }
  return { path: path.toLowerCase().replace(/\/+$/, '') || '/', params: parsed.searchParams };
}

export function pageOf(url: string): PageRef {
  const { path, params } = splitUrl(url);
  if (path === '') return { pageType: 'DEFAULT' };
  const segments = path.split('/').filter(Boolean);
  const [first, second, third, fourth] = segments;
  if (segments.length === 0 || ((first === 'home-mobile' || first === 'home-desktop') && segments.length === 1)) return { pageType: 'HOME' };
  if (first === 'search' && segments.length === 1) return { pageType: 'SEARCH', keyword: keywordOf(params) };
  // Everything below is made of URL handles only.
  if (!segments.every((s) => HANDLE.test(s))) return { pageType: 'DEFAULT' };
  switch (first) {
    case 'brands':
      if (segments.length === 1) return { pageType: 'BRANDS' };
      if (segments.length === 2) return { pageType: 'BRAND', brand: second! };
      if (segments.length === 3) return { pageType: 'BRAND_CATEGORY', brand: second!, category: third! };
      return { pageType: 'DEFAULT' };
    case 'makes':
      if (segments.length === 1) return { pageType: 'MAKES' };
      if (segments.length === 2) return { pageType: 'MAKE', make: second! };
      if (segments.length === 3) return { pageType: 'MAKE_CATEGORY', make: second!, category: third! };
      return { pageType: 'DEFAULT' };
    case 'parts':
      if (segments.length === 1) return { pageType: 'PARTS' };
      if (segments.length === 2) return { pageType: 'PARTS_UNCERTAIN', handle: second! };
      return { pageType: 'DEFAULT' };
    case 'categories':
      return segments.length === 1 ? { pageType: 'CATEGORIES' } : { pageType: 'DEFAULT' };
    case 'collection':
      return segments.length === 2 ? { pageType: 'COLLECTION', collection: second! } : { pageType: 'DEFAULT' };
    case 'product':
      return segments.length === 2 ? { pageType: 'PRODUCT', product: second! } : { pageType: 'DEFAULT' };
  }
  if (RESERVED.has(first!)) return { pageType: 'DEFAULT' };
  switch (segments.length) {
    case 1:
      return { pageType: 'CATEGORY', category: first! };
    case 2:
      return { pageType: 'CATEGORY_MAKE', category: first!, make: second! };
    case 3:
      return { pageType: 'CATEGORY_MODEL', category: first!, make: second!, model: third! };
    case 4:
      return /^\d{4}$/.test(fourth!) ? { pageType: 'CATEGORY_YEAR', category: first!, make: second!, model: third!, year: fourth! } : { pageType: 'DEFAULT' };
    default:
      return { pageType: 'DEFAULT' };
  }
}

/** The cache key of a URL: its page (handles included), never the rest of the query. */
export function pageKey(page: PageRef): string {
  return JSON.stringify(page);
}
