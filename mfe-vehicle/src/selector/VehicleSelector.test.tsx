import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CurrentVehicle } from '@axlebay/shared-lib';
import { useState } from 'react';
import { TAXONOMY_API } from './taxonomy-client';
import { childrenKey, renderWithApi, scriptedApi, TAXONOMY, taxonomyAnswers, type Node } from './test-support';
import { TRIM_LIST_HINT, VehicleSelector, type VehicleSelectorProps } from './VehicleSelector';

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

function setup(props: Partial<VehicleSelectorProps> = {}, answers = taxonomyAnswers()) {
  const { api, calls } = scriptedApi(answers);
  const onSelect = jest.fn<(v: CurrentVehicle) => void>();
  const user = userEvent.setup();
  const view = renderWithApi(<VehicleSelector onSelect={onSelect} {...props} />, api);
  return { api, calls, onSelect, user, view };
}

async function enabled(name: string) {
  await waitFor(() => expect(combo(name)).toBeEnabled());
  return combo(name);
}

/** Types to filter, then ArrowDown + Enter: the keyboard-only way to choose. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, typed: string) {
  const input = await enabled(name);
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, typed);
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('VehicleSelector: keyboard only', () => {
  it('goes Year → Make → Model → Trim → Engine with type, ArrowDown and Enter, focus moving on to the button', async () => {
    const { user, onSelect, calls } = setup();
    await enabled('Year');
    await user.tab();
    expect(combo('Year')).toHaveFocus();

    await user.type(combo('Year'), '202');
    expect(combo('Year')).toHaveAttribute('aria-expanded', 'true');
    const years = within(screen.getByRole('listbox', { name: /^Year/ })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['2020']);
    await user.keyboard('{ArrowDown}');
    expect(combo('Year')).toHaveAttribute('aria-activedescendant', years[0]!.id);
    await user.keyboard('{Enter}');
    expect(combo('Year')).toHaveValue('2020');

    await choose(user, 'Make', 'toy');
    expect(combo('Make')).toHaveValue('Toyota');
    await choose(user, 'Model', 'cam');
    expect(combo('Model')).toHaveValue('Camry');
    await choose(user, 'Trim', 'xs');
    expect(combo('Trim')).toHaveValue('XSE');
    await choose(user, 'Engine', '3.5');
    expect(combo('Engine')).toHaveValue('3.5L V6');

    const button = screen.getByRole('button', { name: 'Shop for this vehicle' });
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({
      year: '100',
      yearName: '2020',
      make: '110',
      makeName: 'Toyota',
      model: '111',
      modelName: 'Camry',
      trim: '1112',
      trimName: 'XSE',
      engine: '11122',
      engineName: '3.5L V6',
      attributeValueId: '11122',
    });
    expect(calls.filter((c) => c.startsWith(`GET ${TAXONOMY_API.children}`))).toEqual([
      childrenKey('root'),
      childrenKey(100),
      childrenKey(110),
      childrenKey(111),
      childrenKey(1112),
    ]);
  });

  it('supports Home/End, closes on Escape without changing the choice, and clears on a second Escape', async () => {
    const { user } = setup({ autoFocus: true });
    const year = await enabled('Year');
    await waitFor(() => expect(year).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox', { name: /^Year/ })).getAllByRole('option');
    await user.keyboard('{End}');
    expect(year).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Home}');
    expect(year).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(year).toHaveValue('2020');

    year.focus();
    await user.type(year, '{Control>}a{/Control}19');
    expect(year).toHaveValue('19');
    await user.keyboard('{Escape}');
    expect(year).toHaveAttribute('aria-expanded', 'false');
    expect(year).toHaveValue('2020');
    await user.keyboard('{Escape}');
    expect(year).toHaveValue('');
    expect(combo('Make')).toBeDisabled();
  });
});

describe('VehicleSelector: cascade', () => {
  it('clears the later steps when an earlier one changes', async () => {
    const { user } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toyota');
    await choose(user, 'Model', 'camry');
    await choose(user, 'Trim', 'LE');
    // LE has one engine: it is chosen for the shopper.
    await waitFor(() => expect(combo('Engine')).toHaveValue('2.5L I4'));

    combo('Year').focus();
    await user.type(combo('Year'), '{Control>}a{/Control}2018');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combo('Year')).toHaveValue('2018');
    await waitFor(() => expect(combo('Make')).toBeEnabled());
    expect(combo('Make')).toHaveValue('');
    for (const name of ['Model', 'Trim', 'Engine']) {
      expect(combo(name)).toHaveValue('');
      expect(combo(name)).toBeDisabled();
    }
  });

  it('pre-selects a single option and continues the cascade, focus going to the first step with a real choice', async () => {
    const { user, onSelect } = setup({ autoFocus: true });
    await choose(user, 'Year', '2019');
    // 2019 has only Tesla, which has only Model 3 → All Trims → Electric.
    await waitFor(() => expect(combo('Engine')).toHaveValue('Electric'));
    expect(combo('Make')).toHaveValue('Tesla');
    expect(combo('Model')).toHaveValue('Model 3');
    expect(combo('Trim')).toHaveValue('All Trims');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shop for this vehicle' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ makeName: 'Tesla', engine: '21111', attributeValueId: '21111' });
  });

  it('auto-selects a single model and moves focus to the trim', async () => {
    const { user } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'hon');
    await waitFor(() => expect(combo('Trim')).toHaveFocus());
    expect(combo('Model')).toHaveValue('Accord');
  });

  it('shows a step with no options as disabled "None listed" and moves on to the button', async () => {
    const { user, onSelect } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'coro');
    await waitFor(() => expect(combo('Trim')).toHaveAttribute('placeholder', 'None listed'));
    expect(combo('Trim')).toBeDisabled();
    expect(combo('Engine')).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shop for this vehicle' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect.mock.calls[0]![0]).toEqual({
      year: '100',
      yearName: '2020',
      make: '110',
      makeName: 'Toyota',
      model: '112',
      modelName: 'Corolla',
      attributeValueId: '112',
    });
  });

  it('lets the shopper clear an optional step that was chosen for them (Escape on the closed list)', async () => {
    const { user, onSelect } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'cam');
    await choose(user, 'Trim', 'LE');
    await waitFor(() => expect(combo('Engine')).toHaveValue('2.5L I4'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shop for this vehicle' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(combo('Engine')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(combo('Engine')).toHaveValue('');
    expect(combo('Engine')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ trim: '1111', attributeValueId: '1111' });
  });

  it('uses the deepest chosen id: the trim when no engine is chosen', async () => {
    const { user, onSelect } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'cam');
    await choose(user, 'Trim', 'xse');
    await enabled('Engine');
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ trim: '1112', trimName: 'XSE', attributeValueId: '1112' });
    expect(onSelect.mock.calls[0]![0]).not.toHaveProperty('engine');
  });
});

describe('VehicleSelector: long lists', () => {
  it('renders at most 200 options, says how many match, and narrows as the shopper types', async () => {
    const answers = taxonomyAnswers();
    answers[childrenKey(100)] = Array.from({ length: 450 }, (_, i) => ({ id: 5000 + i, value: `Make ${i}`, text: `Make ${i}`, level: 2, certain: true, defaultValue: false }));
    const { user } = setup({ autoFocus: true }, answers);
    await choose(user, 'Year', '2020');
    const make = await enabled('Make');
    await waitFor(() => expect(make).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox', { name: /^Make/ })).getAllByRole('option')).toHaveLength(200);
    expect(screen.getByText('Showing 200 of 450. Type to narrow the list.')).toBeInTheDocument();
    await user.type(make, 'make 44');
    const options = within(screen.getByRole('listbox', { name: /^Make/ })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Make 44', ...Array.from({ length: 10 }, (_, i) => `Make ${440 + i}`)]);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await user.type(make, 'x');
    expect(screen.getByText('No make matches “make 44x”.')).toBeInTheDocument();
  });
});

describe('VehicleSelector: validation', () => {
  it('asks for year, make and model with the spec messages and focuses the first missing step', async () => {
    const { user, onSelect } = setup();
    await enabled('Year');
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(screen.getByText('Please enter Year')).toBeInTheDocument();
    expect(screen.getByText('Please enter Make')).toBeInTheDocument();
    expect(screen.getByText('Please enter Model')).toBeInTheDocument();
    expect(screen.queryByText('Please enter Trim')).not.toBeInTheDocument();
    expect(combo('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(combo('Year')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();

    await user.type(combo('Year'), '2020');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByText('Please enter Year')).not.toBeInTheDocument();
    await choose(user, 'Make', 'toy');
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(screen.getByText('Please enter Model')).toBeInTheDocument();
    expect(screen.queryByText('Please enter Make')).not.toBeInTheDocument();
    await waitFor(() => expect(combo('Model')).toHaveFocus());
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows a rejected onSelect above the button and enables it again', async () => {
    const { api } = scriptedApi(taxonomyAnswers());
    const onSelect = jest.fn(async () => {
      throw new ApiError({ code: 500, status: 500, message: 'The garage is not available right now' });
    });
    const user = userEvent.setup();
    renderWithApi(<VehicleSelector onSelect={onSelect} initial={{ year: '300', make: '320', model: '321' }} />, api);
    await waitFor(() => expect(combo('Model')).toHaveValue('F-150'));
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(await screen.findByText('The garage is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop for this vehicle' })).toBeEnabled();
  });

  it('uses submitLabel and disables the button while pending', async () => {
    const { view, onSelect, user } = setup({ submitLabel: 'Save vehicle', initial: { year: '300', make: '320', model: '321' } });
    await waitFor(() => expect(combo('Model')).toHaveValue('F-150'));
    expect(screen.getByRole('button', { name: 'Save vehicle' })).toBeEnabled();
    view.rerender(<VehicleSelector onSelect={onSelect} pending submitLabel="Save vehicle" initial={{ year: '300', make: '320', model: '321' }} />);
    const button = screen.getByRole('button', { name: 'Please wait…' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('VehicleSelector: unconfirmed pairings', () => {
  it('marks options NHTSA only allows, visibly and in their accessible name, and explains them under the step', async () => {
    const { user } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'cam');
    await choose(user, 'Trim', 'xse');
    const engine = await enabled('Engine');
    await waitFor(() => expect(engine).toHaveFocus());
    expect(screen.getByText('Unconfirmed: NHTSA data allows this engine for the model but does not state it was built.')).toBeInTheDocument();
    expect(screen.queryByText(/allows this trim/)).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: /^Engine/ });
    expect(within(listbox).getByRole('option', { name: '2.5L I4' })).toBeInTheDocument();
    const v6 = within(listbox).getByRole('option', { name: '3.5L V6, unconfirmed pairing' });
    expect(v6).toHaveTextContent('3.5L V6(unconfirmed)');

    // still selectable; the chosen value carries the mark too
    await user.keyboard('{ArrowDown}{Enter}');
    expect(engine).toHaveValue('3.5L V6');
    expect(engine).toHaveAccessibleDescription(expect.stringContaining('unconfirmed pairing'));
  });

  it('puts the explanation in one line under the row in compact mode', async () => {
    const { user } = setup({ autoFocus: true, compact: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'hon');
    await waitFor(() => expect(combo('Trim')).toHaveFocus());
    expect(screen.getByText('Unconfirmed: NHTSA data allows this trim for the model but does not state it was built.')).toBeInTheDocument();
    expect(combo('Trim')).toHaveAccessibleDescription(expect.stringContaining('NHTSA data allows this trim'));
  });
});

describe('VehicleSelector: short trim lists', () => {
  it('says under a short trim list where it comes from, and the vehicle can be chosen without a trim', async () => {
    const { user, onSelect } = setup({ autoFocus: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'cam');
    const trim = await enabled('Trim');
    expect(screen.getByText(TRIM_LIST_HINT)).toBeInTheDocument();
    expect(trim).toHaveAccessibleDescription(TRIM_LIST_HINT);
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect.mock.calls[0]![0]).toEqual({ year: '100', yearName: '2020', make: '110', makeName: 'Toyota', model: '111', modelName: 'Camry', attributeValueId: '111' });
  });

  it('says nothing under a longer trim list', async () => {
    const tree: Node[] = [[400, '2021', [[410, 'Toyota', [[411, 'Camry', [[4111, 'LE'], [4112, 'SE'], [4113, 'XLE']]]]]]], ...TAXONOMY];
    const { user } = setup({ autoFocus: true }, taxonomyAnswers(tree));
    await choose(user, 'Year', '2021');
    await waitFor(() => expect(combo('Trim')).toHaveFocus());
    expect(combo('Model')).toHaveValue('Camry');
    expect(screen.queryByText(TRIM_LIST_HINT)).not.toBeInTheDocument();
  });

  it('leaves the compact row to the unconfirmed note: no hint there', async () => {
    const { user } = setup({ autoFocus: true, compact: true });
    await choose(user, 'Year', '2020');
    await choose(user, 'Make', 'toy');
    await choose(user, 'Model', 'cam');
    await enabled('Trim');
    expect(screen.queryByText(TRIM_LIST_HINT)).not.toBeInTheDocument();
  });
});

describe('VehicleSelector: loading', () => {
  it('shows a load error with Retry at the step and recovers', async () => {
    const answers = taxonomyAnswers();
    const makes = answers[childrenKey(100)];
    let failures = 1;
    answers[childrenKey(100)] = () => {
      if (failures-- > 0) throw new ApiError({ code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true });
      return makes;
    };
    const { user } = setup({ autoFocus: true }, answers);
    await choose(user, 'Year', '2020');
    expect(await screen.findByRole('alert')).toHaveTextContent('The make list could not be loaded.');
    expect(combo('Make')).toBeDisabled();
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(combo('Make')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await choose(user, 'Make', 'toy');
    expect(combo('Make')).toHaveValue('Toyota');
  });

  it('does not pull focus back when the shopper went elsewhere while a list was loading', async () => {
    const answers = taxonomyAnswers();
    let release: () => void = () => {};
    const makes = answers[childrenKey(100)];
    answers[childrenKey(100)] = () => new Promise((resolve) => (release = () => resolve(makes)));
    const { api } = scriptedApi(answers);
    const user = userEvent.setup();
    renderWithApi(
      <>
        <VehicleSelector onSelect={() => {}} autoFocus />
        <input aria-label="Search parts" />
      </>,
      api,
    );
    await choose(user, 'Year', '2020');
    await user.click(screen.getByLabelText('Search parts'));
    await act(async () => release());
    await waitFor(() => expect(combo('Make')).toBeEnabled());
    expect(screen.getByLabelText('Search parts')).toHaveFocus();
  });

  it('shows the years error with Retry, and the built-in labels when the step map fails', async () => {
    const answers = taxonomyAnswers();
    const years = answers[childrenKey('root')];
    answers[`GET ${TAXONOMY_API.stepMap}`] = new ApiError({ code: 500, status: 500, message: 'boom' });
    let failures = 1;
    answers[childrenKey('root')] = () => {
      if (failures-- > 0) throw new ApiError({ code: 500, status: 500, message: 'boom' });
      return years;
    };
    const { user } = setup({}, answers);
    expect(await screen.findByText('The year list could not be loaded.')).toBeInTheDocument();
    expect(combo('Year')).toHaveAttribute('placeholder', 'Select Year');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await enabled('Year')).toBeEnabled();
  });

  it('uses the prompts of the step map and asks for it once per page', async () => {
    const answers = taxonomyAnswers();
    answers[`GET ${TAXONOMY_API.stepMap}`] = { ...answers[`GET ${TAXONOMY_API.stepMap}`] as object, 2: { key: 'make', name: 'Brand', prompt: 'Pick a brand' } };
    const { api, calls } = scriptedApi(answers);
    renderWithApi(
      <>
        <VehicleSelector onSelect={() => {}} idPrefix="a" />
        <VehicleSelector onSelect={() => {}} idPrefix="b" />
      </>,
      api,
    );
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /^Brand/ })).toHaveLength(2));
    expect(screen.getAllByRole('combobox', { name: /^Brand/ })[0]).toHaveAttribute('placeholder', 'Pick a brand');
    expect(calls.filter((c) => c === `GET ${TAXONOMY_API.stepMap}`)).toHaveLength(1);
    expect(calls.filter((c) => c === childrenKey('root'))).toHaveLength(1);
    expect(document.getElementById('a-year-input')).toBe(screen.getAllByRole('combobox', { name: /^Year/ })[0]);
  });

  it('keeps the steps in the page while lists load (no empty screen)', async () => {
    const { api } = scriptedApi({ ...taxonomyAnswers(), [childrenKey('root')]: () => new Promise(() => {}) });
    renderWithApi(<VehicleSelector onSelect={() => {}} />, api);
    expect(screen.getAllByRole('combobox')).toHaveLength(5);
    expect(combo('Year')).toHaveAttribute('placeholder', 'Loading…');
    expect(combo('Year')).toHaveAttribute('aria-busy', 'true');
    expect(combo('Make')).toHaveAttribute('placeholder', 'Select Make');
    expect(combo('Make')).toBeDisabled();
    await act(async () => {}); // the step map arrives
  });
});

describe('VehicleSelector: initial', () => {
  const camryXse: Partial<CurrentVehicle> = { year: '100', make: '110', model: '111', trim: '1112', engine: '11122' };

  it('pre-fills every step from the ids, loading the lists it needs', async () => {
    const { calls, onSelect, user } = setup({ initial: camryXse });
    await waitFor(() => expect(combo('Engine')).toHaveValue('3.5L V6'));
    expect([combo('Year'), combo('Make'), combo('Model'), combo('Trim')].map((c) => (c as HTMLInputElement).value)).toEqual(['2020', 'Toyota', 'Camry', 'XSE']);
    expect(calls).toContain(childrenKey(1112));
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect.mock.calls[0]![0].attributeValueId).toBe('11122');
  });

  it('does not add a single trim the pre-filled vehicle did not have, and keeps its VIN', async () => {
    const { onSelect, user } = setup({ initial: { year: '300', make: '310', model: '311', vin: '2T1BURHE0JC014035' } });
    await waitFor(() => expect(combo('Trim')).toBeEnabled());
    expect(combo('Model')).toHaveValue('Corolla');
    expect(combo('Trim')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Shop for this vehicle' }));
    expect(onSelect.mock.calls[0]![0]).toEqual({
      year: '300',
      yearName: '2018',
      make: '310',
      makeName: 'Toyota',
      model: '311',
      modelName: 'Corolla',
      attributeValueId: '311',
      vin: '2T1BURHE0JC014035',
    });
  });

  it('falls back to names and stops where the vehicle is no longer listed', async () => {
    setup({ initial: { year: 'old-id', yearName: '2020', make: '999', makeName: 'Saab', model: '1' } });
    await waitFor(() => expect(combo('Make')).toBeEnabled());
    expect(combo('Year')).toHaveValue('2020');
    expect(combo('Make')).toHaveValue('');
    expect(combo('Model')).toBeDisabled();
  });

  it('starts over from a new initial', async () => {
    const { api } = scriptedApi(taxonomyAnswers());
    let show: (v: Partial<CurrentVehicle>) => void = () => {};
    function Host() {
      const [initial, setInitial] = useState<Partial<CurrentVehicle>>(camryXse);
      show = setInitial;
      return <VehicleSelector initial={initial} onSelect={() => {}} />;
    }
    renderWithApi(<Host />, api);
    await waitFor(() => expect(combo('Engine')).toHaveValue('3.5L V6'));
    act(() => show({ year: '100', make: '120', model: '121', trim: '1212' }));
    await waitFor(() => expect(combo('Trim')).toHaveValue('Sport'));
    expect(combo('Make')).toHaveValue('Honda');
    expect(combo('Engine')).toHaveValue('');
  });
});
