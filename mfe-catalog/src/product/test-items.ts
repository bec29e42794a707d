import type { ItemDetail, Review, ReviewPage } from './api';

/** A product as the API answers it (shape taken from the real item detail of the small dataset). */
export function itemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const id = overrides.id ?? 1000158;
  const currency = overrides.currency ?? 'USD';
  return {
    id,
    title: '1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated',
    subTitle: 'Calibra Brake Brake Rotors: Coated rotors that resist rust',
    detailContent: '<h2>1997-2000 Cadillac Catera Rear Brake Rotors Pair</h2><p>Coated rotors that resist rust.</p><ul><li>Package: 2 × Pair</li></ul>',
    installation: 'Plug-and-play connectors. Disconnect the battery before installation. Estimated install time: 30 minutes.',
    warranty: 'Limited Lifetime Warranty',
    country: 'China',
    location: 'Rear',
    quantity: 2,
    inKind: 'Pair',
    vehicleUniversal: false,
    alt: 'Calibra Brake rear brake rotors',
    specialNote: '',
    itemCondition: 'New',
    itemCustoms: [
      { label: 'Rotor Type', value: 'Drilled and Slotted' },
      { label: 'Placement on Vehicle', value: 'Rear' },
    ],
    itemImages: [
      { url: `http://api.test/item/public/image/item/${id}/0.svg`, size: '1600x1600', index: 0, title: 'Front view', isMain: true, mediaType: 'IMAGE', description: '' },
      { url: `http://api.test/item/public/image/item/${id}/1.svg`, size: '8000x8000', index: 1, title: 'Side view', isMain: false, mediaType: 'IMAGE', description: '' },
      { url: `http://api.test/item/public/image/item/${id}/2.svg`, size: 'unknown', index: 2, title: 'Detail', isMain: false, mediaType: 'IMAGE', description: '' },
    ],
    additionalVideos: [],
    additionalVideoCoverUrl: '',
    status: 'ON_SHELVES',
    usStatus: 'ON_SHELVES',
    caStatus: 'ON_SHELVES',
    skuId: 20000158,
    availableTotal: 388,
    barCode: '840000001573',
    color: '',
    partNumber: 'CLB-BR100157',
    partNumberCustoms: [{ label: 'OE Number', value: '64825-C132' }],
    skuCustoms: [{ label: 'Package', value: 'Pair (2 pcs)' }],
    campaignMark: '',
    itemDecorate: null,
    logisticsList: [
      { code: 'STANDARD', free: true, name: 'Standard Shipping', maxDays: 7, minDays: 3 },
      { code: 'EXPEDITED', free: false, name: 'Expedited Shipping', maxDays: 3, minDays: 1 },
    ],
    seo: { title: '1997-2000 Cadillac Catera Rear Brake Rotors | Calibra Brake', description: 'Buy the Calibra Brake rotors.' },
    ratingValue: 4,
    reviewCount: 6,
    urlHandle: 'catera-rear-brake-rotors',
    brand: { id: 20, name: 'Calibra Brake', urlHandle: 'calibra-brake' },
    currency,
    discountPrice: { cent: 15099, currency, precision: 2 },
    originalPrice: { cent: 21299, currency, precision: 2 },
    reviewInfo: { bastRating: 5, name: 'x', retingValue: 4, reviewCount: 6, collectionReviewCount: 141, collectionRatingValue: 4.3 },
    breadcrumb: [
      { name: 'Home', link: '/' },
      { name: 'Brakes', link: '/brakes' },
      { name: 'Brake Rotors', link: '/brake-rotors' },
      { name: '1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated', link: '/product/catera-rear-brake-rotors', disabled: true },
    ],
    ...overrides,
  };
}

export function review(id: number, rating = 5, title = `Review ${id}`): Review {
  return { id, rating, title, body: `Body of review ${id}.`, author: `Driver ${id}`, createdAt: new Date(Date.UTC(2025, 0, id)).toISOString() };
}

export function reviewPage(itemId: number, page: number, size: number, total: number, overrides: Partial<ReviewPage> = {}): ReviewPage {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, total - first + 1));
  return {
    itemId,
    list: Array.from({ length: count }, (_, k) => review(first + k, 5 - (k % 3))),
    total,
    page,
    size,
    ratingValue: total ? 4.2 : 0,
    distribution: { '1': 1, '2': 0, '3': 1, '4': 2, '5': total - 4 },
    ...overrides,
  };
}
