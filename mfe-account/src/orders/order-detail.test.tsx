import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, ORDER_HISTORY_API, type AddToCartInput, type BuyerOrderDetail, type CartChange, type CartStore, type ExposedModules } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi } from '@axlebay/shared-lib/testing';
import { OrderDetailPage } from './OrderDetailPage';

const pages = { orderDetail: OrderDetailPage };
const ORDER_NO = 'AXB00001042';

function order(extra: Partial<BuyerOrderDetail> = {}): BuyerOrderDetail {
  return {
    orderNo: ORDER_NO,
    status: 'PAID',
    email: 'ann@example.com',
    currency: 'USD',
    lines: [
      {
        itemId: 1000054,
        skuId: 20000054,
        itemType: 'NORMAL',
        bundleId: null,
        onSale: true,
        title: 'Ceramic Front Brake Pads Set',
        partNumber: 'AXS-BP100053',
        urlHandle: 'ceramic-front-brake-pads-axs-bp100053',
        mainImage: 'https://img.test/pads.svg',
        itemCount: 2,
        unitPriceCent: 4599,
        lineDiscountCent: 0,
        lineTotalCent: 9198,
      },
      {
        itemId: 1000077,
        skuId: 20000077,
        itemType: 'NORMAL',
        bundleId: null,
        onSale: false,
        title: 'Chrome Tow Hook Pair',
        partNumber: 'AXS-TH100076',
        urlHandle: 'chrome-tow-hook-pair-axs-th100076',
        itemCount: 1,
        unitPriceCent: 2999,
        lineDiscountCent: 300,
        lineTotalCent: 2699,
      },
    ],
    subtotalCent: 12197,
    discounts: [{ type: 'COUPON', code: 'ACTION12', label: 'ACTION12: $3.00 off', amountCent: 300 }],
    discountCent: 300,
    pointsUsed: 0,
    pointsCent: 0,
    shippingMethod: 'STANDARD',
    shippingMethodName: 'Standard Shipping',
    shippingCent: 0,
    taxCent: 1041,
    totalCent: 12938,
    pointsEarned: 129,
    shippingAddress: { firstName: 'Ann', lastName: 'Lee', phone: '4155550123', country: 'US', state: 'CA', city: 'San Francisco', address1: '1 Market St', postalCode: '94105' },
    deliveryFrom: '2026-11-30',
    deliveryTo: '2026-12-04',
    paymentMethod: 'stripe',
    placedAt: '2026-11-26T15:00:00.000Z',
    paidAt: '2026-11-26T15:00:02.000Z',
    paymentDueAt: '2026-11-26T15:30:00.000Z',
    timeline: [{ step: 'PLACED', at: '2026-11-26T15:00:00.000Z' }, { step: 'PAID', at: '2026-11-26T15:00:02.000Z' }, { step: 'SHIPPED' }, { step: 'DELIVERED' }],
    ...extra,
  };
}

/** cart-checkout's cart store as the exposed module hands it out, recording the adds. */
function fakeCart(answer: (input: AddToCartInput) => CartChange = () => ({ ok: true, lines: [], count: 1 })) {
  const adds: AddToCartInput[] = [];
  const store = { add: async (input: AddToCartInput) => (adds.push(input), answer(input)) } as unknown as CartStore;
  const exposed: ExposedModules = {
    loadParcel: () => Promise.reject(new Error('no parcels here')),
    loadModule: (async (remote: string, expose: string) => {
      if (remote !== 'cart-checkout' || expose !== 'cart-store') throw new Error(`unexpected ${remote}/${expose}`);
      return { cartStore: () => store };
    }) as ExposedModules['loadModule'],
  };
  return { adds, exposed };
}

function setup(answer: BuyerOrderDetail | Error, query: Record<string, string> = { orderNo: ORDER_NO }, cart = fakeCart()) {
  const scripted = scriptedApi({ [`GET ${ORDER_HISTORY_API.detail(query.orderNo ?? '')}`]: answer });
  return { ...scripted, cart, ...renderRoute(pages, 'orderDetail', {}, query, { api: scripted.api, exposed: cart.exposed }) };
}

