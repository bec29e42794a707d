import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { composeDocument, LOADER_SAFETY_MS } from './document';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"/><title>t</title></head><body><div id="root"><div>boot</div></div><script defer src="/federation-runtime.1.js"></script><script defer src="/main.2.js"></script></body></html>';

/** The page's one inline script: the loader that starts the scripts after the first paint. */
function loaderOf(html: string): string {
  const scripts = [...html.matchAll(/<script nonce="n">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return scripts[0]![1]!;
}

const html = composeDocument(TEMPLATE, { head: '', hints: [], emotionStyles: [], preloads: ['/470.a.js', 'http://localhost:4701/remoteEntry.b.js'], frame: '<p>page</p>', scripts: [], nonce: 'n' });
const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;
let paintCallback: PaintCallback | undefined;

/** A PerformanceObserver that supports paint timing; `paint()` reports the first contentful paint. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: PaintCallback) {
    paintCallback = callback;
  }
  observe() {}
}
const paint = () => paintCallback!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });

describe('the after-paint loader: the scripts never compete with the first view', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    paintCallback = undefined;
    Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('waits for the first contentful paint, then preloads the chunks and adds the scripts in order, once', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    new Function(loaderOf(html))();
    await jest.advanceTimersByTimeAsync(LOADER_SAFETY_MS - 1);
    expect(started()).toEqual([]); // no paint yet: nothing starts, even after a slow second or three

    paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toEqual(['/federation-runtime.1.js', '/main.2.js']);
    expect([...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`)).toEqual([
      'preload /470.a.js',
      'prefetch http://localhost:4701/remoteEntry.b.js',
    ]);
    await jest.advanceTimersByTimeAsync(LOADER_SAFETY_MS);
    expect(started()).toHaveLength(2); // the safety start does not add them again
  });

  it('starts anyway after the safety wait when no first paint is ever reported', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    new Function(loaderOf(html))();
    await jest.advanceTimersByTimeAsync(LOADER_SAFETY_MS);
    expect(started()).toEqual(['/federation-runtime.1.js', '/main.2.js']);
  });

  it('starts after the next frame in a browser without paint timing', async () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static supportedEntryTypes = ['navigation'];
      observe() {} // an unknown entry type is ignored with a console warning, never reported
    };
    new Function(loaderOf(html))();
    await jest.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/federation-runtime.1.js', '/main.2.js']);
  });
});
