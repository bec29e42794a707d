import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ExposedModules, FitBadgeViewModule, RemoteParcelProps } from '../contracts';
import { US_MARKET } from '../market';
import { monitoring } from '../monitoring';
import { memoryPersistedState, offlineApi, recordingNavigation, recordingSession } from '../testing';
import { FitBadgeSlot } from './FitBadgeSlot';
import { RemoteContext } from './remote-context';
import { HydrationGate, useHydrated } from './use-hydrated';
import { serverThenHydrate } from '../testing/server-then-hydrate';

const view: FitBadgeViewModule = {
  FitBadge: ({ itemId }) => (
    <div data-testid="fit-badge" data-status="EMPTY">
      badge {itemId}
    </div>
  ),
};

function host(loadModule: ExposedModules['loadModule']): RemoteParcelProps {
  return {
    route: { name: 'search', page: 'listing', pattern: '/search', pathname: '/search', params: {}, query: {} },
    navigation: recordingNavigation(),
    api: offlineApi,
    market: US_MARKET,
    session: recordingSession(),
    persisted: memoryPersistedState(),
    exposed: { loadParcel: () => Promise.reject(new Error('no parcels')), loadModule },
  };
}

function Page({ props, ids }: { props: RemoteParcelProps; ids: number[] }) {
  return (
    <RemoteContext.Provider value={props}>
      {ids.map((id) => (
        <FitBadgeSlot key={id} itemId={id} />
      ))}
    </RemoteContext.Provider>
  );
}

describe('useHydrated', () => {
  function Probe({ seen }: { seen: boolean[] }) {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <span>{hydrated ? 'hydrated' : 'first'}</span>;
  }

  // jsdom has a document: the server's render is that of a root that has not hydrated yet.
  it('is false on the server and in the hydrating render, then true without a mismatch', async () => {
    const seen: boolean[] = [];
    const area = serverThenHydrate(() => <Probe seen={seen} />);
    const html = area.render();
    expect(html).toBe('<span>first</span>');
    seen.length = 0;
    const container = await area.hydrate(html);
    expect(container.textContent).toBe('hydrated');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(area.mismatches).toEqual([]);
    container.remove();
  });

  it('is true in the first render of anything mounted in the browser without hydration', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});

describe('FitBadgeSlot (spec §4 Fit status)', () => {
  it('is the empty reserved slot on the server, hydrates without a mismatch, then loads the badge once for the page', async () => {
    const loadModule = jest.fn(async () => view) as unknown as ExposedModules['loadModule'];
    const props = host(loadModule);
    const html = renderToString(
      <HydrationGate hydrating>
        <Page props={props} ids={[1, 2, 3]} />
      </HydrationGate>,
    );
    expect(loadModule).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const slots = container.querySelectorAll('[data-testid="fit-badge-slot"]');
    expect(slots).toHaveLength(3);
    slots.forEach((slot) => expect(slot.childNodes).toHaveLength(0));

    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationGate hydrating>
          <Page props={props} ids={[1, 2, 3]} />
        </HydrationGate>,
        { onRecoverableError: recoverable },
      );
    });
    await waitFor(() => expect(container.querySelectorAll('[data-testid="fit-badge"]')).toHaveLength(3));
    expect(recoverable).not.toHaveBeenCalled();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadModule).toHaveBeenCalledWith('vehicle', 'fit-badge-view');
    expect(container.querySelector('[data-testid="fit-badge-slot"]')).toHaveTextContent('badge 1');
    container.remove();
  });

  it('stays empty when the vehicle remote cannot load, and the page goes on', async () => {
    const report = jest.spyOn(monitoring, 'report');
    const loadModule = jest.fn(() => Promise.reject(new Error('vehicle is down'))) as unknown as ExposedModules['loadModule'];
    render(
      <>
        <Page props={host(loadModule)} ids={[1, 2]} />
        <p>the rest of the page</p>
      </>,
    );
    await waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'remote-load', remote: 'vehicle' })));
    await act(async () => undefined);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('fit-badge-slot').every((slot) => slot.childNodes.length === 0)).toBe(true);
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  });

  it('stays empty when the badge itself fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: FitBadgeViewModule = {
      FitBadge: () => {
        throw new Error('broken badge');
      },
    };
    const loadModule = jest.fn(async () => broken) as unknown as ExposedModules['loadModule'];
    render(
      <>
        <Page props={host(loadModule)} ids={[1]} />
        <p>the rest of the page</p>
      </>,
    );
    await act(async () => undefined);
    await act(async () => undefined);
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('fit-badge-slot').childNodes).toHaveLength(0);
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  });
});