describe('order detail page', () => {
  it('shows the order: lines, totals, address, payment, delivery window and timeline', async () => {
    setup(order());
    expect(await screen.findByTestId('order-number')).toHaveTextContent(ORDER_NO);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Ceramic Front Brake Pads Set' })).toHaveAttribute('href', '/product/ceramic-front-brake-pads-axs-bp100053');
    expect(lines[0]).toHaveTextContent('Part number AXS-BP100053');
    expect(lines[0]).toHaveTextContent('$45.99 × 2');
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent('$91.98');
    expect(lines[1]).toHaveTextContent('No longer sold');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$121.97');
    expect(screen.getByText('ACTION12: $3.00 off')).toBeInTheDocument();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$10.41');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$129.38');
    expect(screen.getByTestId('order-address')).toHaveTextContent('Ann Lee');
    expect(screen.getByTestId('order-address')).toHaveTextContent('San Francisco, CA 94105');
    expect(screen.getByTestId('order-shipping-method')).toHaveTextContent('Standard Shipping · Est.Delivery Mon, Nov 30 – Fri, Dec 4');
    expect(screen.getByTestId('order-payment-method')).toHaveTextContent('Credit or debit card (Stripe)');
    expect(screen.getAllByTestId('timeline-step').map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Order placed Nov 26, 2026/),
      expect.stringMatching(/^Payment received Nov 26, 2026/),
      'Shipped Not yet',
      'Delivered Not yet',
    ]);
    expect(screen.getByRole('link', { name: 'Print invoice' })).toHaveAttribute('href', `/printInvoice?orderId=${ORDER_NO}`);
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute('href', `/order/track?orderNo=${ORDER_NO}`);
    // Reviews are for parts that arrived.
    expect(screen.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();
  });

  it('offers a review of each part of a delivered order', async () => {
    setup(order({ status: 'DELIVERED' }));
    const link = await screen.findByRole('link', { name: 'Write a review of Ceramic Front Brake Pads Set' });
    expect(link).toHaveAttribute('href', '/product/ceramic-front-brake-pads-axs-bp100053#write-review');
    expect(screen.getAllByRole('link', { name: /^Write a review of / })).toHaveLength(2);
  });

  it('copies the order number and says "Copied Successfully"', async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const subscription = bus.on('notify').subscribe((n) => toasts.push(n.text));
    setup(order());
    await user.click(await screen.findByRole('button', { name: `Copy order number ${ORDER_NO}` }));
    expect(await screen.findByTestId('copy-status')).toHaveTextContent('Copied Successfully');
    expect(await navigator.clipboard.readText()).toBe(ORDER_NO);
    expect(toasts).toEqual(['Copied Successfully']);
    subscription.unsubscribe();
  });

  it('"Buy again" adds the lines still sold with their counts, reports the others and offers the cart', async () => {
    const { cart } = setup(order());
    const button = await screen.findByRole('button', { name: 'Buy again' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const result = screen.getByTestId('buy-again-result');
    await waitFor(() => expect(result).toHaveTextContent('2 items were added to your cart.'));
    expect(cart.adds).toEqual([{ itemId: 1000054, skuId: 20000054, count: 2, itemType: 'NORMAL' }]);
    expect(within(result).getByRole('list', { name: 'Not added' })).toHaveTextContent('Chrome Tow Hook Pair: No longer sold');
    expect(within(result).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/shopCart');
  });

  it('"Buy again" reports a line the cart refused', async () => {
    const refused = fakeCart(() => ({ ok: false, message: 'Only 1 item left in stock' }));
    setup(order({ lines: [order().lines[0]!] }), { orderNo: ORDER_NO }, refused);
    const button = await screen.findByRole('button', { name: 'Buy again' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const result = screen.getByTestId('buy-again-result');
    await waitFor(() => expect(result).toHaveTextContent('Nothing could be added to your cart.'));
    expect(result).toHaveTextContent('Ceramic Front Brake Pads Set: Only 1 item left in stock');
    expect(within(result).queryByRole('link', { name: 'Go to cart' })).not.toBeInTheDocument();
  });

  it('"Buy again" says so when the cart cannot be reached', async () => {
    const down: ReturnType<typeof fakeCart> = { adds: [], exposed: { loadParcel: () => Promise.reject(new Error('down')), loadModule: () => Promise.reject(new Error('down')) } };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(order(), { orderNo: ORDER_NO }, down);
    const button = await screen.findByRole('button', { name: 'Buy again' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByTestId('buy-again-result')).toHaveTextContent('The cart is not available right now. Please try again in a moment.');
    quiet.mockRestore();
  });

  it("another buyer's or an unknown order shows the not-found state", async () => {
    setup(new ApiError({ code: 404, message: 'This order does not exist', status: 404 }));
    const notFound = await screen.findByTestId('order-not-found');
    expect(notFound).toHaveTextContent('We could not find this order in your account.');
    expect(within(notFound).getByRole('link', { name: 'Go to order history' })).toHaveAttribute('href', '/myAccount/orderHistory');
  });

  it('no order number: the not-found state, nothing asked', async () => {
    const { calls } = setup(order(), {});
    expect(await screen.findByTestId('order-not-found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('any other failure: its reason and Try again', async () => {
    setup(new ApiError({ code: 504, message: 'The request timed out. Please try again.', status: 504 }));
    expect(await screen.findByText('The request timed out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
