import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createWhiteScreenMonitor, isBlank, WHITE_SCREEN_RECHECK_MS } from './white-screen';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const viewport = { width: 1000, height: 800 };
/** jsdom has no layout: every point lands on `hit`. */
const pointing = (hit: () => Element) => Object.assign(document, { elementsFromPoint: () => [hit()] });

describe('white-screen monitor (spec §8)', () => {
  it('an app root with nothing in it, every point on a wrapper, is blank', () => {
    document.body.innerHTML = '<div id="root"><div class="boot-header"></div></div>';
    const doc = pointing(() => document.querySelector('.boot-header')!);
    expect(isBlank(doc, viewport)).toBe(true);
  });

  it('a page with text, or a picture, or a point landing on content, is not blank', () => {
    document.body.innerHTML = '<div id="root"><header>Axlebay</header></div>';
    expect(isBlank(pointing(() => document.body), viewport)).toBe(false);
    document.body.innerHTML = '<div id="root"><img alt=""></div>';
    expect(isBlank(pointing(() => document.body), viewport)).toBe(false);
    document.body.innerHTML = '<div id="root"><div class="x"></div></div>';
    expect(isBlank(pointing(() => document.querySelector('.x')!), viewport)).toBe(false);
  });

  it('reports once when two samples 2 s apart are blank', () => {
    let blank = true;
    const onBlank = jest.fn();
    const monitor = createWhiteScreenMonitor(() => blank, onBlank);
    monitor.check();
    jest.advanceTimersByTime(WHITE_SCREEN_RECHECK_MS - 1);
    expect(onBlank).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onBlank).toHaveBeenCalledTimes(1);
    monitor.check();
    jest.advanceTimersByTime(WHITE_SCREEN_RECHECK_MS);
    expect(onBlank).toHaveBeenCalledTimes(1);
    blank = false;
  });

  it('a page that was still drawing at the first sample is not reported', () => {
    let blank = true;
    const onBlank = jest.fn();
    createWhiteScreenMonitor(() => blank, onBlank).check();
    blank = false;
    jest.advanceTimersByTime(WHITE_SCREEN_RECHECK_MS);
    expect(onBlank).not.toHaveBeenCalled();
  });
});
