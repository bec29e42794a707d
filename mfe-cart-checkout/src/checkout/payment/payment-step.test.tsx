import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, BUYING_API, bus, type BusEvent, type PlaceOrderRequest } from '@axlebay/shared-lib';
import { memoryPersistedState } from '@axlebay/shared-lib/testing';
import { CART_API } from '../../cart/cart-api';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../../cart/cart-store';
import { ORDERS_KEY } from '../../order-result/order-access';
import { DRAFT_KEY } from '../checkout-draft';
import { anOrder, CART_LINE, checkoutApi, GUEST_CART, paid, quoteFor, READY_DRAFT, storeDraft } from '../checkout-fixtures';
import { BUYER, renderAt } from '../checkout-test-kit';
import { leaveForProvider } from './leave-for-provider';
import { TEST_CARDS_HINT } from './payment-methods';

function guestCart() {
  const persisted = memoryPersistedState();
  persisted.slot<string>(GUEST_CART_SLOT).write(GUEST_CART);
  return persisted;
}

const PLACE = `POST ${BUYING_API.placeOrder}`;
const TOKEN = `POST ${BUYING_API.testGatewayToken}`;

/** The placeOrder calls: body and the Idempotency-Key header. */
function placements(api: { post: unknown }) {
  const calls = (api.post as jest.Mock).mock.calls as Array<[string, PlaceOrderRequest, { headers?: Record<string, string> } | undefined]>;
  return calls.filter(([path]) => path === BUYING_API.placeOrder).map(([, body, config]) => ({ body, key: config?.headers?.['Idempotency-Key'] }));
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date'), '12/30');
  await user.type(screen.getByLabelText('Security code'), '123');
}

