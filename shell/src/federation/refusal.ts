import { contractRefusal, declarationOf, exposeRefusal } from '@axlebay/shared-lib/contracts/versions';
import { EXPOSED_CONTRACTS } from '@axlebay/shared-lib/contracts/versions';
import { remoteName } from './remote-name';
import { showRemoteRelease } from './remote-release';
import { unavailableRemote } from './unavailable-remote';

/** What the contracts plugin loads only when it judges a build itself or refuses something (not in the first load). */

const said = new Set<string>();

/** Why this shell refuses the remote's build (undefined: it does not), shown in its release meta as well. */
export function judge(remote: string, manifest: unknown): string | undefined {
  const declaration = declarationOf(manifest);
  const reason = contractRefusal(remote, declaration);
  showRemoteRelease(remote, declaration?.release, reason);
  return reason;
}

/** The stand-in of a refused module, and one console message per reason (naming the remote, the contract and both versions). */
export function standIn(id: string, reason: string) {
  if (!said.has(reason)) console.error(`[axlebay] ${reason}`);
  said.add(reason);
  return unavailableRemote(id, new Error(reason));
}

/** Another module of a remote this shell runs: undefined when the shell can use it, else its stand-in's factory. */
export function exposedModule(name: string, expose: string, manifest: unknown) {
  const reason = exposeRefusal(remoteName(name)!, expose, declarationOf(manifest), EXPOSED_CONTRACTS);
  return reason ? () => standIn(`${name}/${expose}`, reason) : undefined;
}
