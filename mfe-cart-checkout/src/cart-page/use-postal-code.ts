import { useEffect, useState } from 'react';
import { useSessionUser } from '@axlebay/shared-lib';

/**
 * The postal code the estimate is for. Kept in the page's state (the shared postal service, spec §3
 * Postal data, is not there yet); starts from the signed-in shopper's code, read in an effect.
 */
export function usePostalCode(): [string, (code: string) => void] {
  const user = useSessionUser();
  const [code, setCode] = useState('');
  const accountCode = user?.zipCode ?? '';
  useEffect(() => {
    if (accountCode) setCode((current) => current || accountCode);
  }, [accountCode]);
  return [code, setCode];
}