/** The Place order button once the quote it pays is there (it is disabled while the quote loads). */
async function placeOrderButton() {
  const button = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

let events: BusEvent[] = [];
let subscription: { unsubscribe(): void } | undefined;
beforeEach(() => {
  sessionStorage.clear();
  storeDraft(READY_DRAFT);
  events = [];
  subscription = bus.events$.subscribe((e) => events.push(e));
  let n = 0;
  jest.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-00000000000${++n}` as `${string}-${string}-${string}-${string}-${string}`);
});
afterEach(() => {
  subscription?.unsubscribe();
  resetCartStoreForTests();
});

describe('checkout payment step', () => {
  it('groups the seven methods of spec §9 and shows the test cards for card methods', async () => {
    const { api } = checkoutApi();
    renderAt('/checkout/payment', { api, persisted: guestCart() });
    expect(await screen.findByRole('group', { name: 'Card' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Google Pay / Apple Pay' })).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'PayPal / Pay Later / Klarna' })).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByText(TEST_CARDS_HINT)).toBeInTheDocument();
    expect(await screen.findByTestId('recap-shipping')).toHaveTextContent('Standard Shipping');
  });

  it('tokenizes the card, places the order with an Idempotency-Key, then goes to the result with the cart emptied', async () => {
    const user = userEvent.setup();
    let ordered = false;
    const { api, calls } = checkoutApi({
      // The API empties the cart of a paid order.
      [`GET ${CART_API}`]: () => ({ cartUUID: GUEST_CART, items: ordered ? [] : [CART_LINE] }),
      [TOKEN]: { token: 'tok_ok' },
      [PLACE]: () => {
        ordered = true;
        return paid();
      },
    });
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user);
    await user.click(await placeOrderButton());
    await waitFor(() => expect(kit.current.path).toBe('/checkout/orderResult?orderNo=AX-1001'));

    expect(calls.find(([m, p]) => `${m} ${p}` === TOKEN)?.[2]).toEqual({ method: 'stripe', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } });
    const [placed] = placements(api);
    expect(placed!.key).toBe('00000000-0000-4000-8000-000000000001');
    expect(placed!.body).toEqual({
      cartUUID: GUEST_CART,
      email: 'guest@example.com',
      shippingAddress: READY_DRAFT.address,
      shippingMethod: 'STANDARD',
      payment: { method: 'stripe', token: 'tok_ok' },
      returnUrl: `${window.location.origin}/paymentCallback`,
      expectedTotalCent: 4799,
    });
    // No card data anywhere but the tokenizer.
    expect(JSON.stringify(placed!.body)).not.toContain('4242');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4242');

    const placedEvent = events.find((e) => e.type === 'order.placed');
    expect(placedEvent?.payload).toEqual({ orderNo: 'AX-1001', totalCent: 4799, currency: 'USD', itemCount: 2, paymentMethod: 'stripe' });
    // The cart store read the (now empty) cart again and told the header.
    expect(calls.filter(([m, p]) => m === 'GET' && p === CART_API).length).toBeGreaterThanOrEqual(1);
    expect(bus.latest('cart.updated')?.count).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(ORDERS_KEY)!)).toEqual({ 'AX-1001': 'key-1' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a double click sends one placement, and a retry of the same attempt sends the same key (one order)', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    let answer = 0;
    const { api } = checkoutApi({
      [TOKEN]: { token: 'tok_ok' },
      [PLACE]: () => {
        answer++;
        if (answer === 1) return new Promise((_resolve, reject) => (fail = reject));
        return paid();
      },
    });
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user);
    await user.dblClick(await placeOrderButton());
    await waitFor(() => expect(placements(api)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Placing order…' }));
    expect(placements(api)).toHaveLength(1);

    // The answer is lost: the shopper tries again, with the same attempt.
    fail(new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }));
    expect(await screen.findByText('We could not reach the shop. Check your connection and try again.')).toBeInTheDocument();
    await user.click(await placeOrderButton());
    await waitFor(() => expect(kit.current.path).toBe('/checkout/orderResult?orderNo=AX-1001'));
    const [first, second] = placements(api);
    expect(second!.key).toBe(first!.key);
    expect(second!.body).toEqual(first!.body);
    expect((api.post as jest.Mock).mock.calls.filter(([p]) => p === BUYING_API.testGatewayToken)).toHaveLength(1);
  });

  it('shows a declined payment, keeps the cart, and the next try is a new attempt', async () => {
    const user = userEvent.setup();
    const { api, calls } = checkoutApi({
      [TOKEN]: { token: 'tok_declined' },
      [PLACE]: { order: anOrder({ status: 'PAYMENT_FAILED', paymentMessage: 'Your card was declined.' }), accessKey: 'key-1', next: { type: 'DONE' } },
    });
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(await placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(kit.current.path).toBe('/checkout/payment');
    expect(events.some((e) => e.type === 'order.placed')).toBe(false);
    // The cart is untouched: read once when the page started, never emptied.
    expect(calls.filter(([m, p]) => m === 'GET' && p === CART_API)).toHaveLength(1);
    expect(bus.latest('cart.updated')?.count).toBe(2);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(READY_DRAFT);

    await user.click(await placeOrderButton());
    await waitFor(() => expect(placements(api)).toHaveLength(2));
    const [first, second] = placements(api);
    expect(second!.key).not.toBe(first!.key);
  });

  it('sends a redirect method to the provider (no card, no token) and keeps the guest key for the way back', async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(leaveForProvider, 'go').mockImplementation(() => undefined);
    const { api, calls } = checkoutApi({
      [PLACE]: { order: anOrder({ status: 'AWAITING_PAYMENT', paymentMethod: 'payPal' }), accessKey: 'key-9', next: { type: 'REDIRECT', url: 'http://localhost:4000/payment/public/test-gateway/pay/pay_1' } },
    });
    renderAt('/checkout/payment', { api, persisted: guestCart() });
    await user.click(await screen.findByRole('radio', { name: /^PayPal You finish/ }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(await placeOrderButton());
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:4000/payment/public/test-gateway/pay/pay_1'));
    expect(calls.some(([m, p]) => `${m} ${p}` === TOKEN)).toBe(false);
    expect(placements(api)[0]!.body.payment).toEqual({ method: 'payPal' });
    expect(JSON.parse(sessionStorage.getItem(ORDERS_KEY)!)).toEqual({ 'AX-1001': 'key-9' });
    expect(screen.getByRole('button', { name: 'Taking you to payment…' })).toBeDisabled();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).paymentMethod).toBe('payPal');
  });

  it('tells the shopper the prices changed and shows the new total', async () => {
    const user = userEvent.setup();
    let quotes = 0;
    const { api } = checkoutApi({
      [`POST ${BUYING_API.quote}`]: (body: unknown) => (++quotes === 1 ? quoteFor(body) : quoteFor(body, { totalCent: 5299 })),
      [TOKEN]: { token: 'tok_ok' },
      [PLACE]: (body: unknown) => {
        if ((body as PlaceOrderRequest).expectedTotalCent === 5299) return paid({ totalCent: 5299 });
        throw new ApiError({ code: 409, status: 409, message: 'The total of your order has changed. Please review it before you pay', data: { success: false, httpCode: 409, code: 'PRICE_CHANGED', data: {} } });
      },
    });
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('$47.99');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('Total $47.99');
    await fillCard(user);
    await user.click(await placeOrderButton());
    expect(await screen.findByText('Prices changed. Please review your order')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$52.99'));
    expect(screen.getByTestId('payment-total')).toHaveTextContent('Total $52.99');
    // Placing again is a new attempt for the new total.
    await user.click(await placeOrderButton());
    await waitFor(() => expect(kit.current.path).toBe('/checkout/orderResult?orderNo=AX-1001'));
    const [first, second] = placements(api);
    expect([first!.body.expectedTotalCent, second!.body.expectedTotalCent]).toEqual([4799, 5299]);
    expect(second!.key).not.toBe(first!.key);
  });

  it('says what is out of stock and links back to the cart', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi({
      [TOKEN]: { token: 'tok_ok' },
      [PLACE]: new ApiError({ code: 409, status: 409, message: 'Only 1 Front brake pads left in stock', data: { success: false, httpCode: 409, code: 'OUT_OF_STOCK', data: { items: [] } } }),
    });
    renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user);
    await user.click(await placeOrderButton());
    expect(await screen.findByText(/Only 1 Front brake pads left in stock/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/shopCart');
  });

  it('takes address field errors back to the information step, at their fields', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi({
      [TOKEN]: { token: 'tok_ok' },
      [PLACE]: new ApiError({
        code: 400,
        status: 400,
        message: 'Please check the address',
        fieldErrors: [{ field: 'shippingAddress.postalCode', message: 'This ZIP code is in New York, not in Illinois' }],
      }),
    });
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user);
    await user.click(await placeOrderButton());
    await waitFor(() => expect(kit.current.path).toBe('/checkout/information'));
    const zip = await screen.findByLabelText('ZIP code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This ZIP code is in New York, not in Illinois'));
  });

  it('shows the card errors of the tokenizer at the card fields', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi({
      [TOKEN]: new ApiError({ code: 400, status: 400, message: 'x', fieldErrors: [{ field: 'card.number', message: 'This is a test shop: use a test card such as 4242 4242 4242 4242.' }] }),
    });
    renderAt('/checkout/payment', { api, persisted: guestCart() });
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(await placeOrderButton());
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This is a test shop: use a test card such as 4242 4242 4242 4242.'));
    expect(placements(api)).toHaveLength(0);
  });

  it('a buyer places with the wallet token, the coupon, discounts and points chosen, and saves the address', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('axlebay.checkout.coupon', 'SAVE10');
    storeDraft({ address: READY_DRAFT.address, shippingMethod: 'STANDARD', saveAddress: true, useFirstDiscount: true, usePoints: 500, paymentMethod: 'googlePay' });
    const { api, calls } = checkoutApi({
      [`GET ${CART_API}`]: { cartUUID: 'account-cart', items: [CART_LINE] },
      [`GET ${BUYING_API.memberDiscount}`]: { firstOrderDiscount: { available: true, percent: 10 } },
      [`GET ${BUYING_API.redeemInfo}`]: { points: 500, pointsStep: 100, centsPer100Points: 100, maxShareOfMerchandisePercent: 30 },
      [TOKEN]: { token: 'tok_wallet' },
      // A buyer's order has no access key: the token reads it.
      [PLACE]: { order: anOrder({ email: BUYER.email, paymentMethod: 'googlePay' }), next: { type: 'DONE' } },
    });
    const kit = renderAt('/checkout/payment', { api, user: BUYER });
    expect(await screen.findByRole('radio', { name: /^Google Pay/ })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(await placeOrderButton());
    await waitFor(() => expect(kit.current.path).toBe('/checkout/orderResult?orderNo=AX-1001'));
    expect(calls.find(([m, p]) => `${m} ${p}` === TOKEN)?.[2]).toEqual({ method: 'googlePay' });
    expect(placements(api)[0]!.body).toEqual({
      cartUUID: null,
      email: BUYER.email,
      shippingAddress: READY_DRAFT.address,
      saveAddress: true,
      shippingMethod: 'STANDARD',
      couponCode: 'SAVE10',
      useFirstDiscount: true,
      usePoints: 500,
      payment: { method: 'googlePay', token: 'tok_wallet' },
      returnUrl: `${window.location.origin}/paymentCallback`,
      expectedTotalCent: 4799,
    });
  });
});
