import type { AddressInput, MarketCode } from '@axlebay/shared-lib';

const COUNTRY_NAMES: Readonly<Record<MarketCode, string>> = { US: 'United States', CA: 'Canada' };

export const countryName = (code: MarketCode) => COUNTRY_NAMES[code] ?? code;

/** "3105550123" → "(310) 555-0123"; anything else as saved. */
export function formatPhone(phone: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone;
}

/** The lines of an address as a label prints it: name, company, street, city line, country, phone. */
export function addressLines(address: AddressInput): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company ?? '',
    address.address1,
    address.address2 ?? '',
    `${address.city}, ${address.state} ${address.postalCode}`,
    countryName(address.country),
    formatPhone(address.phone),
  ].filter(Boolean);
}
