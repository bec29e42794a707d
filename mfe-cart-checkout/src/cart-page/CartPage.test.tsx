import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUYING_API, bus, CA_MARKET, EMPTY_POSTAL_STATE, POSTAL_COOKIES, postalService, US_MARKET, VISITOR_KEY_STORAGE, writePostalCookie, type CurrentVehicle, type ExposedModules } from '@axlebay/shared-lib';
import { memoryPersistedState, renderRoute } from '@axlebay/shared-lib/testing';
import { CART_API, type CartChangeBody } from '../cart/cart-api';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../cart/cart-store';
import { pages } from '../pages';
import { aLine, cartPageServer } from './cart-page-test-server';
import { COUPON_STORAGE_KEY } from './use-coupon';
import type { FitStatus } from './use-fit-statuses';

const corolla: CurrentVehicle = { year: '1', yearName: '2018', make: '2', makeName: 'Toyota', model: '3', modelName: 'Corolla', attributeValueId: '4242' };

function renderCart(server: ReturnType<typeof cartPageServer>, exposed?: ExposedModules, market = US_MARKET) {
  const persisted = memoryPersistedState();
  persisted.slot<string>(GUEST_CART_SLOT).write('g1');
  return renderRoute(pages, 'shopCart', {}, {}, { api: server.api, persisted, market, ...(exposed ? { exposed } : {}) });
}

