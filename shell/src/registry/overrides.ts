import { isRemoteName, type RemoteName } from '@axlebay/shared-lib';
import { isHttpUrl, type Registry } from './registry';

/**
 * Local composition for integration testers: swap one remote for another build without touching
 * `remotes.json`. `?mfOverride=catalog@http://localhost:5101/mf-manifest.json` (repeatable) sets an
 * override and keeps it in localStorage; `?mfOverride=clear` removes them all.
 *
 * Overrides can only point at allowed hosts (loopback by default): a link must never be able to load
 * foreign code into a shopper's page.
 */
export const OVERRIDE_PARAM = 'mfOverride';
export const OVERRIDE_STORAGE_KEY = 'axlebay.mf-overrides';
export const DEFAULT_OVERRIDE_HOSTS = ['localhost', '127.0.0.1', '[::1]', '*.localhost'];

export type Overrides = Partial<Record<RemoteName, string>>;

export function isAllowedOverrideUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (!isHttpUrl(url)) return false;
  const host = new URL(url).hostname;
  return allowedHosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

function readStored(storage: Storage): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Overrides) : {};
  } catch {
    return {};
  }
}

/**
 * Where overrides are not allowed (a shop for shoppers): an `mfOverride` link is ignored with a
 * warning and any override stored by an older page is dropped, so nothing keeps a remote swapped.
 */
export function refuseOverrides(search: string, storage: Storage): Overrides {
  if (new URLSearchParams(search).has(OVERRIDE_PARAM)) console.warn('[axlebay] remote overrides are turned off in this shop; the link parameter was ignored');
  storage.removeItem(OVERRIDE_STORAGE_KEY);
  return {};
}

/**
 * Reads overrides from the query (which wins) and storage, drops disallowed ones with a warning,
 * and stores the result.
 */
export function resolveOverrides(search: string, storage: Storage, allowedHosts: readonly string[] = DEFAULT_OVERRIDE_HOSTS): Overrides {
  const params = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  if (params.includes('clear')) {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    return {};
  }
  const merged: Overrides = { ...readStored(storage) };
  for (const value of params.flatMap((p) => p.split(','))) {
    const at = value.indexOf('@');
    const name = value.slice(0, at);
    const url = value.slice(at + 1);
    if (at > 0 && isRemoteName(name)) merged[name] = url;
    else console.warn(`[axlebay] ignored override "${value}": expected <remote>@<manifest URL>`);
  }
  const allowed: Overrides = {};
  for (const [name, url] of Object.entries(merged) as Array<[RemoteName, string]>) {
    if (isRemoteName(name) && isAllowedOverrideUrl(url, allowedHosts)) allowed[name] = url;
    else console.warn(`[axlebay] ignored override of ${name}: ${url} is not on an allowed host`);
  }
  if (Object.keys(allowed).length) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(allowed));
  else storage.removeItem(OVERRIDE_STORAGE_KEY);
  return allowed;
}

export function clearOverrides(storage: Storage) {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}

export function applyOverrides(registry: Registry, overrides: Overrides): Registry {
  return { ...registry, ...overrides };
}
