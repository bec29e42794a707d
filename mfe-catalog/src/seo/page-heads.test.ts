import { describe, expect, it } from '@jest/globals';
import { buildBreadcrumb, pageHeadHtml, SEARCH_KEYWORD_PARAM, webSiteJsonLd, type JsonLd } from '@axlebay/shared-lib';
import { itemDetail } from '../product/test-items';
import { parseSearchState } from '../search/search-state';
import { breadcrumbLd } from './breadcrumb-json-ld';
import { HOME_HEAD } from './home-head';
import { imageUrls, productPageHead } from './product-head';

const item = itemDetail();
const crumbs = item.breadcrumb!.map((c, i, all) => ({ ...c, disabled: i === all.length - 1 }));
const page = { name: item.title, path: '/product/catera-rear-brake-rotors', breadcrumb: crumbs, currency: 'USD' as const };

/** The JSON-LD objects of server HTML, parsed back. */
const ldOf = (html: string): JsonLd[] =>
  Array.from(html.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g), (m) => JSON.parse(m[1] ?? '') as JsonLd);

describe('breadcrumbLd', () => {
  it('lists the crumbs the page shows, with their query', () => {
    const ld = breadcrumbLd(buildBreadcrumb([{ label: 'Home', seoUrl: '/' }, { label: 'Search results for "a&b"', seoUrl: '/search', query: { keyword: 'a&b' } }]));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Search results for "a&b"', item: '/search?keyword=a%26b' },
    ]);
  });
});

describe('productPageHead', () => {
  it('is a product head with the main image, Product and BreadcrumbList, URLs root-relative', () => {
    const head = productPageHead(item, page);
    expect(head).toMatchObject({ title: item.seo!.title, description: item.seo!.description, type: 'product', image: 'http://api.test/item/public/image/item/1000158/0.svg' });
    const [product, breadcrumb] = head.jsonLd!;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: item.title,
      sku: 'CLB-BR100157',
      mpn: 'CLB-BR100157',
      brand: { '@type': 'Brand', name: 'Calibra Brake' },
      image: imageUrls(item),
      description: '1997-2000 Cadillac Catera Rear Brake Rotors Pair Coated rotors that resist rust. Package: 2 × Pair',
      url: '/product/catera-rear-brake-rotors',
      offers: { '@type': 'Offer', price: '150.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 6, bestRating: 5 },
    });
    expect(breadcrumb).toEqual(breadcrumbLd(crumbs));
  });

  it('puts the main image first, whatever the API order', () => {
    const images = [
      { url: 'http://api.test/b.svg', index: 0, isMain: false, mediaType: 'IMAGE' },
      { url: 'http://api.test/v.mp4', index: 1, isMain: false, mediaType: 'VIDEO' },
      { url: 'http://api.test/a.svg', index: 2, isMain: true, mediaType: 'IMAGE' },
    ];
    expect(imageUrls({ itemImages: images })).toEqual(['http://api.test/a.svg', 'http://api.test/b.svg']);
    expect(productPageHead(itemDetail({ itemImages: images }), page).image).toBe('http://api.test/a.svg');
    expect(productPageHead(itemDetail({ itemImages: [] }), page)).not.toHaveProperty('image');
  });

  it('has no aggregateRating for an item without reviews', () => {
    const head = productPageHead(itemDetail({ reviewInfo: { retingValue: null, reviewCount: 0 }, ratingValue: 0, reviewCount: 0 }), page);
    expect(head.jsonLd![0]).not.toHaveProperty('aggregateRating');
  });

  it('prices in the market currency and says when it is sold out or discontinued', () => {
    const ca = productPageHead(itemDetail({ currency: 'CAD', status: 'SOLD_OUT', availableTotal: 0 }), { ...page, currency: 'CAD' });
    expect(ca.jsonLd?.[0]?.offers).toMatchObject({ priceCurrency: 'CAD', availability: 'https://schema.org/OutOfStock' });
    const gone = productPageHead(itemDetail({ status: 'OFF_SHELVES' }), page);
    expect(gone.jsonLd?.[0]?.offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('becomes absolute URLs in the server HTML, against the canonical origin', () => {
    const html = pageHeadHtml({ ...productPageHead(item, page), canonical: 'https://ca.axlebay.com/product/catera-rear-brake-rotors' }, { shopId: 2023 });
    const [product, breadcrumb] = ldOf(html);
    expect(product).toMatchObject({ url: 'https://ca.axlebay.com/product/catera-rear-brake-rotors', offers: { url: 'https://ca.axlebay.com/product/catera-rear-brake-rotors' } });
    expect((breadcrumb?.itemListElement as Array<{ item: string }>).map((c) => c.item)).toEqual([
      'https://ca.axlebay.com/',
      'https://ca.axlebay.com/brakes',
      'https://ca.axlebay.com/brake-rotors',
      'https://ca.axlebay.com/product/catera-rear-brake-rotors',
    ]);
    expect(html).toContain('<meta property="og:type" content="product" data-page-head>');
    expect(html).toContain('<meta property="og:image" content="http://api.test/item/public/image/item/1000158/0.svg" data-page-head>');
  });
});

describe('HOME_HEAD', () => {
  it('is Organization and WebSite, absolute against the canonical origin in the server HTML', () => {
    const html = pageHeadHtml({ ...HOME_HEAD, canonical: 'https://axlebay.com/' }, { shopId: 2022 });
    const [org, site] = ldOf(html);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Axlebay', url: 'https://axlebay.com/' });
    expect(site).toEqual(webSiteJsonLd('https://axlebay.com'));
  });

  it("points the SearchAction at the parameter the search page reads", () => {
    expect(parseSearchState({ [SEARCH_KEYWORD_PARAM]: 'led headlight' }).keyword).toBe('led headlight');
  });
});
