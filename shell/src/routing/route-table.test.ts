import { describe, expect, it } from '@jest/globals';
import { isBrowserRenderedRoute, loginRedirect, matchAppRoute } from './route-table';

// Every route of spec §2 "Route list", with the remote that must own it.
const SPEC: Array<[string, string, string]> = [
  ['/createAccount', 'account', 'createAccount'], ['/login', 'account', 'login'], ['/retrievePassword', 'account', 'retrievePassword'],
  ['/signUpResult', 'account', 'signUpResult'], ['/sign-up-discount', 'account', 'signUpDiscount'], ['/partnership', 'account', 'partnership'],
  ['/paymentCallback', 'cart-checkout', 'paymentCallback'],
  ['/campaign/amazing-offers-rolling-in', 'content', 'campaign'], ['/campaign/black-friday-cyber-monday-unbeatable-offer', 'content', 'campaign'],
  ['/campaign/sneak-peek', 'content', 'campaign'],
  ['/', 'catalog', 'home'], ['/home-mobile', 'catalog', 'home'], ['/home-desktop', 'catalog', 'home'],
  ['/product/led-bulb', 'catalog', 'product'],
  ['/blogs', 'content', 'blogHome'], ['/blogs/list', 'content', 'blogList'], ['/blogs/list/3', 'content', 'blogList'],
  ['/blogs/42', 'content', 'blogArticle'], ['/blogs/categories/how-to', 'content', 'blogCategory'], ['/blogs/topic/lighting', 'content', 'blogTopic'],
  ['/brands', 'catalog', 'brands'], ['/brands/morimoto', 'catalog', 'brand'], ['/brands/morimoto/headlights', 'catalog', 'brandCategory'],
  ['/makes', 'catalog', 'makes'], ['/makes/toyota', 'catalog', 'make'], ['/makes/toyota/headlights', 'catalog', 'makeCategory'],
  ['/parts', 'catalog', 'parts'], ['/parts/some-part', 'catalog', 'partsUncertain'], ['/categories', 'catalog', 'categories'],
  ['/collection/summer', 'catalog', 'collection'],
  ['/reviews', 'catalog', 'reviews'], ['/order/track', 'cart-checkout', 'orderTrack'], ['/search', 'catalog', 'search'],
  ['/shopCart', 'cart-checkout', 'cart'], ['/checkout/shipping', 'cart-checkout', 'checkout'], ['/checkout/orderResult', 'cart-checkout', 'orderResult'],
  ['/affiliate-program', 'content', 'affiliateProgram'], ['/about', 'content', 'about'], ['/guidevideo', 'content', 'guideVideo'], ['/help', 'content', 'help'],
  ['/help/faq', 'content', 'helpFaq'], ['/help/feedback', 'content', 'helpFeedback'], ['/ugc-awards', 'content', 'ugcAwards'], ['/ugc-awards/submit', 'content', 'ugcAwardsSubmit'],
  ['/videos-shooting-offering', 'content', 'videosShootingOffering'], ['/featured/tpms-sensors', 'content', 'featuredTpmsSensors'],
  ['/404', 'content', 'notFound'], ['/500', 'content', 'serverError'], ['/504', 'content', 'gatewayTimeout'],
  ['/myAccount', 'account', 'myAccount'], ['/myAccount/address', 'account', 'addresses'], ['/myAccount/member/rule', 'account', 'memberRule'],
  ['/myAccount/member/example', 'account', 'memberExample'], ['/myAccount/orderHistory', 'account', 'orderHistory'],
  ['/myAccount/orderHistory/orderDetail', 'account', 'orderDetail'], ['/printInvoice', 'account', 'printInvoice'],
  ['/myGarage', 'vehicle', 'garage'],
  ['/headlights', 'catalog', 'category'], ['/headlights/toyota', 'catalog', 'category'], ['/headlights/toyota/corolla', 'catalog', 'category'],
  ['/headlights/toyota/corolla/2018', 'catalog', 'category'],
];

describe('route table', () => {
  it.each(SPEC)('%s is owned by %s (page %s)', (path, remote, page) => {
    const { def } = matchAppRoute(path);
    expect([def.remote, def.page]).toEqual([remote, page]);
  });

  it('sends unknown deep paths to the 404 page', () => {
    expect(matchAppRoute('/a/b/c/d/e').def.name).toBe('notFound');
  });

  it('extracts params of category variants', () => {
    expect(matchAppRoute('/headlights/toyota/corolla/2018').params).toEqual({
      urlHandle: 'headlights', makeValue: 'toyota', modelValue: 'corolla', yearValue: '2018',
    });
  });

  it('answers a pathname asked again the same, and a caller changing its params changes no later answer', () => {
    const first = matchAppRoute('/brands/morimoto/headlights');
    first.params.urlHandle = 'changed';
    expect(matchAppRoute('/brands/morimoto/headlights')).toEqual({ def: first.def, params: { brand: 'morimoto', urlHandle: 'headlights' } });
  });

  it('keeps answering right past its cache size (the oldest pathnames go)', () => {
    for (let n = 0; n < 450; n++) expect(matchAppRoute(`/product/part-${n}`).params).toEqual({ urlHandle: `part-${n}` });
    expect(matchAppRoute('/product/part-0').def.page).toBe('product');
    expect(matchAppRoute('/headlights/toyota').params).toEqual({ urlHandle: 'headlights', makeValue: 'toyota' });
  });

  it('builds the login redirect with path and query as callback', () => {
    expect(loginRedirect('/myAccount/orderHistory', '?page=2')).toBe('/login?callback=%2FmyAccount%2ForderHistory%3Fpage%3D2');
  });

  it('marks exactly the account area as needing sign-in', () => {
    const needs = SPEC.map(([p]) => p).filter((p) => {
      const def = matchAppRoute(p).def as { auth?: boolean };
      return def.auth === true;
    });
    expect(needs).toEqual([
      '/myAccount', '/myAccount/address', '/myAccount/member/rule', '/myAccount/member/example',
      '/myAccount/orderHistory', '/myAccount/orderHistory/orderDetail', '/printInvoice',
    ]);
  });

  it('leaves to the browser the private pages and the shopper\'s own cart and checkout, not order tracking', () => {
    const inBrowser = SPEC.map(([p]) => p).filter((p) => isBrowserRenderedRoute(matchAppRoute(p).def));
    expect(inBrowser).toEqual(expect.arrayContaining(['/paymentCallback', '/shopCart', '/checkout/orderResult', '/myAccount', '/printInvoice']));
    expect(inBrowser).not.toContain('/order/track');
    expect(inBrowser).not.toContain('/');
  });
});
