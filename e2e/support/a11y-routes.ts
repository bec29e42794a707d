import { ROUTES, type AppRoute, type RemoteName, type RouteName } from '../../shared-lib/src/contracts';

/**
 * Every route of the shop's route table (spec §2 "Route list"; shared-lib ROUTES, which the shell's
 * router is built from) with the URLs the accessibility scan opens for it. A `Record` over every
 * route name: a new route without a sample URL fails the type check, and `missingRoutes()` fails the
 * scan's first test at run time.
 *
 * `{product}`, `{orderNo}`: filled in by the scan (a real product of the dataset, the order the
 * signed-in walk places). Routes of the shopper's walk (`SHOPPER_ROUTES`) are reached by clicking
 * through the cart and checkout, not by URL.
 */
export const A11Y_ROUTES: Record<RouteName, readonly string[]> = {
  // Account entry
  createAccount: ['/createAccount'],
  login: ['/login'],
  retrievePassword: ['/retrievePassword'],
  signUpResult: ['/signUpResult'],
  signUpDiscount: ['/sign-up-discount'],
  partnership: ['/partnership'],
  paymentCallback: ['/paymentCallback'],
  // Campaigns
  campaignAmazingOffers: ['/campaign/amazing-offers-rolling-in'],
  campaignBlackFriday: ['/campaign/black-friday-cyber-monday-unbeatable-offer'],
  campaignSneakPeek: ['/campaign/sneak-peek'],
  // Home
  home: ['/'],
  homeMobile: ['/home-mobile'],
  homeDesktop: ['/home-desktop'],
  // Product
  product: ['/product/{product}'],
  // Blogs
  blogs: ['/blogs'],
  blogList: ['/blogs/list'],
  blogListPage: ['/blogs/list/2'],
  blogArticle: ['/blogs/choosing-brake-pads'],
  blogCategory: ['/blogs/categories/brakes'],
  blogTopic: ['/blogs/topic/canada'],
  // Brands and makes
  brands: ['/brands'],
  brand: ['/brands/nightforge'],
  brandCategory: ['/brands/nightforge/fog-lights'],
  makes: ['/makes'],
  make: ['/makes/toyota'],
  makeCategory: ['/makes/toyota/headlights'],
  // Parts and categories
  parts: ['/parts'],
  partsUncertain: ['/parts/brake-pads'],
  categories: ['/categories'],
  collection: ['/collection/top-deals'],
  // Shopping
  reviews: ['/reviews'],
  orderTrack: ['/order/track?orderNo=AXB00001234'],
  search: ['/search?keyword=brake'],
  shopCart: ['/shopCart'],
  checkout: ['/checkout/information', '/checkout/shipping', '/checkout/payment'],
  orderResult: ['/checkout/orderResult?orderNo={orderNo}'],
  // Info
  affiliateProgram: ['/affiliate-program'],
  about: ['/about'],
  guideVideo: ['/guidevideo'],
  help: ['/help'],
  helpFaq: ['/help/faq'],
  helpFeedback: ['/help/feedback'],
  ugcAwards: ['/ugc-awards'],
  ugcAwardsSubmit: ['/ugc-awards/submit'],
  videosShootingOffering: ['/videos-shooting-offering'],
  featuredTpmsSensors: ['/featured/tpms-sensors'],
  // Errors
  notFound: ['/404'],
  serverError: ['/500'],
  gatewayTimeout: ['/504'],
  // Vehicle garage (spec §2: "page route: not shown")
  garage: ['/myGarage'],
  // Account area (signed in)
  myAccount: ['/myAccount'],
  myAccountAddress: ['/myAccount/address'],
  memberRule: ['/myAccount/member/rule'],
  memberExample: ['/myAccount/member/example'],
  orderHistory: ['/myAccount/orderHistory'],
  orderDetail: ['/myAccount/orderHistory/orderDetail?orderNo={orderNo}'],
  printInvoice: ['/printInvoice?orderId={orderNo}'],
  // Category pages: normal, make, model, year
  category: ['/headlights'],
  categoryMake: ['/headlights/toyota'],
  categoryModel: ['/headlights/toyota/corolla'],
  categoryYear: ['/headlights/toyota/corolla/2018'],
};

/** Reached in the signed-in shopper's walk (cart with lines → checkout steps → order result), in this order. */
export const SHOPPER_ROUTES: readonly RouteName[] = ['shopCart', 'checkout', 'orderResult'];

/** Route names of the shell's table that have no sample URL here. */
export function missingRoutes(routes: readonly AppRoute[] = ROUTES): string[] {
  return routes.map((r) => r.name).filter((name) => !(A11Y_ROUTES as Record<string, readonly string[] | undefined>)[name]?.length);
}

/** The pages a visitor opens by URL: every route that needs no sign-in, outside the shopper's walk. */
export function guestUrls(): Array<{ name: RouteName; remote: RemoteName; url: string }> {
  return ROUTES.filter((r) => !r.auth && !SHOPPER_ROUTES.includes(r.name)).flatMap((r) => A11Y_ROUTES[r.name].map((url) => ({ name: r.name, remote: r.remote, url })));
}

/** The account area's pages (sign-in required), with the walk's order number filled in. */
export function signedInUrls(orderNo: string): Array<{ name: RouteName; url: string }> {
  return ROUTES.filter((r) => r.auth).flatMap((r) => A11Y_ROUTES[r.name].map((url) => ({ name: r.name, url: url.replace('{orderNo}', orderNo) })));
}
