/**
 * What the failure plugin hands back instead of a module when a remote cannot load. Callers see a
 * value (no unhandled rejection deep inside the federation runtime) and turn it into a fallback.
 */
const UNAVAILABLE = Symbol.for('axlebay.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[UNAVAILABLE] === true;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: unknown,
  ) {
    super(`Remote ${remote} is unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'RemoteUnavailableError';
  }
}
