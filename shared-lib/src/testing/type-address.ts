import { screen } from '@testing-library/react';
import { addressLabels } from '../address/address-values';
import type { AddressInput } from '../contracts/checkout';
import type { Market } from '../market';

/** What the tests need of user-event's `user`. */
interface Typist {
  type(element: Element, text: string): Promise<void>;
  selectOptions(element: Element, values: string): Promise<void>;
}

/**
 * Types an address into shared-lib's AddressFields by their labels (the market's: State / ZIP code or
 * Province/Territory / Postal code); the region is chosen by code once its options loaded.
 */
export async function typeAddress(user: Typist, address: Omit<AddressInput, 'country'>, market: Pick<Market, 'stateLabel' | 'postalCodeLabel'>) {
  const labels = addressLabels(market);
  await user.type(screen.getByLabelText(labels.firstName), address.firstName);
  await user.type(screen.getByLabelText(labels.lastName), address.lastName);
  if (address.company) await user.type(screen.getByLabelText(labels.company), address.company);
  await user.type(screen.getByLabelText(labels.address1), address.address1);
  if (address.address2) await user.type(screen.getByLabelText(labels.address2), address.address2);
  await user.type(screen.getByLabelText(labels.city), address.city);
  await screen.findByRole('option', { name: (_name, option) => (option as HTMLOptionElement).value === address.state });
  await user.selectOptions(screen.getByLabelText(labels.state), address.state);
  await user.type(screen.getByLabelText(labels.postalCode), address.postalCode);
  await user.type(screen.getByLabelText(labels.phone), address.phone);
}
