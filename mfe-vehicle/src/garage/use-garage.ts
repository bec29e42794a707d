import { useEffect, useState } from 'react';
import { useApi, useRemoteProps, useSession } from '@axlebay/shared-lib';
import { garageService, type GarageService, type GarageState } from './garage-service';

/** The page-wide garage service and its state, for any of this remote's components. */
export function useGarage(): { garage: GarageService; state: GarageState } {
  const api = useApi();
  const session = useSession();
  const { persisted } = useRemoteProps();
  const garage = garageService({ api, session, persisted });
  const [state, setState] = useState(garage.state$.value);
  useEffect(() => {
    const subscription = garage.state$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [garage]);
  return { garage, state };
}
