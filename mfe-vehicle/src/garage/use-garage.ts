import { useCallback, useSyncExternalStore } from 'react';
import { useApi, useHydrated, useRemoteProps, useSession } from '@axlebay/shared-lib';
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
  // The browser's state once the root has hydrated: rendered in the root's transition, not in a
  // synchronous re-render forced by a snapshot that differs from the server's (HydrationGate).
  const hydrated = useHydrated();
  const snapshot = useCallback(() => (hydrated ? garage.state$.value : LOADING_ON_SERVER), [hydrated, garage]);
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { garage, state };
}
