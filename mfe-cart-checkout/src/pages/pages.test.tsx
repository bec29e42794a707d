import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { bus } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('cart-checkout pages', () => {
  it('renders the cart page under the route title (the page itself: cart-page/CartPage.test.tsx)', async () => {
    renderRoute(pages, 'shopCart');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('checkout without a cart says so and links back to the cart', async () => {
    renderRoute(pages, 'checkout', { '*': 'shipping' });
    expect(await screen.findByTestId('checkout-empty')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout');
  });

  it('renders order tracking: its heading and the form (the page itself: order-track/track-order.test.tsx)', async () => {
    renderRoute(pages, 'orderTrack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Track your order' })).toBeInTheDocument();
  });
});
