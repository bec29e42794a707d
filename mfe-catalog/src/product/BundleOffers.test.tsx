import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteContext, US_MARKET, type AddToCartInput, type CartStoreModule, type RemoteParcelProps } from '@axlebay/shared-lib';
import { memoryPersistedState, noExposedModules, recordingNavigation, recordingSession, scriptedApi } from '@axlebay/shared-lib/testing';
import type { ApiItemSummary } from './api';
import { BundleOffers } from './BundleOffers';
import type { BundleOffer } from './bundle-api';

const part = (id: number, title: string, cent: number): ApiItemSummary => ({
  id,
  title,
  urlHandle: `part-${id}`,
  brand: null,
  mainImage: null,
  discountPrice: { cent, currency: 'USD' },
  originalPrice: { cent: cent + 1000, currency: 'USD' },
  currency: 'USD',
  status: 'ON_SHELVES',
  availableTotal: 9,
  ratingValue: 4.6,
  reviewCount: 3,
  vehicleUniversal: false,
  partNumber: `P-${id}`,
  skuId: id * 10,
});

const offer: BundleOffer = {
  id: 7,
  name: '2018 Toyota Corolla Brake Pads + Brake Rotors Bundle',
  discountPercent: 10,
  items: [part(1, 'Front Brake Pads', 4999), part(2, 'Front Brake Rotors', 8999)],
  originalTotal: { cent: 13998, currency: 'USD' },
  bundlePrice: { cent: 12598, currency: 'USD' },
};

function renderOffers(answer: unknown, added: AddToCartInput[] = []) {
  const { api, calls } = scriptedApi({ 'GET /search-pro/public/bundle/list': answer });
  const store = { add: jest.fn(async (input: AddToCartInput) => void added.push(input)) };
  const props = {
    route: { name: 'product', page: 'product', pattern: '/product/:urlHandle', pathname: '/product/x', params: {}, query: {} },
    navigation: recordingNavigation(),
    api,
    market: US_MARKET,
    session: recordingSession(),
    persisted: memoryPersistedState(),
    exposed: { ...noExposedModules, loadModule: async () => ({ cartStore: () => store }) as unknown as CartStoreModule },
  } as unknown as RemoteParcelProps;
  render(
    <RemoteContext.Provider value={props}>
      <BundleOffers itemId={1} />
    </RemoteContext.Provider>,
  );
  return { calls, store };
}

describe('product bundles', () => {
  it('shows each part, the bundle price and the saving against the parts bought one by one', async () => {
    const { calls } = renderOffers([offer]);
    const card = await screen.findByTestId('bundle-offer');
    expect(calls[0]).toEqual(['GET', '/search-pro/public/bundle/list', { itemId: 1 }]);
    expect(within(card).getByRole('heading', { name: offer.name })).toBeInTheDocument();
    expect(within(card).getAllByRole('link').map((a) => a.textContent)).toEqual(['Front Brake Pads', 'Front Brake Rotors']);
    expect(within(card).getByTestId('bundle-price')).toHaveTextContent('$125.98');
    expect(within(card).getByTestId('bundle-saving')).toHaveTextContent('Save $14.00 (10%)');
  });

  it('adds every part as a line of the bundle, one after another', async () => {
    const added: AddToCartInput[] = [];
    renderOffers([offer], added);
    await userEvent.click(await screen.findByRole('button', { name: 'Add all 2 to cart' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added.map(({ itemId, skuId, count, bundleId }) => ({ itemId, skuId, count, bundleId }))).toEqual([
      { itemId: 1, skuId: 10, count: 1, bundleId: 7 },
      { itemId: 2, skuId: 20, count: 1, bundleId: 7 },
    ]);
  });

  it('shows nothing without bundles or when the list cannot be loaded', async () => {
    const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    renderOffers([]);
    await settle();
    expect(screen.queryByTestId('product-bundles')).not.toBeInTheDocument();
    renderOffers(new Error('down'));
    await settle();
    expect(screen.queryByTestId('product-bundles')).not.toBeInTheDocument();
  });
});
