import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { StickyBuyBar } from './StickyBuyBar';

/** A stand-in IntersectionObserver the test drives: `see(element, true|false)`. */
const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
function see(element: Element, inView: boolean) {
  for (const o of observers.filter((o) => o.elements.includes(element))) {
    o.callback([{ isIntersecting: inView, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

beforeEach(() => {
  observers.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function Page() {
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  return (
    <>
      <div data-testid="box" ref={box} />
      <StickyBuyBar watch={box} end={end} title="Front Brake Pads" priceCent={4999} currency="USD" itemId={1} skuId={10} count={1} purchasable />
      <div data-testid="end" ref={end} />
    </>
  );
}

const renderPage = () => renderRoute({ product: Page }, 'product', { urlHandle: 'x' });

describe('sticky buy bar', () => {
  it('is drawn hidden (as on the server) until the buy block is known to be out of view', () => {
    renderPage();
    const bar = screen.getByTestId('sticky-buy-bar');
    expect(bar).toHaveAttribute('data-shown', 'false');
    act(() => see(screen.getByTestId('box'), true));
    expect(bar).toHaveAttribute('data-shown', 'false');
  });

  it('shows the price and a keyboard-reachable Add to cart while the buy block is out of view, and steps aside at the end', () => {
    renderPage();
    const bar = screen.getByTestId('sticky-buy-bar');
    act(() => {
      see(screen.getByTestId('box'), false);
      see(screen.getByTestId('end'), false);
    });
    expect(bar).toHaveAttribute('data-shown', 'true');
    expect(screen.getByRole('region', { name: 'Buy Front Brake Pads' })).toHaveTextContent('$49.99');
    const add = screen.getByRole('button', { name: /^Add to cart ?:/ });
    add.focus();
    expect(add).toHaveFocus();
    act(() => see(screen.getByTestId('end'), true));
    expect(bar).toHaveAttribute('data-shown', 'false');
    act(() => see(screen.getByTestId('end'), false));
    act(() => see(screen.getByTestId('box'), true));
    expect(bar).toHaveAttribute('data-shown', 'false');
  });
});
