import { postalIndex } from '../area/postal-index';
import { provincesOfPostalCode, regionByCode, type CountryCode } from '../area/regions';
import type { FieldError } from '../http/envelope';

/**
 * The rules of a US or Canadian address (spec §3 "Country configs", §5 "Postal code"), for every
 * endpoint that takes one: the address book here, and the orders' shipping address. Pure: no
 * database, the postal dataset only.
 *
 *   const checked = validateAddress(body.shippingAddress, { market: 'CA', prefix: 'shippingAddress' });
 *   if ('errors' in checked) throw badRequest(checked.errors[0]!.message, checked.errors);
 */
export interface NormalisedAddress {
  firstName: string;
  lastName: string;
  /** '' when not given. */
  company: string;
  /** 10 digits (NANP, without the +1): "4155550123". */
  phone: string;
  country: CountryCode;
  /** Two-letter upper-case state, province or territory code. */
  state: string;
  city: string;
  address1: string;
  /** '' when not given. */
  address2: string;
  /** "90210" or "90210-1234"; "K1A 0B1" (upper case, one space). */
  postalCode: string;
}

export interface AddressRuleOptions {
  /** The shop's market: the address must be in that country (and a missing country means it). */
  market?: CountryCode;
  /** Names the fields inside a larger body: 'shippingAddress' → 'shippingAddress.postalCode'. */
  prefix?: string;
}

export type AddressCheck = { value: NormalisedAddress } | { errors: FieldError[] };

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'phone', 'country', 'state', 'city', 'address1', 'address2', 'postalCode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Length limits (characters, after trimming). */
export const ADDRESS_LIMITS: Readonly<Record<AddressField, { min: number; max: number }>> = {
  firstName: { min: 1, max: 50 },
  lastName: { min: 1, max: 50 },
  company: { min: 0, max: 100 },
  phone: { min: 1, max: 30 },
  country: { min: 1, max: 2 },
  state: { min: 1, max: 2 },
  city: { min: 1, max: 60 },
  address1: { min: 1, max: 100 },
  address2: { min: 0, max: 100 },
  postalCode: { min: 1, max: 10 },
};

const LABELS: Readonly<Record<AddressField, string>> = {
  firstName: 'first name',
  lastName: 'last name',
  company: 'company',
  phone: 'phone number',
  country: 'country',
  state: 'state',
  city: 'city',
  address1: 'address',
  address2: 'apartment, suite, etc.',
  postalCode: 'ZIP code',
};

/** Control characters (NUL included) and UTF-16 halves without their partner. */
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const HAS_LETTER = /\p{L}/u;

/** True when the text holds a control character (NUL included) or a lone UTF-16 surrogate: such text is refused, never stored. */
export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

const US_ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
/** Canada Post: no D, F, I, O, Q, U anywhere; no W or Z first. */
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
/** NANP: area code and exchange start with 2–9. */
const NANP = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

export const POSTAL_CODE_MESSAGES = {
  US: 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 90210-1234',
  CA: 'Please enter a valid postal code such as K1A 0B1',
} as const;

export const PHONE_MESSAGE = 'Please enter a 10-digit phone number, such as (415) 555-0123';
export const COUNTRY_MESSAGE = 'Please choose the United States (US) or Canada (CA)';

/** Spec §5: US codes are digits, Canadian ones contain letters; '' when the code is not valid. */
export function normalisePostalCode(country: CountryCode, input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (country === 'US') {
    const m = US_ZIP.exec(compact);
    return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]!) : '';
  }
  const m = CA_POSTAL.exec(compact);
  return m ? `${m[1]} ${m[2]}` : '';
}

/** "+1 (415) 555-0123", "415.555.0123" → "4155550123"; '' when it is no NANP number. */
export function normalisePhone(input: string): string {
  if (/[^\d\s().+-]/.test(input)) return '';
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (input.trim().startsWith('+')) return '';
  return NANP.test(digits) ? digits : '';
}

/** Where a postal code is, when the dataset knows it: the region codes it can belong to. */
export function regionsOfPostalCode(country: CountryCode, postalCode: string): readonly string[] {
  if (country === 'CA') return provincesOfPostalCode(postalCode);
  const place = postalIndex().byCode('US', postalCode.slice(0, 5));
  return place ? [place.state] : [];
}

