import { formatPostalCode, type AddressInput, type Market } from '@axlebay/shared-lib';

/** The address fields of a form, as typed. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

export const ADDRESS_VALUE_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postalCode', 'phone'] as const satisfies ReadonlyArray<keyof AddressValues>;

/** Spec §3 Country configs: the labels of a US or Canadian address. */
export function addressLabels(market: Pick<Market, 'stateLabel' | 'postalCodeLabel'>): Record<keyof AddressValues, string> {
  return {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company (optional)',
    address1: 'Address',
    address2: 'Apartment/suite (optional)',
    city: 'City',
    state: market.stateLabel,
    postalCode: market.postalCodeLabel,
    phone: 'Phone',
  };
}

export function addressValuesOf(address: Partial<AddressInput> | undefined): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    phone: address?.phone ?? '',
  };
}

/** The address as the API takes it: trimmed, the country of `market`, postal code written that country's way. */
export function addressInputOf(values: AddressValues, market: Pick<Market, 'code'>): AddressInput {
  const address: AddressInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    country: market.code,
    state: values.state.trim(),
    city: values.city.trim(),
    address1: values.address1.trim(),
    postalCode: formatPostalCode(market, values.postalCode),
  };
  if (values.company.trim()) address.company = values.company.trim();
  if (values.address2.trim()) address.address2 = values.address2.trim();
  return address;
}

/**
 * The form field an API field error belongs to: `postalCode`, `shippingAddress.postalCode` and
 * `address.postalCode` → `postalCode`; undefined for any other field.
 */
export function addressFieldOf(apiField: string): keyof AddressValues | undefined {
  const name = /^(?:(?:shippingAddress|address)\.)?(\w+)$/.exec(apiField)?.[1];
  return name && (ADDRESS_VALUE_FIELDS as readonly string[]).includes(name) ? (name as keyof AddressValues) : undefined;
}
