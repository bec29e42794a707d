import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, CA_MARKET, type CurrentVehicle } from '@axlebay/shared-lib';
import { memoryPersistedState, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import type { ApiItemSummary, CategoryNode } from '../product/api';
import { RECENTLY_VIEWED_SLOT, type RecentItem } from '../recent/recently-viewed';

const summary = (id: number, title: string, original = 2000, current = 1500, currency = 'USD'): ApiItemSummary => ({
  id,
  title,
  urlHandle: `part-${id}`,
  brand: { id: 1, name: 'Lumina', urlHandle: 'lumina' },
  mainImage: { url: `http://api.test/item/public/image/item/${id}/0.svg`, size: '1600x1600', index: 0, isMain: true, mediaType: 'IMAGE', title: 'Front view', description: '' },
  discountPrice: { cent: current, currency },
  originalPrice: { cent: original, currency },
  currency,
  status: 'ON_SHELVES',
  ratingValue: 4.5,
  reviewCount: 2,
  vehicleUniversal: false,
  partNumber: `P-${id}`,
  skuId: 20000000 + id,
});

const tree: CategoryNode[] = [
  { id: 200, name: 'Exterior', urlHandle: 'exterior', level: 1, sort: 2, imageUrl: 'http://api.test/item/public/image/category/200.svg', children: [] },
  { id: 100, name: 'Lighting', urlHandle: 'lighting', level: 1, sort: 1, imageUrl: 'http://api.test/item/public/image/category/100.svg', children: [] },
];

const corolla: CurrentVehicle = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '4242' };
const civic: CurrentVehicle = { year: '1', yearName: '2015', make: '5', makeName: 'Honda', model: '6', modelName: 'Civic', attributeValueId: '777' };

const TREE = 'GET /item/public/buyer/collection/tree/list';
const DEALS = 'POST /search-pro/public/recommend/scene/items?scene=HOME_TOP_DEALS';
const RECOMMEND = 'POST /search-pro/public/recommend/scene/items?scene=HOME_RECOMMEND';

function answers(overrides: Record<string, unknown> = {}) {
  return {
    [TREE]: tree,
    [DEALS]: { scene: 'HOME_TOP_DEALS', list: [summary(1, 'Big deal headlight', 10000, 4000), summary(2, 'Smaller deal mirror', 10000, 8500)] },
    [RECOMMEND]: (body: unknown) => {
      const id = (body as { attributeValueId?: number }).attributeValueId;
      return { scene: 'HOME_RECOMMEND', list: [summary(10 + (id ?? 0), id ? `Fits vehicle ${id}` : 'Best seller')] };
    },
    ...overrides,
  };
}

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

