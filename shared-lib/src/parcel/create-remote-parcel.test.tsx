import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { US_MARKET } from '../market';
import { monitoring } from '../monitoring';
import { offlineApi, recordingNavigation, recordingSession } from '../testing';
import { renderToString } from 'react-dom/server';
import { PageData } from '../ssr';
import { createRemoteParcel, isRemoteParcel } from './create-remote-parcel';
import { lazyPage } from './lazy-page';
import type { RemoteParcelProps } from '../contracts/parcel-props';
import { useRoute } from './remote-context';

function Greeting() {
  return <h1>Hello {useRoute().params.who}</h1>;
}
function Broken(): never {
  throw new Error('page exploded');
}

const pages = { garage: Greeting } as const;

function props(domElement: HTMLElement, page = 'garage', params: Record<string, string> = { who: 'world' }) {
  return {
    name: 'test-parcel',
    domElement,
    route: { name: 'garage' as const, page, pattern: '/myGarage', pathname: '/myGarage', params, query: {} },
    navigation: recordingNavigation(),
    api: offlineApi,
    market: US_MARKET,
    session: recordingSession(),
    onRetry: jest.fn(),
    singleSpa: {},
    mountParcel: () => undefined,
  };
}

// single-spa mounts outside React's act(); its mount promise resolves once the root has rendered.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('createRemoteParcel', () => {
  it('produces single-spa lifecycles that mount a root with data-boundary and update with new props', async () => {
    const parcel = createRemoteParcel('vehicle', pages);
    expect(isRemoteParcel(parcel)).toBe(true);
    expect(parcel.pages).toEqual(['garage']);
    const el = document.createElement('div');
    document.body.append(el);
    await parcel.bootstrap(props(el) as never);
    await parcel.mount(props(el) as never);
    expect(el.querySelector('[data-boundary="vehicle"]')).not.toBeNull();
    expect(el.querySelector('h1')).toHaveTextContent('Hello world');
    await parcel.update!(props(el, 'garage', { who: 'Corolla' }) as never);
    await waitFor(() => expect(el.querySelector('h1')).toHaveTextContent('Hello Corolla'));
    await parcel.unmount(props(el) as never);
    expect(el.querySelector('[data-boundary]')).toBeNull();
  });

  it('contains a page that throws: fallback with Retry, reported to monitoring', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = createRemoteParcel('vehicle', { garage: Broken });
    const el = document.createElement('div');
    document.body.append(el);
    const p = props(el);
    await parcel.bootstrap(p as never);
    await parcel.mount(p as never);
    expect(el.querySelector('[data-testid="remote-fallback"]')).toHaveTextContent('We could not load your garage');
    expect(monitoring.recent().at(-1)).toMatchObject({ kind: 'remote-render', remote: 'vehicle', message: 'page exploded' });
    (el.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(p.onRetry).toHaveBeenCalled());
  });

  it('hydrates the server HTML only once the page chunk is loaded, and names that chunk', async () => {
    let deliver: (page: typeof Greeting) => void = () => undefined;
    const lazy = lazyPage('page-greeting', () => new Promise((resolve) => (deliver = resolve)));
    const parcel = createRemoteParcel('vehicle', { garage: lazy });
    expect(parcel.pageChunks).toEqual({ garage: 'page-greeting' });
    expect(createRemoteParcel('vehicle', pages).pageChunks).toEqual({});

    const eager = createRemoteParcel('vehicle', pages);
    const el = document.createElement('div');
    el.innerHTML = renderToString(<eager.Root {...(props(el) as unknown as RemoteParcelProps)} />);
    document.body.append(el);
    const serverH1 = el.querySelector('h1');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const p = { ...props(el), pageData: new PageData('hydrate', {}) };
    await parcel.bootstrap(p as never);
    let mounted = false;
    const mounting = (parcel.mount(p as never) as Promise<unknown>).then(() => (mounted = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(mounted).toBe(false);
    expect(el.querySelector('h1')).toBe(serverH1);

    deliver(Greeting);
    await mounting;
    await waitFor(() => expect(el.querySelector('h1')).toHaveTextContent('Hello world'));
    // Hydrated, not rendered afresh: the server's element is kept and nothing was reported.
    expect(el.querySelector('h1')).toBe(serverH1);
    expect(errors.mock.calls.filter(([m]) => String(m).includes('hydration'))).toEqual([]);
    await parcel.unmount(p as never);
    errors.mockRestore();
  });

  it('preloads a lazy page ahead of its route, and resolves at once for a page shipped with the parcel', async () => {
    const load = jest.fn(async () => Greeting);
    const parcel = createRemoteParcel('vehicle', { garage: lazyPage('page-greeting', load) });
    await parcel.preloadPage('garage');
    await parcel.preloadPage('garage');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(createRemoteParcel('vehicle', pages).preloadPage('garage')).resolves.toBeUndefined();
  });

  it('rejects modules that do not follow the contract', () => {
    expect(isRemoteParcel({ mount() {} })).toBe(false);
    expect(isRemoteParcel(null)).toBe(false);
  });
});
