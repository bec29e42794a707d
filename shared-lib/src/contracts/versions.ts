import { EVENT_VERSION } from '../bus/events';

/**
 * Versions of the contracts between the shell and the remotes (design card: independent deploys).
 * `major.minor`: a consumer accepts a provider with the same major and a minor at least the one it
 * needs. Add a field or an optional prop: minor + 1; remove or change one: major + 1.
 *
 * Each build writes what it needs and provides into its `mf-manifest.json` (`metaData.axlebay`,
 * tools/webpack/contracts-plugin.cjs), so the shell judges a remote before running any of its code.
 * This file is read by that plugin too: constants only, no imports but the bus's event version.
 */

/** What the shell provides to every remote: a remote built with this shared-lib needs these. */
export const HOST_CONTRACTS = {
  /** `RemoteParcelProps` (parcel-props.ts): what the shell passes to a remote's parcel. */
  'parcel-props': '1.0',
  /** The bus's events: their major is the version every event already carries (`EVENT_VERSION`). */
  bus: `${EVENT_VERSION}.0`,
} as const;

/**
 * What remotes provide: each exposed module, named after its expose (`./parcel` → `parcel`); the
 * shell (its shared-lib: `FitBadgeSlot`, `ExposedParcel`, the header) consumes them at these versions.
 */
export const EXPOSED_CONTRACTS = {
  /** `RemoteParcel`: single-spa lifecycles, `Root` (server), `pageChunks`. */
  parcel: '1.0',
  /** Exposed parcels (`ExposedParcelModule` with their own props). */
  'search-box': '1.0',
  'recently-viewed': '1.0',
  'recommended-parts': '1.0',
  'parts-strip': '1.0',
  'garage-chip': '1.0',
  'vehicle-hero': '1.0',
  'fitment-table': '1.0',
  'fit-badge': '1.0',
  'sign-in-panel': '1.0',
  /** Plain modules: `FitBadgeViewModule`, the fit service, `CartStoreModule`. */
  'fit-badge-view': '1.0',
  'fit-service': '1.0',
  'cart-store': '1.0',
} as const;

export type ContractName = keyof typeof HOST_CONTRACTS | keyof typeof EXPOSED_CONTRACTS;
export type ContractVersions = Readonly<Partial<Record<string, string>>>;

/** A build's declaration, `metaData.axlebay` of its mf-manifest.json. */
export interface BuildDeclaration {
  /** The release it was built for (`RELEASE_VERSION`), e.g. `20261126-231500-0d99305`. */
  release?: string;
  contracts?: { needs?: ContractVersions; provides?: ContractVersions };
}

/** The key of the declaration in the manifest's `metaData`. */
export const DECLARATION_KEY = 'axlebay';

/** The shell's own declaration. */
export const SHELL_CONTRACTS = { provides: HOST_CONTRACTS, needs: EXPOSED_CONTRACTS };

/**
 * A remote built before contract versions has no declaration: it is taken to need the oldest
 * version of each host contract (1.0) and to provide 1.0 of each module, so it still loads in any
 * 1.x shell and is refused once a contract it relies on moves to 2.0.
 */
const OLDEST = '1.0';

const parse = (v: unknown) => (typeof v === 'string' && /^\d+\.\d+$/.test(v) ? v.split('.').map(Number) : undefined);

/** Does `have` satisfy `need`? Same major, minor at least the one needed. */
export function accepts(need: string, have: string): boolean {
  const n = parse(need);
  const h = parse(have);
  return Boolean(n && h && n[0] === h[0] && h[1]! >= n[1]!);
}

/** The declaration's versions of `key`, or why they are unusable. */
function versionsOf(remote: string, declaration: unknown, key: 'needs' | 'provides'): ContractVersions | string | undefined {
  if (declaration === undefined) return undefined;
  const table = (declaration as BuildDeclaration | null)?.contracts?.[key];
  if (typeof table !== 'object' || !table || Array.isArray(table)) return `${remote} has a malformed contract declaration ("${key}" is no table of versions)`;
  for (const [name, v] of Object.entries(table)) if (!parse(v)) return `${remote} has a malformed contract declaration (${name} ${JSON.stringify(v)} is not major.minor)`;
  return table;
}

/**
 * Why the shell refuses `remote` (one sentence naming the contract and both versions, e.g.
 * `catalog needs parcel-props 3.0, this shell provides 2.1`), or undefined when every contract it
 * needs is provided. `declaration` is the manifest's `metaData.axlebay`, undefined when absent.
 */
export function contractRefusal(remote: string, declaration: unknown, provides: ContractVersions = HOST_CONTRACTS): string | undefined {
  const needs = versionsOf(remote, declaration, 'needs') ?? Object.fromEntries(Object.keys(provides).map((k) => [k, OLDEST]));
  if (typeof needs === 'string') return needs;
  for (const [name, need] of Object.entries(needs)) {
    const have = provides[name];
    if (!have || !accepts(need!, have)) return `${remote} needs ${name} ${need}, this shell provides ${have ?? 'none'}`;
  }
  return undefined;
}

/** Why the shell refuses `remote`'s `./<expose>` (it provides an older or other major module), or undefined. */
export function exposeRefusal(remote: string, expose: string, declaration: unknown, needs: ContractVersions = EXPOSED_CONTRACTS): string | undefined {
  const name = expose.replace(/^\.\//, '');
  const need = needs[name];
  if (!need) return undefined;
  const provided = versionsOf(remote, declaration, 'provides');
  if (typeof provided === 'string') return provided;
  const have = provided ? provided[name] : OLDEST;
  return have && accepts(need, have) ? undefined : `${remote} provides ${name} ${have ?? 'none'}, this shell needs ${need}`;
}
