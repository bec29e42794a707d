import { describe, expect, it } from '@jest/globals';
import { loadClientState, type ClientState } from './client-state';
import type { EncryptedStorage } from './encrypted-storage';

function recordingStorage(initial?: ClientState) {
  let held = initial;
  const saves: ClientState[] = [];
  const storage: EncryptedStorage<ClientState> = {
    load: async () => held,
    save: async (v) => {
      saves.push(v);
      held = v;
    },
    clear: () => void (held = undefined),
  };
  return { storage, saves, held: () => held };
}

const user = { accountId: 1, email: 'a@x.com', nickname: '', zipCode: '', emailVerified: true, useFirstDiscount: false };

describe('client state', () => {
  it('starts from what was stored and writes every change in order', async () => {
    const { storage, saves, held } = recordingStorage({ cart: { count: 1 } });
    const state = await loadClientState(storage);
    expect(state.get()).toEqual({ cart: { count: 1 } });
    state.set('user', user);
    state.set('cart', { count: 2 });
    await state.flushed();
    expect(saves.map((s) => s.cart?.count)).toEqual([1, 2]);
    expect(held()).toEqual({ user, cart: { count: 2 } });
  });

  it('resets each slice alone', async () => {
    const { storage, held } = recordingStorage();
    const state = await loadClientState(storage);
    state.set('user', user);
    state.set('cart', { count: 2 });
    state.set('vehicle', { current: null, referred: false });
    state.set('search', { inputText: 'wipers' });
    state.reset('cart');
    expect(Object.keys(state.get()).sort()).toEqual(['search', 'user', 'vehicle']);
    state.reset('user', 'search');
    await state.flushed();
    expect(held()).toEqual({ vehicle: { current: null, referred: false } });
  });

  it('purges everything and clears the storage key', async () => {
    const { storage, held } = recordingStorage({ user, cart: { count: 1 } });
    const state = await loadClientState(storage);
    state.purge();
    await state.flushed();
    expect(state.get()).toEqual({});
    expect(held()).toBeUndefined();
  });

  it('keeps working from memory when storage fails', async () => {
    const state = await loadClientState({
      load: () => Promise.reject(new Error('no IndexedDB')),
      save: () => Promise.reject(new Error('quota')),
      clear: () => undefined,
    });
    state.set('cart', { count: 4 });
    await expect(state.flushed()).resolves.toBeUndefined();
    expect(state.get().cart).toEqual({ count: 4 });
  });
});
