import type { CartSummary, CurrentVehicle, SessionUser } from '@axlebay/shared-lib';
import type { EncryptedStorage } from './encrypted-storage';

/** The vehicle being shopped for; `referred` when it came in with a link rather than the shopper's choice. */
export interface PersistedVehicle {
  current: CurrentVehicle | null;
  referred: boolean;
}

/** Search state (spec §3): the typed text and the category level being browsed. */
export interface PersistedSearch {
  inputText: string;
  categoryLevel?: number;
}

export interface ClientState {
  user?: SessionUser;
  cart?: CartSummary;
  vehicle?: PersistedVehicle;
  search?: PersistedSearch;
  /** Remotes' own slots (`PersistedStateService`), by slot name. */
  remotes?: Record<string, unknown>;
}

export type StateSlice = keyof ClientState;

/**
 * The shell's persisted client state: four slices under one encrypted key, each resettable alone
 * (spec §4 "user, cart, vehicle, search are each resettable alone"). Reads are synchronous from
 * memory; writes go to storage in order, one at a time.
 */
export interface ClientStateStore {
  get(): Readonly<ClientState>;
  set<K extends StateSlice>(slice: K, value: ClientState[K]): void;
  reset(...slices: StateSlice[]): void;
  /** Everything, e.g. on a 401. */
  purge(): void;
  /** Resolves when every write so far has reached storage. */
  flushed(): Promise<void>;
}

export async function loadClientState(storage: EncryptedStorage<ClientState>): Promise<ClientStateStore> {
  let state: ClientState = (await storage.load().catch(() => undefined)) ?? {};
  let writes = Promise.resolve();

  const persist = () => {
    const snapshot = state;
    writes = writes
      .then(() => (Object.keys(snapshot).length ? storage.save(snapshot) : storage.clear()))
      // Storage full or crypto unavailable: the page keeps working from memory.
      .catch(() => undefined);
  };

  return {
    get: () => state,
    set(slice, value) {
      state = { ...state, [slice]: value };
      if (value === undefined) delete state[slice];
      persist();
    },
    reset(...slices) {
      const next = { ...state };
      for (const slice of slices) delete next[slice];
      state = next;
      persist();
    },
    purge() {
      state = {};
      persist();
    },
    flushed: () => writes,
  };
}
