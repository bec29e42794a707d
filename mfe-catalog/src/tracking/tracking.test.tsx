import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { bus, type TrackPayload } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { eagerPages as pages } from '../pages/eager-pages';
import { answer, SEARCH } from '../search/test-answers';

/** One IntersectionObserver per list: the test counts them and shows cards at will. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve(el: Element) {
    this.observed = this.observed.filter((o) => o !== el);
  }
  disconnect() {
    this.observed = [];
  }
  show(el: Element) {
    this.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let tracked: TrackPayload[] = [];
let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  tracked = [];
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const sub = bus.on('track').subscribe((t) => tracked.push(t));
  unsubscribe = () => sub.unsubscribe();
});
afterEach(() => {
  unsubscribe();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('catalog behaviour events (spec §7 Tracking)', () => {
  it('a search publishes its keyword and result count once its results are in', async () => {
    renderRoute(pages, 'search', {}, { keyword: 'brake' }, { api: scriptedApi({ [SEARCH]: answer() }).api });
    await screen.findAllByTestId('item-card');
    await waitFor(() => expect(tracked.filter((t) => t.name === 'search')).toEqual([{ name: 'search', props: { keyword: 'brake', resultCount: 42 } }]));
  });

  it('cards of a list are watched by one observer and each published once with its position', async () => {
    renderRoute(pages, 'search', {}, { keyword: 'brake' }, { api: scriptedApi({ [SEARCH]: answer() }).api });
    const cards = await screen.findAllByTestId('item-card');
    await waitFor(() => expect(FakeObserver.all).toHaveLength(1));
    const [observer] = FakeObserver.all;
    expect(observer!.observed).toEqual(cards);
    act(() => observer!.show(cards[1]!));
    const exposures = tracked.filter((t) => t.name === 'exposure');
    expect(exposures).toEqual([{ name: 'exposure', props: { itemId: Number(cards[1]!.getAttribute('data-item-id')), position: 1, list: 'results' } }]);
    expect(observer!.observed).toEqual([cards[0]]);
  });
});
