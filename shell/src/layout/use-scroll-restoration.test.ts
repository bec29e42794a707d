import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { restoreWhenTall, RESTORE_WAIT_MS } from './use-scroll-restoration';

describe('restoring a saved position on Back (spec §2)', () => {
  let height = 800;
  const scrollTo = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    height = 800;
    scrollTo.mockClear();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits until the page is tall enough, then scrolls there once', () => {
    restoreWhenTall(2400);
    jest.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
    height = 4000; // the results arrived
    jest.advanceTimersByTime(100);
    expect(scrollTo.mock.calls).toEqual([[0, 2400]]);
    jest.advanceTimersByTime(RESTORE_WAIT_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("gives up when the shopper scrolls first, and goes as near as it can when the page stays short", () => {
    restoreWhenTall(2400);
    window.dispatchEvent(new Event('wheel'));
    height = 4000;
    jest.advanceTimersByTime(RESTORE_WAIT_MS);
    expect(scrollTo).not.toHaveBeenCalled();

    restoreWhenTall(9000);
    jest.advanceTimersByTime(RESTORE_WAIT_MS);
    expect(scrollTo.mock.calls).toEqual([[0, 9000]]);
  });
});
