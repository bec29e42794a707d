import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ANNOUNCER_ID } from '@axlebay/shared-lib';
import { followNewPage, TITLE_DELAY_MS, WAIT_FOR_DATA_MS, WAIT_FOR_HEADING_MS } from './follow-new-page';

const flush = () => Promise.resolve(); // MutationObserver callbacks are microtasks

describe('after a route change (route announcer)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<main id="main"><h1>Brake pads</h1></main><div id="${ANNOUNCER_ID}" aria-live="polite"></div>`;
    document.title = 'Brake pads | Axlebay';
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const main = () => document.getElementById('main')!;
  const region = () => document.getElementById(ANNOUNCER_ID)!;

  it("waits past the old page's heading, focuses the new one and announces its title once", async () => {
    const old = { element: main().querySelector('h1')!, text: 'Brake pads' };
    const settled = jest.fn();
    followNewPage(main(), old, settled);
    expect(document.activeElement).toBe(document.body);
    // The old page leaves, the new one shows its heading.
    main().innerHTML = '<div>Loading…</div>';
    await flush();
    main().innerHTML = '<h1>Front Ceramic Brake Pads</h1>';
    document.title = 'Front Ceramic Brake Pads | Axlebay';
    await flush();
    const h1 = main().querySelector('h1')!;
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(settled).toHaveBeenCalledWith({ element: h1, text: 'Front Ceramic Brake Pads' });
    jest.advanceTimersByTime(TITLE_DELAY_MS + 100);
    expect(region()).toHaveTextContent(/^Front Ceramic Brake Pads \| Axlebay$/);
    // More changes on the page do not move the focus or announce again.
    main().insertAdjacentHTML('beforeend', '<h1>Another</h1>');
    await flush();
    jest.advanceTimersByTime(1000);
    expect(h1).toHaveFocus();
    expect(region()).toHaveTextContent(/^Front Ceramic Brake Pads \| Axlebay$/);
  });

  it('waits for the data of a page that shows its heading over a loading area (not "Loading the product…")', async () => {
    followNewPage(main(), { element: main().querySelector('h1')!, text: 'Brake pads' }, () => undefined);
    main().innerHTML = '<h1>Loading the product…</h1><div aria-busy="true" role="status"></div>';
    document.title = 'Loading the product… | Axlebay';
    await flush();
    expect(document.activeElement).toBe(document.body);
    const h1 = main().querySelector('h1')!;
    h1.textContent = 'Wiper blades';
    main().querySelector('[aria-busy]')!.remove();
    document.title = 'Wiper blades | Axlebay';
    await flush();
    expect(h1).toHaveFocus();
    jest.advanceTimersByTime(TITLE_DELAY_MS + 100);
    expect(region()).toHaveTextContent(/^Wiper blades \| Axlebay$/);
  });

  it('does not wait for ever on a page that stays busy', async () => {
    main().innerHTML = '';
    followNewPage(main(), undefined, () => undefined);
    main().innerHTML = '<h1>Reviews</h1><div aria-busy="true"></div>';
    await flush();
    expect(document.activeElement).toBe(document.body);
    jest.advanceTimersByTime(WAIT_FOR_DATA_MS);
    expect(main().querySelector('h1')).toHaveFocus();
  });

  it('takes the same heading element when its words changed (a product to another product)', async () => {
    const h1 = main().querySelector('h1')!;
    followNewPage(main(), { element: h1, text: 'Brake pads' }, () => undefined);
    expect(h1).not.toHaveFocus();
    h1.textContent = 'Wiper blades';
    await flush();
    expect(h1).toHaveFocus();
  });

  it('focuses main when no new heading comes, and a later route change cancels an earlier one', async () => {
    const h1 = main().querySelector('h1')!;
    const stop = followNewPage(main(), { element: h1, text: 'Brake pads' }, () => undefined);
    stop();
    jest.advanceTimersByTime(WAIT_FOR_HEADING_MS);
    expect(document.activeElement).toBe(document.body);
    h1.remove();
    followNewPage(main(), undefined, () => undefined);
    jest.advanceTimersByTime(WAIT_FOR_HEADING_MS);
    expect(main()).toHaveFocus();
  });
});
