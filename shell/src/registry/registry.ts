import { isRemoteName, type RemoteName } from '@axlebay/shared-lib';

/** Remote name → URL of its browser `mf-manifest.json`: what the browser registers. */
export type Registry = Partial<Record<RemoteName, string>>;

/**
 * `remotes.json`, read at run time, never built in. Each remote is either the URL of its browser
 * `mf-manifest.json`, or `{ "browser": url, "server": url }` when the remote also ships a server
 * build (its Node container's manifest, loaded by the shell's server to compose the first HTML).
 * A remote without a server entry is rendered in the browser only.
 */
export interface ParsedRegistry {
  registry: Registry;
  server: Registry;
  problems: string[];
}

export const REGISTRY_URL = '/remotes.json';

/** Keeps only known remote names with absolute http(s) manifest URLs; reports what it dropped. */
export function parseRegistry(raw: unknown): ParsedRegistry {
  const registry: Registry = {};
  const server: Registry = {};
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { registry, server, problems: ['registry is not a JSON object'] };
  }
  for (const [name, value] of Object.entries(raw)) {
    if (!isRemoteName(name)) {
      problems.push(`unknown remote "${name}"`);
      continue;
    }
    const entry: Record<string, unknown> = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { browser: value };
    if (typeof entry.browser !== 'string' || !isHttpUrl(entry.browser)) {
      problems.push(`remote "${name}" has no valid URL`);
      continue;
    }
    registry[name] = entry.browser;
    if (entry.server === undefined) continue;
    if (typeof entry.server === 'string' && isHttpUrl(entry.server)) server[name] = entry.server;
    else problems.push(`remote "${name}" has no valid server URL`);
  }
  return { registry, server, problems };
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
