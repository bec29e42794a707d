import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { TrackedEvent, TrackerInspection } from '@axlebay/shared-lib';
import { DEBUG_FLAG_KEY } from '../debug-flag';
import { DEBUG_REFRESH_MS, DebugPanel, type DebugPanelProps } from './DebugPanel';
import { mountDebugPanel } from './mount-debug-panel';
import { remoteVersions } from './remote-versions';

const sent = (name: TrackedEvent['name'], eventId: string): TrackedEvent => ({
  eventId,
  name,
  at: Date.now(),
  pageType: 'home',
  path: '/',
  visitorKey: 'v',
  sessionId: 's',
  group: 'B',
  props: { metric: 'LCP', value: 900 },
});

const props = (over: Partial<DebugPanelProps> = {}): DebugPanelProps => ({
  until: Date.now() + 7_200_000,
  group: 'B',
  flags: { debug: true, isLazyLoadGtm: false },
  overrides: [],
  remotes: async () => [{ remote: 'catalog', manifest: 'http://localhost:4101/mf-manifest.json', build: '0.1.0', release: 'r42' }],
  tracker: () => undefined,
  startCollapsed: false,
  onClose: () => undefined,
  onTurnOff: () => undefined,
  ...over,
});

describe('the debug panel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the group, the flags and the remotes with their versions, and says when there is no tracker', async () => {
    render(<DebugPanel {...props()} />);
    expect(screen.getByRole('region', { name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByTestId('debug-group')).toHaveTextContent('B');
    expect(screen.getByTestId('debug-flags')).toHaveTextContent('debug: on');
    expect(screen.getByTestId('debug-flags')).toHaveTextContent('isLazyLoadGtm: off');
    expect(screen.getByTestId('debug-flags')).toHaveTextContent('tag manager: not configured');
    expect(await screen.findByTestId('debug-remotes')).toHaveTextContent('catalog: r42 (build 0.1.0)');
    expect(screen.getByTestId('debug-no-tracker')).toHaveTextContent('No tracker on this page.');
  });

  it('follows what the tracker sent, also when the tracker starts after the panel', async () => {
    let tracker: TrackerInspection | undefined;
    const events: TrackedEvent[] = [];
    render(<DebugPanel {...props({ tracker: () => tracker })} />);
    await act(async () => undefined);
    expect(screen.getByTestId('debug-no-tracker')).toBeInTheDocument();
    tracker = { sent: () => events, pending: () => 2 };
    events.push(sent('page_view', 'a1'), sent('web_vital', 'a2'));
    act(() => jest.advanceTimersByTime(DEBUG_REFRESH_MS));
    expect(screen.getByText('2 sent, 2 waiting.')).toBeInTheDocument();
    expect(screen.getByTestId('debug-events')).toHaveTextContent('web_vital');
    expect(screen.getByTestId('debug-events')).toHaveTextContent('metric=LCP value=900');
  });

  it('collapses with its button or Esc, and closes', async () => {
    const onClose = jest.fn();
    render(<DebugPanel {...props({ onClose })} />);
    await act(async () => undefined);
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('debug-group')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.keyDown(screen.getByTestId('debug-group'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the debug panel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('mountDebugPanel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('removes itself when the 7200 s are over', () => {
    act(() => void mountDebugPanel({ until: Date.now() + 7_200_000, registry: {}, overrides: [], flags: { debug: true } }));
    expect(document.getElementById('axlebay-debug')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Debug' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(7_199_999));
    expect(document.getElementById('axlebay-debug')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(document.getElementById('axlebay-debug')).toBeNull();
  });

  it('"Turn debug off" ends the flag and removes the panel', () => {
    localStorage.setItem(DEBUG_FLAG_KEY, String(Date.now() + 1000));
    act(() => void mountDebugPanel({ until: Date.now() + 1000, registry: {}, overrides: [], flags: { debug: true } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Turn debug off' })));
    expect(localStorage.getItem(DEBUG_FLAG_KEY)).toBeNull();
    expect(document.getElementById('axlebay-debug')).toBeNull();
  });
});

describe('remoteVersions', () => {
  it("reads a loaded remote's release from the page (no request), the others' from their manifest, best effort", async () => {
    document.head.innerHTML =
      '<meta name="release-version:catalog" content="r42"><meta name="release-version:account" content="r9" data-refused="account needs parcel-props 1.1, this shell provides 1.0">';
    const answer = (body: string, ok = true) => ({ ok, status: ok ? 200 : 404, json: async () => JSON.parse(body), text: async () => body });
    const answers: Record<string, ReturnType<typeof answer>> = {
      'http://localhost:4102/mf-manifest.json': answer(JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' }, axlebay: { release: 'r43', contracts: { needs: { 'parcel-props': '1.0' }, provides: { parcel: '1.0' } } } } })),
      'http://localhost:4103/mf-manifest.json': answer('gone', false),
      'http://localhost:4105/mf-manifest.json': answer(JSON.stringify({ metaData: { axlebay: { release: 'r44', contracts: { needs: { 'parcel-props': '9.0' } } } } })),
    };
    const asked: string[] = [];
    const fetcher = (async (url: string) => (asked.push(url), answers[url] ?? Promise.reject(new Error('offline')))) as unknown as typeof fetch;
    const registry = {
      catalog: 'http://localhost:4101/mf-manifest.json',
      vehicle: 'http://localhost:4102/mf-manifest.json',
      'cart-checkout': 'http://localhost:4103/mf-manifest.json',
      account: 'http://localhost:4104/mf-manifest.json',
      content: 'http://localhost:4105/mf-manifest.json',
    };
    expect(await remoteVersions(registry, fetcher)).toEqual([
      { remote: 'catalog', manifest: registry.catalog, release: 'r42' },
      { remote: 'vehicle', manifest: registry.vehicle, build: '0.1.0', release: 'r43' },
      { remote: 'cart-checkout', manifest: registry['cart-checkout'] },
      { remote: 'account', manifest: registry.account, release: 'r9', refused: 'account needs parcel-props 1.1, this shell provides 1.0' },
      { remote: 'content', manifest: registry.content, release: 'r44', refused: 'content needs parcel-props 9.0, this shell provides 1.0' },
    ]);
    expect(asked).toEqual([registry.vehicle, registry['cart-checkout'], registry.content]);
  });
});
