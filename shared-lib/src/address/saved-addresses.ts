import { BUYING_API, type AddressInput, type ApiClient, type Market, type SavedAddress } from '@axlebay/shared-lib';

/**
 * GET addressList: the buyer's saved addresses, the default first. With `market`, only the addresses
 * of that market's country (what its checkout can ship to).
 */
export async function fetchSavedAddresses(api: ApiClient, market?: Pick<Market, 'code'>): Promise<SavedAddress[]> {
  return savedAddressList(await api.get<unknown>(BUYING_API.addressList), market);
}

/** The saved addresses in an API answer (a list, or `{ list }`), the default first; malformed entries are dropped. */
export function savedAddressList(answer: unknown, market?: Pick<Market, 'code'>): SavedAddress[] {
  const list = Array.isArray(answer) ? answer : ((answer as { list?: unknown } | null)?.list ?? []);
  return (Array.isArray(list) ? (list as SavedAddress[]) : [])
    .filter((a) => a && typeof a.id === 'number' && (!market || a.country === market.code))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The address part of a saved address (what an order sends). */
export function addressPart({ id: _id, isDefault: _default, ...address }: SavedAddress): AddressInput {
  return address;
}

/** "Ann Lee, 1 Main St, Apt 2, Springfield, IL 62701" */
export function addressLine(address: AddressInput): string {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return [name, address.company, address.address1, address.address2, address.city, `${address.state} ${address.postalCode}`.trim()].filter(Boolean).join(', ');
}
