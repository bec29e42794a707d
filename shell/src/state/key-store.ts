import { createStore, get, set } from 'idb-keyval';

/** Where the state key lives. IndexedDB in the browser; tests pass an in-memory one. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
}

const KEY_NAME = 'state-key-v1';

/**
 * IndexedDB keeps a CryptoKey as the object itself (structured clone), so a key generated as
 * non-extractable can be used by this origin's scripts but never read out as bytes.
 */
export function indexedDbKeyStore(): KeyStore {
  const store = createStore('axlebay', 'keys');
  return {
    get: () => get<CryptoKey>(KEY_NAME, store),
    set: (key) => set(KEY_NAME, key, store),
  };
}

export function memoryKeyStore(): KeyStore {
  let held: CryptoKey | undefined;
  return {
    get: async () => held,
    set: async (key) => {
      held = key;
    },
  };
}