/** Spec §3 Country configs: Canada says "province or territory" and "postal code". */
function labelOf(field: AddressField, country: unknown): string {
  if (country === 'CA' && field === 'state') return 'province or territory';
  if (country === 'CA' && field === 'postalCode') return 'postal code';
  return LABELS[field];
}

/** Checks one text field: type, characters, length. Answers the trimmed text or an error message. */
function text(raw: unknown, field: AddressField, country: unknown): { value: string } | { message: string } {
  const { min, max } = ADDRESS_LIMITS[field];
  const label = labelOf(field, country);
  if (raw === undefined || raw === null) return min > 0 ? { message: `Please enter your ${label}` } : { value: '' };
  if (typeof raw !== 'string') return { message: `The ${label} must be text` };
  if (hasForbiddenCharacters(raw)) return { message: `The ${label} contains characters that are not allowed` };
  const value = raw.replace(/\s+/g, ' ').trim();
  if (value.length < min) return { message: `Please enter your ${label}` };
  if ([...value].length > max) return { message: `The ${label} must be at most ${max} characters` };
  return { value };
}

/**
 * Validates and normalises an address (any JSON value: a missing or non-object input names every
 * required field). Every field's problem is reported, not only the first.
 */
export function validateAddress(input: unknown, options: AddressRuleOptions = {}): AddressCheck {
  const source = (input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const at = (field: string) => (options.prefix ? `${options.prefix}.${field}` : field);
  const errors: FieldError[] = [];
  const texts = {} as Record<AddressField, string>;
  const countryGiven = source.country === undefined || source.country === '' ? options.market : source.country;
  const countryGuess = typeof countryGiven === 'string' ? countryGiven.trim().toUpperCase() : undefined;
  for (const field of ADDRESS_FIELDS) {
    const raw = field === 'country' ? countryGiven : source[field];
    const checked = text(raw, field, countryGuess);
    if ('message' in checked) errors.push({ field: at(field), message: checked.message });
    else texts[field] = checked.value;
  }

  for (const field of ['firstName', 'lastName', 'city'] as const) {
    if (texts[field] !== undefined && !HAS_LETTER.test(texts[field])) errors.push({ field: at(field), message: `Please enter a valid ${LABELS[field]}` });
  }

  let country: CountryCode | undefined;
  if (texts.country !== undefined) {
    const upper = texts.country.toUpperCase();
    if (upper === 'US' || upper === 'CA') country = upper;
    else errors.push({ field: at('country'), message: COUNTRY_MESSAGE });
  }
  if (country && options.market && country !== options.market) {
    const message = options.market === 'US' ? 'This shop delivers to addresses in the United States only' : 'This shop delivers to addresses in Canada only';
    errors.push({ field: at('country'), message });
    country = undefined;
  }

  let phone: string | undefined;
  if (texts.phone !== undefined) {
    phone = normalisePhone(texts.phone);
    if (!phone) errors.push({ field: at('phone'), message: PHONE_MESSAGE });
  }

  let state: string | undefined;
  let postalCode: string | undefined;
  if (country) {
    if (texts.state !== undefined) {
      const region = regionByCode(country, texts.state);
      if (region) state = region.code;
      else errors.push({ field: at('state'), message: `Please choose a valid ${labelOf('state', country)}` });
    }
    if (texts.postalCode !== undefined) {
      postalCode = normalisePostalCode(country, texts.postalCode) || undefined;
      if (!postalCode) errors.push({ field: at('postalCode'), message: POSTAL_CODE_MESSAGES[country] });
    }
    if (state && postalCode) {
      const regions = regionsOfPostalCode(country, postalCode);
      if (regions.length > 0 && !regions.includes(state)) {
        const where = regions.map((code) => regionByCode(country!, code)?.name ?? code).join(' or ');
        errors.push({ field: at('postalCode'), message: `This ${labelOf('postalCode', country)} is in ${where}, not in ${regionByCode(country, state)!.name}` });
      }
    }
  }

  if (errors.length > 0 || !country || !state || !postalCode || !phone) return { errors };
  return {
    value: {
      firstName: texts.firstName,
      lastName: texts.lastName,
      company: texts.company,
      phone,
      country,
      state,
      city: texts.city,
      address1: texts.address1,
      address2: texts.address2,
      postalCode,
    },
  };
}
