import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { priceView } from '../../money/price-view';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('reads "Was …, now …" while it shows the current price first', () => {
    const { container } = render(<PriceTag view={priceView(10000, 7500, 'USD')} data-testid="price" />);
    const tag = container.firstElementChild!;
    expect(tag.textContent).toBe('Was $100.00, now $75.00-25%');
    expect(tag.querySelector('[data-price="current"]')).toHaveTextContent(/^\$75\.00$/);
    expect(tag.querySelector('s')).toHaveTextContent('Was $100.00');
  });

  it('reads the price alone when there is no higher original', () => {
    const { container } = render(<PriceTag view={priceView(undefined, 4999, 'USD')} />);
    expect(container.firstElementChild!.textContent).toBe('$49.99');
  });
});
