import { contractRefusal, DECLARATION_KEY, escapeHtml, type BuildDeclaration, type RemoteName } from '@axlebay/shared-lib';

/** The build's declaration (`metaData.axlebay`) in a remote's browser manifest; undefined when it has none. */
export function declarationOf(manifest: unknown): BuildDeclaration | undefined {
  return (manifest as { metaData?: Record<string, BuildDeclaration> } | undefined)?.metaData?.[DECLARATION_KEY];
}

/**
 * Why the browser will refuse the remote (the same rule as the shell's contracts plugin, judged by
 * the same browser manifest): the server then leaves its area to the browser's fallback, so there is
 * no server render of a remote the page will not run, and nothing to hydrate.
 */
export function serverRefusal(remote: RemoteName, manifest: unknown): string | undefined {
  return contractRefusal(remote, declarationOf(manifest));
}

/** `<meta name="release-version:<remote>">` for the routed remote, as the browser writes it (federation/remote-release.ts). */
export function remoteReleaseMeta(remote: RemoteName, manifest: unknown, refused?: string): string {
  if (!(manifest as { metaData?: unknown } | undefined)?.metaData) return '';
  const release = declarationOf(manifest)?.release || 'unknown';
  return `<meta name="release-version:${remote}" content="${escapeHtml(release)}"${refused ? ` data-refused="${escapeHtml(refused)}"` : ''}>`;
}
