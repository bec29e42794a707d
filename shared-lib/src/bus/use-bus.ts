import { useCallback, useEffect } from 'react';
import { useStoreAfterHydration } from '../parcel/use-hydrated';
import type { BusEventMap, BusEventType } from './events';
import { bus } from './global-bus';

/**
 * Latest payload of a replayed bus event, re-rendering when it changes. A page rendered on the
 * server knows no shopper state, so the server render and the browser's hydration render both see
 * `undefined`; the root's HydrationGate then renders it again with the browser's value, after the
 * hydration's task (no hydration mismatch).
 */
export function useBusState<T extends 'vehicle.changed' | 'cart.updated' | 'session.changed' | 'market.changed'>(
  type: T,
): BusEventMap[T] | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = bus.on(type).subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [type],
  );
  return useStoreAfterHydration(subscribe, () => bus.latest(type), serverSnapshot);
}

const serverSnapshot = () => undefined;

/** Runs a callback for each event of a type while the component is mounted. */
export function useBusEvent<T extends BusEventType>(type: T, handler: (payload: BusEventMap[T]) => void) {
  useEffect(() => {
    const sub = bus.on(type).subscribe(handler);
    return () => sub.unsubscribe();
  }, [type, handler]);
}
