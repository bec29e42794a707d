import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { US_MARKET } from '../market';
import { monitoring } from '../monitoring';
import { offlineApi, recordingNavigation, recordingSession } from '../testing';
import { createRemoteParcel, isRemoteParcel } from './create-remote-parcel';
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

  it('rejects modules that do not follow the contract', () => {
    expect(isRemoteParcel({ mount() {} })).toBe(false);
    expect(isRemoteParcel(null)).toBe(false);
  });
});
