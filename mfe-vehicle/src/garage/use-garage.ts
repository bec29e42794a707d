import { useCallback } from 'react';
import { useApi, useRemoteProps, useSession, useStoreAfterHydration } from '@axlebay/shared-lib';
import { garageService, type GarageService, type GarageState } from './garage-service';

/**
 * What the server renders, and the browser's hydrating render with it: the garage lives in the
 * shopper's browser or account, which the server does not know.
 */
const LOADING_ON_SERVER: GarageState = { list: [], kind: 'guest', loading: true };
const serverSnapshot = () => LOADING_ON_SERVER;

/** The page-wide garage service and its state, for any of this remote's components. */
export function useGarage(): { garage: GarageService; state: GarageState } {
  const api = useApi();
  const session = useSession();
  const { persisted } = useRemoteProps();
  const garage = garageService({ api, session, persisted });
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = garage.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [garage],
  );
  const state = useStoreAfterHydration(subscribe, () => garage.state$.value, serverSnapshot);
  return { garage, state };
}
