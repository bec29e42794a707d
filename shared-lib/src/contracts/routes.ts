import type { RemoteName } from './remotes';

/**
 * Every route of the storefront (spec §2 "Route list"), the remote that owns it and the page it shows.
 * The shell builds its router from this table; each remote maps `page` to a component.
 * Paths use react-router syntax; `*` is a splat.
 */
export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly remote: RemoteName;
  readonly page: string;
  /** Page title before the page itself knows better (e.g. a product's name). */
  readonly title: string;
  /** Needs a signed-in buyer; without a session the shell redirects to /login?callback=… */
  readonly auth: boolean;
  /** Private or utility pages that search engines must not index. */
  readonly noindex: boolean;
  /**
   * Rendered in the browser only, though its remote has a server build: the page is the shopper's own
   * (cart, checkout draft), so the server could draw only a heading and a loading area.
   */
  readonly browserOnly: boolean;
}

const route =
  <R extends RemoteName>(remote: R, defaults: { auth?: boolean; noindex?: boolean } = {}) =>
  <N extends string, P extends string>(name: N, path: string, page: P, title: string, extra: { auth?: boolean; noindex?: boolean; browserOnly?: boolean } = {}) => ({
    name,
    path,
    remote,
    page,
    title,
    auth: extra.auth ?? defaults.auth ?? false,
    noindex: extra.noindex ?? defaults.noindex ?? false,
    browserOnly: extra.browserOnly ?? false,
  });

const account = route('account', { noindex: true });
const content = route('content');
const cart = route('cart-checkout', { noindex: true });
const vehicle = route('vehicle', { noindex: true });
const catalog = route('catalog');
const signedIn = { auth: true };
const noindex = { noindex: true };
const browserOnly = { browserOnly: true };

/**
 * The account-entry pages (spec §2): where a visitor without a session is meant to be. Signing in does
 * not return to them, and an expired session does not bounce a shopper away from them.
 */
export const ACCOUNT_ENTRY_PATHS = ['/login', '/createAccount', '/retrievePassword', '/signUpResult', '/sign-up-discount', '/partnership', '/paymentCallback'] as const;

export function isAccountEntryPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ACCOUNT_ENTRY_PATHS.some((p) => p.toLowerCase() === path.toLowerCase());
}

