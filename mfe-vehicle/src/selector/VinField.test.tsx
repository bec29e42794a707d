import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CurrentVehicle } from '@axlebay/shared-lib';
import { useState } from 'react';
import { TAXONOMY_API } from './taxonomy-client';
import { COROLLA_ANSWER, renderWithApi, scriptedApi, taxonomyAnswers } from './test-support';
import { VehicleSelector } from './VehicleSelector';
import { VIN_UNAVAILABLE } from './vin';
import { VinField } from './VinField';

const DECODE = `POST ${TAXONOMY_API.vinDecode}`;

function setup(answer: unknown) {
  const { api, calls, bodies } = scriptedApi({ [DECODE]: answer });
  const onDecoded = jest.fn<(initial: Partial<CurrentVehicle>, summary: string) => void>();
  const user = userEvent.setup();
  renderWithApi(<VinField onDecoded={onDecoded} />, api);
  return { calls, bodies, onDecoded, user, input: screen.getByLabelText('VIN'), button: screen.getByRole('button', { name: 'Decode' }) };
}

describe('VinField', () => {
  it('asks for a VIN and refuses malformed ones without calling the API', async () => {
    const { calls, onDecoded, user, input, button } = setup(COROLLA_ANSWER);
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter VIN');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '1HGCM82633A00435{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('VIN is not a valid VIN: a VIN has 17 characters, this one has 16.');

    await user.clear(input);
    await user.type(input, '1hgcm8263oa004352');
    expect(input).toHaveValue('1HGCM8263OA004352');
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('VIN is not a valid VIN: the letters I, O and Q never appear in a VIN (found O).');

    expect(calls).toEqual([]);
    expect(onDecoded).not.toHaveBeenCalled();
  });

  it('shows the server message at the field for a VIN it refuses or does not know', async () => {
    const message = 'VIN JH4KA8260MC000000 is a 1991 Acura Legend, which is not in our vehicle list.';
    const { onDecoded, user, input } = setup(new ApiError({ code: 404, status: 404, message }));
    await user.type(input, 'JH4KA8260MC000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('1991 Acura Legend'));
    expect(onDecoded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decode' })).toBeEnabled();
  });

  it('normalizes, decodes and hands over the matched vehicle with a summary and a note on the check digit', async () => {
    const { bodies, calls, onDecoded, user, input } = setup(COROLLA_ANSWER);
    await user.type(input, ' 2t1-burhe0 jc014035{Enter}');
    await waitFor(() => expect(onDecoded).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([DECODE]);
    expect(bodies).toEqual([{ vin: '2T1BURHE0JC014035' }]);
    expect(input).toHaveValue('2T1BURHE0JC014035');
    expect(onDecoded).toHaveBeenCalledWith(
      {
        vin: '2T1BURHE0JC014035',
        year: '300',
        yearName: '2018',
        make: '310',
        makeName: 'Toyota',
        model: '311',
        modelName: 'Corolla',
        trim: '3111',
        trimName: 'LE',
        engine: '31111',
        engineName: '1.8L I4',
        attributeValueId: '31111',
      },
      '2018 Toyota Corolla LE 1.8L I4',
    );
    expect(screen.getByText('Found: 2018 Toyota Corolla LE 1.8L I4')).toBeInTheDocument();
    expect(screen.getByText(/check digit does not match \(position 9 is 0, 9 was expected\)/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no check-digit note for a valid one', async () => {
    const valid = setup({ ...COROLLA_ANSWER, checkDigit: { valid: true } });
    await valid.user.type(valid.input, '2T1BURHE0JC014035{Enter}');
    await waitFor(() => expect(valid.onDecoded).toHaveBeenCalled());
    expect(screen.queryByText(/check digit/)).not.toBeInTheDocument();
  });

  it.each([
    ['a 400', new ApiError({ code: 400, status: 400, message: 'VIN 1HGCM8263UA004352 is not a valid VIN: could not determine model year.' }), 'could not determine model year'],
    ['a 500', new ApiError({ code: 500, status: 500, message: 'Internal error' }), VIN_UNAVAILABLE],
    ['a network error', new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }), VIN_UNAVAILABLE],
    ['an unexpected answer', { nothing: 'useful' }, VIN_UNAVAILABLE],
  ])('puts %s at the field', async (_name, answer, message) => {
    const { onDecoded, user, input } = setup(answer);
    await user.type(input, '1HGCM8263UA004352{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onDecoded).not.toHaveBeenCalled();
  });

  it('pre-fills the selector with the decoded vehicle', async () => {
    const { api } = scriptedApi({ ...taxonomyAnswers(), [DECODE]: COROLLA_ANSWER });
    const onSelect = jest.fn<(vehicle: CurrentVehicle) => void>();
    function Finder() {
      const [initial, setInitial] = useState<Partial<CurrentVehicle>>();
      return (
        <>
          <VinField onDecoded={(decoded) => setInitial(decoded)} />
          <VehicleSelector initial={initial} onSelect={onSelect} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithApi(<Finder />, api);
    await user.type(screen.getByLabelText('VIN'), '2T1BURHE0JC014035{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Engine/ })).toHaveValue('1.8L I4'));
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveValue('2018');
    expect(screen.getByRole('combobox', { name: /^Trim/ })).toHaveValue('LE');
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ attributeValueId: '31111', vin: '2T1BURHE0JC014035', modelName: 'Corolla' }));
  });
});
