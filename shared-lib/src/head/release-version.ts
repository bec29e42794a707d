export const UNKNOWN_RELEASE_VERSION = 'unknown';

/**
 * Spec: "Page meta tag release-version gives the release version, or unknown when absent." With
 * `remote`, that remote's release (`release-version:<remote>`, written when the page read its manifest).
 */
export function releaseVersion(doc: Document | undefined = globalThis.document, remote?: string): string {
  const content = doc?.querySelector(`meta[name="release-version${remote ? `:${remote}` : ''}"]`)?.getAttribute('content')?.trim();
  return content || UNKNOWN_RELEASE_VERSION;
}
