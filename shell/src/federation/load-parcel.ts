import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, federatedModuleId, isRemoteParcel, type ExposedModules, type ExposedParcelModule, type RemoteName, type RemoteParcel } from '@axlebay/shared-lib';
import type { Registry } from '../registry/registry';
import { isUnavailableRemote, RemoteUnavailableError } from './unavailable-remote';

let registry: Registry = {};
/** Remotes whose last load failed: nothing but the shopper's Retry (a fresh load) asks for them again. */
const failed = new Set<RemoteName>();

export function lastLoadFailed(remote: RemoteName): boolean {
  return failed.has(remote);
}

/** Registers every remote of the (override-applied) registry with the federation runtime. */
export function registerRegistry(next: Registry) {
  registry = next;
  registerRemotes(
    Object.entries(next).map(([remote, entry]) => ({ name: FEDERATION_NAMES[remote as RemoteName], entry: entry! })),
  );
}

export function manifestUrlOf(remote: RemoteName): string | undefined {
  return registry[remote];
}

/**
 * Loads a remote's parcel. `fresh` drops everything the runtime cached about the remote first
 * (manifest, entry, modules), so Retry works without a page reload once the remote is back.
 */
export async function loadParcel(remote: RemoteName, { fresh = false } = {}): Promise<RemoteParcel> {
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'not in the registry');
  if (fresh) registerRemotes([{ name: FEDERATION_NAMES[remote], entry }], { force: true });
  let mod: unknown;
  try {
    mod = await loadRemote(federatedModuleId(remote));
  } catch (error) {
    failed.add(remote);
    throw new RemoteUnavailableError(remote, error);
  }
  if (isUnavailableRemote(mod) || !isRemoteParcel(mod)) failed.add(remote);
  else failed.delete(remote);
  if (isUnavailableRemote(mod)) throw new RemoteUnavailableError(remote, mod.error);
  if (!isRemoteParcel(mod)) throw new RemoteUnavailableError(remote, 'its ./parcel module does not follow the remote contract');
  // A module namespace is frozen; single-spa wants a plain config object.
  return { ...mod };
}

async function loadExposed(remote: RemoteName, expose: string): Promise<unknown> {
  if (!registry[remote]) throw new RemoteUnavailableError(remote, 'not in the registry');
  let mod: unknown;
  try {
    mod = await loadRemote(federatedModuleId(remote, `./${expose}`));
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (isUnavailableRemote(mod) || mod === undefined || mod === null) throw new RemoteUnavailableError(remote, isUnavailableRemote(mod) ? mod.error : `no ./${expose}`);
  return mod;
}

/** `exposed` in every parcel's props: another remote's `./<expose>`, loaded at run time. */
export const exposedModules: ExposedModules = {
  async loadParcel(remote, expose) {
    const m = (await loadExposed(remote, expose)) as Partial<ExposedParcelModule>;
    if (!['bootstrap', 'mount', 'unmount'].every((k) => typeof m[k as keyof ExposedParcelModule] === 'function')) {
      throw new RemoteUnavailableError(remote, `its ./${expose} module is not a parcel`);
    }
    return { ...(m as ExposedParcelModule) };
  },
  loadModule: <T,>(remote: RemoteName, expose: string) => loadExposed(remote, expose) as Promise<T>,
};
