import { pageOf } from './page-url';

describe('pageOf', () => {
  it('reads the storefront routes of shared-lib/src/contracts/routes.ts', () => {
    const cases: [string, unknown][] = [
      ['/', { pageType: 'HOME' }],
      ['/home-desktop', { pageType: 'HOME' }],
      ['/headlights', { pageType: 'CATEGORY', category: 'headlights' }],
      ['/Headlights/Toyota/', { pageType: 'CATEGORY_MAKE', category: 'headlights', make: 'toyota' }],
      ['/headlights/toyota/corolla', { pageType: 'CATEGORY_MODEL', category: 'headlights', make: 'toyota', model: 'corolla' }],
      ['/headlights/toyota/corolla/2018?x=1#top', { pageType: 'CATEGORY_YEAR', category: 'headlights', make: 'toyota', model: 'corolla', year: '2018' }],
      ['https://www.axlebay.example/brands/acme', { pageType: 'BRAND', brand: 'acme' }],
      ['/brands/acme/headlights', { pageType: 'BRAND_CATEGORY', brand: 'acme', category: 'headlights' }],
      ['/makes', { pageType: 'MAKES' }],
      ['/makes/land-rover/headlights', { pageType: 'MAKE_CATEGORY', make: 'land-rover', category: 'headlights' }],
      ['/collection/top-deals', { pageType: 'COLLECTION', collection: 'top-deals' }],
      ['/search?keyword=brake+pads', { pageType: 'SEARCH', keyword: 'brake pads' }],
      ['/parts/brake-pads', { pageType: 'PARTS_UNCERTAIN', handle: 'brake-pads' }],
      ['/product/some-part-123', { pageType: 'PRODUCT', product: 'some-part-123' }],
      ['/about', { pageType: 'DEFAULT' }],
      ['/blogs/list/2', { pageType: 'DEFAULT' }],
      ['/headlights/toyota/corolla/new', { pageType: 'DEFAULT' }],
      ['/headlights/toyota/corolla/2018/extra', { pageType: 'DEFAULT' }],
      ['/head lights', { pageType: 'DEFAULT' }],
      ['', { pageType: 'DEFAULT' }],
    ];
    for (const [url, page] of cases) expect({ url, page: pageOf(url) }).toEqual({ url, page });
  });
});
