import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, CA_MARKET, RemoteContext } from '@axlebay/shared-lib';
import { memoryPersistedState, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { LOADING_PRODUCT, ProductPage } from '../pages/ProductPage';
import { RECENTLY_VIEWED_SLOT, type RecentItem } from '../recent/recently-viewed';
import type { ItemDetail } from './api';
import { itemDetail, reviewPage } from './test-items';

const DETAIL = 'GET /item/public/buyer/item/detail';
const REVIEWS = 'GET /item/public/buyer/item/review/list';
const RELATED = 'POST /search-pro/public/recommend/scene/items?scene=PRODUCT_RELATED';

function shop(item: ItemDetail | Error = itemDetail(), overrides: Record<string, unknown> = {}) {
  return scriptedApi({
    [DETAIL]: item,
    [REVIEWS]: reviewPage(1000158, 1, 3, 6),
    [RELATED]: { scene: 'PRODUCT_RELATED', list: [] },
    ...overrides,
  });
}

const open = (api: ReturnType<typeof shop>['api'], extra: Parameters<typeof renderRoute>[4] = {}) =>
  renderRoute(pages, 'product', { urlHandle: 'catera-rear-brake-rotors' }, {}, { api, ...extra });

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

describe('product page', () => {
  it('says it is loading, not the URL handle, until the item arrives', async () => {
    const { api } = shop();
    open(api);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(LOADING_PRODUCT);
    expect(document.body).not.toHaveTextContent(/catera rear brake rotors/i);
    expect(await screen.findByRole('heading', { level: 1, name: '1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated' })).toBeInTheDocument();
  });

  it("titles the page with the item's title, from the API (no network)", async () => {
    const { api, calls } = shop();
    open(api);
    expect(await screen.findByRole('heading', { level: 1, name: '1997-2000 Cadillac Catera Rear Brake Rotors Pair, Geomet Coated' })).toHaveAttribute('data-testid', 'product-title');
    expect(calls[0]).toEqual(['GET', '/item/public/buyer/item/detail', { urlHandle: 'catera-rear-brake-rotors' }]);
    await waitFor(() => expect(document.title).toBe('1997-2000 Cadillac Catera Rear Brake Rotors | Calibra Brake | Axlebay'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/brakes', '/brake-rotors']);
  });

  it('shows brand, part number, price with the discount badge, specs, installation, warranty and condition', async () => {
    const { api } = shop();
    open(api);
    const price = await screen.findByTestId('product-price');
    expect(price).toHaveTextContent('$150.99');
    expect(price).toHaveTextContent('$212.99');
    expect(price).toHaveTextContent('-29%');
    expect(screen.getByTestId('product-brand')).toHaveTextContent('Brand: Calibra Brake');
    expect(screen.getByRole('link', { name: 'Calibra Brake' })).toHaveAttribute('href', '/brands/calibra-brake');
    expect(screen.getByTestId('product-part-number')).toHaveTextContent('Part number: CLB-BR100157');
    expect(screen.getByTestId('product-condition')).toHaveTextContent('Condition: New');
    const specs = screen.getByTestId('product-specs');
    expect(within(specs).getByRole('rowheader', { name: 'Condition' }).nextSibling).toHaveTextContent('New');
    expect(within(specs).getByRole('rowheader', { name: 'Rotor Type' }).nextSibling).toHaveTextContent('Drilled and Slotted');
    expect(within(specs).getByRole('rowheader', { name: 'OE Number' })).toBeInTheDocument();
    expect(screen.getByTestId('product-installation')).toHaveTextContent('Estimated install time: 30 minutes.');
    expect(screen.getByTestId('product-warranty')).toHaveTextContent('Limited Lifetime Warranty');
    expect(screen.getByTestId('product-warranty')).toHaveTextContent('90 days');
    expect(screen.getByTestId('product-description')).toHaveTextContent('Coated rotors that resist rust.');
  });

  it('shows Canadian prices in CAD when the API answers for the Canadian shop', async () => {
    const { api } = shop(itemDetail({ currency: 'CAD', discountPrice: { cent: 20599, currency: 'CAD' }, originalPrice: { cent: 28999, currency: 'CAD' } }));
    open(api, { market: CA_MARKET });
    const price = await screen.findByTestId('product-price');
    expect(price).toHaveTextContent('CA$205.99');
    expect(price).toHaveTextContent('CA$289.99');
  });

  it('shows no video controls for an item without videos', async () => {
    const { api } = shop();
    open(api);
    const gallery = await screen.findByTestId('product-gallery');
    expect(within(gallery).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Show picture 1: Front view', 'Show picture 2: Side view', 'Show picture 3: Detail']);
    expect(within(gallery).getByRole('list', { name: 'Product pictures' })).toBeInTheDocument();
    expect(gallery).not.toHaveTextContent('▶');
    expect(within(gallery).queryByTestId('product-video')).not.toBeInTheDocument();
  });

  it('applies the image rules in the gallery: renditions, originals for oversized or unparsable sizes, a video with its cover', async () => {
    const video = { url: 'http://api.test/media/item/1000158/install.mp4', index: 0, isMain: true, mediaType: 'VIDEO', title: 'Installation video', description: '' };
    const { api } = shop(itemDetail({ additionalVideos: [video], additionalVideoCoverUrl: 'http://api.test/media/item/1000158/install-cover.jpg' }));
    open(api);
    const gallery = await screen.findByTestId('product-gallery');
    const stage = within(gallery).getByRole('img', { name: /Front view/ });
    expect(stage).toHaveAttribute('src', 'http://api.test/item/public/image/item/1000158/0.svg?w=1200');
    expect(stage.getAttribute('srcset')).toContain('0.svg?w=375 375w');
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show picture 1: Front view', 'Show picture 2: Side view', 'Show picture 3: Detail', 'Play video: Installation video']);
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('src', 'http://api.test/item/public/image/item/1000158/0.svg?w=360');
    expect(thumbs[1]!.querySelector('img')).toHaveAttribute('src', 'http://api.test/item/public/image/item/1000158/1.svg');
    expect(thumbs[2]!.querySelector('img')).toHaveAttribute('src', 'http://api.test/item/public/image/item/1000158/2.svg');
    await userEvent.click(thumbs[1]!);
    expect(within(gallery).getByRole('img', { name: /Side view/ })).toHaveAttribute('src', 'http://api.test/item/public/image/item/1000158/1.svg');
    expect(within(gallery).getByRole('img', { name: /Side view/ })).not.toHaveAttribute('srcset');
    await userEvent.click(thumbs[3]!);
    expect(within(gallery).getByTestId('product-video')).toHaveAttribute('poster', 'http://api.test/media/item/1000158/install-cover.jpg');
  });

  it('can be bought when ON_SHELVES: quantity 1–99, Est.Delivery from the free Standard Shipping plan', async () => {
    const { api } = shop();
    open(api);
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('In stock');
    expect(within(screen.getByTestId('product-buy')).getByTestId('add-to-cart')).toBeEnabled();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250');
    await userEvent.tab();
    expect(quantity).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'One less' }));
    expect(quantity).toHaveValue(98);
    expect(screen.getByTestId('product-delivery')).toHaveTextContent(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} · Standard Shipping \(free\)$/);
    expect(screen.getByTestId('product-buy')).toHaveTextContent('Est.Delivery');
    expect(screen.getByTestId('product-buy')).toHaveTextContent('Expedited Shipping, 1–3 business days');
  });

  it("says what Standard Shipping costs for a part under the free-shipping total, and where it is delivered", async () => {
    document.cookie = 'userPostalCode=90210; path=/';
    document.cookie = `userCity=${encodeURIComponent('Beverly Hills')}; path=/`;
    const plans = [
      { code: 'STANDARD', name: 'Standard Shipping', minDays: 3, maxDays: 7, free: false, priceCent: 799 },
      { code: 'EXPEDITED', name: 'Expedited Shipping', minDays: 2, maxDays: 3, free: false, priceCent: 1499 },
    ];
    const { api } = shop(itemDetail({ discountPrice: { cent: 4599, currency: 'USD' }, logisticsList: plans, freeShippingThreshold: { cent: 7900, currency: 'USD' } }));
    open(api);
    // The dates join once mounted (they follow the shopper's clock, not the server's).
    await waitFor(() => expect(screen.getByTestId('product-delivery')).toHaveTextContent(/· Standard Shipping \$7\.99, free on orders over \$79\.00$/));
    expect(screen.getByTestId('product-buy')).toHaveTextContent('Expedited Shipping, 2–3 business days, $14.99');
    await waitFor(() => expect(screen.getByTestId('product-deliver-to')).toHaveTextContent('Deliver to Beverly Hills 90210'));
    document.cookie = 'userPostalCode=; path=/; max-age=0';
    document.cookie = 'userCity=; path=/; max-age=0';
  });

  it.each(['SOLD_OUT', 'UNDER_STOCK', 'OFF_SHELVES'])('shows a clear "Not available" state and no add to cart for %s', async (status) => {
    const { api } = shop(itemDetail({ status, availableTotal: 2 }));
    open(api);
    const stock = await screen.findByTestId('product-stock');
    expect(stock).toHaveTextContent('Not available');
    expect(stock).toHaveAttribute('data-purchasable', 'false');
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Not available ?:/ })).toBeDisabled();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('shows the rating, the first reviews and a link to all of them', async () => {
    const { api, calls } = shop();
    open(api);
    const reviews = await screen.findByTestId('product-reviews');
    expect(within(reviews).getByTestId('rating-summary')).toHaveTextContent('4.0');
    expect(within(reviews).getByTestId('rating-summary')).toHaveTextContent('6 reviews');
    expect(await within(reviews).findAllByTestId('review')).toHaveLength(3);
    expect(within(reviews).getByRole('link', { name: 'See all 6 reviews' })).toHaveAttribute('href', '/reviews?itemId=1000158&urlHandle=catera-rear-brake-rotors');
    expect(calls).toContainEqual(['GET', '/item/public/buyer/item/review/list', { itemId: 1000158, page: 1, size: 3 }]);
  });

  it('shows the default rating 4.6 for an item without reviews and asks for no review list', async () => {
    const { api, calls } = shop(itemDetail({ reviewCount: 0, ratingValue: 0, reviewInfo: { bastRating: 5, retingValue: 0, reviewCount: 0 } }));
    open(api);
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('4.6');
    expect(summary).toHaveTextContent('No reviews yet');
    expect(screen.getByTestId('product-rating')).toHaveTextContent('4.6');
    expect(calls.some(([, path]) => path.includes('review/list'))).toBe(false);
  });

  it('shows related parts for the current vehicle', async () => {
    act(() => bus.publish('vehicle.changed', { year: '1', yearName: '2000', make: '2', makeName: 'Cadillac', model: '3', modelName: 'Catera', attributeValueId: '31' }));
    const { api, calls } = shop(itemDetail(), {
      [RELATED]: {
        scene: 'PRODUCT_RELATED',
        list: [{ ...itemDetail({ id: 5, title: 'Front rotors' }), mainImage: null, ratingValue: 4, reviewCount: 1 }],
      },
    });
    open(api);
    const related = await screen.findByTestId('related-items');
    expect(await within(related).findByText('Front rotors')).toBeInTheDocument();
    expect(calls.find(([, path]) => path.includes('PRODUCT_RELATED'))?.[2]).toEqual({ size: 12, itemId: 1000158, attributeValueId: 31 });
  });

  it('asks for related parts (and mounts their fit badges) only when the shopper gets near them', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean; elements: Element[] }> = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; disconnected: boolean; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const global = globalThis as { IntersectionObserver?: unknown };
    global.IntersectionObserver = FakeObserver;
    try {
      const { api, calls } = shop();
      open(api);
      const related = await screen.findByTestId('related-items');
      expect(within(related).getByRole('status', { name: 'Loading related parts' })).toBeInTheDocument();
      expect(calls.some(([, path]) => path.includes('PRODUCT_RELATED'))).toBe(false);
      // The related strip's observer (the sticky buy bar watches the buy block and the page's end).
      const live = observers.find((o) => !o.disconnected && o.elements.some((e) => related.contains(e)))!;
      act(() => live.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await within(related).findByText('No related parts for this one.')).toBeInTheDocument();
      expect(calls.filter(([, path]) => path.includes('PRODUCT_RELATED'))).toHaveLength(1);
    } finally {
      delete global.IntersectionObserver;
    }
  });

  it('adds itself to the recently viewed parts, first', async () => {
    const persisted = memoryPersistedState();
    const slot = persisted.slot<RecentItem[]>(RECENTLY_VIEWED_SLOT);
    slot.write([{ ...(itemDetail({ id: 9, urlHandle: 'older' }) as unknown as RecentItem), mainImage: null, shopId: 2022, viewedAt: 1 }]);
    const { api } = shop();
    open(api, { persisted });
    await screen.findByTestId('product-price');
    await waitFor(() => expect(slot.read()?.map((r) => r.id)).toEqual([1000158, 9]));
    expect(slot.read()![0]).toMatchObject({ urlHandle: 'catera-rear-brake-rotors', shopId: 2022, mainImage: { url: 'http://api.test/item/public/image/item/1000158/0.svg', size: '1600x1600' } });
  });

  it('follows a new urlHandle when the shell updates the props in place', async () => {
    const { api } = shop(undefined, {
      [DETAIL]: (params: unknown) => {
        const { urlHandle } = params as { urlHandle: string };
        return urlHandle === 'other-part' ? itemDetail({ id: 77, urlHandle, title: 'Other part' }) : itemDetail();
      },
    });
    const view = open(api);
    await screen.findByRole('heading', { level: 1, name: /Cadillac Catera/ });
    const props = { ...view.props, route: { ...view.props.route, params: { urlHandle: 'other-part' }, pathname: '/product/other-part' } };
    view.rerender(
      <RemoteContext.Provider value={props}>
        <ProductPage />
      </RemoteContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Other part' })).toBeInTheDocument();
    expect(screen.getByTestId('product-part-number')).toBeInTheDocument();
  });

  it('asks the shell for the 404 page when the API has no such product', async () => {
    const { api } = shop(new ApiError({ message: 'No product with urlHandle "x"', status: 404, code: 404, data: null }));
    const { navigation } = open(api);
    await waitFor(() => expect(navigation.calls).toEqual(['notFound']));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('sets og type product, the main image and JSON-LD Product + BreadcrumbList, URLs absolute against the page origin', async () => {
    const { api } = shop();
    const route = { name: 'product' as const, page: 'product', pattern: '/product/:urlHandle', pathname: '/product/catera-rear-brake-rotors', params: { urlHandle: 'catera-rear-brake-rotors' }, query: {} };
    renderRoute(pages, 'product', route.params, {}, { api, route });
    await screen.findByTestId('product-price');
    await waitFor(() => expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product'));
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://api.test/item/public/image/item/1000158/0.svg');
    const ld = Array.from(document.querySelectorAll('script[type="application/ld+json"][data-page-head]'), (s) => JSON.parse(s.textContent ?? ''));
    expect(ld.map((o) => o['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({ url: 'http://localhost/product/catera-rear-brake-rotors', offers: { price: '150.99', priceCurrency: 'USD' } });
    expect(ld[1].itemListElement.map((c: { item: string }) => c.item)).toEqual(['http://localhost/', 'http://localhost/brakes', 'http://localhost/brake-rotors', 'http://localhost/product/catera-rear-brake-rotors']);
  });

  it('says why the product could not be loaded and retries', async () => {
    let fail = true;
    const { api } = shop(undefined, {
      [DETAIL]: () => {
        if (fail) throw new Error('The shop is resting.');
        return itemDetail();
      },
    });
    open(api);
    expect(await screen.findByText(/The shop is resting\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product-price')).toBeInTheDocument();
  });
});
