import { type SavedAddress } from '@axlebay/shared-lib';
import { addressLine } from '@axlebay/shared-lib/address';
import { RadioCards } from '../RadioCards';

export type AddressChoice = number | 'new';

/** Signed-in buyers ship to a saved address (radio cards) or to a new one. */
export function SavedAddressPicker({ addresses, choice, onChoose }: { addresses: readonly SavedAddress[]; choice: AddressChoice; onChoose: (choice: AddressChoice) => void }) {
  return (
    <RadioCards>
      <legend>Ship to</legend>
      {addresses.map((address) => (
        <label key={address.id}>
          <input type="radio" name="saved-address" checked={choice === address.id} onChange={() => onChoose(address.id)} />
          <span>
            {addressLine(address)}
            {address.isDefault && <strong> (default)</strong>}
          </span>
        </label>
      ))}
      <label>
        <input type="radio" name="saved-address" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <span>Use a new address</span>
      </label>
    </RadioCards>
  );
}
