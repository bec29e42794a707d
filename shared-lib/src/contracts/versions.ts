import { EVENT_VERSION } from '../bus/events';

/**
 * Versions of the contracts between the shell and the remotes (design card: independent deploys).
 * `major.minor`: a consumer accepts a provider with the same major and a minor at least the one it
 * needs. Add a field or an optional prop: minor + 1; remove or change one: major + 1.
 *
 * Each build writes what it needs and provides into its `mf-manifest.json` (`metaData.axlebay`,
 * tools/webpack/contracts.cjs), so the shell judges a remote before running any of its code.
 * This file is read by that plugin too: no imports but the bus's event version. The shell's server
 * judges every remote of a page; the browser loads this only to judge a build the server did not
 * see, or to word a refusal (not in the first load: shell/src/federation/contracts-plugin.ts).
 */

/** What the shell provides to every remote: a remote built with this shared-lib needs these. */
export const HOST_CONTRACTS = {
  /** `RemoteParcelProps` (parcel-props.ts): what the shell passes to a remote's parcel. */
  'parcel-props': '1.0',
  /** The bus's events: their major is the version every event already carries (`EVENT_VERSION`). */
  bus: `${EVENT_VERSION}.0`,
} as const;

/** `RemoteParcel` (`./parcel`): single-spa lifecycles, `Root` (server), `pageChunks`. */
export const PARCEL_CONTRACT = '1.0';

/**
 * What remotes provide: each exposed module, named after its expose (`./parcel` → `parcel`), at the
 * version the shell (its shared-lib: `FitBadgeSlot`, `ExposedParcel`, the header) consumes it. The shell
 * judges its page's parcel with the remote, the others when it first loads them.
 */
export const EXPOSED_CONTRACTS = {
  parcel: PARCEL_CONTRACT,
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

/** The shell's own declaration (written into its manifest): what it provides and needs. */
export const SHELL_CONTRACTS = { provides: HOST_CONTRACTS, needs: EXPOSED_CONTRACTS };

export type ContractVersions = Readonly<Partial<Record<string, string>>>;

/** A build's declaration, `metaData.axlebay` of its mf-manifest.json. */
export interface BuildDeclaration {
  /** The release it was built for (`RELEASE_VERSION`), e.g. `20261126-231500-0d99305`. */
  release?: string;
  contracts?: { needs?: ContractVersions; provides?: ContractVersions };
}

/** The key of the declaration in the manifest's `metaData`. */
export const DECLARATION_KEY = 'axlebay';

/**
 * A remote built before contract versions has no declaration: it is taken to need the oldest
 * version (1.0) of each host contract and to provide 1.0 of each module, so it still loads in any
 * 1.x shell and is refused once a contract it relies on moves to 2.0.
 */
const OLDEST = '1.0';

const parse = (v: unknown) => typeof v === 'string' && /^\d+\.\d+$/.test(v) && v.split('.').map(Number);

/** Does `have` satisfy `need`? Same major, minor at least the one needed. */
export function accepts(need: unknown, have: unknown): boolean {
  const n = parse(need);
  const h = parse(have);
  return !!n && !!h && n[0] === h[0] && h[1]! >= n[1]!;
}

/** The declaration's `needs` or `provides` (the oldest versions of `names` without a declaration); undefined when malformed. */
function tableOf(declaration: unknown, key: 'needs' | 'provides', names: string[]): ContractVersions | undefined {
  if (declaration === undefined) return Object.fromEntries(names.map((n) => [n, OLDEST]));
  const table = (declaration as BuildDeclaration | null)?.contracts?.[key];
  return table && typeof table === 'object' && !Array.isArray(table) && Object.values(table).every(parse) ? table : undefined;
}

/** The first of `needs` that `provides` does not meet: [contract, needed, provided]. */
function unmet(needs: ContractVersions, provides: ContractVersions): [string, string, string] | undefined {
  for (const name in needs) if (!accepts(needs[name], provides[name])) return [name, needs[name]!, provides[name] ?? 'none'];
  return undefined;
}

/** The build's declaration (`metaData.axlebay`) in a manifest; undefined when it has none. */
export function declarationOf(manifest: unknown): BuildDeclaration | undefined {
  return (manifest as { metaData?: Record<string, BuildDeclaration> } | undefined)?.metaData?.[DECLARATION_KEY];
}

const malformed = (remote: string, declaration: unknown) => `${remote} has a malformed contract declaration: ${JSON.stringify(declaration)}`;

/** Why the shell refuses `remote`'s `./<expose>` (an older or other major module than it `needs`), or undefined. */
export function exposeRefusal(remote: string, expose: string, declaration: unknown, needs: ContractVersions): string | undefined {
  const name = expose.slice(2);
  const provides = tableOf(declaration, 'provides', [name]);
  if (!provides) return malformed(remote, declaration);
  const gap = needs[name] ? unmet({ [name]: needs[name] }, provides) : undefined;
  return gap && `${remote} provides ${name} ${gap[2]}, this shell needs ${gap[1]}`;
}

/**
 * Why the shell refuses `remote` (e.g. `catalog needs parcel-props 3.0, this shell provides 2.1`), or
 * undefined when it can run it. `declaration` is the manifest's `metaData.axlebay`, undefined when absent.
 */
export function contractRefusal(remote: string, declaration: unknown, provides: ContractVersions = HOST_CONTRACTS): string | undefined {
  const needs = tableOf(declaration, 'needs', Object.keys(provides));
  const gap = needs && unmet(needs, provides);
  if (!needs) return malformed(remote, declaration);
  return gap ? `${remote} needs ${gap[0]} ${gap[1]}, this shell provides ${gap[2]}` : exposeRefusal(remote, './parcel', declaration, { parcel: PARCEL_CONTRACT });
}
