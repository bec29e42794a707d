import { afterEach, describe, expect, it } from '@jest/globals';
import { keepFocusAcrossSwap } from './keep-focus-across-swap';

const flush = () => Promise.resolve();

describe('focus across a fallback swap', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("puts the focus on the control that replaced the focused fallback, and leaves it alone otherwise", async () => {
    document.body.innerHTML = '<div id="slot"><a href="/myGarage" data-testid="header-vehicle">Add your vehicle</a></div><button id="other">Other</button>';
    document.querySelector<HTMLElement>('[data-testid="header-vehicle"]')!.focus();
    const stop = keepFocusAcrossSwap();
    document.getElementById('slot')!.innerHTML = '<button data-testid="header-vehicle">Add your vehicle</button>';
    await flush();
    expect(document.activeElement).toBe(document.querySelector('button[data-testid="header-vehicle"]'));

    // The shopper moved on: a later swap does not pull the focus back.
    document.getElementById('other')!.focus();
    document.getElementById('slot')!.innerHTML = '<button data-testid="header-vehicle">2018 Toyota Corolla</button>';
    await flush();
    expect(document.getElementById('other')).toHaveFocus();
    stop();
  });
});
