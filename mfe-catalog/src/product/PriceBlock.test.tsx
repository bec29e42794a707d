import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { PriceBlock } from './PriceBlock';

const show = (original: number | undefined, current: number, currency = 'USD') => {
  cleanup();
  render(<PriceBlock original={original === undefined ? undefined : { cent: original }} current={{ cent: current }} currency={currency} />);
  const block = screen.getByTestId('product-price');
  return {
    current: block.querySelector('[data-price="current"]')?.textContent,
    original: block.querySelector('[data-price="original"]')?.textContent ?? null,
    badge: block.querySelector('[data-price="discount"]')?.textContent ?? null,
  };
};

describe('product price display (spec §5)', () => {
  it('shows the original struck through and the badge at 10 % or more', () => {
    expect(show(10000, 7500)).toEqual({ current: '$75.00', original: 'Was $100.00', badge: '-25%' });
  });

  it('shows the badge at exactly 10 %', () => {
    expect(show(10000, 9000)).toEqual({ current: '$90.00', original: 'Was $100.00', badge: '-10%' });
  });

  it('shows the original but no badge below 10 %', () => {
    expect(show(10000, 9100)).toEqual({ current: '$91.00', original: 'Was $100.00', badge: null });
  });

  it('hides the original when it equals the current price or is not above it', () => {
    expect(show(10000, 10000)).toEqual({ current: '$100.00', original: null, badge: null });
    expect(show(9000, 10000)).toEqual({ current: '$100.00', original: null, badge: null });
  });

  it('hides a missing original price', () => {
    expect(show(undefined, 4999)).toEqual({ current: '$49.99', original: null, badge: null });
  });

  it('formats CAD with thousands separators', () => {
    expect(show(250000, 123450, 'CAD')).toEqual({ current: 'CA$1,234.50', original: 'Was CA$2,500.00', badge: '-50%' });
  });
});
