import { addressFieldOf, type AddressValues } from '@axlebay/shared-lib/address';

/** The information step's form: contact email, the shipping address, and (buyers) saving it. */
export interface InformationValues extends AddressValues {
  email: string;
  saveAddress: boolean;
}

/**
 * The form field an API field error belongs to: `shippingAddress.postalCode` → `postalCode`,
 * `email` → `email`; undefined for fields of other steps.
 */
export function informationFieldOf(apiField: string): keyof AddressValues | 'email' | undefined {
  if (apiField === 'email') return 'email';
  return apiField.includes('.') ? addressFieldOf(apiField) : undefined;
}
