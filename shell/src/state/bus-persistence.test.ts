import { describe, expect, it } from '@jest/globals';
import { bus } from '@axlebay/shared-lib';
import { connectStateToBus } from './bus-persistence';
import { loadClientState, type ClientState } from './client-state';

const corolla = { year: '2018', yearName: '2018', make: '11', makeName: 'Toyota', model: '12', modelName: 'Corolla', attributeValueId: '12' };
const user = { accountId: 1, email: 'a@x.com', nickname: 'A', zipCode: '', emailVerified: true, useFirstDiscount: false };

const stateWith = (initial: ClientState) =>
  loadClientState({ load: async () => initial, save: async () => undefined, clear: () => undefined });

describe('state and bus', () => {
  it('publishes the stored vehicle, cart and (with a token) user at start-up', async () => {
    const state = await stateWith({ vehicle: { current: corolla, referred: false }, cart: { count: 3, cartUUID: 'c' }, user });
    const disconnect = connectStateToBus(state, () => true);
    expect(bus.latest('vehicle.changed')).toEqual(corolla);
    expect(bus.latest('cart.updated')).toEqual({ count: 3, cartUUID: 'c' });
    expect(bus.latest('session.changed')).toEqual({ signedIn: true, email: 'a@x.com', accountId: '1', nickname: 'A' });
    disconnect();
  });

  it('does not claim a signed-in user without a token', async () => {
    bus.publish('session.changed', { signedIn: false });
    const state = await stateWith({ user });
    const disconnect = connectStateToBus(state, () => false);
    expect(bus.latest('session.changed')).toEqual({ signedIn: false });
    disconnect();
  });

  it('stores vehicle and cart changes any remote publishes', async () => {
    const state = await stateWith({});
    const disconnect = connectStateToBus(state, () => false);
    bus.publish('vehicle.changed', corolla, 'vehicle');
    bus.publish('cart.updated', { count: 5 }, 'cart-checkout');
    expect(state.get().vehicle).toEqual({ current: corolla, referred: false });
    expect(state.get().cart).toEqual({ count: 5 });
    bus.publish('vehicle.changed', null, 'vehicle');
    expect(state.get().vehicle).toEqual({ current: null, referred: false });
    disconnect();
  });
});
