import { bus, skip } from '@axlebay/shared-lib';
import { sessionState } from '../session/session-check';
import type { ClientStateStore } from './client-state';

/**
 * Connects the persisted state to the bus. At start-up the stored vehicle, cart summary and (while a
 * token exists) the user are published, so the header is right on the first paint; afterwards every
 * vehicle and cart change any remote publishes is stored. The start-up session check then confirms
 * or purges the user.
 */
export function connectStateToBus(state: ClientStateStore, hasToken: () => boolean): () => void {
  const { vehicle, cart, user } = state.get();
  if (vehicle?.current) bus.publish('vehicle.changed', vehicle.current, 'shell');
  if (cart) bus.publish('cart.updated', cart, 'shell');
  if (user && hasToken()) bus.publish('session.changed', sessionState(user), 'shell');

  // skip(1): the replayed value is the one just restored (or none), not a change.
  const subscriptions = [
    bus.on('vehicle.changed').pipe(skip(vehicle?.current ? 1 : 0)).subscribe((current) => {
      state.set('vehicle', { current, referred: false });
    }),
    bus.on('cart.updated').pipe(skip(cart ? 1 : 0)).subscribe((summary) => state.set('cart', summary)),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