const posts = (server: ReturnType<typeof cartPageServer>) => server.calls.filter(([m, p]) => m === 'POST' && p === CART_API).map(([, , b]) => b as CartChangeBody);
const cartGets = (server: ReturnType<typeof cartPageServer>) => server.calls.filter(([m, p]) => m === 'GET' && p === CART_API);
const titles = () => within(screen.getByTestId('cart-lines')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const lineOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
/** The quote answered for what the page shows now. */
const settled = () => waitFor(() => expect(screen.getByTestId('order-summary').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));

beforeEach(() => {
  sessionStorage.clear();
  for (const name of Object.values(POSTAL_COOKIES)) writePostalCookie(name, '');
  postalService().postal$.next({ ...EMPTY_POSTAL_STATE });
  bus.publish('session.changed', { signedIn: false }, 'shell');
  bus.publish('vehicle.changed', null, 'test');
});

afterEach(() => {
  resetCartStoreForTests();
});

describe('cart page lines', () => {
  it('reads the cart once itself and shows each line with the spec §5 price rules', async () => {
    const server = cartPageServer([
      aLine(1, { title: 'Big sale pads', priceCent: 4000, originalPriceCent: 5000, itemCount: 2 }),
      aLine(2, { title: 'Small sale rotor', priceCent: 1000, originalPriceCent: 1050 }),
      aLine(3, { title: 'Full price wiper', priceCent: 1000, originalPriceCent: 1000, bundleId: 7 }),
    ]);
    renderCart(server);
    await screen.findByText('Big sale pads');
    const pads = lineOf('Big sale pads');
    expect(within(pads).getByRole('link', { name: 'Big sale pads' })).toHaveAttribute('href', '/product/part-1');
    expect(within(pads).getByTestId('line-part-number')).toHaveTextContent('PN-1');
    expect(within(pads).getByTestId('line-price')).toHaveTextContent('$40.00');
    expect(within(pads).getByTestId('line-price').querySelector('[data-price="original"]')).toHaveTextContent('$50.00');
    expect(within(pads).getByTestId('line-price').querySelector('[data-price="discount"]')).toHaveTextContent('-20%');
    await waitFor(() => expect(within(pads).getByTestId('line-total')).toHaveTextContent('$80.00'));
    const rotor = lineOf('Small sale rotor');
    expect(within(rotor).getByTestId('line-price').querySelector('[data-price="original"]')).toHaveTextContent('$10.50');
    expect(within(rotor).getByTestId('line-price').querySelector('[data-price="discount"]')).toBeNull();
    const wiper = lineOf('Full price wiper');
    expect(within(wiper).getByTestId('line-price').querySelector('[data-price="original"]')).toBeNull();
    expect(within(wiper).getByTestId('line-bundle')).toHaveTextContent('Bundle');
    expect(cartGets(server)).toHaveLength(1);
  });

  it('sends UPDATE with the absolute count from the stepper, within 1…stock', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads', availableTotal: 3 })]);
    renderCart(server);
    await screen.findByText('Pads');
    const line = lineOf('Pads');
    expect(within(line).getByRole('button', { name: 'Quantity of Pads: one less' })).toBeDisabled();
    fireEvent.click(within(line).getByRole('button', { name: 'Quantity of Pads: one more' }));
    fireEvent.click(within(line).getByRole('button', { name: 'Quantity of Pads: one more' }));
    await waitFor(() => expect(posts(server)).toEqual([{ action: 'UPDATE', cartUUID: 'g1', items: [{ itemId: 10, skuId: 1, itemType: 'NORMAL', itemCount: 3 }] }]));
    expect(bus.latest('cart.updated')).toEqual({ count: 3, cartUUID: 'g1' });
    await waitFor(() => expect(within(lineOf('Pads')).getByRole('button', { name: 'Quantity of Pads: one more' })).toBeDisabled());
    const input = within(lineOf('Pads')).getByRole('spinbutton', { name: 'Quantity of Pads' });
    fireEvent.input(input, { target: { value: '2' } });
    fireEvent.blur(input);
    await waitFor(() => expect(posts(server).at(-1)?.items[0]?.itemCount).toBe(2));
    fireEvent.input(input, { target: { value: '40' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts(server).at(-1)?.items[0]?.itemCount).toBe(3));
    expect(posts(server)).toHaveLength(3);
  });

  it('keeps the lines in their order after a count change (the API answers newest first)', async () => {
    const server = cartPageServer([aLine(1, { title: 'First' }), aLine(2, { title: 'Second' }), aLine(3, { title: 'Third' })]);
    renderCart(server);
    await screen.findByText('First');
    fireEvent.click(within(lineOf('Third')).getByRole('button', { name: 'Quantity of Third: one more' }));
    await waitFor(() => expect(server.lines()[0]).toMatchObject({ skuId: 3, itemCount: 2 }));
    await waitFor(() => expect(within(lineOf('Third')).getByRole('spinbutton')).toHaveValue(2));
    expect(titles()).toEqual(['First', 'Second', 'Third']);
  });

  it('removes a line and Undo puts it back with the same count', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads', itemCount: 4 }), aLine(2, { title: 'Rotor' })]);
    renderCart(server);
    await screen.findByText('Pads');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pads' }));
    await waitFor(() => expect(screen.queryByText('Pads')).not.toBeInTheDocument());
    expect(posts(server)[0]).toEqual({ action: 'DELETE', cartUUID: 'g1', items: [{ itemId: 10, skuId: 1, itemType: 'NORMAL' }] });
    expect(bus.latest('cart.updated')?.count).toBe(1);
    const bar = screen.getByTestId('undo-bar');
    expect(bar).toHaveTextContent('Pads was removed from your cart.');
    expect(within(bar).getByRole('button', { name: 'Undo' })).toHaveFocus();
    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    await screen.findByText('Pads');
    expect(posts(server)[1]).toEqual({ action: 'UPDATE', cartUUID: 'g1', items: [{ itemId: 10, skuId: 1, itemType: 'NORMAL', itemCount: 4, previousCount: 0 }] });
    expect(bus.latest('cart.updated')?.count).toBe(5);
    expect(screen.queryByTestId('undo-bar')).not.toBeInTheDocument();
  });
});

