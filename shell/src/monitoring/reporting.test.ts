import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createMonitoring, type Monitoring } from '@axlebay/shared-lib';
import { startReporting, SAME_ERROR_LIMIT } from './reporting';
import type { Post } from './transport';

/** Each envelope the reporter posted, as its parsed lines. */
function recorder() {
  const sent: Array<Array<Record<string, any>>> = [];
  const post: Post = (body) => {
    sent.push(body.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>));
    return Promise.resolve(200);
  };
  return { post, sent, events: () => sent.filter((e) => e[1]?.type === 'event').map((e) => e[2]!) };
}

const registry = { content: 'http://localhost:4105/mf-manifest.json' };
let monitoring: Monitoring;

beforeEach(() => {
  jest.useFakeTimers();
  monitoring = createMonitoring();
  document.body.innerHTML = '<div id="root"><header>Axlebay</header></div>';
  window.history.replaceState(null, '', '/about');
});
afterEach(() => {
  jest.useRealTimers();
});

const start = (post: Post) => startReporting({ monitoring, registry, release: 'r7', environment: 'production', post });

describe('the reporter', () => {
  it('sends what was reported before it loaded (nothing before idle is lost), classified and tagged', async () => {
    monitoring.breadcrumb('navigation', '/about');
    monitoring.report({ level: 'p1', kind: 'remote-render', remote: 'cart_checkout', error: new Error('page exploded') });
    const { post, events } = recorder();
    start(post);
    await jest.advanceTimersByTimeAsync(0);
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      level: 'error',
      release: 'r7',
      environment: 'production',
      request: { url: 'http://localhost/about' },
      tags: { priority: 'p1', kind: 'remote-render', remote: 'cart-checkout', route: '/about', device: 'desktop', network: 'unknown' },
      exception: { values: [{ type: 'Error', value: 'page exploded' }] },
      breadcrumbs: { values: [{ category: 'navigation', message: '/about' }] },
    });
    expect(events()[0]!.tags.screen).toMatch(/^\d+x\d+$/);
  });

  it('attributes an uncaught error to the remote whose code threw it', async () => {
    const { post, events } = recorder();
    start(post);
    const error = Object.assign(new TypeError('x is not a function'), { stack: 'TypeError: x\n    at render (http://localhost:4105/about.1234abcd.js:1:99)' });
    monitoring.report({ level: 'p2', kind: 'uncaught', error });
    await jest.advanceTimersByTimeAsync(0);
    expect(events()[0]).toMatchObject({ tags: { priority: 'p2', kind: 'uncaught', remote: 'content', remoteManifest: 'http://localhost:4105/mf-manifest.json' } });
  });

  it("names the shell's release and the failing remote's release (its `release-version:<remote>` meta)", async () => {
    document.head.innerHTML = '<meta name="release-version" content="r7"><meta name="release-version:content" content="20261126-231500-0d99305">';
    const { post, events } = recorder();
    start(post);
    monitoring.report({ level: 'p1', kind: 'remote-load', remote: 'content', error: new Error('content needs parcel-props 1.1, this shell provides 1.0') });
    monitoring.report({ level: 'p1', kind: 'remote-load', remote: 'account', error: new Error('down') });
    await jest.advanceTimersByTimeAsync(0);
    expect(events()[0]).toMatchObject({ release: 'r7', tags: { remote: 'content', remoteRelease: '20261126-231500-0d99305' } });
    // A remote whose manifest never answered: its release is not known.
    expect(events()[1]).toMatchObject({ release: 'r7', tags: { remote: 'account', remoteRelease: 'unknown' } });
  });

  it('drops noise and sends the same error at most 5 times', async () => {
    const { post, events } = recorder();
    start(post);
    monitoring.report({ level: 'p2', kind: 'uncaught', error: new Error('ResizeObserver loop limit exceeded') });
    for (let i = 0; i < SAME_ERROR_LIMIT + 3; i++) monitoring.report({ level: 'p2', kind: 'uncaught', error: new Error('again') });
    await jest.advanceTimersByTimeAsync(0);
    expect(events().map((e) => e.exception.values[0].value)).toEqual(Array(SAME_ERROR_LIMIT).fill('again'));
  });

  it('sends p3 in the log buffer, 5 s later', async () => {
    const { post, sent } = recorder();
    start(post);
    monitoring.report({ level: 'p3', kind: 'prefetch', remote: 'catalog', error: new Error('prefetch failed') });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent[0]?.[1]).toMatchObject({ type: 'log', item_count: 1 });
    expect(sent[0]?.[2]?.items[0]).toMatchObject({ body: 'prefetch failed', attributes: { priority: { value: 'p3' }, release: { value: 'r7' } } });
  });

  it('on a checkout page an API 5xx is p1', async () => {
    window.history.replaceState(null, '', '/checkout/payment');
    const { post, events } = recorder();
    start(post);
    monitoring.report({ level: 'p2', kind: 'api', message: 'Something went wrong on our side.', tags: { code: '502' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(events()[0]).toMatchObject({ tags: { priority: 'p1', kind: 'api', code: '502' } });
  });
});
