import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { GTM_LAZY_IDLE_MS, isGtmId, scheduleTagManager } from './tag-manager';

const tagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe('the tag manager (spec §7 Third-party, §2 isLazyLoadGtm)', () => {
  let cancel: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    cancel();
    jest.useRealTimers();
    document.head.innerHTML = '';
    delete (window as DataLayerWindow).dataLayer;
  });

  it('never loads anything without a configured container', () => {
    for (const gtmId of [undefined, '', 'UA-1234', 'GTM-<x>']) {
      cancel = scheduleTagManager({ gtmId, lazy: false });
      window.dispatchEvent(new Event('load'));
      cancel = scheduleTagManager({ gtmId, lazy: true });
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(60_000);
    }
    expect(tagScripts()).toHaveLength(0);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('loads normally once the page has loaded (jsdom has: one task later)', () => {
    expect(document.readyState).toBe('complete');
    cancel = scheduleTagManager({ gtmId: 'GTM-AB12CD', lazy: false });
    expect(tagScripts()).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect((window as DataLayerWindow).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('with the lazy flag waits for the first interaction', () => {
    cancel = scheduleTagManager({ gtmId: 'GTM-AB12CD', lazy: true });
    jest.advanceTimersByTime(GTM_LAZY_IDLE_MS - 1);
    expect(tagScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('keydown'));
    expect(tagScripts()).toHaveLength(1);
    // Once only.
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(GTM_LAZY_IDLE_MS);
    expect(tagScripts()).toHaveLength(1);
  });

  it('with the lazy flag loads after the idle timeout when nobody interacts', () => {
    cancel = scheduleTagManager({ gtmId: 'GTM-AB12CD', lazy: true });
    jest.advanceTimersByTime(GTM_LAZY_IDLE_MS - 1);
    expect(tagScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(tagScripts()).toHaveLength(1);
  });

  it('accepts container ids only', () => {
    expect(isGtmId('GTM-AB12CD')).toBe(true);
    expect(isGtmId('gtm-ab12cd')).toBe(false);
    expect(isGtmId('GTM-AB12CD"><script>')).toBe(false);
  });
});
