import { isRemoteName, type RemoteName } from '@axlebay/shared-lib';

/** `remotes.json`: remote name → URL of its `mf-manifest.json`. Read at run time, never built in. */
export type Registry = Partial<Record<RemoteName, string>>;

export const REGISTRY_URL = '/remotes.json';

/** Keeps only known remote names with absolute http(s) manifest URLs; reports what it dropped. */
export function parseRegistry(raw: unknown): { registry: Registry; problems: string[] } {
  const registry: Registry = {};
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { registry, problems: ['registry is not a JSON object'] };
  }
  for (const [name, url] of Object.entries(raw)) {
    if (!isRemoteName(name)) problems.push(`unknown remote "${name}"`);
    else if (typeof url !== 'string' || !isHttpUrl(url)) problems.push(`remote "${name}" has no valid URL`);
    else registry[name] = url;
  }
  return { registry, problems };
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
