import { describe, expect, it } from '@jest/globals';
import { loadClientState } from './client-state';
import { persistedSlots } from './persisted-slots';

describe('remote slots in the persisted state', () => {
  it('keeps each slot under the remotes slice, and removes it on undefined', async () => {
    const state = await loadClientState({ load: async () => undefined, save: async () => undefined, clear: () => undefined });
    const slots = persistedSlots(state);
    const garage = slots.slot<string[]>('vehicle.guestGarage');
    expect(garage.read()).toBeUndefined();
    garage.write(['a', 'b']);
    slots.slot<number>('catalog.recent').write(3);
    expect(state.get().remotes).toEqual({ 'vehicle.guestGarage': ['a', 'b'], 'catalog.recent': 3 });
    expect(garage.read()).toEqual(['a', 'b']);
    garage.write(undefined);
    slots.slot('catalog.recent').write(undefined);
    expect(state.get().remotes).toBeUndefined();
  });
});