describe('unavailable lines', () => {
  it('groups them with their reason, out of the totals, and removes them all in one DELETE', async () => {
    const server = cartPageServer([
      aLine(1, { title: 'Pads', priceCent: 2000, originalPriceCent: 2000 }),
      aLine(2, { title: 'Gone rotor', status: 'SOLD_OUT', priceCent: 9900 }),
      aLine(3, { title: 'Old wiper', status: 'OFF_SHELVES', priceCent: 5000 }),
    ]);
    renderCart(server);
    await screen.findByText('Pads');
    const group = screen.getByTestId('unavailable-group');
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent('Not available (2)');
    await waitFor(() => expect(within(lineOf('Gone rotor')).getByTestId('line-reason')).toHaveTextContent('This item is sold out'));
    expect(within(lineOf('Gone rotor')).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(titles()).toEqual(['Pads']);
    await waitFor(() => expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$20.00'));
    fireEvent.click(within(group).getByRole('button', { name: 'Remove all unavailable items' }));
    await waitFor(() => expect(screen.queryByTestId('unavailable-group')).not.toBeInTheDocument());
    expect(posts(server)).toEqual([
      { action: 'DELETE', cartUUID: 'g1', items: [{ itemId: 20, skuId: 2, itemType: 'NORMAL' }, { itemId: 30, skuId: 3, itemType: 'NORMAL' }] },
    ]);
    expect(bus.latest('cart.updated')?.count).toBe(1);
  });

  it('keeps the quantity on a line above its stock, so lowering the count makes it available again', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads', itemCount: 5, availableTotal: 3 }), aLine(2, { title: 'Rotor' })]);
    renderCart(server);
    await screen.findByText('Pads');
    const group = await screen.findByTestId('unavailable-group');
    await waitFor(() => expect(within(group).getByTestId('line-reason')).toHaveTextContent('Only 3 items left in stock'));
    const input = within(group).getByRole('spinbutton', { name: 'Quantity of Pads' });
    fireEvent.input(input, { target: { value: '3' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByTestId('unavailable-group')).not.toBeInTheDocument());
    expect(posts(server)).toEqual([{ action: 'UPDATE', cartUUID: 'g1', items: [{ itemId: 10, skuId: 1, itemType: 'NORMAL', itemCount: 3 }] }]);
    expect(titles()).toEqual(['Pads', 'Rotor']);
  });

  it('disables Checkout with the reason when nothing can be bought', async () => {
    const server = cartPageServer([aLine(2, { title: 'Gone rotor', status: 'SOLD_OUT' })]);
    renderCart(server);
    await screen.findByText('Gone rotor');
    const button = await screen.findByTestId('checkout-button');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/None of the items in your cart can be bought right now/);
    expect(within(screen.getByTestId('mobile-checkout-bar')).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('goes to /checkout/information from Checkout', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads' })]);
    const { navigation } = renderCart(server);
    fireEvent.click(await screen.findByTestId('checkout-button'));
    expect(navigation.calls).toEqual(['navigate /checkout/information']);
  });
});

describe('summary, coupon and delivery', () => {
  it('shows the figures of the quote, asked again when a count changes', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads', priceCent: 2000, originalPriceCent: 2500 })]);
    renderCart(server);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$27.99'));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('summary-savings')).toHaveTextContent('-$5.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$7.99');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Tax calculated at checkout');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Est.Delivery Tue, Nov 24 – Mon, Nov 30');
    expect(screen.getByTestId('free-shipping')).toHaveTextContent('Add $29.00 more for free Standard Shipping');
    fireEvent.click(screen.getByRole('button', { name: 'Quantity of Pads: one more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quantity of Pads: one more' }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$60.00'), { timeout: 3000 });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('free-shipping')).toHaveTextContent('Your order ships free with Standard Shipping');
    expect(server.calls.filter(([, p]) => p === BUYING_API.quote).at(-1)?.[2]).toEqual({ cartUUID: 'g1' });
  });

  it('shows what the quote says, not what the page could compute from the lines', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads', priceCent: 2000, itemCount: 2 })], {
      quote: (q) => ({
        ...q,
        subtotalCent: 3600,
        lines: q.lines.map((l) => ({ ...l, lineDiscountCent: 400, lineTotalCent: 3600 })),
        discounts: [{ type: 'MEMBER', label: 'Gold member: 10% off', amountCent: 400 }],
        discountCent: 400,
        taxCent: 288,
        taxLabel: 'Sales tax (NY 8%)',
        taxEstimated: true,
        totalCent: 4687,
      }),
    });
    renderCart(server);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$46.87'));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$36.00');
    expect(screen.getByTestId('summary-discount-0')).toHaveTextContent('-$4.00');
    expect(screen.getByText('Gold member: 10% off')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$2.88');
    expect(screen.getByText('Est. Sales tax (NY 8%)')).toBeInTheDocument();
    expect(within(lineOf('Pads')).getByTestId('line-total')).toHaveTextContent('$36.00');
    expect(screen.getByTestId('mobile-checkout-bar')).toHaveTextContent('$46.87');
  });

  it('shows the notice for a refused coupon under the field, keeps the code, and shows an applied one as a chip', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads' })]);
    renderCart(server);
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.input(field, { target: { value: 'OLD5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code OLD5 has expired');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('OLD5');
    expect(sessionStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
    // Typed in lower case with a space: asked and shown as the API reads codes.
    fireEvent.input(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: ' save 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const chip = await screen.findByTestId('coupon-chip');
    expect(chip).toHaveTextContent('Coupon SAVE10 applied');
    expect(screen.getByText('SAVE10: $1.00 off')).toBeInTheDocument();
    expect(sessionStorage.getItem(COUPON_STORAGE_KEY)).toBe('SAVE10');
    fireEvent.click(within(chip).getByRole('button', { name: 'Remove coupon SAVE10' }));
    await waitFor(() => expect(sessionStorage.getItem(COUPON_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('asks the quote with the applied coupon kept in the session and the postal code typed', async () => {
    sessionStorage.setItem(COUPON_STORAGE_KEY, 'SAVE10');
    const server = cartPageServer([aLine(1, { title: 'Pads' })]);
    renderCart(server);
    expect(await screen.findByTestId('coupon-chip')).toHaveTextContent('SAVE10');
    fireEvent.input(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    fireEvent.input(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: ' 10001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Deliver to New York 10001')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.filter(([, p]) => p === BUYING_API.quote).at(-1)?.[2]).toEqual({ cartUUID: 'g1', couponCode: 'SAVE10', postalCode: '10001' }));
  });
  it('takes a Canadian postal code under its market label and asks the estimate with it', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads' })]);
    renderCart(server, undefined, CA_MARKET);
    const field = await screen.findByRole('textbox', { name: 'Postal code' });
    fireEvent.input(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a postal code such as K1A 0B1')).toBeInTheDocument();
    fireEvent.input(field, { target: { value: 'k1a0b1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Deliver to Ottawa K1A 0B1')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.filter(([, p]) => p === BUYING_API.quote).at(-1)?.[2]).toEqual({ cartUUID: 'g1', postalCode: 'K1A 0B1' }));
  });
});

describe('fit', () => {
  it('warns on a line that does not fit the current vehicle and names the vehicle a line was chosen for', async () => {
    const statuses: Record<number, FitStatus> = { 10: 'NOT_FIT', 20: 'FIT' };
    const exposed: ExposedModules = {
      loadParcel: () => Promise.reject(new Error('vehicle down')),
      loadModule: <T,>() => Promise.resolve({ fitService: () => ({ status: (itemId: number) => Promise.resolve(statuses[itemId] ?? 'EMPTY') }) } as T),
    };
    const civic = { year: '2015', make: 'Honda', model: 'Civic' };
    const server = cartPageServer([aLine(1, { title: 'Pads' }), aLine(2, { title: 'Rotor', carModel: civic })]);
    act(() => bus.publish('vehicle.changed', corolla, 'test'));
    renderCart(server, exposed);
    await screen.findByText('Pads');
    expect(await within(lineOf('Pads')).findByTestId('line-not-fit')).toHaveTextContent(
      'This part does not fit your 2018 Toyota Corolla. Check the fitment before you buy.',
    );
    expect(within(lineOf('Rotor')).queryByTestId('line-not-fit')).not.toBeInTheDocument();
    expect(within(lineOf('Rotor')).getByTestId('line-chosen-for')).toHaveTextContent('Chosen for your 2015 Honda Civic');
  });

  it('works without the vehicle remote (no badges, no warnings)', async () => {
    const server = cartPageServer([aLine(1, { title: 'Pads' })]);
    act(() => bus.publish('vehicle.changed', corolla, 'test'));
    renderCart(server);
    await screen.findByText('Pads');
    await settled();
    expect(screen.queryByTestId('line-not-fit')).not.toBeInTheDocument();
  });
});

describe('empty cart and cart ping', () => {
  it('helps on from an empty cart: search, garage, recently viewed and parts for the vehicle (catalog parcels)', async () => {
    const server = cartPageServer([]);
    const asked: string[] = [];
    const exposed: ExposedModules = {
      loadParcel: (remote, expose) => (asked.push(`${remote}/${expose}`), Promise.reject(new Error('catalog down'))),
      loadModule: () => Promise.reject(new Error('down')),
    };
    renderCart(server, exposed);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search parts' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Go to my garage' })).toHaveAttribute('href', '/myGarage');
    expect(server.calls.filter(([, p]) => p === BUYING_API.quote)).toEqual([]);
    await waitFor(() => expect(asked).toEqual(['catalog/recently-viewed', 'catalog/recommended-parts']));
    expect(screen.getByTestId('empty-cart-note')).toHaveTextContent('Find the right parts for your vehicle');
    act(() => bus.publish('vehicle.changed', corolla, 'test'));
    expect(screen.getByTestId('empty-cart-note')).toHaveTextContent('Find parts that fit your 2018 Toyota Corolla and they will show up here.');
  });

  it('reloads the cart when the tab is visible again and the ping says another count', async () => {
    let count = 1;
    // The visitor key the API client sends (the shell made it): the ping names the same visitor.
    localStorage.setItem(VISITOR_KEY_STORAGE, 'v-7f3a');
    const server = cartPageServer([aLine(1, { title: 'Pads' })], { ping: () => ({ count }) });
    renderCart(server);
    await screen.findByText('Pads');
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(server.calls.some(([m, p]) => m === 'GET' && p === BUYING_API.cartPing('v-7f3a', 'g1'))).toBe(true));
    expect(cartGets(server)).toHaveLength(1);
    count = 3;
    server.setLines([aLine(1, { title: 'Pads', itemCount: 3 })]);
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(cartGets(server)).toHaveLength(2));
    await waitFor(() => expect(bus.latest('cart.updated')?.count).toBe(3));
  });
});

describe('add-on items', () => {
  it('shows the spec §9 promo with the notice items and adds one through the store; hides when the call fails', async () => {
    const addOns = { items: [{ itemId: 90, skuId: 9, title: 'Valve caps', priceCent: 300, originalPriceCent: 750, currency: 'USD' }] };
    const server = cartPageServer([aLine(1, { title: 'Pads' })], { addOns });
    const view = renderCart(server);
    const section = await screen.findByTestId('add-on-items');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Instantly SAVE up to 60% on Add-on items below');
    expect(within(section).getByTestId('line-price').querySelector('[data-price="discount"]')).toHaveTextContent('-60%');
    fireEvent.click(within(section).getByRole('button', { name: 'Add Valve caps' }));
    await waitFor(() => expect(posts(server)).toEqual([{ action: 'UPDATE', cartUUID: 'g1', items: [{ itemId: 90, skuId: 9, itemType: 'NORMAL', itemCount: 1, previousCount: 0 }] }]));
    view.unmount();
    resetCartStoreForTests();
    renderCart(cartPageServer([aLine(1, { title: 'Pads' })], { addOnsFail: true }));
    await screen.findByText('Pads');
    await settled();
    expect(screen.queryByTestId('add-on-items')).not.toBeInTheDocument();
  });
});

