/** One named value a remote keeps between visits. */
export interface PersistedSlot<T> {
  read(): T | undefined;
  /** `undefined` removes it. */
  write(value: T | undefined): void;
}

/**
 * Remotes keep their between-visits state (e.g. a guest's garage) in the shell's persisted state, so
 * all client state stays under one encrypted key (spec §9). Name slots `<remote>.<what>`.
 */
export interface PersistedStateService {
  slot<T>(name: string): PersistedSlot<T>;
}
