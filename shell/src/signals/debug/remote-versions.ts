import type { Registry } from '../../registry/registry';

export interface RemoteVersion {
  remote: string;
  manifest: string;
  /** The federation manifest's build version, when it answered. */
  build?: string;
  /** The remote's release (its page's `release-version` meta), when it answered. */
  release?: string;
}

const get = async (url: string, fetcher: typeof fetch) => {
  const res = await fetcher(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
};

/** What each registered remote is running: its manifest's build version and its release, best effort. */
export async function remoteVersions(registry: Registry, fetcher: typeof fetch = fetch): Promise<RemoteVersion[]> {
  return Promise.all(
    Object.entries(registry).map(async ([remote, manifest]) => {
      const version: RemoteVersion = { remote, manifest: manifest! };
      const [build, release] = await Promise.allSettled([
        get(manifest!, fetcher).then((r) => r.json() as Promise<{ metaData?: { buildInfo?: { buildVersion?: unknown } } }>),
        get(new URL('./', manifest!).href, fetcher).then((r) => r.text()),
      ]);
      if (build.status === 'fulfilled' && typeof build.value.metaData?.buildInfo?.buildVersion === 'string') version.build = build.value.metaData.buildInfo.buildVersion;
      if (release.status === 'fulfilled') version.release = /<meta name="release-version" content="([^"]*)"/.exec(release.value)?.[1];
      return version;
    }),
  );
}
