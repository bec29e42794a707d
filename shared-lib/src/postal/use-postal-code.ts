import { useCallback, useEffect, useState } from 'react';
import { useApi, useMarket } from '../parcel/remote-context';
import { postalService } from './postal-service';
import { EMPTY_POSTAL_STATE, type PostalState } from './postal-types';

/**
 * The shopper's postal code in a page (spec §3 Postal data, §4 Postal code: the shopper's code wins
 * over the detected one; cookies every remote reads). Followed in an effect (the service reads
 * cookies, so nothing is read while rendering), set through the service (normalised, city and state
 * looked up).
 */
export function usePostalCode(): { postal: PostalState; setPostalCode: (code: string) => void } {
  const api = useApi();
  const market = useMarket();
  const [postal, setPostal] = useState<PostalState>(EMPTY_POSTAL_STATE);
  useEffect(() => {
    const service = postalService();
    const subscription = service.postal$.subscribe(setPostal);
    // The cookies are the record (another tab or the shell may have changed them since the service began).
    const fresh = service.current();
    const shown = service.postal$.value;
    if (!shown.loading && (fresh.postCode !== shown.postCode || fresh.cityName !== shown.cityName || fresh.stateName !== shown.stateName)) service.postal$.next(fresh);
    return () => subscription.unsubscribe();
  }, []);
  const setPostalCode = useCallback((code: string) => void postalService().setUserPostalCode(market, code, api), [market, api]);
  return { postal, setPostalCode };
}
