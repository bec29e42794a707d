import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, BUYING_API, US_MARKET, type SavedAddress } from '@axlebay/shared-lib';
import { renderRoute, scriptedApi, typeAddress } from '@axlebay/shared-lib/testing';
import { AddressBookPage } from '../pages/AddressBookPage';

const pages = { addresses: AddressBookPage };

const US_STATES = [
  { id: 1, code: 'CA', name: 'California' },
  { id: 2, code: 'IL', name: 'Illinois' },
  { id: 3, code: 'NY', name: 'New York' },
];
const CA_PROVINCES = [
  { id: 10, code: 'ON', name: 'Ontario' },
  { id: 11, code: 'QC', name: 'Quebec' },
];

const HOME: SavedAddress = { id: 7, isDefault: true, firstName: 'Ada', lastName: 'Lovelace', company: '', phone: '3105550123', country: 'US', state: 'CA', city: 'Beverly Hills', address1: '1 Rodeo Dr', address2: '', postalCode: '90210' };
const WORK: SavedAddress = { ...HOME, id: 8, isDefault: false, company: 'Empire', city: 'New York', state: 'NY', address1: '350 Fifth Ave', address2: 'Floor 86', postalCode: '10118' };
const MONTREAL: SavedAddress = { ...HOME, id: 9, isDefault: false, firstName: 'Jean', lastName: 'Tremblay', phone: '5145550199', country: 'CA', state: 'QC', city: 'Montréal', address1: '1 Rue Sainte-Catherine', postalCode: 'H2X 1Y4' };

