import type { addresses } from '../db/schema';
import type { NormalisedAddress } from './address-rules';

export type AddressRow = typeof addresses.$inferSelect;

/** SavedAddress of the storefront contract (shared-lib/src/contracts/checkout.ts). */
export interface SavedAddressView extends NormalisedAddress {
  id: number;
  isDefault: boolean;
}

/** The fields of a saved row, as the rules take them (an edit merges the body into these). */
export function addressFields(row: AddressRow): NormalisedAddress {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
    country: row.country as NormalisedAddress['country'],
    state: row.state,
    city: row.city,
    address1: row.address1,
    address2: row.address2,
    postalCode: row.postalCode,
  };
}

export function savedAddress(row: AddressRow): SavedAddressView {
  return { id: row.id, isDefault: row.isDefault, ...addressFields(row) };
}
