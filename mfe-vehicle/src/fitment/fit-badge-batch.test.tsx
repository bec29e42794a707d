import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ANNOUNCER_ID, bus, FitBadgeSlot, FitBadgesHold, RemoteContext, US_MARKET, type ExposedModules, type RemoteParcelProps } from '@axlebay/shared-lib';
import { memoryPersistedState, recordingNavigation, recordingSession } from '@axlebay/shared-lib/testing';
import * as fitBadgeView from '../exposed/fit-badge-view';
import { FIT_STATUS_API } from './fit-service';

const corolla = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '3' };
const civic = { year: '1', yearName: '2015', make: '4', makeName: 'Honda', model: '5', modelName: 'Civic', attributeValueId: '5' };
const ids = Array.from({ length: 24 }, (_, i) => 1001 + i);

function Cards({ props, list, hold = false }: { props: RemoteParcelProps; list: number[]; hold?: boolean }) {
  return (
    <RemoteContext.Provider value={props}>
      <FitBadgesHold when={hold}>
        <ul>
          {list.map((id) => (
            <li key={id} data-testid="card">
              <FitBadgeSlot itemId={id} />
            </li>
          ))}
        </ul>
      </FitBadgesHold>
    </RemoteContext.Provider>
  );
}

/** A search page's 24 cards as the catalog renders them: one React tree, one FitBadgeSlot per card. */
function renderPage() {
  const get = jest.fn(async (_path: string, params: { itemIds: number[]; attributeValueId: string }) => ({
    list: params.itemIds.map((itemId) => ({ itemId, fitStatus: (itemId + Number(params.attributeValueId)) % 2 ? 'FIT' : 'NOT_FIT' })),
  }));
  const loadModule = jest.fn(async (_remote: string, _expose: string) => fitBadgeView);
  const exposed = { loadParcel: () => Promise.reject(new Error('no parcels here')), loadModule } as unknown as ExposedModules;
  const props = {
    route: { name: 'search', page: 'listing', pattern: '/search', pathname: '/search', params: {}, query: {} },
    navigation: recordingNavigation(),
    api: { baseURL: 'http://api.test', get } as unknown as RemoteParcelProps['api'],
    market: US_MARKET,
    session: recordingSession(),
    persisted: memoryPersistedState(),
    exposed,
  } as RemoteParcelProps;
  const view = render(<Cards props={props} list={ids} />);
  return { get, loadModule, props, rerender: view.rerender };
}

const settled = () => screen.getAllByTestId('fit-badge').every((b) => b.getAttribute('data-status') !== 'LOADING');

describe('fit badges of a page in one tree (spec §4 Fit status)', () => {
  it('load vehicle’s badge module once and ask the statuses of 24 cards in one call, and once again after the vehicle changes', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { get, loadModule } = renderPage();

    await waitFor(() => expect(screen.getAllByTestId('fit-badge')).toHaveLength(24));
    await waitFor(() => expect(settled()).toBe(true));
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadModule).toHaveBeenCalledWith('vehicle', 'fit-badge-view');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(FIT_STATUS_API, { itemIds: ids, attributeValueId: '3' });
    expect(screen.getAllByTestId('fit-badge')[0]).toHaveTextContent('Fit Your 2018 Toyota Corolla');

    act(() => bus.publish('vehicle.changed', civic));
    await waitFor(() => expect(screen.getAllByTestId('fit-badge')[0]).toHaveTextContent('2015 Honda Civic'));
    await waitFor(() => expect(settled()).toBe(true));
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith(FIT_STATUS_API, { itemIds: ids, attributeValueId: '5' });
    expect(loadModule).toHaveBeenCalledTimes(1);
    // Not 24 live regions reading "Not Fit" at once: one polite sentence with the real counts.
    expect(document.querySelectorAll('[data-testid="fit-badge"][aria-live], [data-testid="fit-badge"] [aria-live]')).toHaveLength(0);
    await waitFor(() => expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent(/^12 of 24 results fit your 2015 Honda Civic$/));
  });

  it('ask nothing while the host holds them (its list is being asked again), then the new list in one call', async () => {
    act(() => bus.publish('vehicle.changed', corolla));
    const { get, props, rerender } = renderPage();
    await waitFor(() => expect(settled()).toBe(true));
    expect(get).toHaveBeenCalledTimes(1);

    // A new vehicle: the results are asked again and the old cards hold (one render, as in the catalog).
    act(() => {
      bus.publish('vehicle.changed', civic);
      rerender(<Cards props={props} list={ids} hold />);
    });
    await act(async () => undefined);
    expect(screen.getAllByTestId('fit-badge').every((b) => b.getAttribute('data-status') === 'LOADING')).toBe(true);
    expect(screen.getAllByTestId('fit-badge')[0]).toHaveTextContent('Checking fitment');
    expect(get).toHaveBeenCalledTimes(1);

    // The new list (half of it new cards) asks once, for its own cards.
    const next = [...ids.slice(12), ...ids.map((id) => id + 100).slice(0, 12)];
    rerender(<Cards props={props} list={next} />);
    await waitFor(() => expect(settled()).toBe(true));
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith(FIT_STATUS_API, { itemIds: next, attributeValueId: '5' });
  });

  it('marks each badge as vehicle’s piece inside the host tree', async () => {
    act(() => bus.publish('vehicle.changed', null));
    const { get } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('fit-badge')).toHaveLength(24));
    const badge = screen.getAllByTestId('fit-badge')[0]!;
    expect(badge.closest('[data-boundary="vehicle"][data-exposed="fit-badge-view"]')).not.toBeNull();
    expect(badge.closest('[data-testid="fit-badge-slot"]')).not.toBeNull();
    expect(badge).toHaveAttribute('data-status', 'EMPTY');
    expect(badge).toHaveTextContent('Vehicle Info Required To Check Fitment');
    expect(get).not.toHaveBeenCalled(); // no vehicle, no call
  });
});
