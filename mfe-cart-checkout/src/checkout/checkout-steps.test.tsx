import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUYING_API, bus, CA_MARKET } from '@axlebay/shared-lib';
import { memoryPersistedState } from '@axlebay/shared-lib/testing';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../cart/cart-store';
import { DRAFT_KEY } from './checkout-draft';
import { checkoutApi, GUEST_CART, quoteFor, READY_DRAFT, storeDraft, US_ADDRESS } from './checkout-fixtures';
import { renderAt } from './checkout-test-kit';
import { sanitizeDraft } from './checkout-draft';

function guestCart() {
  const persisted = memoryPersistedState();
  persisted.slot<string>(GUEST_CART_SLOT).write(GUEST_CART);
  return persisted;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => resetCartStoreForTests());

describe('checkout step guard', () => {
  it('/checkout goes to the information step', async () => {
    const { api } = checkoutApi();
    const kit = renderAt('/checkout', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/information']));
  });

  it('payment without an address goes back to information', async () => {
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/information']));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });

  it('payment without a shipping method goes to shipping; an incomplete postal code counts as missing', async () => {
    storeDraft({ email: 'guest@example.com', address: US_ADDRESS });
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/shipping']));
    kit.unmount();

    storeDraft({ email: 'guest@example.com', address: { ...US_ADDRESS, postalCode: '606' }, shippingMethod: 'STANDARD' });
    const again = renderAt('/checkout/shipping', { api, persisted: guestCart() });
    await waitFor(() => expect(again.calls).toEqual(['replace /checkout/information']));
  });

  it('a step with its prerequisites stays, also after a reload', async () => {
    storeDraft(READY_DRAFT);
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    expect(await screen.findByRole('group', { name: 'Card' })).toBeInTheDocument();
    const again = kit.reload();
    expect(await screen.findByRole('group', { name: 'Card' })).toBeInTheDocument();
    expect(kit.calls).toEqual([]);
    expect(again.calls).toEqual([]);
  });

  it('tracks the step the shopper reaches (spec §7), not the one the guard sent them away from', async () => {
    const steps: unknown[] = [];
    const sub = bus.on('track').subscribe((t) => steps.push(t));
    storeDraft({ email: 'guest@example.com', address: US_ADDRESS });
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/payment', { api, persisted: guestCart() });
    await waitFor(() => expect(kit.calls).toEqual(['replace /checkout/shipping']));
    await waitFor(() => expect(steps).toEqual([{ name: 'checkout_step', props: { step: 'shipping', stepNumber: 2 } }]));
    sub.unsubscribe();
  });

  it('a guest without a cart is told the cart is empty', async () => {
    const { api, calls } = checkoutApi();
    renderAt('/checkout/information', { api });
    expect(await screen.findByTestId('checkout-empty')).toHaveTextContent('Your cart is empty.');
    expect(calls).toEqual([]);
  });

  it('keeps nothing but the draft fields in storage (a card number put there is dropped)', () => {
    expect(sanitizeDraft({ ...READY_DRAFT, cardNumber: '4242424242424242', paymentMethod: 'stripe' })).toEqual({ ...READY_DRAFT, paymentMethod: 'stripe' });
  });
});

describe('checkout shipping step', () => {
  it('lists the quote options with price or Free and the delivery window under the logistics title', async () => {
    storeDraft({ email: 'guest@example.com', address: US_ADDRESS });
    const { api } = checkoutApi({
      [`POST ${BUYING_API.quote}`]: () => ({
        ...quoteFor({}),
        shippingOptions: [
          { code: 'STANDARD', name: 'Standard Shipping', priceCent: 0, free: true, minDays: 3, maxDays: 6, deliveryFrom: '2026-11-24', deliveryTo: '2026-11-30' },
          { code: 'EXPRESS', name: 'Express Shipping', priceCent: 2499, free: false, minDays: 1, maxDays: 2, deliveryFrom: '2026-11-25', deliveryTo: '2026-11-26' },
        ],
      }),
    });
    renderAt('/checkout/shipping', { api, persisted: guestCart() });
    const group = await screen.findByRole('group', { name: 'Estimated Delivery Date' });
    const standard = within(group).getByTestId('shipping-option-STANDARD');
    expect(standard).toHaveTextContent('Standard Shipping');
    expect(standard).toHaveTextContent('Free');
    expect(standard).toHaveTextContent('Est.Delivery Tue, Nov 24 – Mon, Nov 30');
    expect(within(group).getByTestId('shipping-option-EXPRESS')).toHaveTextContent('$24.99');
    expect(within(group).getByTestId('shipping-option-EXPRESS')).toHaveTextContent('Est.Delivery Wed, Nov 25 – Thu, Nov 26');
    expect(within(standard).getByRole('radio')).toBeChecked();
  });

  it('a chosen method is priced by the quote and stored, then payment follows', async () => {
    const user = userEvent.setup();
    storeDraft({ email: 'guest@example.com', address: US_ADDRESS });
    const { api, calls } = checkoutApi();
    const kit = renderAt('/checkout/shipping', { api, persisted: guestCart() });
    await user.click(await screen.findByRole('radio', { name: /Express Shipping/ }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$64.99'));
    const last = calls.filter(([m, p]) => m === 'POST' && p === BUYING_API.quote).pop();
    expect(last?.[2]).toEqual({ cartUUID: GUEST_CART, shippingMethod: 'EXPRESS', address: { country: 'US', state: 'IL', postalCode: '60601' } });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(kit.calls).toEqual(['navigate /checkout/payment']);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).shippingMethod).toBe('EXPRESS');
  });

  it('names the section with Canada\'s logistics title', async () => {
    storeDraft({ email: 'guest@example.com', address: { ...US_ADDRESS, country: 'CA', state: 'ON', postalCode: 'K1A 0B1' } });
    const { api } = checkoutApi();
    renderAt('/checkout/shipping', { api, persisted: guestCart(), market: CA_MARKET });
    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeInTheDocument();
  });
});
