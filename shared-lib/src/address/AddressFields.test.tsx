import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { BUYING_API } from '../contracts/checkout';
import { CA_MARKET, US_MARKET, type Market } from '../market';
import { renderRoute } from '../testing/render-route';
import { scriptedApi } from '../testing/scripted-api';
import { AddressFields } from './AddressFields';
import { addressValuesOf, type AddressValues } from './address-values';

const US_STATES = [
  { id: 1, code: 'IL', name: 'Illinois' },
  { id: 2, code: 'NY', name: 'New York' },
];
const CA_PROVINCES = [
  { id: 3, code: 'ON', name: 'Ontario' },
  { id: 4, code: 'QC', name: 'Quebec' },
];

/** A form holding more than the address, as the pages using the fields do. */
function renderFields(market: Market | undefined, answers: Record<string, unknown> = {}) {
  function Harness() {
    const form = useForm<AddressValues & { note: string }>({ defaultValues: { ...addressValuesOf(undefined), note: '' } });
    return (
      <form aria-label="Address" onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <AddressFields form={form} market={market} />
        <button type="submit">Save</button>
      </form>
    );
  }
  const scripted = scriptedApi({
    [`GET ${BUYING_API.areaChildren(208)}`]: US_STATES,
    [`GET ${BUYING_API.areaChildren(206)}`]: CA_PROVINCES,
    ...answers,
  });
  renderRoute({ addresses: Harness }, 'myAccountAddress', {}, {}, { api: scripted.api, market: US_MARKET });
  return scripted;
}

describe('AddressFields', () => {
  it("follows the shop's market by default: State and ZIP code, the US states", async () => {
    const { calls } = renderFields(undefined);
    expect(await screen.findByRole('option', { name: 'Illinois' })).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('inputmode', 'numeric');
    expect(calls.map(([m, p]) => `${m} ${p}`)).toEqual([`GET ${BUYING_API.areaChildren(208)}`]);
  });

  it('a Canadian address on the US shop: Province/Territory, Postal code and its rules', async () => {
    const user = userEvent.setup();
    renderFields(CA_MARKET);
    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postal code must contain letters')).toBeInTheDocument();
    expect(screen.getByText('Please enter Province/Territory')).toBeInTheDocument();
  });

  it("searches the address's country and fills city, province and the half postal code, then asks for the rest", async () => {
    const user = userEvent.setup();
    const place = { placeId: 'CA-H2X', postalCode: 'H2X', city: 'Montréal', state: 'QC', stateName: 'Quebec', country: 'CA', text: 'Montréal, QC H2X' };
    const { calls } = renderFields(CA_MARKET, {
      [`GET ${BUYING_API.areaAutoComplete}`]: [place],
      [`GET ${BUYING_API.areaPlaceDetail}`]: place,
    });
    await screen.findByRole('option', { name: 'Quebec' });
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), 'H2X');
    await user.click(await screen.findByRole('option', { name: 'Montréal, QC H2X' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Montréal'));
    expect(screen.getByLabelText('Province/Territory')).toHaveValue('QC');
    expect(screen.getByLabelText('Postal code')).toHaveValue('H2X');
    expect(screen.getByLabelText('Postal code')).toHaveFocus();
    expect(calls.find(([, p]) => p === BUYING_API.areaAutoComplete)?.[2]).toEqual({ keyword: 'H2X', countryId: 206 });
  });
});
