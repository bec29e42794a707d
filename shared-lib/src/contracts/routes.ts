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
  readonly auth?: boolean;
  /** Private or utility pages that search engines must not index. */
  readonly noindex?: boolean;
}

const account = (name: string, path: string, page: string, title: string, auth = false) =>
  ({ name, path, remote: 'account', page, title, auth, noindex: true }) as const;
const content = (name: string, path: string, page: string, title: string, noindex = false) =>
  ({ name, path, remote: 'content', page, title, noindex }) as const;
const cart = (name: string, path: string, page: string, title: string) =>
  ({ name, path, remote: 'cart-checkout', page, title, noindex: true }) as const;
const catalog = (name: string, path: string, page: string, title: string) =>
  ({ name, path, remote: 'catalog', page, title }) as const;

export const ROUTES = [
  // Account entry
  account('createAccount', '/createAccount', 'createAccount', 'Create an account'),
  account('login', '/login', 'login', 'Sign in'),
  account('retrievePassword', '/retrievePassword', 'retrievePassword', 'Reset your password'),
  account('signUpResult', '/signUpResult', 'signUpResult', 'Welcome to Axlebay'),
  account('signUpDiscount', '/sign-up-discount', 'signUpDiscount', 'Your sign-up discount'),
  account('partnership', '/partnership', 'partnership', 'Partnership'),
  account('paymentCallback', '/paymentCallback', 'paymentCallback', 'Payment'),
  // Account area (sign-in required)
  account('myAccount', '/myAccount', 'myAccount', 'My account', true),
  account('myAccountAddress', '/myAccount/address', 'addresses', 'My addresses', true),
  account('memberRule', '/myAccount/member/rule', 'memberRule', 'Member rules', true),
  account('memberExample', '/myAccount/member/example', 'memberExample', 'Member benefits', true),
  account('orderHistory', '/myAccount/orderHistory', 'orderHistory', 'Order history', true),
  account('orderDetail', '/myAccount/orderHistory/orderDetail', 'orderDetail', 'Order detail', true),
  account('printInvoice', '/printInvoice', 'printInvoice', 'Invoice', true),
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
  content('affiliateProgram', '/affiliate-program', 'info', 'Affiliate program'),
  content('about', '/about', 'info', 'About us'),
  content('guideVideo', '/guidevideo', 'info', 'Installation guide videos'),
  content('help', '/help', 'info', 'Help center'),
  content('helpFaq', '/help/faq', 'info', 'Frequently asked questions'),
  content('helpFeedback', '/help/feedback', 'info', 'Feedback'),
  content('ugcAwards', '/ugc-awards', 'info', 'UGC awards'),
  content('ugcAwardsSubmit', '/ugc-awards/submit', 'info', 'Submit your entry'),
  content('videosShootingOffering', '/videos-shooting-offering', 'info', 'Video shooting offer'),
  content('featuredTpmsSensors', '/featured/tpms-sensors', 'info', 'TPMS sensors'),
  // Errors
  content('notFound', '/404', 'notFound', 'Page not found', true),
  content('serverError', '/500', 'serverError', 'Something went wrong', true),
  content('gatewayTimeout', '/504', 'gatewayTimeout', 'The server took too long', true),
  // Shopping
  cart('shopCart', '/shopCart', 'cart', 'Shopping cart'),
  cart('orderResult', '/checkout/orderResult', 'orderResult', 'Order result'),
  cart('checkout', '/checkout/*', 'checkout', 'Checkout'),
  cart('orderTrack', '/order/track', 'orderTrack', 'Track your order'),
  // Vehicle
  { name: 'garage', path: '/myGarage', remote: 'vehicle', page: 'garage', title: 'My garage', noindex: true },
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
