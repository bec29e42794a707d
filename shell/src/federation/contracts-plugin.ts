import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteName } from './remote-name';

/** The server's judgement of a remote's build (boot data): its entry file, why it is refused, and why any of its other modules is. */
export interface ContractVerdict {
  entry?: string;
  refused?: string;
  exposes?: Record<string, string>;
}

/** By remote name, from the page's boot data (shell/src/server/remote-contracts.ts). */
let verdicts: Partial<Record<string, ContractVerdict>> = {};
export function setContractVerdicts(next: Partial<Record<string, ContractVerdict>> = {}) {
  verdicts = next;
}

/** Each remote's manifest, the server's verdict on that build if any and, when refused, why; by federation name. */
const judged = new Map<string, { manifest: unknown; verdict?: ContractVerdict; refused?: string }>();

/** Judging, wording, the console message and the stand-in: a chunk of its own, loaded only when needed. */
const refusal = () => import('./refusal');

/**
 * Federation runtime plugin: refuses a remote whose declared contracts this shell cannot meet
 * (shared-lib contracts/versions.ts), before any of its code runs, and any other module of a remote
 * older than the shell needs. A refused module is the stand-in of a remote that failed to load: its
 * area shows the fallback. The server judged every remote of the page's registry (boot data); a
 * build it did not judge (an override, a release since) is judged here. Nothing is thrown inside
 * the runtime's hooks (the runtime would log each throw again).
 */
export default function contractsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'axlebay-contracts',
    async loadRemoteSnapshot(args) {
      const { manifestJson: manifest, moduleInfo } = args;
      if (manifest) {
        const remote = remoteName(moduleInfo.name)!;
        const verdict = verdicts[remote]?.entry === manifest.metaData?.remoteEntry?.name ? verdicts[remote] : undefined;
        judged.set(moduleInfo.name, { manifest, verdict, refused: verdict ? verdict.refused : (await refusal()).judge(remote, manifest) });
      }
      return args;
    },
    // A refused remote's entry is never fetched: a container whose every module is the stand-in.
    loadEntry({ remoteInfo: { name } }) {
      const reason = judged.get(name)?.refused;
      if (reason) return { init() {}, get: (expose: string) => async () => (await refusal()).standIn(`${name}/${expose}`, reason) } as never;
    },
    // The page's parcel was judged with the remote; any other module when first loaded (after the page is live).
    async getModuleFactory({ expose, moduleInfo: { name } }) {
      const known = judged.get(name);
      if (!known || known.refused || expose === './parcel') return undefined;
      const reason = known.verdict?.exposes?.[expose];
      if (known.verdict) return reason ? async () => (await refusal()).standIn(`${name}/${expose}`, reason) : undefined;
      return (await refusal()).exposedModule(name, expose, known.manifest);
    },
  };
}
