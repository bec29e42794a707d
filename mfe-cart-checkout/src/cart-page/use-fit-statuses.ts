import { useEffect, useState } from 'react';
import { useApi, useRemoteProps, type CurrentVehicle, type FitServiceModule, type FitStatus } from '@axlebay/shared-lib';

export type { FitStatus };

const NONE: ReadonlyMap<number, FitStatus> = new Map();

/**
 * The fit status of each item for the current vehicle, from vehicle's `./fit-service` (one API call
 * for all lines). No vehicle, or the vehicle remote down: no statuses, the page works without them.
 */
export function useFitStatuses(itemIds: readonly number[], vehicle: CurrentVehicle | null | undefined): ReadonlyMap<number, FitStatus> {
  const { exposed } = useRemoteProps();
  const api = useApi();
  const [statuses, setStatuses] = useState<{ key: string; map: ReadonlyMap<number, FitStatus> }>({ key: '', map: NONE });
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  const attributeValueId = vehicle?.attributeValueId;
  const key = attributeValueId && ids.length > 0 ? `${attributeValueId}:${ids.join(',')}` : '';

  useEffect(() => {
    if (!key || !attributeValueId) return;
    let live = true;
    const wanted = key.slice(key.indexOf(':') + 1).split(',').map(Number);
    exposed
      .loadModule<FitServiceModule>('vehicle', 'fit-service')
      .then(async (module) => {
        const service = module.fitService(api);
        const answers = await Promise.allSettled(wanted.map((id) => service.status(id, attributeValueId)));
        const map = new Map<number, FitStatus>();
        answers.forEach((answer, i) => answer.status === 'fulfilled' && map.set(wanted[i]!, answer.value));
        if (live) setStatuses({ key, map });
      })
      .catch((error: unknown) => console.warn('[cart-checkout] fit statuses not loaded', error));
    return () => {
      live = false;
    };
  }, [exposed, api, key, attributeValueId]);

  return statuses.key === key ? statuses.map : NONE;
}
