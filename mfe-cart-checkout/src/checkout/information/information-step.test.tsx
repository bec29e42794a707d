import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUYING_API, CA_MARKET, US_MARKET } from '@axlebay/shared-lib';
import { memoryPersistedState, typeAddress } from '@axlebay/shared-lib/testing';
import { GUEST_CART_SLOT, resetCartStoreForTests } from '../../cart/cart-store';
import { DRAFT_KEY } from '../checkout-draft';
import { checkoutApi, GUEST_CART, US_ADDRESS } from '../checkout-fixtures';
import { BUYER, renderAt, signInAs } from '../checkout-test-kit';
import { CART_API } from '../../cart/cart-api';

function guestCart() {
  const persisted = memoryPersistedState();
  persisted.slot<string>(GUEST_CART_SLOT).write(GUEST_CART);
  return persisted;
}

async function fillUsAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'guest@example.com');
  await typeAddress(user, { firstName: 'Ann', lastName: 'Lee', address1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601', phone: '312-555-0100' }, US_MARKET);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => resetCartStoreForTests());

describe('checkout information step', () => {
  it('labels a US address with State and ZIP code and lists the US states (area 208)', async () => {
    const { api, calls } = checkoutApi();
    renderAt('/checkout/information', { api, persisted: guestCart() });
    expect(await screen.findByRole('option', { name: 'Illinois' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Company (optional)', 'Address', 'Apartment/suite (optional)', 'City', 'State', 'ZIP code', 'Phone']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Postal code')).not.toBeInTheDocument();
    expect(calls.map(([m, p]) => `${m} ${p}`)).toContain(`GET ${BUYING_API.areaChildren(208)}`);
  });

  it('labels a Canadian address with Province/Territory and Postal code (area 206)', async () => {
    const { api } = checkoutApi();
    renderAt('/checkout/information', { api, persisted: guestCart(), market: CA_MARKET });
    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.getByLabelText('Province/Territory')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
  });

  it('shows the spec messages for missing fields and stays on the step', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/information', { api, persisted: guestCart() });
    await user.click(await screen.findByRole('button', { name: 'Continue to shipping' }));
    for (const text of ['Please enter Email', 'Please enter First name', 'Please enter Last name', 'Please enter Address', 'Please enter City', 'Please enter State', 'Please enter ZIP code', 'Please enter Phone']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(kit.calls).toEqual([]);
  });

  it('checks the US ZIP code: digits only, then 5 of them', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi();
    renderAt('/checkout/information', { api, persisted: guestCart() });
    const zip = await screen.findByLabelText('ZIP code');
    await user.type(zip, '6060A');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('ZIP code must contain digits only')).toBeInTheDocument();
    await user.clear(zip);
    await user.type(zip, '6060');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('ZIP code must be 5 digits')).toBeInTheDocument();
  });

  it('checks the Canadian postal code: letters, then A1A 1A1', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi();
    renderAt('/checkout/information', { api, persisted: guestCart(), market: CA_MARKET });
    const code = await screen.findByLabelText('Postal code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Postal code must contain letters')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'K1A 0B');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Postal code must look like A1A 1A1')).toBeInTheDocument();
  });

  it('fills city, state and ZIP code from the address search', async () => {
    const user = userEvent.setup();
    const { api, calls } = checkoutApi({
      [`GET ${BUYING_API.areaAutoComplete}`]: [{ placeId: 'US-10001', postalCode: '10001', city: 'New York', state: 'NY', stateName: 'New York', country: 'US' }],
      [`GET ${BUYING_API.areaPlaceDetail}`]: { placeId: 'US-10001', postalCode: '10001', city: 'New York', state: 'NY', stateName: 'New York', country: 'US' },
    });
    renderAt('/checkout/information', { api, persisted: guestCart() });
    await screen.findByRole('option', { name: 'Illinois' });
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), '1000');
    await user.click(await screen.findByRole('option', { name: 'New York, NY 10001' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('New York'));
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    const search = calls.find(([m, p]) => m === 'GET' && p === BUYING_API.areaAutoComplete);
    expect(search?.[2]).toEqual({ keyword: '1000', countryId: 208 });
    expect(calls.find(([, p]) => p === BUYING_API.areaPlaceDetail)?.[2]).toEqual({ placeId: 'US-10001' });
  });

  it('goes to shipping with the draft stored, and a reload restores the form', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi();
    const kit = renderAt('/checkout/information', { api, persisted: guestCart() });
    await fillUsAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(kit.calls).toEqual(['navigate /checkout/shipping']));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ email: 'guest@example.com', address: US_ADDRESS, saveAddress: false });

    kit.visit('/checkout/information');
    const again = kit.reload();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Email')).toHaveValue('guest@example.com');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('IL'));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('60601');
    expect(again.calls).toEqual([]);
  });

  it('lets a guest sign in here with the account sign-in panel (a link when it is not available)', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi();
    const loadParcel = jest.fn((_remote: string, _expose: string) => Promise.reject(new Error('account is down')));
    renderAt('/checkout/information', { api, persisted: guestCart(), exposed: { loadParcel, loadModule: () => Promise.reject(new Error('no')) } });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(loadParcel).toHaveBeenCalledWith('account', 'sign-in-panel');
    expect(await screen.findByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login?callback=%2Fcheckout%2Finformation');
  });

  it('offers a buyer their saved addresses, a new one, and saving it', async () => {
    const user = userEvent.setup();
    const { api } = checkoutApi({
      [`GET ${BUYING_API.addressList}`]: [
        { ...US_ADDRESS, id: 5, isDefault: true },
        { ...US_ADDRESS, id: 6, isDefault: false, country: 'CA', state: 'ON', postalCode: 'K1A 0B1' },
      ],
    });
    const kit = renderAt('/checkout/information', { api, user: BUYER });
    expect(await screen.findByTestId('contact-email')).toHaveTextContent('ann@example.com');
    const shipTo = screen.getByRole('group', { name: 'Ship to' });
    // Only addresses of this market's country.
    expect(within(shipTo).getAllByRole('radio')).toHaveLength(2);
    expect(within(shipTo).getByRole('radio', { name: /1 Main St.*\(default\)/ })).toBeChecked();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();

    await user.click(within(shipTo).getByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Save this address to my account' })).toBeInTheDocument();

    await user.click(within(shipTo).getByRole('radio', { name: /1 Main St/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(kit.calls).toEqual(['navigate /checkout/shipping']));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ address: US_ADDRESS, savedAddressId: 5, saveAddress: false });
  });

  it('a guest who signs in here keeps the cart (merged into the account) and sees their email', async () => {
    const { api, calls } = checkoutApi({ [`GET ${BUYING_API.addressList}`]: [] });
    const persisted = guestCart();
    const kit = renderAt('/checkout/information', { api, persisted });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    signInAs(kit, BUYER);
    expect(await screen.findByTestId('contact-email')).toHaveTextContent('Signed in as ann@example.com.');
    // The cart store asked for the account cart with the guest cart's id (the API merges it) and forgot the id.
    await waitFor(() => expect(calls.filter(([m, p, q]) => m === 'GET' && p === CART_API && (q as { cartUUID?: string } | undefined)?.cartUUID === GUEST_CART).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(persisted.slot(GUEST_CART_SLOT).read()).toBeUndefined());
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
  });
});
