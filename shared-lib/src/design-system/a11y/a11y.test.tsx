import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { announce, ANNOUNCER_ID } from './announce';
import { focusQuietly, rememberFocus } from './focus';

describe('announce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('says one sentence through one polite region, the latest of a burst only', () => {
    announce('Brake pads');
    announce('24 of 24 results fit your 2018 Toyota Corolla');
    const regions = document.querySelectorAll(`#${ANNOUNCER_ID}`);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveTextContent('');
    jest.advanceTimersByTime(100);
    expect(regions[0]).toHaveTextContent(/^24 of 24 results fit your 2018 Toyota Corolla$/);
  });

  it('uses the region the page already has, and reads the same sentence again after emptying it', () => {
    document.body.innerHTML = `<div id="${ANNOUNCER_ID}" aria-live="polite">Old</div>`;
    announce('Cart');
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('');
    jest.advanceTimersByTime(100);
    announce('Cart');
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('');
    jest.advanceTimersByTime(100);
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Cart');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});

describe('focus helpers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses a heading without making it a Tab stop', () => {
    document.body.innerHTML = '<main><h1>Results</h1></main>';
    const h1 = document.querySelector('h1')!;
    expect(focusQuietly(h1)).toBe(true);
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(focusQuietly(null)).toBe(false);
  });

  it('gives the focus back to the opener, or to the fallback when the opener is gone', () => {
    document.body.innerHTML = '<h1>Page</h1><button id="a">Change vehicle</button><button id="b">Other</button>';
    const opener = document.getElementById('a')!;
    opener.focus();
    const first = rememberFocus();
    document.getElementById('b')!.focus();
    first.restore(() => document.querySelector('h1'));
    expect(opener).toHaveFocus();

    const second = rememberFocus();
    opener.remove();
    second.restore(() => document.querySelector('h1'));
    expect(document.querySelector('h1')).toHaveFocus();
  });
});
