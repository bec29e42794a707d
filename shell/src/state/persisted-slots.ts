import type { PersistedStateService } from '@axlebay/shared-lib';
import type { ClientStateStore } from './client-state';

/** Remotes' slots inside the one encrypted state (`remotes` slice). */
export function persistedSlots(state: ClientStateStore): PersistedStateService {
  return {
    slot: <T,>(name: string) => ({
      read: () => state.get().remotes?.[name] as T | undefined,
      write: (value: T | undefined) => {
        const remotes = { ...state.get().remotes };
        if (value === undefined) delete remotes[name];
        else remotes[name] = value;
        state.set('remotes', Object.keys(remotes).length ? remotes : undefined);
      },
    }),
  };
}
