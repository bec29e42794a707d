import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, BUYING_API, type OrderTracking } from '@axlebay/shared-lib';
import { checkoutApi } from '../checkout/checkout-fixtures';
import { renderAt } from '../checkout/checkout-test-kit';

const TRACKING: OrderTracking = {
  orderNo: 'AXB00001234',
  status: 'PAID',
  placedAt: '2026-11-20T15:04:00.000Z',
  shippingMethodName: 'Standard Shipping',
  deliveryFrom: '2026-11-24',
  deliveryTo: '2026-11-30',
  itemCount: 5,
  items: [
    { title: 'Front brake pads', itemCount: 2, urlHandle: 'front-brake-pads' },
    { title: 'Cabin air filter', itemCount: 1, urlHandle: 'cabin-air-filter' },
  ],
  timeline: [{ step: 'PLACED', at: '2026-11-20T15:04:00.000Z' }, { step: 'PAID', at: '2026-11-20T15:05:00.000Z' }, { step: 'SHIPPED' }, { step: 'DELIVERED' }],
};

describe('/order/track', () => {
  it('posts the number and email (never in the URL) and shows the state, the steps done and ahead, and the parts', async () => {
    const { api, calls } = checkoutApi({ [`POST ${BUYING_API.orderTrack}`]: TRACKING });
    renderAt('/order/track?orderNo=AXB00001234', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue('AXB00001234'); // from the order result's link
    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));

    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Paid — we are preparing it');
    expect(calls).toEqual([['POST', BUYING_API.orderTrack, { orderNo: 'AXB00001234', email: 'ann@example.com' }]]);
    const steps = screen.getAllByTestId('tracking-step');
    expect(steps.map((s) => s.getAttribute('data-done'))).toEqual(['true', 'true', 'false', 'false']);
    expect(steps[2]).toHaveTextContent('Shipped Not yet');
    expect(screen.getByTestId('tracking-result')).toHaveTextContent('Standard Shipping · Est.Delivery Tue, Nov 24 – Mon, Nov 30');
    expect(screen.getByRole('link', { name: 'Front brake pads' })).toHaveAttribute('href', '/product/front-brake-pads');
    expect(screen.getByTestId('tracking-result')).toHaveTextContent('5 parts:');
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
  });

  it('says what is missing before asking, and shows the server’s one message for a wrong pair', async () => {
    const message = 'We could not find an order with that number and email address. Please check both and try again.';
    const { api, calls } = checkoutApi({ [`POST ${BUYING_API.orderTrack}`]: new ApiError({ code: 404, status: 404, message }) });
    renderAt('/order/track', { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Please enter Order number')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Order number'), 'AXB00009999');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('tracking-result')).not.toBeInTheDocument();
  });
});
