import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { bus } from '@axlebay/shared-lib';
import { renderRoute } from '@axlebay/shared-lib/testing';
import { pages } from './index';

describe('cart-checkout pages', () => {
  it('shows the cart count from the bus and follows updates', () => {
    renderRoute(pages, 'shopCart');
    act(() => bus.publish('cart.updated', { count: 1 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1 item in your cart.');
    act(() => bus.publish('cart.updated', { count: 3 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 items in your cart.');
  });

  it('names the checkout step from the path', () => {
    renderRoute(pages, 'checkout', { '*': 'shipping-address' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout: Shipping Address');
  });

  it('renders order tracking from the route table title', () => {
    renderRoute(pages, 'orderTrack');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Track your order');
  });
});