describe('home page', () => {
  it('shows front categories from the API tree, in its order', async () => {
    const { api } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    const section = screen.getByTestId('front-categories');
    await waitFor(() => expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/lighting', '/exterior']));
    expect(within(section).getByRole('link', { name: 'Lighting' })).toBeInTheDocument();
  });

  it('describes the shop as Organization and WebSite (JSON-LD), URLs absolute against the page origin', async () => {
    const { api } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    await waitFor(() => expect(document.querySelectorAll('script[type="application/ld+json"][data-page-head]')).toHaveLength(2));
    const [org, site] = Array.from(document.querySelectorAll('script[type="application/ld+json"][data-page-head]'), (s) => JSON.parse(s.textContent ?? ''));
    expect(org).toMatchObject({ '@type': 'Organization', url: 'http://localhost/' });
    expect(site.potentialAction.target.urlTemplate).toBe('http://localhost/search?keyword={search_term_string}');
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  it('falls back to the static category list when the tree cannot be loaded', async () => {
    const { api } = scriptedApi(answers({ [TREE]: new Error('down') }));
    renderRoute(pages, 'home', {}, {}, { api });
    const section = screen.getByTestId('front-categories');
    expect(await within(section).findByRole('link', { name: 'Brakes' })).toHaveAttribute('href', '/brakes');
  });

  it('shows top deals as item cards with the price rules (badge at 10 % or more)', async () => {
    const { api, calls } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    const deals = screen.getByTestId('top-deals');
    const cards = await within(deals).findAllByTestId('item-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Big deal headlight');
    expect(cards[0]).toHaveTextContent('$40.00');
    expect(cards[0]).toHaveTextContent('$100.00');
    expect(cards[0]).toHaveTextContent('-60%');
    expect(calls.find(([, path]) => path.includes('HOME_TOP_DEALS'))?.[2]).toEqual({ size: 12 });
  });

  it('recommends best sellers without a vehicle and loads again for each vehicle.changed', async () => {
    const { api, calls } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    const section = screen.getByTestId('recommended');
    expect(await within(section).findByText('Best seller')).toBeInTheDocument();
    expect(section).toHaveTextContent('Add your vehicle');

    act(() => bus.publish('vehicle.changed', corolla));
    expect(await within(section).findByText('Fits vehicle 4242')).toBeInTheDocument();
    expect(section).toHaveTextContent('Popular parts that fit your 2018 Toyota Corolla.');

    act(() => bus.publish('vehicle.changed', civic));
    expect(await within(section).findByText('Fits vehicle 777')).toBeInTheDocument();
    const bodies = calls.filter(([, path]) => path.includes('HOME_RECOMMEND')).map(([, , body]) => body);
    expect(bodies).toEqual([{ size: 12 }, { size: 12, attributeValueId: 4242 }, { size: 12, attributeValueId: 777 }]);
  });

  it('asks for recommendations for the vehicle already chosen when the page opens (replayed event)', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { api, calls } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    expect(await within(screen.getByTestId('recommended')).findByText('Fits vehicle 4242')).toBeInTheDocument();
    expect(calls.filter(([, path]) => path.includes('HOME_RECOMMEND'))).toHaveLength(1);
  });

  it('keeps each late section in place while loading and says why when it fails, with a retry', async () => {
    let fail = true;
    const { api } = scriptedApi(
      answers({
        [DEALS]: () => {
          if (fail) throw new Error('Deals are resting.');
          return { scene: 'HOME_TOP_DEALS', list: [summary(1, 'Back again')] };
        },
      }),
    );
    renderRoute(pages, 'home', {}, {}, { api });
    const deals = screen.getByTestId('top-deals');
    expect(within(deals).getByRole('status', { name: 'Loading top deals' })).toBeInTheDocument();
    expect(await within(deals).findByText(/Deals are resting\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(deals).getByRole('button', { name: 'Try again' }));
    expect(await within(deals).findByText('Back again')).toBeInTheDocument();
  });

  it('shows the recently viewed parts of this shop, newest first, from the persisted slot', async () => {
    const persisted = memoryPersistedState();
    const recent = (id: number, shopId: number, viewedAt: number): RecentItem => ({
      ...summary(id, `Viewed ${id}`, 5000, 5000, shopId === 2023 ? 'CAD' : 'USD'),
      mainImage: { url: `http://api.test/item/public/image/item/${id}/0.svg`, size: '1600x1600' },
      shopId,
      viewedAt,
    });
    persisted.slot<RecentItem[]>(RECENTLY_VIEWED_SLOT).write([recent(3, 2023, 3), recent(2, 2022, 2), recent(1, 2023, 1)]);
    const { api } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api, persisted, market: CA_MARKET });
    const section = screen.getByTestId('recently-viewed');
    const titles = within(section).getAllByTestId('item-card').map((c) => c.querySelector('a')?.textContent);
    expect(titles).toEqual(['Viewed 3', 'Viewed 1']);
    expect(section).toHaveTextContent('CA$50.00');
    await userEvent.click(within(section).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument();
    expect(persisted.slot(RECENTLY_VIEWED_SLOT).read()).toBeUndefined();
    await screen.findAllByText('Big deal headlight');
  });

  it('has no recently viewed section before the first product page', async () => {
    const { api } = scriptedApi(answers());
    renderRoute(pages, 'home', {}, {}, { api });
    expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument();
    await screen.findByText('Big deal headlight');
  });
});
