import { escapeHtml, type RemoteName } from '@axlebay/shared-lib';
import { contractRefusal, declarationOf, EXPOSED_CONTRACTS, exposeRefusal } from '@axlebay/shared-lib/contracts/versions';
import type { ContractVerdict } from '../federation/contracts-plugin';
import type { Registry } from '../registry/registry';
import { browserBuildJson } from './preload-hints';

export interface JudgedRemote extends ContractVerdict {
  manifest: unknown;
}

/**
 * Every remote of the page's registry judged by its browser manifest (cached 10 s, the one the
 * browser will load): the server leaves a refused remote's area to the browser's fallback (no server
 * render of a remote the page will not run, nothing to hydrate), and hands the verdicts to the
 * browser, which then needs no judging code in its first load (federation/contracts-plugin.ts).
 */
export function judgeRemotes(registry: Registry): Partial<Record<RemoteName, Promise<JudgedRemote>>> {
  return Object.fromEntries((Object.entries(registry) as [RemoteName, string][]).map(([remote, url]) => [remote, judgeRemote(remote, url)]));
}

async function judgeRemote(remote: RemoteName, url: string): Promise<JudgedRemote> {
  const manifest = (await browserBuildJson(url)) as { metaData?: { remoteEntry?: { name?: string } }; exposes?: { path?: string }[] };
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry) return { manifest };
  const declaration = declarationOf(manifest);
  // Its other modules too, so the browser loads no judging code for the header's pieces.
  const exposes = (manifest.exposes ?? []).flatMap(({ path }) => {
    const why = path && path !== './parcel' && exposeRefusal(remote, path, declaration, EXPOSED_CONTRACTS);
    return why ? [[path!, why] as const] : [];
  });
  return { manifest, entry, refused: contractRefusal(remote, declaration), exposes: exposes.length ? Object.fromEntries(exposes) : undefined };
}

/** All of them, once the page is composed (the routed remote's was awaited before its area). */
export async function allJudged(judging: Partial<Record<RemoteName, Promise<JudgedRemote>>>): Promise<Partial<Record<RemoteName, JudgedRemote>>> {
  return Object.fromEntries(await Promise.all(Object.entries(judging).map(async ([remote, judged]) => [remote, await judged] as const)));
}

/** The verdicts for the boot data: only builds the server saw (a manifest that did not answer is judged by the browser). */
export function verdicts(judged: Partial<Record<RemoteName, JudgedRemote>>): Partial<Record<RemoteName, ContractVerdict>> {
  return Object.fromEntries(Object.entries(judged).flatMap(([remote, { entry, refused, exposes }]) => (entry ? [[remote, { entry, ...(refused && { refused }), ...(exposes && { exposes }) }]] : [])));
}

/**
 * `<meta name="release-version:<remote>" content="<release>">` for every remote of the page (spec §9,
 * beside the shell's `release-version`), with `data-refused` when refused: where shoppers' tools,
 * the debug panel and the error reports read them. The browser rewrites one when it loads another
 * build (an override) itself (federation/remote-release.ts).
 */
export function remoteReleaseMetas(judged: Partial<Record<RemoteName, JudgedRemote>>): string {
  return Object.entries(judged)
    .filter(([, j]) => j.entry)
    .map(([remote, j]) => {
      const release = declarationOf(j.manifest)?.release || 'unknown';
      return `<meta name="release-version:${remote}" content="${escapeHtml(release)}"${j.refused ? ` data-refused="${escapeHtml(j.refused)}"` : ''}>`;
    })
    .join('');
}
