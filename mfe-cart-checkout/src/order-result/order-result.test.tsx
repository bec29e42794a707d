import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ApiError, BUYING_API } from '@axlebay/shared-lib';
import { anOrder, checkoutApi } from '../checkout/checkout-fixtures';
import { BUYER, renderAt } from '../checkout/checkout-test-kit';
import { ORDERS_KEY } from './order-access';

beforeEach(() => sessionStorage.clear());

describe('/checkout/orderResult', () => {
  it('shows a guest their order with the key kept in this tab', async () => {
    sessionStorage.setItem(ORDERS_KEY, JSON.stringify({ 'AX-1001': 'key-1' }));
    const { api, calls } = checkoutApi({
      [`GET ${BUYING_API.orderDetail}`]: anOrder({ discounts: [{ type: 'COUPON', code: 'SAVE10', label: 'SAVE10: 10% off', amountCent: 400 }], discountCent: 400, totalCent: 4399 }),
    });
    renderAt('/checkout/orderResult?orderNo=AX-1001', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(calls).toEqual([['GET', BUYING_API.orderDetail, { orderNo: 'AX-1001', key: 'key-1' }]]);
    expect(screen.getByTestId('order-number')).toHaveTextContent('AX-1001');
    expect(screen.getByTestId('order-email')).toHaveTextContent('We sent the order confirmation to guest@example.com.');
    expect(screen.getByText('Front brake pads × 2')).toBeInTheDocument();
    expect(screen.getByTestId('order-discount-0')).toHaveTextContent('-$4.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$7.99');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$43.99');
    expect(screen.getByTestId('order-address')).toHaveTextContent('Ann Lee, 1 Main St, Chicago, IL 60601');
    expect(screen.getByTestId('order-method')).toHaveTextContent('Standard Shipping, Est.Delivery Tue, Nov 24 – Mon, Nov 30');
    expect(screen.getByTestId('order-payment-method')).toHaveTextContent('Credit or debit card (Stripe)');
    // Points are a buyer's: a guest is not told about them.
    expect(screen.queryByTestId('order-points-earned')).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('1–2 business days');
    expect(next).toHaveTextContent('90 days');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/order/track?orderNo=AX-1001');
  });

  it('shows a buyer the points the order earns (the token names them, no key)', async () => {
    const { api, calls } = checkoutApi({ [`GET ${BUYING_API.orderDetail}`]: anOrder({ email: BUYER.email }) });
    renderAt('/checkout/orderResult?orderNo=AX-1001', { api, user: BUYER });
    expect(await screen.findByTestId('order-points-earned')).toHaveTextContent('You earn 47 points with this order.');
    expect(calls).toEqual([['GET', BUYING_API.orderDetail, { orderNo: 'AX-1001' }]]);
  });

  it('an unknown or someone else\'s order: "We could not find this order" with ways on', async () => {
    const { api } = checkoutApi({ [`GET ${BUYING_API.orderDetail}`]: new ApiError({ code: 404, status: 404, message: 'Order not found' }) });
    renderAt('/checkout/orderResult?orderNo=AX-9999', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/order/track');
  });

  it('without an order number: not found, without asking the API', async () => {
    const { api, calls } = checkoutApi();
    renderAt('/checkout/orderResult', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a failed load (server or network) offers to try again instead of saying not found', async () => {
    const { api } = checkoutApi({ [`GET ${BUYING_API.orderDetail}`]: new ApiError({ code: 503, status: 503, message: 'Service Unavailable' }) });
    renderAt('/checkout/orderResult?orderNo=AX-1001', { api });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('We could not find this order')).not.toBeInTheDocument();
  });
});
