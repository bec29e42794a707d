import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Not the shared-lib barrel: runtime plugins run before shared modules are negotiated. This is the
// shell's own copy of the contract versions: what this shell provides and needs.
import { contractRefusal, DECLARATION_KEY, exposeRefusal } from '@axlebay/shared-lib/contracts/versions';
import { showRemoteRelease } from './remote-release';
import { unavailableRemote } from './unavailable-remote';

/** The declaration (`metaData.axlebay`) of each remote's manifest, and why a remote is refused, by federation name. */
const declarations = new Map<string, unknown>();
const refused = new Map<string, string>();
const said = new Set<string>();

const remoteOf = (federationName: string) => federationName.replace('_', '-');

/** One console message per remote and reason; the module becomes the stand-in (the area's fallback). */
function standIn(id: string, reason: string) {
  if (!said.has(reason)) console.error(`[axlebay] ${reason}`);
  said.add(reason);
  return () => unavailableRemote(id, new Error(reason));
}

/**
 * Federation runtime plugin: reads each remote's contract declaration from its manifest, before any
 * of its code runs, and refuses a remote that needs a newer (or another major) contract than this
 * shell provides, or one of its exposed modules when it is older than the shell needs. A refused
 * module is the same stand-in as a remote that failed to load: its area shows the fallback. Nothing
 * is thrown inside the runtime's hooks (the runtime would log each throw again). Also shows each
 * remote's release (`<meta name="release-version:<remote>">`).
 */
export default function contractsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'axlebay-contracts',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const { name } = args.moduleInfo;
      const declaration = (args.manifestJson?.metaData as Record<string, unknown> | undefined)?.[DECLARATION_KEY];
      const reason = contractRefusal(remoteOf(name), declaration);
      declarations.set(name, declaration);
      if (reason) refused.set(name, reason);
      else refused.delete(name);
      showRemoteRelease(remoteOf(name), (declaration as { release?: unknown } | undefined)?.release, reason);
      return args;
    },
    // A refused remote's entry is never fetched: a container whose every module is the stand-in.
    loadEntry({ remoteInfo: { name } }) {
      const reason = refused.get(name);
      if (reason) return { init() {}, get: (expose: string) => standIn(`${name}/${expose}`, reason) } as never;
    },
    getModuleFactory({ expose, moduleInfo: { name } }) {
      const reason = declarations.has(name) && !refused.has(name) && exposeRefusal(remoteOf(name), expose, declarations.get(name));
      if (reason) return standIn(`${name}/${expose}`, reason);
    },
  };
}
