import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { ItemCard } from './ItemCard';
import type { ItemSummary } from './item-types';

const item = {
  id: 7,
  title: '2014-2019 Toyota Corolla Front Left Driver Side Headlight Assembly with LED DRL',
  urlHandle: 'corolla-headlight',
  brand: { id: 1, name: 'Brightline', urlHandle: 'brightline' },
  mainImage: { url: '/img/headlight.jpg' },
  discountPrice: { cent: 8999, currency: 'USD' },
  originalPrice: { cent: 8999, currency: 'USD' },
  currency: 'USD',
  status: 'ON_SHELVES',
  availableTotal: 5,
  ratingValue: 4.5,
  reviewCount: 2,
  vehicleUniversal: false,
  partNumber: 'P-7',
  skuId: 70,
} as unknown as ItemSummary;

describe('item card', () => {
  it('is one link to the product (one Tab stop) with Add to cart as its own control beside it, nothing nested', () => {
    renderRoute({ search: () => <ul><ItemCard item={item} /></ul> }, 'search');
    const card = screen.getByTestId('item-card');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(item.title);
    expect(links[0]).toHaveAttribute('href', '/product/corolla-headlight');
    const add = within(card).getByRole('button', { name: /^Add to cart ?:/ });
    expect(links[0]).not.toContainElement(add);
    expect(add.closest('a')).toBeNull();
    // The picture is decoration of the link (empty alt), not a second stop.
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });
});
