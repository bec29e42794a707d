import { hasForbiddenCharacters, normalisePostalCode } from '../addresses/address-rules';
import { badRequest, notFound } from '../http/envelope';
import { postalIndex, type Place } from './postal-index';
import type { CountryCode } from './regions';

/**
 * Address auto-complete and place detail (spec §7 "Content, config, misc": area-dict auto-complete
 * and place-detail) over the offline postal index: a keyword that is (the start of) a ZIP code or a
 * Canadian FSA matches codes; anything else matches city names by prefix.
 */
export const SUGGESTION_LIMIT = 10;
export const KEYWORD_MAX = 64;
export const PLACE_NOT_FOUND = 'This place does not exist';
export const PLACE_ID_MESSAGE = 'must be a place id such as US-90210 or CA-K1A';

export interface PlaceSuggestion {
  placeId: string;
  /** "Beverly Hills, CA 90210", "Calgary, AB T3C". */
  text: string;
  postalCode: string;
  city: string;
  state: string;
  country: CountryCode;
}

export interface PlaceDetail {
  postalCode: string;
  city: string;
  state: string;
  stateName: string;
  country: CountryCode;
}

/** A US ZIP being typed: 1–5 digits, maybe a ZIP+4 tail. */
const US_CODE_START = /^(\d{1,5})(?:-\d{0,4})?$/;
/** A Canadian postal code being typed: at least a letter and a digit ("K1", "K1A", "K1A 0B"). */
const CA_CODE_START = /^([A-Z]\d[A-Z]?)(?:\s?\d(?:[A-Z]\d?)?)?$/;

/** The keyword trimmed; a 400 at `keyword` when it is empty, too long or holds forbidden characters. */
export function parseKeyword(raw: string | undefined): string {
  const keyword = (raw ?? '').replace(/\s+/g, ' ').trim();
  let message: string | undefined;
  if (hasForbiddenCharacters(keyword)) message = 'contains characters that are not allowed';
  else if (keyword.length === 0) message = 'Please enter a ZIP code, postal code or city';
  else if ([...keyword].length > KEYWORD_MAX) message = `must be at most ${KEYWORD_MAX} characters`;
  if (message) throw badRequest(`keyword ${message}`, [{ field: 'keyword', message }]);
  return keyword;
}

function suggestion(place: Place, postalCode = place.postalCode): PlaceSuggestion {
  const { placeId, city, state, country } = place;
  return { placeId: postalCode === place.postalCode ? placeId : `${country}-${postalCode.replace(' ', '')}`, text: `${city}, ${state} ${postalCode}`, postalCode, city, state, country };
}

/** Up to 10 places of `country` for a keyword already parsed. */
export function searchPlaces(country: CountryCode, keyword: string, limit = SUGGESTION_LIMIT): PlaceSuggestion[] {
  const index = postalIndex();
  const upper = keyword.toUpperCase();
  if (country === 'CA') {
    const full = normalisePostalCode('CA', upper);
    if (full) {
      const place = index.byCode('CA', full.slice(0, 3));
      return place ? [suggestion(place, full)] : [];
    }
    const code = CA_CODE_START.exec(upper);
    if (code) return index.byCodePrefix('CA', code[1]!, limit).map((p) => suggestion(p));
  } else {
    const code = US_CODE_START.exec(upper);
    if (code) return index.byCodePrefix('US', code[1]!, limit).map((p) => suggestion(p));
  }
  return index.byCityPrefix(country, keyword, limit).map((p) => suggestion(p));
}

const PLACE_ID = /^(US)-(\d{5})$|^(CA)-([A-Z]\d[A-Z])(\d[A-Z]\d)?$/;

/** The place of a placeId from auto-complete: 400 when malformed, 404 when the dataset has no such code. */
export function placeDetail(placeId: string): PlaceDetail {
  const m = PLACE_ID.exec(placeId.trim().toUpperCase());
  if (!m) throw badRequest(`placeId ${PLACE_ID_MESSAGE}`, [{ field: 'placeId', message: PLACE_ID_MESSAGE }]);
  const country: CountryCode = m[1] ? 'US' : 'CA';
  const code = (m[2] ?? m[4])!;
  const place = postalIndex().byCode(country, code);
  if (!place) throw notFound(PLACE_NOT_FOUND);
  const postalCode = m[5] ? `${code} ${m[5]}` : place.postalCode;
  return { postalCode, city: place.city, state: place.state, stateName: place.stateName, country };
}
