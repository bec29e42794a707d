export const UNKNOWN_RELEASE_VERSION = 'unknown';

/** Spec: "Page meta tag release-version gives the release version, or unknown when absent." */
export function releaseVersion(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="release-version"]')?.getAttribute('content')?.trim();
  return content || UNKNOWN_RELEASE_VERSION;
}
