import { BUYING_API, type AddressInput, type ApiClient, type SavedAddress } from '@axlebay/shared-lib';
import { fetchSavedAddresses, savedAddressList } from '@axlebay/shared-lib/address';

/**
 * The address book calls (spec §7 Addresses). The API keeps the book's rules: at most
 * ADDRESS_BOOK_LIMIT addresses, exactly one default, the first one added is the default.
 */
export const ADDRESS_BOOK_LIMIT = 20;
/** The API's words when the book is full (api/src/addresses/address-store.ts). */
export const ADDRESS_BOOK_FULL = `Your address book can hold up to ${ADDRESS_BOOK_LIMIT} addresses. Please delete one before adding another`;

/** An address as the form sends it: optional fields as '' so an edit can empty them. */
export type AddressBody = AddressInput & { company: string; address2: string };

/** GET addressList: every saved address (both countries), the default first, then newest. */
export const listAddresses = (api: ApiClient) => fetchSavedAddresses(api);

/** POST address: adds one; `isDefault` makes it the default (the first address always is). */
export const addAddress = (api: ApiClient, address: AddressBody, isDefault: boolean) => api.post<SavedAddress>(BUYING_API.address, { ...address, isDefault });

/** PUT address: replaces the saved fields of `id`; `isDefault: true` makes it the default. */
export const editAddress = (api: ApiClient, id: number, address: AddressBody, isDefault: boolean) => api.put<SavedAddress>(BUYING_API.address, { id, ...address, isDefault });

/** PUT address { id, isDefault: true }: the one default moves to `id`. */
export const makeDefaultAddress = (api: ApiClient, id: number) => api.put<SavedAddress>(BUYING_API.address, { id, isDefault: true });

/** DELETE address/{id}: answers the remaining list (deleting the default makes the newest remaining one default). */
export async function deleteAddress(api: ApiClient, id: number): Promise<SavedAddress[]> {
  return savedAddressList(await api.delete<unknown>(BUYING_API.addressDelete(id)));
}
