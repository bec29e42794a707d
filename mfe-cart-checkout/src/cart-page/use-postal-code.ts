import { useCallback, useEffect, useState } from 'react';
import { EMPTY_POSTAL_STATE, postalService, useApi, useMarket, type PostalState } from '@axlebay/shared-lib';

/**
 * The postal code the estimate is for: shared-lib's postal service (spec §3 Postal data, §4 Postal
 * code: the shopper's code wins over the detected one; cookies every remote reads). Followed in an
 * effect (the service reads cookies), set through the service (normalised, city and state looked up).
 */
export function usePostalCode(): { postal: PostalState; setPostalCode: (code: string) => void } {
  const api = useApi();
  const market = useMarket();
  const [postal, setPostal] = useState<PostalState>(EMPTY_POSTAL_STATE);
  useEffect(() => {
    const subscription = postalService().postal$.subscribe(setPostal);
    return () => subscription.unsubscribe();
  }, []);
  const setPostalCode = useCallback((code: string) => void postalService().setUserPostalCode(market, code, api), [market, api]);
  return { postal, setPostalCode };
}
