import { useEffect, useState } from 'react';
import type { BusEventMap, BusEventType } from './events';
import { bus } from './global-bus';

/** Latest payload of a replayed bus event, re-rendering when it changes. */
export function useBusState<T extends 'vehicle.changed' | 'cart.updated' | 'session.changed' | 'market.changed'>(
  type: T,
): BusEventMap[T] | undefined {
  const [value, setValue] = useState<BusEventMap[T] | undefined>(() => bus.latest(type));
  useEffect(() => {
    const sub = bus.on(type).subscribe(setValue);
    return () => sub.unsubscribe();
  }, [type]);
  return value;
}

/** Runs a callback for each event of a type while the component is mounted. */
export function useBusEvent<T extends BusEventType>(type: T, handler: (payload: BusEventMap[T]) => void) {
  useEffect(() => {
    const sub = bus.on(type).subscribe(handler);
    return () => sub.unsubscribe();
  }, [type, handler]);
}
