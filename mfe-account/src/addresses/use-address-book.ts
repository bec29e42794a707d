import { useCallback, useEffect, useState } from 'react';
import { useApi, type SavedAddress } from '@axlebay/shared-lib';
import { listAddresses } from './address-book-api';

const LOAD_FAILED = 'Your addresses could not be loaded.';

/** The buyer's saved addresses as the API last gave them; `replace` takes a list the API answered. */
export function useAddressBook() {
  const api = useApi();
  const [addresses, setAddresses] = useState<SavedAddress[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    setError(undefined);
    try {
      setAddresses(await listAddresses(api));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : LOAD_FAILED);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  return { addresses, error, reload: load, replace: setAddresses };
}
