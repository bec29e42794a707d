import type { AddressValues } from './address-values';

/** The information step's form: contact email, the shipping address, and (buyers) saving it. */
export interface InformationValues extends AddressValues {
  email: string;
  saveAddress: boolean;
}
