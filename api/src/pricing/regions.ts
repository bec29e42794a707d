import type { Country } from './quote-types';

/**
 * States, provinces and territories (spec §3 Country configs: US address id 208 with State / ZIP code,
 * Canada 206 with Province/Territory / Postal code), the remote ones, and the region of a postal code.
 */

/** US remote areas: Alaska, Hawaii, the territories and the military post offices. */
const US_REMOTE = new Set(['AK', 'HI', 'PR', 'VI', 'GU', 'AS', 'MP', 'AA', 'AE', 'AP']);
/** Canada's northern territories. */
const CA_REMOTE = new Set(['NT', 'NU', 'YT']);

export const isRemote = (country: Country, state: string) => (country === 'US' ? US_REMOTE : CA_REMOTE).has(state);

/** First three ZIP digits → state: ranges [from, to, state] of the USPS sectional centers. */
const ZIP3: readonly [number, number, string][] = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [90, 98, 'AE'], [100, 149, 'NY'],
  [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'],
  [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'],
  [340, 340, 'AA'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'],
  [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'],
  [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'],
  [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'],
  [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'],
  [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'],
  [962, 966, 'AP'], [967, 968, 'HI'], [969, 969, 'GU'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** First letter of a Canadian postal code → province (X: Nunavut for X0A–X0C, else Northwest Territories). */
const CA_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
};

const US_ZIP = /^(\d{5})(-?\d{4})?$/;
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY])\d[A-Z] ?\d[A-Z]\d$/;

/** The state or province of a postal code, undefined when it is not one of that country. */
export function regionOfPostalCode(country: Country, raw: string): string | undefined {
  const code = raw.trim().toUpperCase();
  if (country === 'US') {
    const m = US_ZIP.exec(code);
    if (!m) return undefined;
    const zip3 = Number(m[1]!.slice(0, 3));
    return ZIP3.find(([from, to]) => zip3 >= from && zip3 <= to)?.[2];
  }
  const m = CA_POSTAL.exec(code);
  if (!m) return undefined;
  const letter = m[1]!;
  if (letter === 'X') return /^X0[ABC]/.test(code) ? 'NU' : 'NT';
  return CA_LETTER[letter];
}
