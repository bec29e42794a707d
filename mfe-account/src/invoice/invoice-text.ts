import type { AddressInput } from '@axlebay/shared-lib';

const COUNTRY_NAMES: Record<AddressInput['country'], string> = { US: 'United States', CA: 'Canada' };

/** An address as a letter shows it: street lines, "City, ST 12345", the country. */
export function addressLines(address: AddressInput): string[] {
  return [
    ...(address.company ? [address.company] : []),
    address.address1,
    ...(address.address2 ? [address.address2] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
    COUNTRY_NAMES[address.country] ?? address.country,
  ];
}

/** A North American number as people write it, "(415) 555-0123"; anything else as it was given. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** "November 26, 2026", in the shopper's time zone (the page renders in the browser only). */
export const invoiceDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
