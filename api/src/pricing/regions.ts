import { normalisePostalCode, regionsOfPostalCode } from '../addresses/address-rules';
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

/**
 * The state or province of a postal code, undefined when it is not one of that country: the address
 * book's rules (the offline ZIP data for the US; Canada Post's first letter, with X0A–X0C in Nunavut
 * and the rest of X in the Northwest Territories).
 */
export function regionOfPostalCode(country: Country, raw: string): string | undefined {
  const code = normalisePostalCode(country, raw);
  if (!code) return undefined;
  const regions = regionsOfPostalCode(country, code);
  if (regions.length <= 1) return regions[0];
  return /^X0[ABC]/.test(code) ? 'NU' : 'NT';
}
