// Not the barrel: the versions stay out of the shared-lib chunk every page loads (this panel is its own chunk).
import { contractRefusal, declarationOf } from '@axlebay/shared-lib/contracts/versions';
import type { Registry } from '../../registry/registry';

export interface RemoteVersion {
  remote: string;
  manifest: string;
  /** The federation manifest's build version, when the manifest was read here. */
  build?: string;
  /** The remote's release, from its manifest's declaration. */
  release?: string;
  /** Why the shell refused it (contract versions), when it did. */
  refused?: string;
}

type Manifest = { metaData?: { buildInfo?: { buildVersion?: unknown } } & Record<string, unknown> };

/**
 * What each registered remote is running. A remote this page loaded already has its release in the
 * page (`<meta name="release-version:<remote>">`, written from its manifest): no request. For the
 * others, one read of their manifest (JSON), best effort.
 */
export async function remoteVersions(registry: Registry, fetcher: typeof fetch = fetch, doc: Document = document): Promise<RemoteVersion[]> {
  return Promise.all(
    Object.entries(registry).map(async ([remote, manifest]) => {
      const version: RemoteVersion = { remote, manifest: manifest! };
      const meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="release-version:${remote}"]`);
      if (meta) {
        version.release = meta.content;
        if (meta.dataset.refused) version.refused = meta.dataset.refused;
        return version;
      }
      try {
        const res = await fetcher(manifest!, { cache: 'no-cache' });
        const json = res.ok ? ((await res.json()) as Manifest) : {};
        const build = json.metaData?.buildInfo?.buildVersion;
        const declaration = declarationOf(json);
        if (typeof build === 'string') version.build = build;
        if (typeof declaration?.release === 'string') version.release = declaration.release;
        // Not loaded here yet: the same judgement the shell will make when it is.
        const refused = res.ok ? contractRefusal(remote, declaration) : undefined;
        if (refused) version.refused = refused;
      } catch {
        // Unreachable: the panel says the release is unknown.
      }
      return version;
    }),
  );
}
