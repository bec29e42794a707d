import { canadianCityOfFsa } from './canadian-place-names';
import { provincesOfPostalCode, regionByCode, REGIONS, type CountryCode } from './regions';

/**
 * The offline postal dataset (spec §3 "Postal data"): every US ZIP code and every Canadian FSA (the
 * first three characters of a postal code) of the `zipcodes` package, loaded once on first use and
 * indexed: a Map by code, and per country a sorted code list and a sorted city list, so a prefix
 * search is a binary search plus a short scan.
 */
export interface Place {
  /** "US-90210", "CA-T3C": what auto-complete answers and place-detail takes. */
  placeId: string;
  /** A US ZIP code (5 digits) or a Canadian FSA ("T3C"). */
  postalCode: string;
  city: string;
  /** Two-letter state, province or territory code. */
  state: string;
  stateName: string;
  country: CountryCode;
}

interface ZipcodesRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

interface CityEntry {
  key: string;
  /** key, state, code: the sort order. */
  order: string;
  place: Place;
}

export interface PostalIndex {
  /** The place of a ZIP code or FSA (exact, upper case), or undefined. */
  byCode(country: CountryCode, code: string): Place | undefined;
  /** Places whose code starts with `prefix` (upper case, no spaces), in code order. */
  byCodePrefix(country: CountryCode, prefix: string, limit: number): Place[];
  /** Places whose city starts with `prefix` (case- and accent-insensitive), by city, state, code. */
  byCityPrefix(country: CountryCode, prefix: string, limit: number): Place[];
  /** Distinct city names of a state or province, sorted. */
  citiesOf(country: CountryCode, stateCode: string): readonly string[];
  /** How many codes each country holds. */
  size(country: CountryCode): number;
}

/** Upper case without accents: "Montréal" and "montreal" find the same city. */
export const cityKey = (city: string) => city.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('en-US');

/** First index in `sorted` whose key is ≥ `wanted`. */
function lowerBound<T>(sorted: readonly T[], wanted: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(sorted[mid]!) < wanted) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function scanPrefix<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string, limit: number): T[] {
  const out: T[] = [];
  for (let i = lowerBound(sorted, prefix, keyOf); i < sorted.length && out.length < limit; i++) {
    if (!keyOf(sorted[i]!).startsWith(prefix)) break;
    out.push(sorted[i]!);
  }
  return out;
}

function placeOf(record: ZipcodesRecord): Place | undefined {
  if (record.country === 'US') {
    const region = regionByCode('US', record.state);
    // Military (AA, AE, AP) and freely associated states (PW, FM, MH) are no shipping regions.
    if (!region) return undefined;
    return { placeId: `US-${record.zip}`, postalCode: record.zip, city: record.city, state: region.code, stateName: region.name, country: 'US' };
  }
  const fsa = record.zip.toUpperCase();
  const candidates = provincesOfPostalCode(fsa);
  const code = candidates.length > 1 ? (/nunavut/i.test(record.state) ? 'NU' : 'NT') : candidates[0];
  const region = code ? regionByCode('CA', code) : undefined;
  if (!region) return undefined;
  return { placeId: `CA-${fsa}`, postalCode: fsa, city: canadianCityOfFsa(fsa, record.city), state: region.code, stateName: region.name, country: 'CA' };
}

function buildIndex(records: Iterable<ZipcodesRecord>): PostalIndex {
  const codes = new Map<string, Place>();
  const sortedCodes: Record<CountryCode, Place[]> = { US: [], CA: [] };
  const sortedCities: Record<CountryCode, CityEntry[]> = { US: [], CA: [] };
  const regionCities = new Map<string, Set<string>>();
  for (const record of records) {
    const place = placeOf(record);
    if (!place) continue;
    codes.set(`${place.country}:${place.postalCode}`, place);
    sortedCodes[place.country].push(place);
    const key = cityKey(place.city);
    sortedCities[place.country].push({ key, order: `${key}\u0000${place.state}\u0000${place.postalCode}`, place });
    const regionKey = `${place.country}:${place.state}`;
    let set = regionCities.get(regionKey);
    if (!set) regionCities.set(regionKey, (set = new Set()));
    set.add(place.city);
  }
  for (const country of ['US', 'CA'] as const) {
    sortedCodes[country].sort((a, b) => (a.postalCode < b.postalCode ? -1 : a.postalCode > b.postalCode ? 1 : 0));
    // Plain code-unit order (what the binary search compares with).
    sortedCities[country].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  }
  const citiesByRegion = new Map<string, readonly string[]>();
  for (const [key, set] of regionCities) citiesByRegion.set(key, Object.freeze([...set].sort((a, b) => a.localeCompare(b, 'en'))));
  return {
    byCode: (country, code) => codes.get(`${country}:${code}`),
    byCodePrefix: (country, prefix, limit) => scanPrefix(sortedCodes[country], prefix, (p) => p.postalCode, limit),
    byCityPrefix: (country, prefix, limit) => scanPrefix(sortedCities[country], cityKey(prefix), (e) => e.key, limit).map((e) => e.place),
    citiesOf: (country, stateCode) => citiesByRegion.get(`${country}:${stateCode}`) ?? [],
    size: (country) => sortedCodes[country].length,
  };
}

let index: PostalIndex | undefined;
let loadedMs = 0;
let indexedMs = 0;

/** How long the first use took: loading the package, then building the index (for the measurements). */
export function postalIndexTimings(): { loadedMs: number; indexedMs: number } {
  return { loadedMs, indexedMs };
}

/** The one index of this process, built on first use (see README "Figures"). */
export function postalIndex(): PostalIndex {
  if (!index) {
    const started = performance.now();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const dataset = require('zipcodes') as { codes: Record<string, ZipcodesRecord> };
    loadedMs = performance.now() - started;
    index = buildIndex(Object.values(dataset.codes));
    indexedMs = performance.now() - started - loadedMs;
  }
  return index;
}

/** Every region (state, province, territory) has at least one city: a check for the tests. */
export function regionsWithoutCities(): string[] {
  const idx = postalIndex();
  return (['US', 'CA'] as const).flatMap((c) => REGIONS[c].filter((r) => idx.citiesOf(c, r.code).length === 0).map((r) => `${c}:${r.code}`));
}
