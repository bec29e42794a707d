import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, BUYING_API, bus, type BusEvent } from '@axlebay/shared-lib';
import { memoryPersistedState } from '@axlebay/shared-lib/testing';
import { CART_API } from '../cart/cart-api';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../cart/cart-store';
import { anOrder, checkoutApi, GUEST_CART, READY_DRAFT, storeDraft } from '../checkout/checkout-fixtures';
import { renderAt } from '../checkout/checkout-test-kit';
import { CANCELLED_TEXT } from '../checkout/payment/callback-message';
import { DRAFT_KEY } from '../checkout/checkout-draft';
import { ORDERS_KEY } from '../order-result/order-access';

const CALLBACK = `POST ${BUYING_API.paymentCallback}`;
const RETURN = '/paymentCallback?paymentId=pay_1&result=approved&sig=abc';

function guestCart() {
  const persisted = memoryPersistedState();
  persisted.slot<string>(GUEST_CART_SLOT).write(GUEST_CART);
  return persisted;
}

let events: BusEvent[] = [];
let subscription: { unsubscribe(): void } | undefined;
beforeEach(() => {
  sessionStorage.clear();
  storeDraft({ ...READY_DRAFT, paymentMethod: 'payPal' });
  sessionStorage.setItem(ORDERS_KEY, JSON.stringify({ 'AX-1001': 'key-9' }));
  events = [];
  subscription = bus.events$.subscribe((e) => events.push(e));
});
afterEach(() => {
  subscription?.unsubscribe();
  resetCartStoreForTests();
});

describe('/paymentCallback', () => {
  it('paid: confirms with the signed parameters, announces the order once, empties the cart and replaces itself with the result', async () => {
    let ordered = false;
    const { api, calls } = checkoutApi({
      [CALLBACK]: () => {
        ordered = true;
        return { order: anOrder({ paymentMethod: 'payPal' }) };
      },
      [`GET ${CART_API}`]: () => ({ cartUUID: GUEST_CART, items: ordered ? [] : [{ itemId: 11, skuId: 110, itemType: 'NORMAL', itemCount: 2, status: 'ON_SHELVES' }] }),
      [`GET ${BUYING_API.orderDetail}`]: anOrder({ paymentMethod: 'payPal' }),
    });
    const kit = renderAt(RETURN, { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/orderResult?orderNo=AX-1001']));
    expect(calls.find(([m, p]) => `${m} ${p}` === CALLBACK)?.[2]).toEqual({ paymentId: 'pay_1', result: 'approved', sig: 'abc' });
    expect(events.filter((e) => e.type === 'order.placed').map((e) => e.payload)).toEqual([{ orderNo: 'AX-1001', totalCent: 4799, currency: 'USD', itemCount: 2, paymentMethod: 'payPal' }]);
    await waitFor(() => expect(bus.latest('cart.updated')?.count).toBe(0));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // The result page reads the order with the guest's key kept at placement.
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(calls.find(([m, p]) => m === 'GET' && p === BUYING_API.orderDetail)?.[2]).toEqual({ orderNo: 'AX-1001', key: 'key-9' });

    // A reload of the return URL: the API answers the same order; it is not announced again.
    kit.unmount();
    const again = renderAt(RETURN, { api, persisted: guestCart() });
    await waitFor(() => expect(again.calls).toEqual(['replace /checkout/orderResult?orderNo=AX-1001']));
    expect(events.filter((e) => e.type === 'order.placed')).toHaveLength(1);
  });

  it('cancelled: back to the payment step with the reason, the cart and the draft kept', async () => {
    const { api } = checkoutApi({ [CALLBACK]: { order: anOrder({ status: 'AWAITING_PAYMENT', paymentMethod: 'payPal' }) } });
    const kit = renderAt('/paymentCallback?paymentId=pay_1&result=cancelled&sig=abc', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/payment?payment=cancelled']));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(events.some((e) => e.type === 'order.placed')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).paymentMethod).toBe('payPal');
  });

  it('declined: back to the payment step with the provider\'s reason', async () => {
    const { api } = checkoutApi({ [CALLBACK]: { order: anOrder({ status: 'PAYMENT_FAILED', paymentMethod: 'klarna', paymentMessage: 'Klarna could not approve this purchase.' }) } });
    const kit = renderAt('/paymentCallback?paymentId=pay_1&result=declined&sig=abc', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/payment?payment=declined']));
    expect(await screen.findByText('Klarna could not approve this purchase. Your cart is still here.')).toBeInTheDocument();
  });

  it('a forged or unknown result: a clear error and the way back to the cart, nothing announced', async () => {
    const { api } = checkoutApi({
      [CALLBACK]: new ApiError({ code: 400, status: 400, message: 'This payment result could not be verified', fieldErrors: [{ field: 'sig', message: 'This payment result could not be verified' }] }),
    });
    const kit = renderAt('/paymentCallback?paymentId=pay_1&result=approved&sig=forged', { api, persisted: guestCart() });
    expect(await screen.findByTestId('payment-callback-error')).toHaveTextContent('We could not confirm this payment.');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/shopCart');
    expect(kit.calls).toEqual([]);
    expect(events.some((e) => e.type === 'order.placed')).toBe(false);
  });

  it('missing parameters: the same error without asking the API', async () => {
    const { api, calls } = checkoutApi();
    renderAt('/paymentCallback?paymentId=pay_1', { api });
    expect(await screen.findByTestId('payment-callback-error')).toBeInTheDocument();
    expect(calls.some(([, p]) => p === BUYING_API.paymentCallback)).toBe(false);
  });
});
