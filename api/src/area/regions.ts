/**
 * The states, provinces and territories an address may name (spec §3 "Country configs": the US has
 * address id 208 and a "State", Canada 206 and a "Province/Territory"). Each region has a stable
 * numeric id for the area dictionary (`/infra/public/area-dict/children/{id}`): the country id × 1000
 * plus its position here, so 208001 is Alabama and 206009 is Ontario. Ids never change once given:
 * new entries go at the end.
 */
export type CountryCode = 'US' | 'CA';

export interface Region {
  id: number;
  code: string;
  name: string;
  country: CountryCode;
}

/** spec §3 Country configs: the address ids of the two countries. */
export const COUNTRY_AREA_ID: Readonly<Record<CountryCode, 208 | 206>> = { US: 208, CA: 206 };

const US_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  // Territories with US ZIP codes.
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'], ['AS', 'American Samoa'], ['MP', 'Northern Mariana Islands'],
];

const CA_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

function regionsOf(country: CountryCode, names: ReadonlyArray<readonly [string, string]>): readonly Region[] {
  const base = COUNTRY_AREA_ID[country] * 1000;
  return Object.freeze(names.map(([code, name], i) => Object.freeze({ id: base + i + 1, code, name, country })));
}

export const REGIONS: Readonly<Record<CountryCode, readonly Region[]>> = {
  US: regionsOf('US', US_NAMES),
  CA: regionsOf('CA', CA_NAMES),
};

const byCode = new Map<string, Region>(Object.values(REGIONS).flatMap((list) => list.map((r) => [`${r.country}:${r.code}`, r] as const)));
const byId = new Map<number, Region>(Object.values(REGIONS).flatMap((list) => list.map((r) => [r.id, r] as const)));
const byName = new Map<string, Region>(Object.values(REGIONS).flatMap((list) => list.map((r) => [`${r.country}:${r.name.toUpperCase()}`, r] as const)));

/** The region of a two-letter code in that country (case-insensitive), or undefined. */
export function regionByCode(country: CountryCode, code: string): Region | undefined {
  return byCode.get(`${country}:${code.toUpperCase()}`);
}

export function regionById(id: number): Region | undefined {
  return byId.get(id);
}

/** The region named so (case-insensitive, "Quebec" → QC), or undefined. */
export function regionByName(country: CountryCode, name: string): Region | undefined {
  return byName.get(`${country}:${name.trim().toUpperCase()}`);
}

/**
 * Canada Post: the first letter of a postal code names the province or territory (X is shared by the
 * Northwest Territories and Nunavut).
 */
const CA_FIRST_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'],
  K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'],
  R: ['MB'], S: ['SK'], T: ['AB'], V: ['BC'], X: ['NT', 'NU'], Y: ['YT'],
};

/** The province/territory codes a Canadian postal code (or FSA) can belong to; [] for none. */
export function provincesOfPostalCode(postalCode: string): readonly string[] {
  return CA_FIRST_LETTER[postalCode.charAt(0).toUpperCase()] ?? [];
}
