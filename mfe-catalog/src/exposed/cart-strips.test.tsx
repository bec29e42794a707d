import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { bus, type CurrentVehicle } from '@axlebay/shared-lib';
import { memoryPersistedState, renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { RecentlyViewed } from '../home/RecentlyViewed';
import { Recommended } from '../home/Recommended';
import { RECENTLY_VIEWED_SLOT, type RecentItem } from '../recent/recently-viewed';
import * as recentlyViewed from './recently-viewed';
import * as recommendedParts from './recommended-parts';

const RECOMMEND = 'POST /search-pro/public/recommend/scene/items?scene=HOME_RECOMMEND';
const corolla: CurrentVehicle = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '4242' };

const recent = (id: number): RecentItem => ({
  id,
  title: `Seen part ${id}`,
  urlHandle: `seen-${id}`,
  brand: null,
  mainImage: null,
  discountPrice: { cent: 1500, currency: 'USD' },
  originalPrice: { cent: 2000, currency: 'USD' },
  currency: 'USD',
  status: 'ON_SHELVES',
  ratingValue: 0,
  reviewCount: 0,
  vehicleUniversal: false,
  partNumber: `P-${id}`,
  skuId: 100 + id,
  shopId: 2022,
  viewedAt: id,
});

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

describe('exposed strips for other pages (the cart page)', () => {
  it('are catalog parcels with single-spa lifecycles', () => {
    for (const parcel of [recentlyViewed, recommendedParts]) {
      expect(parcel.remote).toBe('catalog');
      for (const lifecycle of [parcel.bootstrap, parcel.mount, parcel.unmount, parcel.update]) expect(typeof lifecycle).toBe('function');
    }
  });

  it('./recently-viewed shows the recently viewed cards under the title it is given', async () => {
    const persisted = memoryPersistedState();
    persisted.slot<RecentItem[]>(RECENTLY_VIEWED_SLOT).write([recent(2), recent(1)]);
    renderRoute({ cart: () => <RecentlyViewed title="Pick up where you left off" /> }, 'shopCart', {}, {}, { persisted });
    const section = screen.getByTestId('recently-viewed');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Pick up where you left off');
    expect(within(section).getByText('Seen part 2')).toBeInTheDocument();
    await act(async () => undefined); // the cards' fit badges settle on their fallback
  });

  it('./recommended-parts asks for parts of the current vehicle under the title it is given', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { api, calls } = scriptedApi({ [RECOMMEND]: { scene: 'HOME_RECOMMEND', list: [] } });
    renderRoute({ cart: () => <Recommended title="Parts for your 2018 Toyota Corolla" /> }, 'shopCart', {}, {}, { api });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Parts for your 2018 Toyota Corolla');
    await screen.findByText(/Nothing to recommend/);
    expect(calls[0]![2]).toMatchObject({ attributeValueId: 4242 });
  });
});
