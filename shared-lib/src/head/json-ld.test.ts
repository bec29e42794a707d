import {
  breadcrumbJsonLd,
  itemConditionUrl,
  organizationJsonLd,
  productAvailability,
  productJsonLd,
  SEARCH_KEYWORD_PARAM,
  webSiteJsonLd,
  type ProductJsonLdInput,
} from './json-ld';

const product = (overrides: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput => ({
  name: ' Rear Brake Rotors ',
  partNumber: 'CLB-BR100157',
  brand: 'Calibra Brake',
  images: ['https://api.axlebay.com/img/0.svg', '', null, 'https://api.axlebay.com/img/1.svg'],
  description: '<h2>Rear Rotors</h2><p>Coated &amp; slotted.</p>',
  url: '/product/catera-rear-brake-rotors',
  priceCents: 15099,
  currency: 'USD',
  status: 'ON_SHELVES',
  availableTotal: 388,
  ratingValue: 4.26,
  reviewCount: 6,
  ...overrides,
});

describe('organizationJsonLd', () => {
  it('names the shop at its origin', () => {
    expect(organizationJsonLd('https://axlebay.com/anything?x=1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://axlebay.com/#organization',
      name: 'Axlebay',
      url: 'https://axlebay.com/',
    });
  });

  it('keeps URLs root-relative without an origin', () => {
    expect(organizationJsonLd('')).toMatchObject({ '@id': '/#organization', url: '/' });
  });
});

describe('webSiteJsonLd', () => {
  it('has a SearchAction to the search page with its keyword parameter', () => {
    expect(SEARCH_KEYWORD_PARAM).toBe('keyword');
    expect(webSiteJsonLd('https://ca.axlebay.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://ca.axlebay.com/#website',
      name: 'Axlebay',
      url: 'https://ca.axlebay.com/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://ca.axlebay.com/search?keyword={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('keeps the template root-relative without an origin', () => {
    const site = webSiteJsonLd('') as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe('/search?keyword={search_term_string}');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: '/' },
        { name: ' Brakes ', url: '/brakes' },
        { name: 'Rotors', url: 'https://axlebay.com/brake-rotors' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Brakes', item: '/brakes' },
        { '@type': 'ListItem', position: 3, name: 'Rotors', item: 'https://axlebay.com/brake-rotors' },
      ],
    });
  });

  it('leaves out nameless crumbs and the item of a crumb without URL', () => {
    const list = breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: ' ', url: '/x' }, { name: 'Here' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Here' },
    ]);
  });
});

describe('productAvailability', () => {
  it.each([
    ['ON_SHELVES', 388, 'https://schema.org/InStock'],
    ['ON_SHELVES', undefined, 'https://schema.org/InStock'],
    ['ON_SHELVES', 0, 'https://schema.org/OutOfStock'],
    ['SOLD_OUT', 0, 'https://schema.org/OutOfStock'],
    ['UNDER_STOCK', 3, 'https://schema.org/OutOfStock'],
    ['DRAFT', 10, 'https://schema.org/OutOfStock'],
    ['OFF_SHELVES', 10, 'https://schema.org/Discontinued'],
    ['DELETED', 0, 'https://schema.org/Discontinued'],
    [undefined, 10, 'https://schema.org/OutOfStock'],
  ])('%p with %p in stock → %s', (status, stock, expected) => {
    expect(productAvailability(status, stock)).toBe(expected);
  });
});

describe('itemConditionUrl', () => {
  it('is new unless the item says used or refurbished', () => {
    expect(itemConditionUrl(undefined)).toBe('https://schema.org/NewCondition');
    expect(itemConditionUrl('New')).toBe('https://schema.org/NewCondition');
    expect(itemConditionUrl('Used')).toBe('https://schema.org/UsedCondition');
    expect(itemConditionUrl(' refurbished ')).toBe('https://schema.org/RefurbishedCondition');
  });
});

describe('productJsonLd', () => {
  it('describes the product, its offer and its rating', () => {
    expect(productJsonLd(product())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rear Brake Rotors',
      sku: 'CLB-BR100157',
      mpn: 'CLB-BR100157',
      brand: { '@type': 'Brand', name: 'Calibra Brake' },
      image: ['https://api.axlebay.com/img/0.svg', 'https://api.axlebay.com/img/1.svg'],
      description: 'Rear Rotors Coated & slotted.',
      url: '/product/catera-rear-brake-rotors',
      offers: {
        '@type': 'Offer',
        url: '/product/catera-rear-brake-rotors',
        price: '150.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 6 },
    });
  });

  it('has no aggregateRating without reviews', () => {
    expect(productJsonLd(product({ reviewCount: 0, ratingValue: 4.6 }))).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product({ reviewCount: undefined }))).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product({ reviewCount: 3, ratingValue: 0 }))).not.toHaveProperty('aggregateRating');
  });

  it('carries the best rating when given', () => {
    expect(productJsonLd(product({ bestRating: 5 })).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 6, bestRating: 5 });
  });

  it('prices in the market currency as a decimal string', () => {
    const offer = productJsonLd(product({ currency: 'CAD', priceCents: 5 })).offers;
    expect(offer).toMatchObject({ price: '0.05', priceCurrency: 'CAD' });
  });

  it('follows the status into the availability', () => {
    expect(productJsonLd(product({ status: 'SOLD_OUT', availableTotal: 0 })).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productJsonLd(product({ status: 'OFF_SHELVES' })).offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('leaves out the offer when the price is unknown', () => {
    expect(productJsonLd(product({ priceCents: NaN }))).not.toHaveProperty('offers');
  });

  it('leaves out empty brand, images, description and part number', () => {
    const ld = productJsonLd(product({ brand: null, images: [], description: '<p> </p>', partNumber: '' }));
    for (const key of ['brand', 'image', 'description', 'sku', 'mpn']) expect(ld).not.toHaveProperty(key);
  });

  it('keeps the description as plain text, scripts and all tags gone', () => {
    const ld = productJsonLd(product({ description: '<p>Fits</p><script>alert(1)</script><p>well</p>' }));
    expect(ld.description).toBe('Fits well');
  });
});
