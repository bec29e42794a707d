import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { bus, type CurrentVehicle } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { PartsStrip } from '../home/PartsStrip';
import * as partsStrip from './parts-strip';

const SEARCH = 'GET /search-pro/public/items/filter-search';
const corolla: CurrentVehicle = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '4242' };
const item = (id: number, title: string) => ({
  id,
  title,
  urlHandle: `part-${id}`,
  brand: null,
  mainImage: null,
  discountPrice: { cent: 3999, currency: 'USD' },
  originalPrice: { cent: 4999, currency: 'USD' },
  currency: 'USD',
  status: 'ON_SHELVES',
  ratingValue: 4.5,
  reviewCount: 3,
  vehicleUniversal: false,
  partNumber: `P-${id}`,
  skuId: 100 + id,
});

afterEach(() => {
  act(() => bus.publish('vehicle.changed', null));
});

describe('./parts-strip (item cards for a fixed query)', () => {
  it('is a catalog parcel with single-spa lifecycles', () => {
    expect(partsStrip.remote).toBe('catalog');
    for (const lifecycle of [partsStrip.bootstrap, partsStrip.mount, partsStrip.unmount, partsStrip.update]) expect(typeof lifecycle).toBe('function');
  });

  it('asks filter-search for its keyword and categories, best sellers first, and shows the cards', async () => {
    const { api, calls } = scriptedApi({ [SEARCH]: { list: [item(1, 'Schrader TPMS sensor 315 MHz')], total: 1, page: 1, size: 6 } });
    renderRoute({ featuredTpmsSensors: () => <PartsStrip title="TPMS sensors" keyword=" tpms sensor " categoryIds={[7]} size={6} id="tpms-parts" /> }, 'featuredTpmsSensors', {}, {}, { api });
    const section = screen.getByTestId('tpms-parts');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('TPMS sensors');
    expect(await within(section).findByText('Schrader TPMS sensor 315 MHz')).toBeInTheDocument();
    expect(calls[0]).toEqual(['GET', '/search-pro/public/items/filter-search', { keyword: 'tpms sensor', categoryIds: [7], sort: 'BEST_SELLING', page: 1, size: 6 }]);
  });

  it('shows only the parts that fit the current vehicle, and says so', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { api, calls } = scriptedApi({ [SEARCH]: { list: [], total: 0, page: 1, size: 12 } });
    renderRoute({ featuredTpmsSensors: () => <PartsStrip title="Winter parts" keyword="wiper blade" /> }, 'featuredTpmsSensors', {}, {}, { api });
    expect(screen.getByText('Parts that fit your 2018 Toyota Corolla.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Search all parts' })).toHaveAttribute('href', '/search?keyword=wiper%20blade');
    expect(calls[0]![2]).toMatchObject({ attributeValueId: 4242, fitOnly: true });
  });
});
