import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, federatedModuleId, isRemoteParcel, type RemoteName, type RemoteParcel } from '@axlebay/shared-lib';
import type { Registry } from '../registry/registry';

/** Server entry URL each remote was registered with: a new URL (a new release) evicts the old container. */
const registered = new Map<RemoteName, string>();
const parcels = new Map<RemoteName, Promise<RemoteParcel>>();
/** The remote entry file each manifest named when last checked: a squad may ship a release behind the same manifest URL. */
const releases = new Map<RemoteName, { checkedAt: number; entry: string | undefined }>();
const RELEASE_CHECK_MS = 2000;

async function entryFileOf(manifestUrl: string): Promise<string | undefined> {
  try {
    const res = await fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(500) });
    if (!res.ok) return undefined;
    const manifest = (await res.json()) as { metaData?: { remoteEntry?: { name?: string } } };
    return manifest.metaData?.remoteEntry?.name;
  } catch {
    return undefined;
  }
}

function register(remote: RemoteName, url: string) {
  // Always forced: the runtime keeps a remote it knows (silently, without force) even after the registry
  // dropped it for a while (a browser-only entry, a second renderer in the process), and would go on
  // serving that old container under a new release's URL.
  registerRemotes([{ name: FEDERATION_NAMES[remote], entry: url }], { force: true });
  registered.set(remote, url);
  parcels.delete(remote);
}

/**
 * Registers the registry's server entries with the Node federation runtime, replacing changed ones:
 * a new URL, or a new release behind the same manifest URL (checked at most every 2 s per remote).
 */
export async function syncServerRemotes(server: Registry): Promise<void> {
  const entries = Object.entries(server) as [RemoteName, string][];
  for (const [remote, url] of entries) if (registered.get(remote) !== url) register(remote, url);
  await Promise.all(
    entries.map(async ([remote, url]) => {
      const known = releases.get(remote);
      if (known && Date.now() - known.checkedAt < RELEASE_CHECK_MS) return;
      releases.set(remote, { checkedAt: Date.now(), entry: known?.entry });
      const entry = await entryFileOf(url);
      if (known?.entry && entry && entry !== known.entry) register(remote, url);
      releases.set(remote, { checkedAt: Date.now(), entry: entry ?? known?.entry });
    }),
  );
  for (const remote of [...registered.keys()]) {
    if (!server[remote]) {
      registered.delete(remote);
      parcels.delete(remote);
    }
  }
}

export function hasServerEntry(remote: RemoteName): boolean {
  return registered.has(remote);
}

/** The remote's `./parcel` from its Node container (loaded once per release, over HTTP). */
export function loadServerParcel(remote: RemoteName): Promise<RemoteParcel> {
  let parcel = parcels.get(remote);
  if (!parcel) {
    parcel = loadRemote(federatedModuleId(remote)).then((mod) => {
      if (!isRemoteParcel(mod) || typeof (mod as Partial<RemoteParcel>).Root !== 'function') {
        throw new Error(`${remote}'s server ./parcel does not follow the remote contract`);
      }
      return mod as RemoteParcel;
    });
    // A failed load is not cached: the next request tries again.
    parcel.catch(() => parcels.delete(remote));
    parcels.set(remote, parcel);
  }
  return parcel;
}
