import { escapeHtml } from '@axlebay/shared-lib';
import type { ShellChunkGroups } from './types';

/**
 * Everything a page needs before it can hydrate, named in its HTML so the browser fetches it all at
 * once instead of discovering it one by one (shell → shared chunks → remote manifest → remote entry →
 * page chunk): the shell's shared chunks and bootstrap chunk, the font, and the routed remote's entry
 * and `./parcel` chunks from its browser `mf-manifest.json`. The font is preloaded in <head>; the
 * scripts right after the first paint (see document.ts), so they never compete with it.
 */

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  shared?: { name: string; assets?: ManifestAssets }[];
  exposes?: { path: string; assets?: ManifestAssets }[];
}

function asManifest(raw: unknown): Manifest {
  return typeof raw === 'object' && raw !== null ? (raw as Manifest) : {};
}


/** What goes in `<head>` for the first paint, and the scripts fetched once it is on screen. */
export interface Hints {
  head: string[];
  scripts: string[];
}

/**
 * The shell's own: the Roboto Flex and Archivo Black latin fonts (their @font-face rules are inline), the bootstrap chunk
 * group (the chunk and the libraries split off it) and the shared singletons' chunks.
 */
export function shellHints(shellManifest: unknown, shellFiles: string[], groups: ShellChunkGroups = {}): Hints {
  const manifest = asManifest(shellManifest);
  const shared = groups.shared ?? (manifest.shared ?? []).flatMap((s) => s.assets?.js?.sync ?? []);
  const bootstrap = groups.bootstrap ?? shellFiles.filter((f) => /^bootstrap\.[0-9a-f]{8}\.js$/.test(f));
  const font = shellFiles.filter((f) => /(roboto-flex-latin-wght-normal|archivo-black-latin-400-normal).*\.woff2$/.test(f));
  return {
    head: font.map((f) => `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(f)}" crossorigin>`),
    scripts: [...new Set([...bootstrap, ...shared])].map((f) => `/${f}`),
  };
}

/**
 * The remote's entry, the sync chunks of its `./parcel` and, when the page is its own chunk, that
 * chunk's files from the remote's `chunk-groups.json` (absolute URLs on the remote's origin).
 */
export function remoteHints(manifestUrl: string, rawManifest: unknown, page?: { chunk: string; groups: unknown }): Hints {
  const manifest = asManifest(rawManifest);
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const parcel = manifest.exposes?.find((e) => e.path === './parcel');
  const pageFiles = page ? (page.groups as Record<string, unknown> | undefined)?.[page.chunk] : undefined;
  const files = [
    entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined,
    ...(parcel?.assets?.js?.sync ?? []),
    ...(Array.isArray(pageFiles) ? pageFiles.filter((f): f is string => typeof f === 'string') : []),
  ];
  return {
    head: [`<link rel="preconnect" href="${escapeHtml(base.origin)}">`],
    scripts: files.filter((f): f is string => Boolean(f)).map((f) => new URL(f, base).href),
  };
}

const manifests = new Map<string, { at: number; value: Promise<unknown> }>();
/**
 * A JSON file of a remote's browser build (its mf-manifest.json, its chunk-groups.json), kept 10 s
 * (a new release shows within seconds, no restart); {} when it cannot be had in 500 ms.
 */
export function browserBuildJson(url: string): Promise<unknown> {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < 10_000) return hit.value;
  const value = fetch(url, { signal: AbortSignal.timeout(500) })
    .then((res) => (res.ok ? res.json() : {}))
    .catch(() => ({}));
  manifests.set(url, { at: Date.now(), value });
  return value;
}