/** The API as the address book sees it: a list the calls change, with the API's default rules. */
function setup(start: SavedAddress[], extra: Record<string, unknown> = {}) {
  let book = [...start];
  let nextId = 100;
  const ordered = () => [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const scripted = scriptedApi({
    [`GET ${BUYING_API.addressList}`]: () => ordered(),
    [`GET ${BUYING_API.areaChildren(208)}`]: US_STATES,
    [`GET ${BUYING_API.areaChildren(206)}`]: CA_PROVINCES,
    [`POST ${BUYING_API.address}`]: (body: unknown) => {
      const { isDefault, ...fields } = body as SavedAddress;
      const made = { ...fields, id: nextId++, isDefault: isDefault || book.length === 0 } as SavedAddress;
      if (made.isDefault) book = book.map((a) => ({ ...a, isDefault: false }));
      book.push(made);
      return made;
    },
    [`PUT ${BUYING_API.address}`]: (body: unknown) => {
      const { id, isDefault, ...fields } = body as Partial<SavedAddress> & { id: number };
      if (isDefault) book = book.map((a) => ({ ...a, isDefault: false }));
      book = book.map((a) => (a.id === id ? { ...a, ...fields, isDefault: a.isDefault || isDefault === true } : a));
      return book.find((a) => a.id === id);
    },
    [`DELETE ${BUYING_API.addressDelete(8)}`]: () => {
      book = book.filter((a) => a.id !== 8);
      return ordered();
    },
    ...extra,
  });
  renderRoute(pages, 'myAccountAddress', {}, {}, { api: scripted.api });
  return { ...scripted, book: () => book };
}

const cards = () => screen.getAllByTestId('saved-address');
const card = (text: string) => cards().find((c) => c.textContent?.includes(text))!;

const CHICAGO = { firstName: 'Grace', lastName: 'Hopper', address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postalCode: '60606', phone: '(312) 555-0199' };
const fillUs = (user: ReturnType<typeof userEvent.setup>) => typeAddress(user, CHICAGO, US_MARKET);

describe('address book', () => {
  it('lists the addresses, the default first and marked, with every line', async () => {
    setup([WORK, MONTREAL, HOME]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [first] = cards();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Ada LovelaceDefault');
    expect(first).toHaveTextContent('1 Rodeo Dr');
    expect(first).toHaveTextContent('Beverly Hills, CA 90210');
    expect(first).toHaveTextContent('United States');
    expect(first).toHaveTextContent('(310) 555-0123');
    expect(within(first!).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    expect(card('350 Fifth Ave')).toHaveTextContent('Empire');
    expect(card('350 Fifth Ave')).toHaveTextContent('Floor 86');
    expect(card('Montréal')).toHaveTextContent('Montréal, QC H2X 1Y4');
    expect(card('Montréal')).toHaveTextContent('Canada');
    expect(card('Montréal')).toHaveTextContent('Offered at checkout on our Canadian shop.');
    expect(screen.getByTestId('address-count')).toHaveTextContent('3 of 20 addresses saved.');
  });

  it('an empty book invites the first address, which becomes the default', async () => {
    const user = userEvent.setup();
    const { calls } = setup([]);
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.getByRole('heading', { name: 'Add an address' })).toHaveFocus();
    expect(screen.getByText('Your first address is your default address.')).toBeInTheDocument();
    await fillUs(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address at 233 S Wacker Dr, Chicago was added. It is your default address.')).toBeInTheDocument();
    expect(calls.find(([m]) => m === 'POST')?.[2]).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: '',
      address1: '233 S Wacker Dr',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60606',
      phone: '(312) 555-0199',
      country: 'US',
      isDefault: false,
    });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Default');
  });

  it('a Canadian address gets Province/Territory and Postal code, with their rules', async () => {
    const user = userEvent.setup();
    const { calls } = setup([HOME]);
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Postal code must contain letters')).toBeInTheDocument();
    expect(screen.getByText('Please enter Province/Territory')).toBeInTheDocument();
    expect(calls.filter(([m]) => m === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), 'Jean');
    await user.type(screen.getByLabelText('Last name'), 'Tremblay');
    await user.type(screen.getByLabelText('Address'), '200 Bay St');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.selectOptions(screen.getByLabelText('Province/Territory'), 'ON');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), 'm5j2j2');
    await user.type(screen.getByLabelText('Phone'), '416 555 0142');
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address at 200 Bay St, Toronto was added. It is your default address.')).toBeInTheDocument();
    expect(calls.find(([m]) => m === 'POST')?.[2]).toMatchObject({ country: 'CA', state: 'ON', postalCode: 'M5J 2J2', isDefault: true });
    // The new default comes first.
    expect(cards()[0]).toHaveTextContent('Toronto, ON M5J 2J2');
    expect(cards()[0]).toHaveTextContent('Default');
  });

  it('edits an address in place; the API gets every field, emptied ones as empty', async () => {
    const user = userEvent.setup();
    const { calls } = setup([HOME, WORK]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit address' })).toHaveFocus();
    expect(screen.getByLabelText('Company (optional)')).toHaveValue('Empire');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('NY'));
    await user.clear(screen.getByLabelText('Apartment/suite (optional)'));
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '20 W 34th St');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The address at 20 W 34th St, New York was saved.')).toBeInTheDocument();
    expect(calls.find(([m]) => m === 'PUT')?.[2]).toMatchObject({ id: 8, address1: '20 W 34th St', address2: '', company: 'Empire', state: 'NY', isDefault: false });
    expect(card('20 W 34th St')).not.toHaveTextContent('Floor 86');
  });

  it('"Set as default" moves the one default and puts it first', async () => {
    const user = userEvent.setup();
    const { calls } = setup([HOME, WORK]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('The address at 350 Fifth Ave, New York is now your default address.')).toBeInTheDocument();
    expect(calls.find(([m]) => m === 'PUT')?.[2]).toEqual({ id: 8, isDefault: true });
    expect(cards()[0]).toHaveTextContent('350 Fifth Ave');
    expect(cards().filter((c) => within(c).queryByText('Default'))).toHaveLength(1);
  });

  it('deletes only after a confirmation; "Keep it" keeps it', async () => {
    const user = userEvent.setup();
    const { calls } = setup([HOME, WORK]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Delete' }));
    expect(within(card('350 Fifth Ave')).getByText('Delete the address at 350 Fifth Ave, New York?')).toBeInTheDocument();
    expect(within(card('350 Fifth Ave')).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter(([m]) => m === 'DELETE')).toHaveLength(0);

    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Delete' }));
    await user.click(within(card('350 Fifth Ave')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The address at 350 Fifth Ave, New York was deleted.')).toBeInTheDocument();
    expect(calls.filter(([m]) => m === 'DELETE')).toHaveLength(1);
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('address-count')).toHaveTextContent('1 of 20 addresses saved.');
  });

  it("shows the API's field error at its field and focuses the first wrong field", async () => {
    const user = userEvent.setup();
    const wrong = 'This ZIP code is in Illinois, not in New York';
    const { book } = setup([HOME], {
      [`POST ${BUYING_API.address}`]: () => {
        throw new ApiError({ code: 400, message: `postalCode ${wrong}`, fieldErrors: [{ field: 'postalCode', message: wrong }] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await fillUs(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(wrong);
    expect(book()).toHaveLength(1);
  });

  it('a full book says so and offers no add', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ ...WORK, id: 200 + i, isDefault: i === 0, address1: `${i + 1} Fifth Ave` }));
    setup(twenty);
    expect(await screen.findByText('Your address book can hold up to 20 addresses. Please delete one before adding another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeDisabled();
    expect(screen.getByTestId('address-count')).toHaveTextContent('20 of 20 addresses saved.');
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup([], {
      [`GET ${BUYING_API.addressList}`]: () => {
        if (fail) throw new ApiError({ code: 503, message: 'Our shop is having trouble. Please try again in a moment.' });
        return [HOME];
      },
    });
    expect(await screen.findByText('Our shop is having trouble. Please try again in a moment.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