export const ROUTES = [
  // Account entry
  account('createAccount', '/createAccount', 'createAccount', 'Create an account'),
  account('login', '/login', 'login', 'Sign in'),
  account('retrievePassword', '/retrievePassword', 'retrievePassword', 'Reset your password'),
  account('signUpResult', '/signUpResult', 'signUpResult', 'Welcome to Axlebay'),
  account('signUpDiscount', '/sign-up-discount', 'signUpDiscount', 'Your sign-up discount'),
  account('partnership', '/partnership', 'partnership', 'Partnership'),
  // Account area (sign-in required)
  account('myAccount', '/myAccount', 'myAccount', 'My account', signedIn),
  account('myAccountAddress', '/myAccount/address', 'addresses', 'My addresses', signedIn),
  account('memberRule', '/myAccount/member/rule', 'memberRule', 'Member rules', signedIn),
  account('memberExample', '/myAccount/member/example', 'memberExample', 'Member benefits', signedIn),
  account('orderHistory', '/myAccount/orderHistory', 'orderHistory', 'Order history', signedIn),
  account('orderDetail', '/myAccount/orderHistory/orderDetail', 'orderDetail', 'Order detail', signedIn),
  account('printInvoice', '/printInvoice', 'printInvoice', 'Invoice', signedIn),
  // Campaigns
  content('campaignAmazingOffers', '/campaign/amazing-offers-rolling-in', 'campaign', 'Amazing offers rolling in'),
  content('campaignBlackFriday', '/campaign/black-friday-cyber-monday-unbeatable-offer', 'campaign', 'Black Friday & Cyber Monday unbeatable offer'),
  content('campaignSneakPeek', '/campaign/sneak-peek', 'campaign', 'Sneak peek'),
  // Blogs
  content('blogs', '/blogs', 'blogHome', 'Blog'),
  content('blogList', '/blogs/list', 'blogList', 'All articles'),
  content('blogListPage', '/blogs/list/*', 'blogList', 'All articles'),
  content('blogArticle', '/blogs/:id', 'blogArticle', 'Article'),
  content('blogCategory', '/blogs/categories/:seoUrlHandle', 'blogCategory', 'Blog category'),
  content('blogTopic', '/blogs/topic/:seoUrlHandle', 'blogTopic', 'Blog topic'),
  // Info
  content('affiliateProgram', '/affiliate-program', 'affiliateProgram', 'Affiliate program'),
  content('about', '/about', 'about', 'About us'),
  content('guideVideo', '/guidevideo', 'guideVideo', 'Installation guide videos'),
  content('help', '/help', 'help', 'Help center'),
  content('helpFaq', '/help/faq', 'helpFaq', 'Frequently asked questions'),
  content('helpFeedback', '/help/feedback', 'helpFeedback', 'Feedback'),
  content('ugcAwards', '/ugc-awards', 'ugcAwards', 'UGC awards'),
  content('ugcAwardsSubmit', '/ugc-awards/submit', 'ugcAwardsSubmit', 'Submit your entry'),
  content('videosShootingOffering', '/videos-shooting-offering', 'videosShootingOffering', 'Video shooting offer'),
  content('featuredTpmsSensors', '/featured/tpms-sensors', 'featuredTpmsSensors', 'TPMS sensors'),
  // Errors
  content('notFound', '/404', 'notFound', 'Page not found', noindex),
  content('serverError', '/500', 'serverError', 'Something went wrong', noindex),
  content('gatewayTimeout', '/504', 'gatewayTimeout', 'The server took too long', noindex),
  // Shopping
  cart('shopCart', '/shopCart', 'cart', 'Shopping cart', browserOnly),
  cart('orderResult', '/checkout/orderResult', 'orderResult', 'Order result', browserOnly),
  cart('checkout', '/checkout/*', 'checkout', 'Checkout', browserOnly),
  cart('orderTrack', '/order/track', 'orderTrack', 'Track your order'),
  // Where a payment provider sends the shopper back (an account-entry path: no sign-in bounce, spec §2).
  cart('paymentCallback', '/paymentCallback', 'paymentCallback', 'Payment', browserOnly),
  // Vehicle
  vehicle('garage', '/myGarage', 'garage', 'My garage'),
  // Catalog
  catalog('home', '/', 'home', ''),
  catalog('homeMobile', '/home-mobile', 'home', ''),
  catalog('homeDesktop', '/home-desktop', 'home', ''),
  catalog('product', '/product/:urlHandle', 'product', 'Product'),
  catalog('brands', '/brands', 'brands', 'Shop by brand'),
  catalog('brand', '/brands/:brand', 'brand', 'Brand'),
  catalog('brandCategory', '/brands/:brand/:urlHandle', 'brandCategory', 'Brand category'),
  catalog('makes', '/makes', 'makes', 'Shop by make'),
  catalog('make', '/makes/:make', 'make', 'Make'),
  catalog('makeCategory', '/makes/:make/:urlHandle', 'makeCategory', 'Make category'),
  catalog('parts', '/parts', 'parts', 'All parts'),
  catalog('partsUncertain', '/parts/:uncertain', 'partsUncertain', 'Parts'),
  catalog('categories', '/categories', 'categories', 'All categories'),
  catalog('collection', '/collection/:urlHandle', 'collection', 'Collection'),
  catalog('reviews', '/reviews', 'reviews', 'Customer reviews'),
  catalog('search', '/search', 'search', 'Search'),
  catalog('category', '/:urlHandle', 'category', 'Category'),
  catalog('categoryMake', '/:urlHandle/:makeValue', 'category', 'Category'),
  catalog('categoryModel', '/:urlHandle/:makeValue/:modelValue', 'category', 'Category'),
  catalog('categoryYear', '/:urlHandle/:makeValue/:modelValue/:yearValue', 'category', 'Category'),
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof ROUTES)[number];
export type RouteName = AppRoute['name'];
/** Page keys a given remote must implement. */
export type PageOf<R extends RemoteName> = Extract<AppRoute, { remote: R }>['page'];

/** What the shell renders for a path no route matches: content's 404 page, at the same URL. */
export const NOT_FOUND_ROUTE = ROUTES.find((r) => r.name === 'notFound')!;

export function routesOf<R extends RemoteName>(remote: R): Extract<AppRoute, { remote: R }>[] {
  return ROUTES.filter((r): r is Extract<AppRoute, { remote: R }> => r.remote === remote);
}

export function routeByName(name: RouteName): AppRoute {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
